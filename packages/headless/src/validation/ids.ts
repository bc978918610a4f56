import { productMessages } from '@teranga/messages/catalogue';
import { ID_LENGTH, ID_PATTERN, isId } from '@teranga/sdk';

// The id rule lives in the SDK (the lowest package the server, the machines and the app all reach); headless
// re-exports it under its own names so the server and the app import rules from one place.
export { ID_LENGTH, ID_PATTERN };

/**
 * Product, user and wishlist ids are 24 lowercase hex characters, the ids the server mints. (The documents only say
 * "24 characters"; any other 24 characters would be refused by the server with the same `productMessages.invalidId`.)
 */
export const isValidId: (id: unknown) => id is string = isId;

/**
 * undefined when the id is usable, else `productMessages.invalidId`.
 * @example const error = validateProductId(params.id); // undefined: the id can be asked for
 */
export const validateProductId = (id: unknown): string | undefined =>
  isValidId(id) ? undefined : productMessages.invalidId;
