import type { SignInReturnSnapshot } from './sign-in-return.machine.js';

export type SignInReturnStatus = 'loading' | 'success' | 'error';

/** The screen's three states. */
export const selectSignInReturnStatus = (snapshot: SignInReturnSnapshot): SignInReturnStatus => {
  if (snapshot.hasTag('success')) return 'success';
  if (snapshot.hasTag('error')) return 'error';
  if (snapshot.matches('done')) return snapshot.context.error ? 'error' : 'success';
  return 'loading';
};
export const selectSignInReturnError = (snapshot: SignInReturnSnapshot): string | null =>
  snapshot.context.error;
export const selectSignInReturnUser = (snapshot: SignInReturnSnapshot) => snapshot.context.user;
