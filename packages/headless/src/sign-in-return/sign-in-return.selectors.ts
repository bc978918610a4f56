import type { SignInReturnSnapshot } from './sign-in-return.machine.js';

export type SignInReturnStatus = 'loading' | 'success' | 'error';

/**
 * The screen's three states.
 * @example const status = selectSignInReturnStatus(screen.getSnapshot()); // 'loading', 'success' or 'error'
 */
export const selectSignInReturnStatus = (snapshot: SignInReturnSnapshot): SignInReturnStatus => {
  if (snapshot.hasTag('success')) return 'success';
  if (snapshot.hasTag('error')) return 'error';
  if (snapshot.matches('done')) return snapshot.context.error ? 'error' : 'success';
  return 'loading';
};
/**
 * Why the sign-in return failed, in French, or null.
 * @example const error = selectSignInReturnError(signInReturn.getSnapshot());
 */
export const selectSignInReturnError = (snapshot: SignInReturnSnapshot): string | null =>
  snapshot.context.error;
/**
 * The user the returned token belongs to, once verified.
 * @example const user = selectSignInReturnUser(signInReturn.getSnapshot());
 */
export const selectSignInReturnUser = (snapshot: SignInReturnSnapshot) => snapshot.context.user;
