import type { HeadlessUser } from '../client.js';
import type { AuthSnapshot } from './auth.machine.js';

export const selectUser = (snapshot: AuthSnapshot): HeadlessUser | null => snapshot.context.user;
export const selectToken = (snapshot: AuthSnapshot): string | null => snapshot.context.token;
export const selectIsAuthenticated = (snapshot: AuthSnapshot): boolean => snapshot.hasTag('authenticated');
export const selectIsBusy = (snapshot: AuthSnapshot): boolean => snapshot.hasTag('busy');
/** Still finding out whether a stored token is good: guards should wait rather than redirect. */
export const selectIsRestoring = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches('restoring') || snapshot.matches('verifying');
export const selectError = (snapshot: AuthSnapshot): string | null => snapshot.context.error;
export const selectNotice = (snapshot: AuthSnapshot): string | null => snapshot.context.notice;
export const selectRole = (snapshot: AuthSnapshot): string | undefined => snapshot.context.user?.role;
/** Seller and admin are both treated as seller/admin by the header and the guards. */
export const selectIsSellerOrAdmin = (snapshot: AuthSnapshot): boolean =>
  selectIsAuthenticated(snapshot) &&
  (snapshot.context.user?.role === 'seller' || snapshot.context.user?.role === 'admin');
export const selectDisplayName = (snapshot: AuthSnapshot): string => {
  const user = snapshot.context.user;
  if (!user) return '';
  return user.name ?? [user.firstName, user.lastName].filter(Boolean).join(' ');
};
/** A permission check looks a name up in the user's permissions list. */
export const hasPermission = (user: HeadlessUser | null | undefined, permission: string): boolean =>
  user?.permissions?.includes(permission) ?? false;
