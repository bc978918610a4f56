import { routes } from '../routes';

/** The short names `?redirect=` already carried before any path could (the wishlist prompt, the checkout). */
const NAMED_TARGETS: Readonly<Record<string, string>> = {
  wishlist: routes.wishlist.href(),
  checkout: routes.cart.href(),
};
const HOME = routes.home.href();
const LOGIN_PAGE = new RegExp(`^${routes.login.path}(?:[/?#]|$)`);

/**
 * Where `/login?redirect=…` sends a visitor once signed in: a named target, or a path of this shop. Anything else
 * (another site, `//host`, `/\host`, the login page itself) goes home, so the link cannot send anyone away.
 */
export function signInTarget(redirect: string | null): string {
  if (!redirect) return HOME;
  const named = NAMED_TARGETS[redirect];
  if (named) return named;
  if (!/^\/(?![/\\])/.test(redirect) || LOGIN_PAGE.test(redirect)) return HOME;
  return redirect;
}

/** The sign-in page that brings the visitor back to `path` (with its query) afterwards. */
export const signInPathFor = (path: string): string => routes.login.href({ redirect: path });

/** The sign-in or registration page carrying a checked target along (nothing added for home). */
export const withRedirect = (page: typeof routes.login | typeof routes.register, target: string): string =>
  page.href(target === HOME ? {} : { redirect: target });
