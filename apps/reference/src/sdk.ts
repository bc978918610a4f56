import { browserStorage, createSessionBridge } from '@teranga/headless';
import { createTerangaClient } from '@teranga/sdk';
import { firstViewFetch, readFirstView } from './first-view';

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

/** The one API client of the shop: every server call goes through it (no ad-hoc fetch). */
export const sdk = createTerangaClient({
  // A server has no page address to resolve '/api' against; its fetch only reads the path.
  baseUrl: inBrowser ? '/api' : 'http://localhost/api',
  getToken: sessionBridge.getToken,
  onUnauthorized: sessionBridge.onUnauthorized,
  // The page's first catalogue reads come with index.html (first-view.ts); globalThis.fetch is read at call time.
  fetch: inBrowser
    ? firstViewFetch(readFirstView(document), () => globalThis.fetch, window.location.href)
    : (input, init) => serverFetch(input, init),
});
