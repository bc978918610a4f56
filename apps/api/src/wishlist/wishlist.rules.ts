import { ID_PATTERN, NOTES_MAX_LENGTH as NOTES_MAX } from '@teranga/headless';
import { identityMessages as m } from '@teranga/messages';
import { compact, type Fields, fieldRules, has, text } from '../http/field-rules.js';
import type { RuleMap } from '../http/route-rules.js';

const productIdRule = (params: Fields): string[] =>
  ID_PATTERN.test(text(params.productId)) ? [] : [m.invalidProductId];

const notesTooLong = (notes: unknown): boolean => typeof notes !== 'string' || notes.length > NOTES_MAX;

/** The wishlist calls' own words before the contract's schema: a malformed product id, a note over its length. */
export const wishlistRules = {
  addToWishlist: fieldRules(({ body }) =>
    compact([
      !ID_PATTERN.test(text(body.productId)) && m.invalidProductId,
      has(body, 'notes') && notesTooLong(body.notes) && m.notesTooLong(NOTES_MAX),
    ]),
  ),
  checkWishlist: fieldRules(({ params }) => productIdRule(params)),
  removeFromWishlist: fieldRules(({ params }) => productIdRule(params)),
  updateWishlistNote: fieldRules(({ params, body }) =>
    compact([...productIdRule(params), notesTooLong(body.notes) && m.notesTooLong(NOTES_MAX)]),
  ),
} satisfies RuleMap;
