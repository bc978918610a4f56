import { loginMessages } from '@teranga/messages/identity';
import { isBlank, toResult, type ValidationResult } from './result.js';

export interface LoginInput {
  emailOrPhone: string;
  password: string;
}

export type LoginField = keyof LoginInput;

/** 'long' is the sign-in form's set, 'short' the alternative set (`emailOrPhoneRequiredShort`...). */
export type MessageSet = 'long' | 'short';

export const LOGIN_PASSWORD_MIN_LENGTH = 6;

/**
 * Checks the sign-in form: French errors per field (`'short'`: the compact texts), `valid`, `first`.
 * @example const { valid, errors } = validateLogin({ emailOrPhone: 'awa@example.sn', password });
 */
export function validateLogin(input: LoginInput, set: MessageSet = 'long'): ValidationResult<LoginField> {
  const m = loginMessages;
  const emailOrPhone = (input.emailOrPhone ?? '').trim();
  const password = (input.password ?? '').trim();
  const passwordError = isBlank(password)
    ? set === 'short'
      ? m.passwordRequiredShort
      : m.passwordRequired
    : password.length < LOGIN_PASSWORD_MIN_LENGTH
      ? m.passwordTooShort
      : undefined;
  return toResult<LoginField>([
    [
      'emailOrPhone',
      emailOrPhone ? undefined : set === 'short' ? m.emailOrPhoneRequiredShort : m.emailOrPhoneRequired,
    ],
    ['password', passwordError],
  ]);
}

/**
 * The payload sent to POST /auth/login: the identifier trimmed.
 * @example await sdk.auth.login(normalizeLogin({ emailOrPhone: ' awa@example.sn ', password }));
 */
export const normalizeLogin = <T extends LoginInput>(input: T): T => ({
  ...input,
  emailOrPhone: input.emailOrPhone.trim(),
});
