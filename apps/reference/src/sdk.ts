import { browserStorage, createSessionBridge } from '@teranga/headless';
import type { TerangaClient, TerangaClientOptions } from '@teranga/sdk';

/** Where the session, cart and wishlist persist: the documents' keys in localStorage / sessionStorage. */
export const storage = browserStorage();

/** Connects the client to the auth machine once it runs: its bearer is the session's, and any 401 logs out. */
export const sessionBridge = createSessionBridge(storage);

const inBrowser = typeof document !== 'undefined';

/**
 * On the server (entry-server.tsx) the shop's reads are answered by the API in process: it hands its fetch over once
 * at start. Requests there carry no session (server storage is empty), so every answer is the anonymous one.
 */
let serverFetch: typeof globalThis.fetch = () => Promise.reject(new Error('server fetch not set'));
export function setServerFetch(fetch: typeof globalThis.fetch): void {
  serverFetch = fetch;
}

/**
 * A client whose code is fetched on its first call: every resource method returns a promise, so a call can wait for
 * the code. A page drawn on the server comes with the answers it was drawn from (main.tsx), so its first render calls
 * nothing, and openapi-fetch, the resources and their readers (about 5 KB gzipped) are off every page's first load.
 */
function lazyClient(load: () => Promise<TerangaClient>): TerangaClient {
  const resources = new Map<PropertyKey, unknown>();
  const resource = (name: PropertyKey) =>
    new Proxy(
      {},
      {
        get: (_, method) =>
          // Not a thenable: an awaited resource is the resource.
          method === 'then'
            ? undefined
            : (...args: unknown[]) =>
                load().then((client) => {
                  const target = client[name as keyof TerangaClient] as unknown as Record<
                    PropertyKey,
                    (...args: unknown[]) => unknown
                  >;
                  return target[method]?.(...args);
                }),
      },
    );
  return new Proxy({} as TerangaClient, {
    get: (_, name) => {
      if (name === 'then') return undefined;
      if (!resources.has(name)) resources.set(name, resource(name));
      return resources.get(name);
    },
  });
}

const options: TerangaClientOptions = {
  // A server has no page address to resolve '/api' against; its fetch only reads the path.
  baseUrl: inBrowser ? '/api' : 'http://localhost/api',
  getToken: sessionBridge.getToken,
  onUnauthorized: sessionBridge.onUnauthorized,
  // globalThis.fetch is read at call time. A drawn page's first reads are already in the cache (server-state.ts).
  fetch: (input, init) => (inBrowser ? globalThis.fetch : serverFetch)(input, init),
};

let loading: Promise<TerangaClient> | undefined;

/** The client itself, for its few methods that answer at once (`auth.providerUrl`): the proxy's return promises. */
export const loadSdk = (): Promise<TerangaClient> => {
  loading ??= import('./sdk-client').then(({ createClient }) => createClient(options));
  return loading;
};

/** The one API client of the shop: every server call goes through it (no ad-hoc fetch). */
export const sdk = lazyClient(loadSdk);
