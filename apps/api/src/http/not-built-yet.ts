import { HttpError } from './errors.js';

/** What a caller reads when the contract names a call this server does not offer yet (the seller area, image upload). */
export const NOT_AVAILABLE_YET = "Cette fonctionnalité n'est pas encore disponible sur ce serveur.";

/**
 * The handler of an operation the contract names but this server has not built: 501 with a French message.
 * Each use is an explicit entry of the handler map, to be replaced by the real handler.
 */
export function notBuiltYet(): never {
  throw new HttpError(501, NOT_AVAILABLE_YET);
}
