import { record } from '../shared/record.js';

export const TOKEN_MIN_LENGTH = 10;

export type TokenProblem = 'empty' | 'too-short' | 'placeholder' | 'malformed' | 'expired';
export type TokenCheck = { valid: true; payload: TokenPayload } | { valid: false; problem: TokenProblem };

export interface TokenPayload {
  exp?: number;
  [claim: string]: unknown;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The JWT payload, or undefined when it cannot be read.
 * @example const exp = decodeTokenPayload(token)?.exp; // seconds since 1970
 */
export function decodeTokenPayload(token: string): TokenPayload | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(part));
    const claims = record(payload);
    if (!claims) return undefined;
    // `exp` is a number of seconds; a payload giving anything else there has none.
    const { exp, ...rest } = claims;
    return typeof exp === 'number' ? { ...rest, exp } : rest;
  } catch {
    return undefined;
  }
}

/**
 * The documents' token check: empty means not connected; shorter than 10, or the text 'null' / 'undefined', is
 * discarded; a token has 3 dot-separated parts; an `exp` claim in the past means expired.
 * @example const check = checkToken(token); if (!check.valid) console.warn(check.problem); // 'expired'
 */
export function checkToken(token: string | null | undefined, now: number = Date.now()): TokenCheck {
  if (!token) return { valid: false, problem: 'empty' };
  if (token === 'null' || token === 'undefined') return { valid: false, problem: 'placeholder' };
  if (token.length < TOKEN_MIN_LENGTH) return { valid: false, problem: 'too-short' };
  if (token.split('.').length !== 3) return { valid: false, problem: 'malformed' };
  const payload = decodeTokenPayload(token);
  if (!payload) return { valid: false, problem: 'malformed' };
  if (typeof payload.exp === 'number' && payload.exp * 1000 <= now)
    return { valid: false, problem: 'expired' };
  return { valid: true, payload };
}

/**
 * Whether a token is well formed and not expired (see `checkToken` for why not).
 * @example if (isTokenUsable(token)) await shop.verifyToken(token);
 */
export const isTokenUsable = (token: string | null | undefined, now?: number): token is string =>
  checkToken(token, now).valid;

/**
 * Milliseconds until `exp`, or undefined when the token carries no expiry.
 * @example const ms = msUntilExpiry(token); if (ms !== undefined) setTimeout(signOut, ms);
 */
export function msUntilExpiry(
  token: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (!token) return undefined;
  const exp = decodeTokenPayload(token)?.exp;
  return typeof exp === 'number' ? Math.max(0, exp * 1000 - now) : undefined;
}
