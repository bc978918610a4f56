import { identityMessages } from '@teranga/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, type IdentityContext } from './context.js';
import { createLoginThrottle } from './login-throttle.js';
import { refusedByRateLimit, registerRateLimits } from './rate-limits.js';
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
export async function registerIdentity(app: FastifyInstance, ctx: IdentityContext): Promise<void> {
  app.decorateRequest('authSession', null);
  const { identity } = ctx.config;
  const redis = await connectRedis(app, ctx.config.redisUrl);
  const limiters = await registerRateLimits(app, ctx, redis);
  app.decorate(
    'loginThrottle',
    createLoginThrottle(identity.loginThrottle, redis, identity.rateLimitPrefix, app.log),
  );

  app.addHook('onRequest', async (request, reply) => {
    const operationId = operationOf(request.routeOptions.schema);
    if (operationId && identityOperations.includes(operationId) && isOversize(request)) {
      fail(reply, 413, identityMessages.bodyTooLarge(request.routeOptions.bodyLimit));
      return reply;
    }
    const limiter = operationId ? limiters.get(operationId) : undefined;
    if (limiter && (await refusedByRateLimit(limiter, request, reply))) return reply;
    return undefined;
  });

  app.addHook('preValidation', async (request, reply) => {
    const operationId = operationOf(request.routeOptions.schema);
    const refusal = operationId ? checkRequest(operationId, request) : undefined;
    if (!refusal) return undefined;
    const [message = ''] = refusal.messages;
    fail(reply, refusal.statusCode, message, refusal.messages);
    return reply;
  });
}
