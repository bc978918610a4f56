import type { FastifyServerOptions } from 'fastify';

/**
 * How long a client may hold a connection without finishing its request. Node's defaults (5 minutes for a request,
 * no idle bound) let a few hundred slow senders hold every socket for minutes; these bound each stage. A request cut
 * by them is answered by `answerClientError` (framework-errors.ts), like every refusal made before routing.
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

/** The Fastify (and underlying Node http.Server) options that apply the limits. */
export function connectionOptions(limits: ConnectionLimits): FastifyServerOptions {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Node checks the two timeouts above every 30 s by default, so a 30 s limit could last a minute.
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4))),
    },
  } as FastifyServerOptions;
}
