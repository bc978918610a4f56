import { STORAGE_KEYS, type StorageLike, safely } from '../shared/storage.js';

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Where the sign-in return screen sends the visitor once signed in, and the storage it reads it from (local). */
export interface SocialSignInTarget {
  path: string;
  storage: StorageLike | undefined;
}

/**
 * Call right before sending the browser to Google or Facebook: makes a random nonce, keeps it in `storage` (the
 * session storage: it lives as long as this tab) and returns it for `sdk.auth.providerUrl(provider, { nonce })`.
 * The sign-in return screen adopts a token only next to this nonce, so a link to /auth/success made elsewhere
 * cannot sign the visitor into someone else's account. With `after`, the return screen then goes to `after.path`
 * (e.g. /wishlist when the sign-in started from the wishlist's prompt).
 * @example const nonce = beginSocialSignIn(sessionStorage); window.location.assign(sdk.auth.providerUrl('google', { nonce }));
 */
export function beginSocialSignIn(storage: StorageLike | undefined, after?: SocialSignInTarget): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  const nonce = toBase64Url(bytes);
  safely(() => storage?.setItem(STORAGE_KEYS.signInNonce, nonce));
  // The return screen leaves for the redirect-after-login path it finds there (as the login form's ?redirect=).
  if (after?.path) safely(() => after.storage?.setItem(STORAGE_KEYS.redirectAfterLogin, after.path));
  return nonce;
}
