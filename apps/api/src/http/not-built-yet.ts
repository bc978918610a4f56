import { httpMessages } from '@teranga/messages';
import { HttpError } from './errors.js';

/**
 * The handler of an operation the contract names but this server has not built: 501 with a French message.
 * Each use is an explicit entry of the handler map, to be replaced by the real handler.
 */
export function notBuiltYet(): never {
  throw new HttpError(501, httpMessages.notAvailableYet);
}
