import type { FastifyInstance } from 'fastify';
import type { LimiterFactory } from '../http/route-rules.js';
import type { ServiceContext } from '../http/service.js';
import { createLoginThrottle } from './login-throttle.js';
import { registerRateLimits } from './rate-limits.js';
import { connectRedis } from './redis-connection.js';

/**
 * What the identity part needs around the routes made from openapi.yaml. Call it on the instance that will register
 * fastify-openapi-glue, BEFORE registering it:
 * - the rate-limit plugin (429, French message, Redis when REDIS_URL is set): it answers the factory of each
 *   operation's limiter, which the resources' rules name (http/route-rules.ts);
 * - the sign-in throttle per account (`app.loginThrottle`, asked by the login handler; Redis too when set).
 */
export async function registerIdentity(app: FastifyInstance, ctx: ServiceContext): Promise<LimiterFactory> {
  app.decorateRequest('authSession', null);
  const { identity } = ctx.config;
  const redis = await connectRedis(app, ctx.config.redisUrl);
  const limiterFor = await registerRateLimits(app, ctx, redis);
  app.decorate('loginThrottle', createLoginThrottle(identity.loginThrottle, redis, identity.rateLimitPrefix));
  return limiterFor;
}
