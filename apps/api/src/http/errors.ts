import { frameworkMessages, httpMessages } from '@teranga/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnreachable, RETRY_AFTER_SECONDS } from '../db/outage.js';
import { frameworkMessage } from './framework-errors.js';
import { type OperationMessages, translateValidation, type ValidationIssue } from './validation-messages.js';

/** A refusal with a French message, answered as `{ success: false, message, errors? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: readonly string[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface FailureBody {
  success: false;
  message: string;
  errors?: string[];
}

function failure(message: string, errors?: readonly string[]): FailureBody {
  return errors && errors.length > 0
    ? { success: false, message, errors: [...errors] }
    : { success: false, message };
}

/** fastify-openapi-glue's SecurityError (exported as a type only): the refusals of every security handler tried. */
function isSecurityError(error: unknown): error is Error & { errors: unknown[] } {
  return (
    error instanceof Error &&
    error.constructor.name === 'SecurityError' &&
    Array.isArray((error as { errors?: unknown }).errors)
  );
}

export interface ErrorHandlingOptions {
  /** Per-operation French messages for validation failures (e.g. the login form's own wording). */
  validationMessages?: Record<string, OperationMessages>;
}

/**
 * Every failure leaves in the envelope with a French message. Bad input is a 4xx (Ajv issues are translated field by
 * field); only an unexpected fault is a 500, logged with its stack and answered with the generic message.
 */
export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.validation) {
      const operationId = request.routeOptions.schema?.operationId;
      const messages = translateValidation(
        error.validation as ValidationIssue[],
        error.validationContext ?? 'body',
        operationId ? options.validationMessages?.[operationId] : undefined,
      );
      return reply.code(400).send(failure(messages[0] ?? frameworkMessages.invalid, messages));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(failure(error.message, error.errors));
    }
    if (isDatabaseUnreachable(error)) {
      // Not a fault of this request: the same call works once the database is back. Checked before the security
      // refusals, which wrap what the guard threw: a signed-in caller must not read 401 (and sign out) in an outage.
      request.log.warn({ err: error }, 'database unreachable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(failure(httpMessages.serviceUnavailable));
    }
    if (isSecurityError(error)) {
      // The glue wraps what the security handlers threw: answer with the last French refusal among them.
      const causes = error.errors.filter((cause): cause is HttpError => cause instanceof HttpError);
      const cause = causes.at(-1);
      return reply.code(cause?.statusCode ?? 401).send(failure(cause?.message ?? httpMessages.authRequired));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(failure(frameworkMessage(error)));
    }
    // The request id comes with request.log; the route is its pattern (a raw URL may carry a token or an email).
    request.log.error(
      { method: request.method, route: request.routeOptions.url, err: error },
      'unexpected error',
    );
    return reply.code(500).send(failure(httpMessages.generic));
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(failure(httpMessages.notFound)));
}
