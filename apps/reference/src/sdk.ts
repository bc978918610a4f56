import { browserStorage, createSessionBridge } from '@teranga/headless';
import { createTerangaClient } from '@teranga/sdk';
import { firstViewFetch, readFirstView } from './first-view';

/** Where the session, cart and wishlist persist: the documents' keys in localStorage / sessionStorage. */
export const storage = browserStorage();

/** Connects the client to the auth machine once it runs: its bearer is the session's, and any 401 logs out. */
export const sessionBridge = createSessionBridge(storage);

/** The one API client of the shop: every server call goes through it (no ad-hoc fetch). */
export const sdk = createTerangaClient({
  baseUrl: '/api',
  getToken: sessionBridge.getToken,
  onUnauthorized: sessionBridge.onUnauthorized,
  // The page's first catalogue reads come with index.html (first-view.ts); globalThis.fetch is read at call time.
  fetch: firstViewFetch(readFirstView(document), () => globalThis.fetch, window.location.href),
});
