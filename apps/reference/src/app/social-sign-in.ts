import { useQuery } from '@tanstack/react-query';
import { beginSocialSignIn } from '@teranga/headless';
import type { OAuthProvider } from '@teranga/sdk';
import { routes } from '../routes';
import { loadSdk, storage } from '../sdk';
import { siteQueries } from './site-queries';

/**
 * Google and Facebook: the browser goes to the API, which redirects to the provider. The nonce kept in this tab's
 * session storage is what lets the return screen adopt the token (and refuse one from a link made elsewhere).
 * `target` is where to land once signed in (a checked `?redirect=`, see sign-in-target.ts).
 */
export const startSocialSignIn = (provider: OAuthProvider, target = routes.home.href()): void => {
  // A target other than home (the wishlist prompt's /wishlist) survives the trip: the return screen goes there.
  const nonce = beginSocialSignIn(
    storage.session,
    target === routes.home.href() ? undefined : { path: target, storage: storage.local },
  );
  // providerUrl answers at once: from the client itself (sdk.ts's proxy makes every method a promise).
  void loadSdk().then((client) => window.location.assign(client.auth.providerUrl(provider, { nonce })));
};

const NONE: readonly OAuthProvider[] = [];

/** The providers this server is configured for: no button until it says, none when it cannot be asked. */
export function useSocialProviders(): readonly OAuthProvider[] {
  const query = useQuery(siteQueries.authProviders());
  return query.data ?? NONE;
}
