import { operatorMessages } from '@teranga/messages';
import type { FastifyRequest } from 'fastify';

/** Query parameters whose values open a session or finish a sign-in: never written to a log. */
const SECRET_PARAMETERS = new Set([
  'token',
  'code',
  'state',
  'nonce',
  'access_token',
  'id_token',
  'refresh_token',
]);
export const MASKED = operatorMessages.logs.masked;

/** The request URL as logged: path kept, values of secret query parameters replaced by `MASKED`. */
export function maskUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = new URLSearchParams(url.slice(mark + 1));
  for (const key of new Set(query.keys())) {
    if (SECRET_PARAMETERS.has(key.toLowerCase())) query.set(key, MASKED);
  }
  return `${url.slice(0, mark)}?${query.toString().replaceAll(encodeURIComponent(MASKED), MASKED)}`;
}

/**
 * Pino options for Fastify's logger: the request is logged by method, masked URL and address only (no headers, so
 * no Authorization or Cookie), and anything else that logs headers has them censored.
 */
export const accessLogOptions = {
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: maskUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    }),
  },
  redact: {
    paths: ['headers.authorization', 'headers.cookie', '*.headers.authorization', '*.headers.cookie'],
    censor: MASKED,
  },
};
