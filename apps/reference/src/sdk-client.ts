import { createTerangaClient, type TerangaClientOptions } from '@teranga/sdk';

/** The SDK's client (openapi-fetch, the resources, their readers): a chunk of its own, see sdk.ts. */
export const createClient = (options: TerangaClientOptions) => createTerangaClient(options);
