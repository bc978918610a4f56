import { identityMessages } from '@teranga/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { ServiceContext } from '../http/service.js';
import { createLoginThrottle } from './login-throttle.js';
import { enforceRateLimit, registerRateLimits } from './rate-limits.js';
import { connectRedis } from './redis-connection.js';
import { checkRequest, identityOperations } from './request-rules.js';

const operationOf = (schema: unknown): string | undefined =>
  (schema as { operationId?: string } | undefined)?.operationId;

/** Refused from its announced length, before a byte is read (a body sent in chunks meets the parser's own limit). */
function isOversize(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > request.routeOptions.bodyLimit;
}

/**
 * Hooks the identity part needs around the routes made from openapi.yaml. Call it on the instance that will
 * register fastify-openapi-glue, BEFORE registering it (hooks only reach routes added after them):
 * - rate limits on login, register and forgot-password (429, French message, Redis when REDIS_URL is set);
 * - the sign-in throttle per account (`app.loginThrottle`, asked by the login handler; Redis too when set);
 * - the documents' validation rules with their exact French messages, before the schema's own validation.
 */
export async function registerIdentity(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  app.decorateRequest('authSession', null);
  const { identity } = ctx.config;
  const redis = await connectRedis(app, ctx.config.redisUrl);
  const limiters = await registerRateLimits(app, ctx, redis);
  app.decorate('loginThrottle', createLoginThrottle(identity.loginThrottle, redis, identity.rateLimitPrefix));

  app.addHook('onRequest', async (request, reply) => {
    const operationId = operationOf(request.routeOptions.schema);
    if (operationId && identityOperations.includes(operationId) && isOversize(request)) {
      throw new HttpError(413, identityMessages.bodyTooLarge(request.routeOptions.bodyLimit));
    }
    const limiter = operationId ? limiters.get(operationId) : undefined;
    if (limiter) await enforceRateLimit(limiter, request, reply);
  });

  app.addHook('preValidation', async (request) => {
    const operationId = operationOf(request.routeOptions.schema);
    const refusal = operationId ? checkRequest(operationId, request) : undefined;
    if (!refusal) return;
    const [message = ''] = refusal.messages;
    throw new HttpError(refusal.statusCode, message, refusal.messages);
  });
}
