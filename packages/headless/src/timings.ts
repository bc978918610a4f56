import { forgotPasswordMessages } from '@teranga/messages/identity';

/** Every timing of the documents, in milliseconds. The machines' named delays default to these. */
export const TIMINGS = {
  cartBadgeBounce: 800,
  quickAddSpinner: 600,
  cardToast: 3000,
  productAddAnimation: 1200,
  addedPopup: 4000,
  loginPrompt: 5000,
  forgotPasswordClose: 3000,
  payment: 2000,
  confirmation: 2000,
  signInSuccessRedirect: 1500,
  signInErrorRedirect: 3000,
  signInVerificationErrorRedirect: 5000,
  resetPasswordRedirect: 3000,
  categoryCountRefetch: 2000,
  productCreatedRedirect: 3000,
  productUpdatedRedirect: 2000,
  profileSavedRedirect: 2000,
  dashboardCreatedToast: 5000,
  /** the pause in typing after which the header asks for suggestions */
  searchSuggestions: 200,
} as const;

/**
 * The forgot-password modal closes itself (after 3 s) on a success message, one containing `sentMarker`.
 * @example if (forgotPasswordClosesOn(message)) setTimeout(close, 3000);
 */
export const forgotPasswordClosesOn = (message: string): boolean =>
  message.includes(forgotPasswordMessages.sentMarker);
