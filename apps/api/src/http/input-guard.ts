import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/** Read by a caller whose path, query or JSON body carries a character no text column can store. */
export const FORBIDDEN_CHARACTER = 'Requête invalide : caractère non autorisé';

// NUL is refused by PostgreSQL in every text value; a lone UTF-16 surrogate has no UTF-8 form at all.
// With the `u` flag a well-formed pair is one code point, so only a lone surrogate falls in the range.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly the character looked for
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;
// Deeper than any body of the contract: a hostile nesting is refused rather than walked.
const MAX_DEPTH = 32;

/** True when a string, or any key or string inside an array/object, holds a NUL or a lone surrogate. */
export function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (typeof value !== 'object' || value === null) return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => holdsUnstorableText(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => UNSTORABLE.test(key) || holdsUnstorableText(item, depth + 1),
  );
}

/**
 * One check for every route, before any validation or handler: decoded path parameters, query and JSON body must be
 * storable text, so bad bytes are a French 400 here rather than a database error (a 500) further on.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      holdsUnstorableText(request.params) ||
      holdsUnstorableText(request.query) ||
      holdsUnstorableText(request.body)
    ) {
      throw new HttpError(400, FORBIDDEN_CHARACTER);
    }
  });
}
