import rateLimit from '@fastify/rate-limit';
import { identityMessages as m } from '@teranga/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../http/errors.js';
import type { ServiceContext } from '../http/service.js';
import type { RateLimitRule } from './identity-config.js';

type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

class TooManyRequests extends Error {
  readonly statusCode = 429;
}

/**
 * Limits login, register, forgot-password, reset-password, change-password, order tracking and the newsletter per client address. With REDIS_URL the counters live in Redis,
 * so every instance behind a load balancer counts the same attempts; without it, in this process's memory.
 * A Redis outage lets requests through rather than locking everybody out.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  ctx: ServiceContext,
  redis: Redis | undefined,
): Promise<Map<string, Limiter>> {
  const { identity } = ctx.config;
  await app.register(rateLimit, {
    global: false,
    hook: 'onRequest',
    skipOnError: true,
    ...(redis ? { redis, nameSpace: identity.rateLimitPrefix } : {}),
    errorResponseBuilder: () => new TooManyRequests(m.tooManyRequests),
  });

  const limiters = new Map<string, Limiter>();
  const add = (operationId: string, rule: RateLimitRule) => {
    limiters.set(
      operationId,
      app.rateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => `${operationId}:${request.ip}`,
      }) as Limiter,
    );
  };
  add('login', identity.rateLimits.login);
  add('register', identity.rateLimits.register);
  add('forgotPassword', identity.rateLimits.forgotPassword);
  add('resetPassword', identity.rateLimits.password);
  add('changePassword', identity.rateLimits.password);
  add('trackOrder', identity.rateLimits.trackOrder);
  add('subscribeNewsletter', identity.rateLimits.newsletter);
  add('confirmNewsletter', identity.rateLimits.newsletter);
  add('unsubscribeNewsletter', identity.rateLimits.newsletter);
  return limiters;
}

/** Runs an operation's limiter; over the limit it throws the French 429 (the limiter has set Retry-After). */
export async function enforceRateLimit(
  limiter: Limiter,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  try {
    await limiter(request, reply);
  } catch (error) {
    if (!(error instanceof TooManyRequests)) throw error;
    throw new HttpError(429, m.tooManyRequests);
  }
}
