import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/**
 * How long a client may hold a connection without finishing its request. Node's defaults (5 minutes for a request,
 * no idle bound) let a few hundred slow senders hold every socket for minutes; these bound each stage.
 */
export interface ConnectionLimits {
  /** The headers must have arrived within this time after the connection opened (or the previous request ended). */
  headersTimeoutMs: number;
  /** The whole request, body included, must have arrived within this time: a body trickling past it is cut (408). */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this time. */
  keepAliveTimeoutMs: number;
  /** A kept-alive connection serves at most this many requests, then closes (spreads load after a scale-up). */
  maxRequestsPerSocket: number;
}

const positiveInteger = (value: string | undefined, fallback: number): number => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : fallback;
};

export function loadConnectionLimits(env: NodeJS.ProcessEnv): ConnectionLimits {
  const requestTimeoutMs = positiveInteger(env.REQUEST_TIMEOUT_MS, 30_000);
  return {
    // Node refuses a headers timeout above the request timeout.
    headersTimeoutMs: Math.min(positiveInteger(env.HEADERS_TIMEOUT_MS, 15_000), requestTimeoutMs),
    requestTimeoutMs,
    keepAliveTimeoutMs: positiveInteger(env.KEEP_ALIVE_TIMEOUT_MS, 5_000),
    maxRequestsPerSocket: positiveInteger(env.MAX_REQUESTS_PER_SOCKET, 1_000),
  };
}

const CLIENT_MESSAGES: Record<number, string> = {
  408: "Délai dépassé : la requête n'est pas arrivée à temps. Veuillez réessayer.",
  431: 'En-têtes de requête trop volumineux',
  400: 'Requête invalide',
};

/** Fastify's answer to a broken or late client, before any route runs: the same French envelope as every error. */
function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ success: false, message: CLIENT_MESSAGES[status] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The Fastify (and underlying Node http.Server) options that apply the limits. */
export function connectionOptions(limits: ConnectionLimits): FastifyServerOptions {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    clientErrorHandler,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Node checks the two timeouts above every 30 s by default, so a 30 s limit could last a minute.
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4))),
    },
  } as FastifyServerOptions;
}
