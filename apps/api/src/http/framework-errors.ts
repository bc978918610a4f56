import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { frameworkMessages } from '@teranga/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

// Refusals Fastify and Node make themselves (a malformed or over-long address, headers too large, bad JSON, a body
// too large...), in the same French envelope as every other answer: their defaults are English bodies.

/** Fastify's own 4xx refusals once a route is found (bad JSON, wrong content type, body too large...). */
export function frameworkMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return frameworkMessages.invalidJson;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return frameworkMessages.unsupportedMediaType;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return frameworkMessages.bodyTooLarge;
    default:
      return frameworkMessages.invalid;
  }
}

/** Fastify's `frameworkErrors`: a URL it cannot decode, a path parameter over maxParamLength. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const [status, message] =
    error.code === 'FST_ERR_BAD_URL'
      ? [400, frameworkMessages.badUrl]
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, frameworkMessages.paramTooLong]
        : [400, frameworkMessages.invalid];
  return reply.code(status).send({ success: false, message });
}

/** Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (no request object exists yet). */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, frameworkMessages.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, frameworkMessages.timeout]
        : [400, frameworkMessages.invalid];
  const body = JSON.stringify({ success: false, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
