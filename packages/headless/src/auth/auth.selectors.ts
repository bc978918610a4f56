import type { HeadlessUser } from '../client.js';
import type { AuthSnapshot } from './auth.machine.js';

/**
 * The signed-in user, or null when no one is signed in.
 * @example const user = selectUser(shop.auth.getSnapshot()); // user?.email
 */
export const selectUser = (snapshot: AuthSnapshot): HeadlessUser | null => snapshot.context.user;
/**
 * The session's bearer token, or null.
 * @example const token = selectToken(shop.auth.getSnapshot());
 */
export const selectToken = (snapshot: AuthSnapshot): string | null => snapshot.context.token;
/**
 * Whether a user is signed in (the machine is in an authenticated state).
 * @example if (!selectIsAuthenticated(shop.auth.getSnapshot())) shop.navigate('/login');
 */
export const selectIsAuthenticated = (snapshot: AuthSnapshot): boolean => snapshot.hasTag('authenticated');
/**
 * Whether a sign-in, registration or other auth request is in flight (disable the submit button).
 * @example const busy = selectIsBusy(shop.auth.getSnapshot());
 */
export const selectIsBusy = (snapshot: AuthSnapshot): boolean => snapshot.hasTag('busy');
/**
 * Still finding out whether a stored token is good: guards should wait rather than redirect.
 * @example if (selectIsRestoring(shop.auth.getSnapshot())) return <Spinner />; // not yet a redirect to /login
 */
export const selectIsRestoring = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches('restoring') || snapshot.matches('verifying');
/**
 * The last auth error, in French, or null.
 * @example const error = selectError(shop.auth.getSnapshot());
 */
export const selectError = (snapshot: AuthSnapshot): string | null => snapshot.context.error;
/**
 * The last auth notice to show (a French confirmation text), or null.
 * @example const notice = selectNotice(shop.auth.getSnapshot());
 */
export const selectNotice = (snapshot: AuthSnapshot): string | null => snapshot.context.notice;
/**
 * The signed-in user's role (e.g. 'seller', 'admin'), or undefined.
 * @example const isAdmin = selectRole(shop.auth.getSnapshot()) === 'admin';
 */
export const selectRole = (snapshot: AuthSnapshot): string | undefined => snapshot.context.user?.role;
/**
 * Seller and admin are both treated as seller/admin by the header and the guards.
 * @example const showDashboardLink = selectIsSellerOrAdmin(shop.auth.getSnapshot());
 */
export const selectIsSellerOrAdmin = (snapshot: AuthSnapshot): boolean =>
  selectIsAuthenticated(snapshot) &&
  (snapshot.context.user?.role === 'seller' || snapshot.context.user?.role === 'admin');
/**
 * The name the header shows: `name`, else first and last names, else ''.
 * @example selectDisplayName(shop.auth.getSnapshot()); // 'Awa Diop'
 */
export const selectDisplayName = (snapshot: AuthSnapshot): string => {
  const user = snapshot.context.user;
  if (!user) return '';
  return user.name ?? [user.firstName, user.lastName].filter(Boolean).join(' ');
};
/**
 * A permission check looks a name up in the user's permissions list.
 * @example if (hasPermission(user, 'manage_refunds')) showRefunds();
 */
export const hasPermission = (user: HeadlessUser | null | undefined, permission: string): boolean =>
  user?.permissions?.includes(permission) ?? false;
