import { beginSocialSignIn } from '@teranga/headless';
import { sdk, storage } from '../sdk';

/**
 * Google and Facebook: the browser goes to the API, which redirects to the provider. The nonce kept in this tab's
 * session storage is what lets the return screen adopt the token (and refuse one from a link made elsewhere).
 */
export const startSocialSignIn = (provider: 'google' | 'facebook'): void => {
  const nonce = beginSocialSignIn(storage.session);
  window.location.assign(sdk.auth.providerUrl(provider, { nonce }));
};
