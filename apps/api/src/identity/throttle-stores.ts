import type { Redis } from 'ioredis';
import type { LoginThrottleConfig } from './identity-config.js';
import type { RedisCounters } from './redis-connection.js';

/**
 * Where the sign-in throttle keeps its counts (this process's memory, or Redis for every instance). Each account has
 * a count of sign-in attempts from anywhere and one per address, each with the time of its latest attempt.
 */
export interface ThrottleStore {
  /**
   * In one step, so parallel guesses cannot all slip through one opening: when the account, or the account from
   * `address`, must still wait, returns that wait (ms) and counts nothing; otherwise counts this attempt on both
   * and returns 0. Counts are forgotten `windowMs` after the account's latest attempt.
   */
  attempt(account: string, address: string, now: number, config: LoginThrottleConfig): Promise<number>;
  /** Forgets the account's count and its count from `address`; without an address, all of the account's counts. */
  forget(account: string, address?: string): Promise<void>;
}

/** Past `maxFailures`, the wait after the latest attempt: base, doubled at each further one, up to the cap. */
export function throttleDelayMs(failures: number, maxFailures: number, config: LoginThrottleConfig): number {
  if (failures < maxFailures) return 0;
  return Math.min(config.baseDelayMs * 2 ** (failures - maxFailures), config.maxDelayMs);
}

interface Count {
  failures: number;
  lastAt: number;
}

interface AccountEntry {
  expiresAt: number;
  account: Count;
  byAddress: Map<string, Count>;
}

const NONE: Count = { failures: 0, lastAt: 0 };
const bump = (count: Count | undefined, now: number): Count => ({
  failures: (count?.failures ?? 0) + 1,
  lastAt: now,
});

/** Past this many accounts, expired ones are swept on the next attempt, so memory stays bounded by the window. */
const SWEEP_ABOVE = 10_000;

/** One process's counts. Each call runs to its end without awaiting, which makes it atomic in Node. */
export class MemoryThrottleStore implements ThrottleStore {
  readonly #accounts = new Map<string, AccountEntry>();

  async attempt(account: string, address: string, now: number, config: LoginThrottleConfig) {
    if (this.#accounts.size > SWEEP_ABOVE) {
      for (const [key, entry] of this.#accounts) if (entry.expiresAt <= now) this.#accounts.delete(key);
    }
    const stored = this.#accounts.get(account);
    const entry =
      stored && stored.expiresAt > now ? stored : { expiresAt: 0, account: NONE, byAddress: new Map() };
    const fromAddress = entry.byAddress.get(address) ?? NONE;
    const remaining = (count: Count, maxFailures: number) =>
      count.lastAt + throttleDelayMs(count.failures, maxFailures, config) - now;
    const wait = Math.max(
      remaining(entry.account, config.accountMaxFailures),
      remaining(fromAddress, config.addressMaxFailures),
    );
    if (wait > 0) return wait;
    entry.expiresAt = now + config.windowMs;
    entry.account = bump(entry.account, now);
    entry.byAddress.set(address, bump(fromAddress, now));
    this.#accounts.set(account, entry);
    return 0;
  }

  async forget(account: string, address?: string) {
    const entry = this.#accounts.get(account);
    if (!entry || address === undefined) {
      this.#accounts.delete(account);
      return;
    }
    entry.account = NONE;
    entry.byAddress.delete(address);
  }
}

/**
 * The same step as MemoryThrottleStore.attempt, run inside Redis so that it is atomic across instances
 * (the delay is throttleDelayMs's). Hash fields: `n`/`t` for the account, `n:<address>`/`t:<address>` per address.
 */
const ATTEMPT_SCRIPT = `
local key, address, now = KEYS[1], ARGV[1], tonumber(ARGV[2])
local base, cap = tonumber(ARGV[6]), tonumber(ARGV[7])
local function remaining(suffix, maxFailures)
  local failures = tonumber(redis.call('HGET', key, 'n' .. suffix) or '0')
  if failures < maxFailures then return 0 end
  local last = tonumber(redis.call('HGET', key, 't' .. suffix) or '0')
  return last + math.min(base * 2 ^ (failures - maxFailures), cap) - now
end
local wait = math.max(remaining('', tonumber(ARGV[4])), remaining(':' .. address, tonumber(ARGV[5])))
if wait > 0 then return math.ceil(wait) end
redis.call('HINCRBY', key, 'n', 1)
redis.call('HINCRBY', key, 'n:' .. address, 1)
redis.call('HSET', key, 't', ARGV[2], 't:' .. address, ARGV[2])
redis.call('PEXPIRE', key, ARGV[3])
return 0
`;

/**
 * One Redis hash per account, so a password reset forgets every address at once (DEL) and the whole hash expires a
 * window after the account's latest attempt.
 */
export class RedisThrottleStore implements ThrottleStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async attempt(account: string, address: string, now: number, config: LoginThrottleConfig) {
    const wait = await this.redis.eval(
      ATTEMPT_SCRIPT,
      1,
      this.prefix + account,
      address,
      now,
      config.windowMs,
      config.accountMaxFailures,
      config.addressMaxFailures,
      config.baseDelayMs,
      config.maxDelayMs,
    );
    return Number(wait);
  }

  async forget(account: string, address?: string) {
    const key = this.prefix + account;
    if (address === undefined) await this.redis.del(key);
    else await this.redis.hdel(key, 'n', 't', `n:${address}`, `t:${address}`);
  }
}

/**
 * While Redis is away each instance counts alone, so an attacker spreading guesses over N instances gets N times the
 * tries: the failures allowed before the delays start are halved meanwhile (never below one).
 */
export function stricterThrottle(config: LoginThrottleConfig): LoginThrottleConfig {
  return {
    ...config,
    accountMaxFailures: Math.max(1, Math.floor(config.accountMaxFailures / 2)),
    addressMaxFailures: Math.max(1, Math.floor(config.addressMaxFailures / 2)),
  };
}

/** Redis while it answers; this process's memory, with stricter limits, while it does not (never no throttle). */
export class FallbackThrottleStore implements ThrottleStore {
  readonly #redis: RedisThrottleStore;
  readonly #memory = new MemoryThrottleStore();

  constructor(
    private readonly counters: RedisCounters,
    prefix: string,
  ) {
    this.#redis = new RedisThrottleStore(counters.redis, prefix);
  }

  attempt(account: string, address: string, now: number, config: LoginThrottleConfig) {
    return this.counters.use(
      () => this.#redis.attempt(account, address, now, config),
      () => this.#memory.attempt(account, address, now, stricterThrottle(config)),
    );
  }

  async forget(account: string, address?: string) {
    // Both: counts made in memory during an outage must not outlive a success or a reset either.
    await this.#memory.forget(account, address);
    await this.counters.use(
      () => this.#redis.forget(account, address),
      () => undefined,
    );
  }
}
