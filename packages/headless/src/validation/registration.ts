import { accountTypeLabels, registrationMessages } from '@teranga/messages/identity';
import type { RegisterPayload, Address as SdkAddress } from '@teranga/sdk';
import type { MessageSet } from './login.js';
import { isBlank, toResult, type ValidationResult } from './result.js';

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  password: string;
  confirmPassword: string;
  role?: 'customer' | 'seller' | undefined;
}

export type RegistrationField = 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'confirmPassword';

export const REGISTRATION_PASSWORD_MIN_LENGTH = 6;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Optional +221 or 221, then 7, then a digit 0 to 8, then 7 digits (spaces removed first). */
const SENEGAL_PHONE_PATTERN = /^(?:\+221|221)?7[0-8]\d{7}$/;

/**
 * Whether an email address is well formed (spaces around it ignored).
 * @example isValidEmail(' awa@example.sn '); // true
 */
export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());

/**
 * Whether a phone is a Senegalese mobile (7x, with or without +221; spaces ignored).
 * @example isValidSenegalPhone('+221 77 123 45 67'); // true
 */
export const isValidSenegalPhone = (phone: string): boolean =>
  SENEGAL_PHONE_PATTERN.test(phone.replace(/\s+/g, ''));

export type PasswordRule = 'minLength' | 'uppercase' | 'lowercase' | 'digit';

export interface PasswordRuleCheck {
  rule: PasswordRule;
  message: string;
  met: boolean;
}

/**
 * The live checklist of the registration form, in the documents' order.
 * @example const allMet = passwordRules(password).every((rule) => rule.met);
 */
export function passwordRules(password: string): PasswordRuleCheck[] {
  const m = registrationMessages;
  return [
    {
      rule: 'minLength',
      message: m.passwordMinLength,
      met: password.length >= REGISTRATION_PASSWORD_MIN_LENGTH,
    },
    { rule: 'uppercase', message: m.passwordUppercase, met: /[A-Z]/.test(password) },
    { rule: 'lowercase', message: m.passwordLowercase, met: /[a-z]/.test(password) },
    { rule: 'digit', message: m.passwordDigit, met: /[0-9]/.test(password) },
  ];
}

/**
 * `registrationMessages.passwordMustContain` followed by the unmet rules, or undefined when all are met.
 * @example const error = passwordRulesMessage('motdepasse'); // the unmet rules, in French
 */
export function passwordRulesMessage(password: string): string | undefined {
  const unmet = passwordRules(password).filter((check) => !check.met);
  if (unmet.length === 0) return undefined;
  return registrationMessages.passwordMustContain + unmet.map((check) => check.message).join(', ');
}

/**
 * Checks the sign-up form: French errors per field (`'short'`: the compact texts), `valid`, `first`.
 * @example const { valid, errors } = validateRegistration({ firstName, lastName, email, password, confirmPassword });
 */
export function validateRegistration(
  input: RegistrationInput,
  set: MessageSet = 'long',
): ValidationResult<RegistrationField> {
  const m = registrationMessages;
  const short = set === 'short';
  const email = (input.email ?? '').trim();
  const phone = (input.phone ?? '').trim();
  const password = input.password ?? '';
  return toResult<RegistrationField>([
    [
      'firstName',
      isBlank(input.firstName) ? (short ? m.firstNameRequiredShort : m.firstNameRequired) : undefined,
    ],
    [
      'lastName',
      isBlank(input.lastName) ? (short ? m.lastNameRequiredShort : m.lastNameRequired) : undefined,
    ],
    [
      'email',
      !email
        ? short
          ? m.emailRequiredShort
          : m.emailRequired
        : isValidEmail(email)
          ? undefined
          : m.emailInvalid,
    ],
    ['phone', phone && !isValidSenegalPhone(phone) ? m.phoneInvalid : undefined],
    ['password', password ? passwordRulesMessage(password) : m.passwordRequired],
    ['confirmPassword', input.confirmPassword !== password ? m.passwordsDoNotMatch : undefined],
  ]);
}

/**
 * The address registration sends: the SDK's Address with every field filled (but the delivery fields fullName,
 * quartier and landmark, which the address book fills).
 */
export type Address = Required<Omit<SdkAddress, 'type' | 'fullName' | 'quartier' | 'landmark'>> & {
  type: 'home' | 'work' | 'other';
};

/** The body normalizeRegistration builds: the SDK's RegisterPayload with every field filled. */
export type RegistrationPayload = Required<Omit<RegisterPayload, 'addresses'>> & { addresses: Address[] };

/**
 * The account types a visitor may pick at registration or on profile edit ('Client' or 'Vendeur'). Admin is never one
 * of them: anything else a caller passes becomes a customer.
 */
export const ACCOUNT_TYPES = [
  { value: 'customer', label: accountTypeLabels.customer },
  { value: 'seller', label: accountTypeLabels.seller },
] as const;

export type AccountType = (typeof ACCOUNT_TYPES)[number]['value'];

/**
 * Only 'seller' or 'customer' leave the client, whatever a form or a script sends.
 * @example selfServiceRole('admin'); // 'customer'
 */
export const selfServiceRole = (role: unknown): AccountType => (role === 'seller' ? 'seller' : 'customer');

/** Sent when the optional phone is left empty; it satisfies the Senegalese rule. */
export const DEFAULT_PHONE = '+221770000000';

export const DEFAULT_ADDRESS = {
  type: 'home',
  street: registrationMessages.addressStreetPlaceholder,
  city: 'Dakar',
  region: 'Dakar',
  postalCode: '12345',
  country: registrationMessages.defaultCountry,
  isDefault: true,
} as const;

/**
 * The body of POST /auth/register: trimmed names, lowercased email, default phone and Dakar address.
 * @example await sdk.auth.register(normalizeRegistration(form));
 */
export function normalizeRegistration(input: RegistrationInput): RegistrationPayload {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const phone = (input.phone ?? '').replace(/\s+/g, '') || DEFAULT_PHONE;
  return {
    firstName,
    lastName,
    email: input.email.trim().toLowerCase(),
    phone,
    password: input.password,
    confirmPassword: input.confirmPassword,
    role: selfServiceRole(input.role),
    addresses: [{ ...DEFAULT_ADDRESS, firstName, lastName, phone }],
  };
}
