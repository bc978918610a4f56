import {
  EMAIL_MAX_LENGTH as EMAIL_MAX,
  isValidEmail,
  isValidSenegalPhone,
  NAME_MAX_LENGTH as NAME_MAX,
  PASSWORD_MAX_LENGTH as PASSWORD_MAX,
  passwordRules,
  RESET_PASSWORD_MIN_LENGTH,
  validateLogin,
  validateRegistration,
} from '@teranga/headless';
import { identityMessages as m, messages } from '@teranga/messages';
import { compact, type FieldRule, type Fields, fieldRules, has, text } from '../http/field-rules.js';
import type { RuleMap } from '../http/route-rules.js';
import { isCommonPassword } from './common-passwords.js';

const SELF_SERVICE_ROLES = ['customer', 'seller'];

const r = messages.registration;

const NAME_TOO_LONG = { firstName: m.firstNameTooLong, lastName: m.lastNameTooLong } as const;
const NAME_MISSING = { firstName: r.firstNameRequired, lastName: r.lastNameRequired } as const;

const nameTooLong = (body: Fields, key: keyof typeof NAME_TOO_LONG): string | undefined =>
  text(body[key]).trim().length > NAME_MAX ? NAME_TOO_LONG[key](NAME_MAX) : undefined;

/** A profile edit may leave a name out, but not blank it. */
const optionalName = (body: Fields, key: keyof typeof NAME_TOO_LONG): string | undefined => {
  if (!has(body, key)) return undefined;
  return text(body[key]).trim() ? nameTooLong(body, key) : NAME_MISSING[key];
};

const phoneRule = (body: Fields): string | undefined => {
  const phone = text(body.phone).trim();
  return phone && (phone.length > 25 || !isValidSenegalPhone(phone)) ? r.phoneInvalid : undefined;
};

/** Comes after the documents' own rules: a new password must also not be one of the most common ones. */
const commonPasswordRule = (password: string): string | undefined =>
  isCommonPassword(password) ? m.passwordTooCommon : undefined;

/** Each identity operation's rules, in the messages of the documents (through @teranga/headless). */
const rules = {
  login: ({ body }) => {
    const result = validateLogin({ emailOrPhone: text(body.emailOrPhone), password: text(body.password) });
    const tooLong = text(body.emailOrPhone).length > EMAIL_MAX || text(body.password).length > PASSWORD_MAX;
    return tooLong ? [...result.messages, m.invalidCredentials] : result.messages;
  },
  register: ({ body }) => {
    const password = text(body.password);
    const result = validateRegistration({
      firstName: text(body.firstName),
      lastName: text(body.lastName),
      email: text(body.email),
      phone: text(body.phone),
      password,
      // The confirmation is the form's business; when it is sent, it must match.
      confirmPassword: has(body, 'confirmPassword') ? text(body.confirmPassword) : password,
    });
    return compact([
      ...result.messages,
      nameTooLong(body, 'firstName'),
      nameTooLong(body, 'lastName'),
      text(body.email).length > EMAIL_MAX && r.emailInvalid,
      password.length > PASSWORD_MAX && m.passwordTooLong(PASSWORD_MAX),
      commonPasswordRule(password),
      has(body, 'role') && !SELF_SERVICE_ROLES.includes(text(body.role)) && m.roleNotAllowed,
    ]);
  },
  forgotPassword: ({ body }) => {
    const email = text(body.email).trim();
    if (!email) return [r.emailRequired];
    return isValidEmail(email) && email.length <= EMAIL_MAX ? [] : [r.emailInvalid];
  },
  resetPassword: ({ body }) => {
    const token = text(body.token).trim();
    const password = text(body.newPassword);
    return compact([
      (!token || token.length > 512) && m.resetTokenMissing,
      password.length < RESET_PASSWORD_MIN_LENGTH && m.resetPasswordTooShort,
      password.length > PASSWORD_MAX && m.passwordTooLong(PASSWORD_MAX),
      commonPasswordRule(password),
    ]);
  },
  updateProfile: ({ body }) =>
    compact([
      has(body, 'email') && m.emailCannotChange,
      has(body, 'role') && !SELF_SERVICE_ROLES.includes(text(body.role)) && m.roleNotAllowed,
      optionalName(body, 'firstName'),
      optionalName(body, 'lastName'),
      phoneRule(body),
    ]),
  changePassword: ({ body }) => {
    const current = text(body.currentPassword);
    const next = text(body.newPassword);
    const unmet = passwordRules(next)
      .filter((check) => !check.met)
      .map((check) => check.message);
    return compact([
      (!current || current.length > PASSWORD_MAX) && m.currentPasswordRequired,
      unmet.length > 0 && r.passwordMustContain + unmet.join(', '),
      next.length > PASSWORD_MAX && m.passwordTooLong(PASSWORD_MAX),
      commonPasswordRule(next),
    ]);
  },
} satisfies Record<string, FieldRule>;

const trim = (body: Fields, keys: readonly string[]): void => {
  for (const key of keys) if (typeof body[key] === 'string') body[key] = (body[key] as string).trim();
};
const lowerEmail = (body: Fields): void => {
  if (typeof body.email === 'string') body.email = body.email.trim().toLowerCase();
};

/**
 * The identity operations' rules, in the documents' messages; their bodies are first trimmed and lowercased where
 * the documents say to (so ' Awa@Example.SN ' is accepted as awa@example.sn rather than refused). Sign-in, sign-up
 * and the password calls are rate limited per client address.
 */
export const identityRules = {
  login: { ...fieldRules(rules.login, (body) => trim(body, ['emailOrPhone'])), rateLimit: 'login' },
  register: {
    ...fieldRules(rules.register, (body) => {
      lowerEmail(body);
      trim(body, ['firstName', 'lastName', 'phone']);
    }),
    rateLimit: 'register',
  },
  forgotPassword: { ...fieldRules(rules.forgotPassword, lowerEmail), rateLimit: 'forgotPassword' },
  resetPassword: {
    ...fieldRules(rules.resetPassword, (body) => trim(body, ['token'])),
    rateLimit: 'password',
  },
  changePassword: { ...fieldRules(rules.changePassword), rateLimit: 'password' },
  updateProfile: fieldRules(rules.updateProfile, (body) => trim(body, ['firstName', 'lastName', 'phone'])),
} satisfies RuleMap;
