import { messages } from '@teranga/messages/specification';
import { toResult, type ValidationResult } from './result.js';

export const RESET_PASSWORD_MIN_LENGTH = 8;

export interface ResetPasswordInput {
  token: string | null | undefined;
  password: string;
  confirmPassword: string;
}

export type ResetPasswordField = 'token' | 'password' | 'confirmPassword';

export function validateResetPassword(input: ResetPasswordInput): ValidationResult<ResetPasswordField> {
  const m = messages.resetPassword;
  return toResult<ResetPasswordField>([
    ['token', input.token?.trim() ? undefined : m.tokenMissing],
    ['password', input.password.length < RESET_PASSWORD_MIN_LENGTH ? m.tooShort : undefined],
    ['confirmPassword', input.confirmPassword !== input.password ? m.mismatch : undefined],
  ]);
}

/** The strength bar of the reset screen: strong from 8 characters, else weak. */
export const passwordStrength = (
  password: string,
): typeof messages.resetPassword.strong | typeof messages.resetPassword.weak =>
  password.length >= RESET_PASSWORD_MIN_LENGTH ? messages.resetPassword.strong : messages.resetPassword.weak;
