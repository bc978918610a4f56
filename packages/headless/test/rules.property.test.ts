import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent } from '../src/catalogue/discount.js';
import { convert } from '../src/money/currency.js';
import {
  isValidSenegalPhone,
  normalizeRegistration,
  passwordRulesMessage,
} from '../src/validation/registration.js';
import { addTag, normalizeTags } from '../src/validation/tags.js';

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

describe('rules, property-based', () => {
  it('accepts every Senegalese mobile number with any spacing and prefix', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', '+221', '221'),
        fc.integer({ min: 0, max: 8 }),
        digits(7),
        fc.array(fc.nat({ max: 12 }), { maxLength: 4 }),
        (prefix, second, rest, spaces) => {
          let phone = `${prefix}7${second}${rest}`;
          for (const at of spaces) phone = `${phone.slice(0, at)} ${phone.slice(at)}`;
          expect(isValidSenegalPhone(phone)).toBe(true);
        },
      ),
    );
  });

  it('refuses a 9 after the 7 and any wrong length', () => {
    fc.assert(
      fc.property(digits(7), (rest) => {
        expect(isValidSenegalPhone(`79${rest}`)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc
          .integer({ min: 0, max: 12 })
          .filter((n) => n !== 7)
          .chain((n) => digits(n)),
        (second, rest) => {
          expect(isValidSenegalPhone(`7${second}${rest}`)).toBe(false);
        },
      ),
    );
  });

  it('a password meeting the four rules has no combined message', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 3 }), (base) => {
        expect(passwordRulesMessage(`Aa1${base}`)).toBeUndefined();
      }),
    );
  });

  it('normalising registration twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.emailAddress(), (firstName, lastName, email) => {
        const once = normalizeRegistration({
          firstName,
          lastName,
          email: ` ${email.toUpperCase()} `,
          password: 'x',
          confirmPassword: 'x',
        });
        expect(normalizeRegistration(once)).toEqual(once);
        expect(once.email).toBe(email.toLowerCase());
      }),
    );
  });

  it('discounts stay between 0 and 100', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (price, compare) => {
          const percent = discountPercent(price, compare);
          if (percent !== undefined) expect(percent >= 0 && percent <= 100).toBe(true);
          else expect(compare > price && compare > 0).toBe(false);
        },
      ),
    );
  });

  it('converting there and back returns the amount', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.constantFrom('XOF', 'EUR', 'USD'),
        fc.constantFrom('XOF', 'EUR', 'USD'),
        (amount, from, to) => {
          expect(convert(convert(amount, from, to), to, from)).toBeCloseTo(amount, 3);
        },
      ),
    );
  });

  it('tags end trimmed, non-empty and unique whatever is typed', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (typed) => {
        const tags = typed.reduce<string[]>(addTag, []);
        expect(tags.every((t) => t === t.trim() && t !== '')).toBe(true);
        expect(new Set(tags).size).toBe(tags.length);
        expect(normalizeTags(typed)).toEqual(tags);
      }),
    );
  });
});
