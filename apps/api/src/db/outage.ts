/**
 * Tells "the database cannot be reached right now" (PostgreSQL restarting or unreachable, the embedded database
 * closed) from any other failure: those answer 503 with Retry-After, since the same request will work once the
 * database is back (the pool opens fresh connections by itself), while other faults stay a 500.
 */

/** Seconds a client should wait before trying again (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;

/** 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up), 53300 too many connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres and PGlite say it in words only. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Cannot use a pool after calling end|PGlite is closed/i;

function isUnavailableItself(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  return (
    UNAVAILABLE_SQLSTATES.has(code) ||
    // SQLSTATE class 08: connection exception.
    /^08[0-9A-Z]{3}$/.test(code) ||
    NETWORK_CODES.has(code) ||
    (typeof error.message === 'string' && UNAVAILABLE_MESSAGES.test(error.message))
  );
}

/** Looks through the wrappers (drizzle's DrizzleQueryError `cause`, the AggregateError of a multi-address connect). */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const candidate = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (isUnavailableItself(candidate)) return true;
  if (isDatabaseUnreachable(candidate.cause, depth + 1)) return true;
  return (
    Array.isArray(candidate.errors) &&
    candidate.errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))
  );
}
