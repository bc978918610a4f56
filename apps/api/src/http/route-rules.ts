import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import type { IdentityConfig } from '../identity/identity-config.js';
import type { OperationId } from './handler-map.js';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The contract operation a route serves: fastify-openapi-glue copies it from openapi.yaml, whose operations the
     * generated types list. Routes outside the contract (root health, the app's pages) have none.
     */
    operationId?: OperationId;
  }
}

/** The contract operation the request was routed to, if any. */
export const operationIdOf = (request: FastifyRequest): OperationId | undefined =>
  request.routeOptions.schema?.operationId;

/** A check that refuses by throwing an HttpError (a French 4xx); anything it returns is ignored. */
export type RuleCheck = (request: FastifyRequest, reply: FastifyReply) => void | Promise<void>;

/** The configured limits (RATE_LIMIT_* settings), by name: several operations may share one (the newsletter's three). */
export type RateLimitName = keyof IdentityConfig['rateLimits'];

/**
 * What runs around one operation before its handler, in this order: `onRequest` (before the body is read), then its
 * rate limit, `preParsing` (may replace the body's stream), `preValidation` (the resource's own French refusals,
 * before the contract's schema words anything else). The contract's types are already applied by then
 * (http/contract-types.ts), so checks read the types the contract promises.
 */
export interface RouteRules {
  onRequest?: RuleCheck;
  /** Counted per operation and client address, under the named limit. */
  rateLimit?: RateLimitName;
  preParsing?: (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: RequestPayload,
  ) => Promise<RequestPayload>;
  preValidation?: RuleCheck;
}

/** Each resource's rules, by the contract's operations (a name the contract lacks is a type error). */
export type RuleMap = Partial<{ [Op in OperationId]: RouteRules }>;

/** Runs an operation's limiter; over the limit it throws the French 429. */
export type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
/** Makes the limiter of one operation under one configured limit (identity/rate-limits.ts). */
export type LimiterFactory = (operationId: OperationId, limit: RateLimitName) => Limiter;

/** The resources' maps as one; an operation given rules by two resources is refused (one would silently win). */
export function mergeRules(...maps: RuleMap[]): RuleMap {
  const merged: RuleMap = {};
  for (const map of maps) {
    for (const [operationId, rules] of Object.entries(map) as [OperationId, RouteRules][]) {
      if (merged[operationId]) throw new Error(`Two resources give rules to ${operationId}`);
      merged[operationId] = rules;
    }
  }
  return merged;
}

/**
 * The one set of hooks that runs every resource's rules, looked up by the route's operation. Register it on the
 * instance of the glue, before the glue (hooks reach the routes added after them only).
 */
export function registerRouteRules(api: FastifyInstance, rules: RuleMap, limiterFor: LimiterFactory): void {
  const limiters = new Map<OperationId, Limiter>();
  for (const [operationId, rule] of Object.entries(rules) as [OperationId, RouteRules][]) {
    if (rule.rateLimit) limiters.set(operationId, limiterFor(operationId, rule.rateLimit));
  }
  const rulesOf = (request: FastifyRequest): RouteRules | undefined => {
    const operationId = operationIdOf(request);
    return operationId && rules[operationId];
  };

  api.addHook('onRequest', async (request, reply) => {
    const operationId = operationIdOf(request);
    if (!operationId) return;
    await rules[operationId]?.onRequest?.(request, reply);
    await limiters.get(operationId)?.(request, reply);
  });
  api.addHook('preParsing', async (request, reply, payload) => {
    const preParsing = rulesOf(request)?.preParsing;
    return preParsing ? preParsing(request, reply, payload) : payload;
  });
  api.addHook('preValidation', async (request, reply) => {
    await rulesOf(request)?.preValidation?.(request, reply);
  });
}
