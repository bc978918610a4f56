import { createTerangaClient } from '@teranga/sdk';

/** Where the Teranga API is served (another origin than this shop), e.g. https://api.boutique.example. */
export const apiOrigin = (process.env.NEXT_PUBLIC_TERANGA_API ?? 'http://localhost:3000').replace(/\/+$/, '');

/** The SDK for this shop: the API's `/api/media/…` image paths become absolute under the API's origin. */
export const createShopClient = (getToken?: () => string | null) =>
  createTerangaClient({ baseUrl: `${apiOrigin}/api`, mediaBaseUrl: apiOrigin, getToken });
