import { createHash } from 'node:crypto';
import { identityMessages as m } from '@teranga/messages';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { LoginThrottleConfig } from './identity-config.js';
import type { RedisCounters } from './redis-connection.js';
import { FallbackThrottleStore, MemoryThrottleStore, type ThrottleStore } from './throttle-stores.js';
import { canonicalPhone, normalizeEmail } from './user-contact.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by registerIdentity: the login handler asks it before checking a password. */
    loginThrottle: LoginThrottle;
  }
}

const digest = (name: string): string => createHash('sha256').update(name).digest('base64url');

/** The throttle's name for an existing account: its id, so its email and its phone share one count. */
export const throttleKeyOfUser = (userId: string): string => digest(`user:${userId}`);

/**
 * The throttle's name for the account a sign-in aims at: the user's id when it exists, otherwise the login as the
 * database would store it, so an unknown account is throttled exactly like a known one (its answers tell nothing).
 * Hashed, so no email or phone number ends up in Redis key names.
 */
export function throttleKeyOfLogin(user: { id: string } | undefined, emailOrPhone: string): string {
  if (user) return throttleKeyOfUser(user.id);
  const value = emailOrPhone.trim();
  const login = value.includes('@') ? normalizeEmail(value) : (canonicalPhone(value) ?? value.toLowerCase());
  return digest(`login:${login}`);
}

/**
 * Sign-in throttling per account and per account and address, after Saleor's: a few failures are free, then each
 * further attempt must wait a delay that doubles with every new failure. It answers before the password is checked,
 * so a right password during the wait is refused too. Each attempt is counted as a failure as it is let through
 * (a success forgets it), so a burst of parallel guesses gets no more tries than a sequence. While Redis is
 * unreachable the counts live in memory with stricter limits (FallbackThrottleStore): never no throttle.
 */
export class LoginThrottle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly config: LoginThrottleConfig,
  ) {}

  /**
   * Milliseconds before this account may be tried again from this address; 0 when it may be now, and then this
   * attempt is already counted as a failure until recordSuccess says otherwise.
   */
  attempt(account: string, address: string): Promise<number> {
    return this.store.attempt(account, address, Date.now(), this.config);
  }

  /** The owner is in: forget the account's count and the one from this address (other addresses keep theirs). */
  recordSuccess(account: string, address: string): Promise<void> {
    return this.store.forget(account, address);
  }

  /** A new password was set through a mailed link: the owner may sign in at once, from anywhere. */
  forgetAccount(account: string): Promise<void> {
    return this.store.forget(account);
  }
}

export function createLoginThrottle(
  config: LoginThrottleConfig,
  redis: RedisCounters | undefined,
  redisPrefix: string,
): LoginThrottle {
  const store = redis
    ? new FallbackThrottleStore(redis, `${redisPrefix}login-throttle:`)
    : new MemoryThrottleStore();
  return new LoginThrottle(store, config);
}

/** 429 in French with Retry-After in whole seconds (at least 1), as openapi.yaml's TooManyRequests says. */
export function refuseThrottledLogin(reply: FastifyReply, waitMs: number): never {
  reply.header('retry-after', Math.max(1, Math.ceil(waitMs / 1000)));
  throw new HttpError(429, m.tooManyRequests);
}
