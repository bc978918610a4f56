import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49,000 most common passwords of the zxcvbn-ts project (leaked-password frequency lists), lowercased once
 * at start-up (about 25 ms). Server-side only: the list never reaches the shop's bundle.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].map((password) => password.toLowerCase()),
);

/** True when the password is on the list, whatever its case ('PassWord1' is 'password1'). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export const commonPasswordCount = COMMON_PASSWORDS.size;
