import rateLimit from '@fastify/rate-limit';
import { identityMessages as m } from '@teranga/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { LimiterFactory } from '../http/route-rules.js';
import type { ServiceContext } from '../http/service.js';
import type { RedisCounters } from './redis-connection.js';

type PluginLimiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

class TooManyRequests extends Error {
  readonly statusCode = 429;
}

interface Counted {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Counted) => void;

/** One INCR per attempt; the window starts with the first one (the plugin's own script, without its options). */
const INCREMENT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/**
 * While Redis is away each instance counts alone: an attempt counts twice, so one instance lets through half of what
 * all of them share through Redis (and a client spread over two instances no more than the shared limit).
 */
const OUTAGE_WEIGHT = 2;
/** Past this many keys, expired ones are swept on the next count, so memory stays bounded by the window. */
const SWEEP_ABOVE = 10_000;

/** Counts per key and window in this process: the only counts without REDIS_URL, the fallback during an outage. */
class MemoryCounts {
  readonly #counts = new Map<string, { count: number; resetAt: number }>();

  increment(key: string, windowMs: number, weight: number): Counted {
    const now = Date.now();
    if (this.#counts.size > SWEEP_ABOVE) {
      for (const [stored, entry] of this.#counts) if (entry.resetAt <= now) this.#counts.delete(stored);
    }
    const stored = this.#counts.get(key);
    const entry = stored && stored.resetAt > now ? stored : { count: 0, resetAt: now + windowMs };
    entry.count += weight;
    this.#counts.set(key, entry);
    return { current: entry.count, ttl: entry.resetAt - now };
  }
}

/**
 * The plugin's store (it calls `new Store(options)`, then `child()` per limiter; keys already name the operation):
 * Redis while it answers, memory meanwhile, never an error, so a Redis outage never turns the limits off.
 */
function storeClass(counters: RedisCounters | undefined, prefix: string) {
  const memory = new MemoryCounts();
  return class CountStore {
    incr(key: string, callback: Callback, windowMs: number): void {
      if (!counters) {
        callback(null, memory.increment(key, windowMs, 1));
        return;
      }
      counters
        .use(
          async (redis) => {
            const [current, ttl] = (await redis.eval(
              INCREMENT_SCRIPT,
              1,
              prefix + key,
              windowMs,
            )) as number[];
            return { current: Number(current), ttl: Number(ttl) };
          },
          () => memory.increment(`outage:${key}`, windowMs, OUTAGE_WEIGHT),
        )
        .then((counted) => callback(null, counted), callback);
    }

    child(): CountStore {
      return this;
    }
  };
}

/**
 * Registers the rate-limit plugin and answers the factory of each operation's limiter (the operations and their
 * limits are in the resources' rules: http/route-rules.ts). Each operation counts per client address. With REDIS_URL
 * the counters live in Redis, so every instance behind a load balancer counts the same attempts; without it, in this
 * process's memory. While Redis is unreachable each instance counts in memory with half the limit (never no limit)
 * and goes back to Redis when it answers again. Over the limit, the French 429 (the limiter has set Retry-After).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  ctx: ServiceContext,
  redis: RedisCounters | undefined,
): Promise<LimiterFactory> {
  const { identity } = ctx.config;
  await app.register(rateLimit, {
    global: false,
    hook: 'onRequest',
    store: storeClass(redis, identity.rateLimitPrefix),
    errorResponseBuilder: () => new TooManyRequests(m.tooManyRequests),
  });
  return (operationId, name) => {
    const rule = identity.rateLimits[name];
    const limiter = app.rateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${operationId}:${request.ip}`,
    }) as PluginLimiter;
    return async (request, reply) => {
      try {
        await limiter(request, reply);
      } catch (error) {
        if (!(error instanceof TooManyRequests)) throw error;
        throw new HttpError(429, m.tooManyRequests);
      }
    };
  };
}
