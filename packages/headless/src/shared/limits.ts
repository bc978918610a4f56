/**
 * The size limits the server enforces and the forms may show, in one place. openapi.yaml states the same numbers
 * for its callers (a contract is data); test/limits.test.ts keeps the two equal.
 */

/** First and last names (PersonName). */
export const NAME_MAX_LENGTH = 50;

/** A wishlist note (WishlistNotes). */
export const NOTES_MAX_LENGTH = 500;

/** Every password field: longer is refused before it is hashed (NewPassword). */
export const PASSWORD_MAX_LENGTH = 128;

/** An email address (Email; RFC 5321's limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Products per catalogue page when the caller gives no `limit`, and the most a caller may ask for (Limit). */
export const CATALOGUE_PAGE_SIZE = 12;
export const CATALOGUE_PAGE_SIZE_MAX = 100;

/** Each text of a delivery address (DeliveryAddress): a landmark is a short sentence, the others a line. */
export const ADDRESS_FIELD_MAX_LENGTH = 120;

/** The addresses one customer keeps: enough for home, work and family, not a mailing list. */
export const ADDRESS_BOOK_MAX = 20;
