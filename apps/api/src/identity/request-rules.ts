import {
  EMAIL_MAX_LENGTH as EMAIL_MAX,
  ID_PATTERN,
  isValidEmail,
  isValidSenegalPhone,
  messages,
  NAME_MAX_LENGTH as NAME_MAX,
  NOTES_MAX_LENGTH as NOTES_MAX,
  PASSWORD_MAX_LENGTH as PASSWORD_MAX,
  passwordRules,
  RESET_PASSWORD_MIN_LENGTH,
  SELLER_STATUSES,
  validateLogin,
  validateRegistration,
} from '@teranga/headless';
import { identityMessages as m } from '@teranga/messages';
import { isCommonPassword } from './common-passwords.js';

/** A refused request: status and French messages (the first one is the envelope's `message`). */
export interface Refusal {
  statusCode: number;
  messages: string[];
}

type Fields = Record<string, unknown>;
type Rule = (input: { body: Fields; params: Fields; query: Fields }) => string[];

const SELF_SERVICE_ROLES = ['customer', 'seller'];

/** Ajv would coerce numbers and booleans to strings; objects and arrays are not text at all. */
const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';
const has = (fields: Fields, key: string): boolean => fields[key] !== undefined && fields[key] !== null;
const compact = (list: Array<string | false | undefined>): string[] =>
  list.filter((item): item is string => typeof item === 'string');

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

const productIdRule = (params: Fields): string[] =>
  ID_PATTERN.test(text(params.productId)) ? [] : [m.invalidProductId];

/** Each identity operation's rules, in the messages of the documents (through @teranga/headless). */
const rules: Record<string, Rule> = {
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
  addToWishlist: ({ body }) =>
    compact([
      !ID_PATTERN.test(text(body.productId)) && m.invalidProductId,
      has(body, 'notes') &&
        (typeof body.notes !== 'string' || body.notes.length > NOTES_MAX) &&
        m.notesTooLong(NOTES_MAX),
    ]),
  checkWishlist: ({ params }) => productIdRule(params),
  removeFromWishlist: ({ params }) => productIdRule(params),
  updateWishlistNote: ({ params, body }) =>
    compact([
      ...productIdRule(params),
      (typeof body.notes !== 'string' || body.notes.length > NOTES_MAX) && m.notesTooLong(NOTES_MAX),
    ]),
  listSellers: ({ query }) =>
    has(query, 'status') && !(SELLER_STATUSES as readonly string[]).includes(text(query.status))
      ? [m.sellerStatusInvalid]
      : [],
  setSellerStatus: ({ params, body }) =>
    compact([
      !ID_PATTERN.test(text(params.id)) && m.invalidUserId,
      !(SELLER_STATUSES as readonly string[]).includes(text(body.status)) && m.sellerStatusInvalid,
    ]),
};

const asFields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

/**
 * Trims and lowercases what the documents say to, before the contract's schema sees the body
 * (so ' Awa@Example.SN ' is accepted as awa@example.sn rather than refused).
 */
function normalize(operationId: string, body: Fields): void {
  const trim = (key: string) => {
    if (typeof body[key] === 'string') body[key] = (body[key] as string).trim();
  };
  if (operationId === 'register' || operationId === 'forgotPassword') {
    if (typeof body.email === 'string') body.email = body.email.trim().toLowerCase();
  }
  if (operationId === 'register' || operationId === 'updateProfile') {
    for (const key of ['firstName', 'lastName', 'phone']) trim(key);
  }
  if (operationId === 'login') trim('emailOrPhone');
  if (operationId === 'resetPassword') trim('token');
}

/** Checks an identity operation's input; undefined when it may go on to the contract's own validation. */
export function checkRequest(
  operationId: string,
  request: { body: unknown; params: unknown; query: unknown },
): Refusal | undefined {
  const rule = rules[operationId];
  if (!rule) return undefined;
  const body = asFields(request.body);
  normalize(operationId, body);
  const found = rule({ body, params: asFields(request.params), query: asFields(request.query) });
  return found.length > 0 ? { statusCode: 400, messages: found } : undefined;
}

export const identityOperations = Object.keys(rules);
