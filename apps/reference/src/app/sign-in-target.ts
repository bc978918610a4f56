/** The short names `?redirect=` already carried before any path could (the wishlist prompt, the checkout). */
const NAMED_TARGETS: Readonly<Record<string, string>> = { wishlist: '/wishlist', checkout: '/cart' };

/**
 * Where `/login?redirect=…` sends a visitor once signed in: a named target, or a path of this shop. Anything else
 * (another site, `//host`, `/\host`, the login page itself) goes home, so the link cannot send anyone away.
 */
export function signInTarget(redirect: string | null): string {
  if (!redirect) return '/';
  const named = NAMED_TARGETS[redirect];
  if (named) return named;
  if (!/^\/(?![/\\])/.test(redirect) || /^\/login(?:[/?#]|$)/.test(redirect)) return '/';
  return redirect;
}

/** The sign-in page that brings the visitor back to `path` (with its query) afterwards. */
export const signInPathFor = (path: string): string => `/login?redirect=${encodeURIComponent(path)}`;

/** `/login` or `/register` carrying a checked target along (nothing added for home). */
export const withRedirect = (path: '/login' | '/register', target: string): string =>
  target === '/' ? path : `${path}?redirect=${encodeURIComponent(target)}`;
