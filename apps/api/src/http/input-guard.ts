import { httpMessages } from '@teranga/messages';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/** Read by a caller whose path, query or JSON body carries a character no text column can store. */
const FORBIDDEN_CHARACTER = httpMessages.forbiddenCharacter;
/** Read by a caller whose JSON nests deeper than any body of the contract. */
const TOO_DEEP = httpMessages.tooDeep;

// NUL is refused by PostgreSQL in every text value; a lone UTF-16 surrogate has no UTF-8 form at all.
// With the `u` flag a well-formed pair is one code point, so only a lone surrogate falls in the range.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly the character looked for
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;
// Deeper than any body of the contract: a hostile nesting is refused rather than walked.
const MAX_DEPTH = 32;

/** Why a value cannot be accepted: a NUL or lone surrogate in a string or key, or a nesting too deep to walk. */
export function unacceptableInput(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? FORBIDDEN_CHARACTER : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth > MAX_DEPTH) return TOO_DEEP;
  const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const reason = UNSTORABLE.test(key) ? FORBIDDEN_CHARACTER : unacceptableInput(item, depth + 1);
    if (reason) return reason;
  }
  return undefined;
}

/**
 * One check for every route, before any validation or handler: decoded path parameters, query and JSON body must be
 * storable text, so bad bytes are a French 400 here rather than a database error (a 500) further on.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const reason =
      unacceptableInput(request.params) ??
      unacceptableInput(request.query) ??
      unacceptableInput(request.body);
    if (reason) throw new HttpError(400, reason);
  });
}
