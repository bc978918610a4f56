import { sdk } from '../sdk';

/** Google and Facebook: the browser goes to the API, which redirects to the provider. */
export const startSocialSignIn = (provider: 'google' | 'facebook'): void => {
  window.location.assign(sdk.auth.providerUrl(provider));
};
