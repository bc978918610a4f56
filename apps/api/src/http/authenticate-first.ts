import type { FastifyInstance, RouteOptions } from 'fastify';

type Operation = { operationId?: string; security?: Array<Record<string, unknown>> };

/** operationIds of the contract that need a signed-in caller (a non-empty `security`, own or inherited). */
export function securedOperationIds(specification: Record<string, unknown>): Set<string> {
  const fallback = (specification.security ?? []) as Operation['security'];
  const paths = (specification.paths ?? {}) as Record<string, Record<string, Operation>>;
  const secured = new Set<string>();
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      if (typeof operation !== 'object' || !operation?.operationId) continue;
      const requirements = operation.security ?? fallback ?? [];
      if (requirements.some((requirement) => Object.keys(requirement).length > 0))
        secured.add(operation.operationId);
    }
  }
  return secured;
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * fastify-openapi-glue runs the security handlers as a preHandler, that is after the body was parsed and checked
 * against the schema (and after our own preValidation rules): an anonymous caller would learn the field rules (400)
 * before hearing that it must sign in (401). This moves them to the route's onRequest, which runs after the
 * instance's own onRequest hooks (rate limits) and before parsing and every validation. Register it on the instance
 * that registers the glue, before the glue.
 */
export function authenticateBeforeValidation(
  api: FastifyInstance,
  specification: Record<string, unknown>,
): void {
  const secured = securedOperationIds(specification);
  api.addHook('onRoute', (route: RouteOptions) => {
    const operationId = route.schema?.operationId;
    if (!operationId || !secured.has(operationId) || !route.preHandler) return;
    route.onRequest = [...asList(route.onRequest), ...asList(route.preHandler)];
    route.preHandler = undefined;
  });
}
