import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FIELD_MAX_LENGTH,
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_PAGE_SIZE_MAX,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
} from '../src/shared/limits.js';
import { REGISTRATION_PASSWORD_MIN_LENGTH } from '../src/validation/registration.js';
import { RESET_PASSWORD_MIN_LENGTH } from '../src/validation/reset-password.js';

// openapi.yaml states the limits for its callers; these checks keep its numbers equal to the shared constants.
const spec = readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8');

/** The indented lines under `name:` at the given indentation (a component or a parameter). */
function block(name: string, indent = 4): string {
  const pad = ' '.repeat(indent);
  const found = new RegExp(`^${pad}${name}:\\n((?:${pad}  .*\\n)+)`, 'm').exec(spec)?.[1];
  if (!found) throw new Error(`openapi.yaml has no ${name} block`);
  return found;
}

describe('the shared limits equal the contract', () => {
  it.each([
    ['PersonName', 'maxLength', NAME_MAX_LENGTH],
    ['AddressText', 'maxLength', ADDRESS_FIELD_MAX_LENGTH],
    ['WishlistNotes', 'maxLength', NOTES_MAX_LENGTH],
    ['Email', 'maxLength', EMAIL_MAX_LENGTH],
    ['NewPassword', 'maxLength', PASSWORD_MAX_LENGTH],
    ['NewPassword', 'minLength', REGISTRATION_PASSWORD_MIN_LENGTH],
  ])('%s %s is %i', (schema, keyword, value) => {
    expect(block(schema)).toMatch(new RegExp(`^\\s+${keyword}: ${value}$`, 'm'));
  });

  it('pages hold CATALOGUE_PAGE_SIZE products by default and at most CATALOGUE_PAGE_SIZE_MAX', () => {
    expect(block('Limit')).toContain(
      `maximum: ${CATALOGUE_PAGE_SIZE_MAX}, default: ${CATALOGUE_PAGE_SIZE} }`,
    );
  });

  it('every password the contract takes is at most PASSWORD_MAX_LENGTH, a reset one at least RESET_PASSWORD_MIN_LENGTH', () => {
    const passwords = [
      ...spec.matchAll(/^\s+\w*[pP]assword: \{ type: string, minLength: (\d+), maxLength: (\d+) \}$/gm),
    ];
    expect(passwords.length).toBeGreaterThan(0);
    for (const [, , max] of passwords) expect(Number(max)).toBe(PASSWORD_MAX_LENGTH);
    expect(spec).toMatch(
      new RegExp(
        `newPassword: \\{ type: string, minLength: ${RESET_PASSWORD_MIN_LENGTH}, maxLength: ${PASSWORD_MAX_LENGTH} \\}`,
      ),
    );
  });
});
