import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once. They depend on nothing in the request (no CSP nonces), and
 * @fastify/helmet built a whole helmet, its policy parsed again, for every request: 8 % of the server's CPU on a
 * remembered catalogue page (bench/README.md, "API load").
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Every answer, API and app alike, carries helmet's headers for `options`; Strict-Transport-Security only over HTTPS
 * (the socket's, or a trusted proxy's X-Forwarded-Proto: `request.protocol` reads it only under TRUST_PROXY). Sent over
 * plain HTTP it is ignored by browsers at best, and with includeSubDomains it could pin a whole domain to HTTPS from
 * a development or LAN address.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const { 'strict-transport-security': hsts, ...headers } = helmetHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (hsts && request.protocol === 'https') reply.header('strict-transport-security', hsts);
    done();
  });
}
