import { resetPasswordMessages } from '@teranga/messages/identity';
import { toResult, type ValidationResult } from './result.js';

export const RESET_PASSWORD_MIN_LENGTH = 8;

export interface ResetPasswordInput {
  token: string | null | undefined;
  password: string;
  confirmPassword: string;
}

export type ResetPasswordField = 'token' | 'password' | 'confirmPassword';

/**
 * Checks the new-password form (the mailed token, the length, the confirmation): French errors per field.
 * @example const { valid, first } = validateResetPassword({ token, password, confirmPassword });
 */
export function validateResetPassword(input: ResetPasswordInput): ValidationResult<ResetPasswordField> {
  const m = resetPasswordMessages;
  return toResult<ResetPasswordField>([
    ['token', input.token?.trim() ? undefined : m.tokenMissing],
    ['password', input.password.length < RESET_PASSWORD_MIN_LENGTH ? m.tooShort : undefined],
    ['confirmPassword', input.confirmPassword !== input.password ? m.mismatch : undefined],
  ]);
}

/**
 * The strength bar of the reset screen: strong from 8 characters, else weak.
 * @example const strength = passwordStrength(password); // resetPasswordMessages.strong or .weak
 */
export const passwordStrength = (
  password: string,
): typeof resetPasswordMessages.strong | typeof resetPasswordMessages.weak =>
  password.length >= RESET_PASSWORD_MIN_LENGTH ? resetPasswordMessages.strong : resetPasswordMessages.weak;
