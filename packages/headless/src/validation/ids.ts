import { messages } from '../messages.js';

export const ID_LENGTH = 24;

/** Product and wishlist ids used for a fetch or a removal are strings of exactly 24 characters. */
export const isValidId = (id: unknown): id is string => typeof id === 'string' && id.length === ID_LENGTH;

/** undefined when the id is usable, else 'ID de produit invalide'. */
export const validateProductId = (id: unknown): string | undefined =>
  isValidId(id) ? undefined : messages.product.invalidId;
