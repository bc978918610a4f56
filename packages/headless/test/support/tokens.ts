const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT-shaped token (unsigned: the client never checks signatures). */
export const makeToken = (payload: Record<string, unknown> = {}) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'u1', ...payload })}.signature`;

/** Expires `seconds` from now (by the current, possibly fake, clock). */
export const tokenExpiringIn = (seconds: number, extra: Record<string, unknown> = {}) =>
  makeToken({ exp: Math.floor(Date.now() / 1000) + seconds, ...extra });
