import { httpMessages } from '@teranga/messages';
import type { OperationHandler, ServiceHandlers } from './service.js';

const notAvailableYet: OperationHandler = (_request, reply) =>
  reply.code(501).send({ success: false, message: httpMessages.notAvailableYet });

/** Every operationId of the contract, in document order. */
export function operationIds(specification: Record<string, unknown>): string[] {
  const paths = (specification.paths ?? {}) as Record<string, Record<string, { operationId?: string }>>;
  return Object.values(paths).flatMap((item) =>
    Object.values(item).flatMap((operation) =>
      typeof operation === 'object' && operation?.operationId ? [operation.operationId] : [],
    ),
  );
}

/**
 * fastify-openapi-glue answers an operation without a handler by throwing (a 500 with an English message).
 * A call the contract lists but this server has not built yet answers 501 with a French message instead.
 */
export function withPendingOperations(
  specification: Record<string, unknown>,
  handlers: ServiceHandlers,
): ServiceHandlers {
  const pending = operationIds(specification).filter((id) => !(id in handlers));
  return { ...Object.fromEntries(pending.map((id) => [id, notAvailableYet])), ...handlers };
}
