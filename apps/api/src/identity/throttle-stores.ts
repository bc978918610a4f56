import type { Redis } from 'ioredis';

/** Wrong passwords counted for one account, or for one account from one address. */
export interface FailureCount {
  failures: number;
  /** When the last one happened (milliseconds since the epoch). */
  lastFailureAt: number;
}

/** Where the sign-in throttle keeps its counts: this process's memory, or Redis for every instance. */
export interface ThrottleStore {
  /** The account's count from every address, and its count from `address` alone. */
  read(account: string, address: string): Promise<{ account: FailureCount; address: FailureCount }>;
  /** One more failure on both counts; the account's counts are forgotten `windowMs` after its last failure. */
  addFailure(account: string, address: string, now: number, windowMs: number): Promise<void>;
  /** Forgets the account's count and its count from `address`; without an address, all of the account's counts. */
  forget(account: string, address?: string): Promise<void>;
}

const NONE: FailureCount = { failures: 0, lastFailureAt: 0 };
const bump = (count: FailureCount | undefined, now: number): FailureCount => ({
  failures: (count?.failures ?? 0) + 1,
  lastFailureAt: now,
});

interface AccountEntry {
  expiresAt: number;
  account: FailureCount;
  byAddress: Map<string, FailureCount>;
}

/** Past this many accounts, expired ones are swept on the next failure, so memory stays bounded by the window. */
const SWEEP_ABOVE = 10_000;

export class MemoryThrottleStore implements ThrottleStore {
  readonly #accounts = new Map<string, AccountEntry>();

  #live(account: string, now: number): AccountEntry | undefined {
    const entry = this.#accounts.get(account);
    if (entry && entry.expiresAt <= now) this.#accounts.delete(account);
    return entry && entry.expiresAt > now ? entry : undefined;
  }

  async read(account: string, address: string) {
    const entry = this.#live(account, Date.now());
    return { account: entry?.account ?? NONE, address: entry?.byAddress.get(address) ?? NONE };
  }

  async addFailure(account: string, address: string, now: number, windowMs: number) {
    if (this.#accounts.size > SWEEP_ABOVE) {
      for (const [key, entry] of this.#accounts) if (entry.expiresAt <= now) this.#accounts.delete(key);
    }
    const entry = this.#live(account, now) ?? { expiresAt: 0, account: NONE, byAddress: new Map() };
    entry.expiresAt = now + windowMs;
    entry.account = bump(entry.account, now);
    entry.byAddress.set(address, bump(entry.byAddress.get(address), now));
    this.#accounts.set(account, entry);
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
 * One Redis hash per account: `n`/`t` count its failures from anywhere, `n:<address>`/`t:<address>` those from one
 * address. One key per account means a password reset forgets every address at once (DEL), and the whole hash
 * expires a window after the account's last failure.
 */
export class RedisThrottleStore implements ThrottleStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async read(account: string, address: string) {
    const [n, t, addressN, addressT] = await this.redis.hmget(
      this.prefix + account,
      'n',
      't',
      `n:${address}`,
      `t:${address}`,
    );
    const count = (failures?: string | null, at?: string | null): FailureCount => ({
      failures: Number(failures ?? 0),
      lastFailureAt: Number(at ?? 0),
    });
    return { account: count(n, t), address: count(addressN, addressT) };
  }

  async addFailure(account: string, address: string, now: number, windowMs: number) {
    const key = this.prefix + account;
    const replies = await this.redis
      .multi()
      .hincrby(key, 'n', 1)
      .hincrby(key, `n:${address}`, 1)
      .hset(key, 't', now, `t:${address}`, now)
      .pexpire(key, windowMs)
      .exec();
    const failed = replies?.find(([error]) => error)?.[0];
    if (!replies || failed) throw failed ?? new Error('Redis transaction discarded');
  }

  async forget(account: string, address?: string) {
    const key = this.prefix + account;
    if (address === undefined) await this.redis.del(key);
    else await this.redis.hdel(key, 'n', 't', `n:${address}`, `t:${address}`);
  }
}
