import { apiClientTexts, httpErrorMessage } from '@teranga/messages/api-client';
import { record } from './record.js';

// The SDK's own refusals, named as it has always published them; the words live in @teranga/messages (its small
// `api-client` subpath: the whole catalogue would triple what a shop loads up front).
/** Shown when the server cannot be reached at all (refused, reset or dropped connection). */
export const NETWORK_ERROR_MESSAGE = apiClientTexts.unreachable;
/** Thrown before any request by a signed-in call made with no token stored. */
export const TOKEN_REQUIRED_MESSAGE = apiClientTexts.tokenRequired;
/** Thrown before any request for a product id that is not 24 lowercase hex characters. */
export const INVALID_PRODUCT_ID_MESSAGE = apiClientTexts.invalidProductId;
/** Thrown when an answer holds no product where one was expected. */
export const UNEXPECTED_PRODUCT_MESSAGE = apiClientTexts.unexpectedProductShape;

/**
 * What went wrong, for a program to test (the French `message` is for people and may be worded differently by
 * another back end). Stable across versions: new codes may be added, none renamed.
 */
export type TerangaErrorCode =
  | 'network'
  | 'token_required'
  | 'invalid_id'
  | 'unexpected_response'
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'validation'
  | 'rate_limited'
  | 'server'
  | 'unavailable'
  | 'http';

const CODE_BY_STATUS: Readonly<Record<number, TerangaErrorCode>> = {
  0: 'network',
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation',
  429: 'rate_limited',
  503: 'unavailable',
};

/** True for a request cancelled through its signal: never turned into an SDK error. */
export function isAbort(error: unknown): boolean {
  return record(error)?.name === 'AbortError';
}

/**
 * The code of a failed answer from its status alone.
 * @example errorCodeForStatus(404); // 'not_found'
 */
export function errorCodeForStatus(status: number): TerangaErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'server' : 'http');
}

/** The one error every SDK call throws: the HTTP status (0 when the server was unreachable), the French message and the body. */
export class TerangaApiError extends Error {
  override readonly name = 'TerangaApiError';
  /** HTTP status; 0 for a network failure. */
  readonly status: number;
  /** stable code a program can test (`error.code === 'conflict'`); the French `message` is for people */
  readonly code: TerangaErrorCode;
  /** parsed body of the failed answer (text when it was not JSON) */
  readonly body?: unknown;

  constructor(
    status: number,
    message: string,
    body?: unknown,
    options?: { cause?: unknown; code?: TerangaErrorCode },
  ) {
    super(message, options);
    this.status = status;
    this.code = options?.code ?? errorCodeForStatus(status);
    this.body = body;
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The server's own `message` field, when it sent one. */
export function serverMessage(body: unknown): string | undefined {
  return text(record(body)?.message);
}

/** The `errors` list of a failed answer as bulleted lines, when it has one. */
export function bulletedErrors(body: unknown): string | undefined {
  return bulleted(record(body)?.errors);
}

function bulleted(errors: unknown): string | undefined {
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const lines = errors
    .map((item) => text(item) ?? serverMessage(item) ?? text(record(item)?.msg))
    .filter((line): line is string => line !== undefined);
  return lines.length > 0 ? lines.map((line) => `• ${line}`).join('\n') : undefined;
}

/**
 * The French message for a failed answer: the server's `message`, else its `errors` list as bulleted lines,
 * else its `error` text, else the catalogue's `httpErrorMessage`.
 * @example const message = messageFromBody(await response.json(), response.status, response.statusText);
 */
export function messageFromBody(body: unknown, status: number, statusText: string): string {
  const fields = record(body);
  return (
    serverMessage(body) ??
    bulleted(fields?.errors) ??
    text(fields?.error) ??
    httpErrorMessage(status, statusText)
  );
}
