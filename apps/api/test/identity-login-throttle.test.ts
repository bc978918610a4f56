import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIdentityConfig } from '../src/identity/identity-config.js';
import { throttleDelayMs } from '../src/identity/throttle-stores.js';
import { startInstanceOver, type TestServer } from './helpers.js';
import {
  call,
  PASSWORD,
  registerAccount,
  relaxedLimits,
  startIdentityServer,
  uniqueEmail,
} from './identity-helpers.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TOO_MANY = { success: false, message: 'Trop de tentatives. Veuillez réessayer plus tard.' };
const WRONG = 'Mauvais123';
/**
 * Three failures on one account from anywhere, or two from one address, start the delays (1 s, 2 s, 4 s ...).
 * The per-address rate limits stay roomy (relaxedLimits): only the per-account throttle can answer 429 here.
 */
const throttle = {
  TRUST_PROXY: '127.0.0.1',
  LOGIN_THROTTLE_ACCOUNT_MAX_FAILURES: '3',
  LOGIN_THROTTLE_ADDRESS_MAX_FAILURES: '2',
  LOGIN_THROTTLE_BASE_DELAY_MS: '1000',
  LOGIN_THROTTLE_MAX_DELAY_MS: '60000',
};

type Server = Pick<TestServer, 'url'>;
let addressCounter = 0;
/** A fresh client address each time (behind the trusted proxy), so no address ever meets its own limits. */
const freshAddress = () => {
  addressCounter += 1;
  return `203.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};
const login = (server: Server, emailOrPhone: string, password: string, address = freshAddress()) =>
  call(server as TestServer, 'POST', '/api/auth/login', {
    body: { emailOrPhone, password },
    headers: { 'x-forwarded-for': address },
  });
const retryAfter = (answer: { headers: Headers }) => Number(answer.headers.get('retry-after'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Another API instance over the same database, with this file's generous per-address limits. */
const instance = (server: TestServer, env: Record<string, string>) =>
  startInstanceOver(server, { ...relaxedLimits, LOG_LEVEL: 'error', ...env });

let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'teranga-throttle-'));
  server = await startIdentityServer({ ...throttle, REDIS_URL: '', DATA_DIR: dataDir });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The reset mail is written after the answer: wait for it in the outbox, and take the token from its link. */
async function mailedResetToken(to: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt++) {
    const file = (await readdir(outbox).catch(() => []))
      .filter((name) => name.endsWith('.json') && name.includes(to))
      .at(-1);
    if (file) {
      const mail = JSON.parse(await readFile(join(outbox, file), 'utf8'));
      return new URL(mail.link).searchParams.get('token') ?? '';
    }
    await sleep(50);
  }
  throw new Error(`no mail for ${to}`);
}

describe('sign-in throttle per account (in memory)', () => {
  it('answers 429 with Retry-After to an account tried from many addresses, each under its own limit, and an unknown account alike', async () => {
    const account = await registerAccount(server);
    for (const emailOrPhone of [account.email, uniqueEmail('inconnu')]) {
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await login(server, emailOrPhone, WRONG)).status).toBe(401);
      }
      const blocked = await login(server, emailOrPhone, WRONG);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual(TOO_MANY);
      expect(retryAfter(blocked)).toBe(1);
    }
  });

  it('refuses even the right password during the wait, since it answers before checking it', async () => {
    const account = await registerAccount(server);
    for (let attempt = 0; attempt < 3; attempt++) await login(server, account.email, WRONG);
    const rightPassword = await login(server, account.email, PASSWORD);
    expect(rightPassword.status).toBe(429);
    expect(rightPassword.body).toEqual(TOO_MANY);
  });

  it('doubles the wait with each further failure: 1 s, then 2 s, then 4 s', async () => {
    const account = await registerAccount(server);
    for (let attempt = 0; attempt < 3; attempt++) await login(server, account.email, WRONG);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const blocked = await login(server, account.email, WRONG);
      expect(blocked.status).toBe(429);
      waits.push(retryAfter(blocked));
      if (round === 2) break;
      await sleep(retryAfter(blocked) * 1000 + 50);
      // Once the wait is over, one more try is allowed (and, wrong again, doubles the next wait).
      expect((await login(server, account.email, WRONG)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4]);
  });

  it('gives a burst of parallel guesses no more tries than a sequence: three answered, the rest 429', async () => {
    const account = await registerAccount(server);
    const burst = await Promise.all(Array.from({ length: 10 }, () => login(server, account.email, WRONG)));
    const statuses = burst.map((answer) => answer.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('holds back one address sooner than the account (account and address), while other addresses may still try', async () => {
    const account = await registerAccount(server);
    const guesser = '198.51.100.20';
    expect((await login(server, account.email, WRONG, guesser)).status).toBe(401);
    expect((await login(server, account.email, WRONG, guesser)).status).toBe(401);
    const blocked = await login(server, account.email, PASSWORD, guesser);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    // Two failures are under the account's three: the owner elsewhere signs in.
    expect((await login(server, account.email, PASSWORD, '198.51.100.21')).status).toBe(200);
  });

  it('counts an account once whether it is tried by email or by phone', async () => {
    const account = await registerAccount(server, { phone: '77 987 65 43' });
    expect((await login(server, account.email, WRONG)).status).toBe(401);
    expect((await login(server, '+221 77 987 65 43', WRONG)).status).toBe(401);
    expect((await login(server, '779876543', WRONG)).status).toBe(401);
    expect((await login(server, account.email.toUpperCase(), WRONG)).status).toBe(429);
  });

  it('forgets the count after a successful sign-in', async () => {
    const account = await registerAccount(server);
    const owner = '198.51.100.30';
    await login(server, account.email, WRONG);
    await login(server, account.email, WRONG);
    expect((await login(server, account.email, PASSWORD, owner)).status).toBe(200);
    // Counted from zero again: three more failures before the wait, where the third alone would have started it.
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(server, account.email, WRONG)).status).toBe(401);
    }
    expect((await login(server, account.email, WRONG)).status).toBe(429);
  });

  it('lets a locked-out owner reset the password through the mailed link and sign in at once', async () => {
    const account = await registerAccount(server);
    const owner = '198.51.100.40';
    expect((await login(server, account.email, WRONG, owner)).status).toBe(401);
    for (let attempt = 0; attempt < 3; attempt++) await login(server, account.email, WRONG);
    expect((await login(server, account.email, PASSWORD, owner)).status).toBe(429);

    // Forgot and reset are never held back by the account's throttle.
    const forgot = await call(server, 'POST', '/api/auth/forgot-password', {
      body: { email: account.email },
      headers: { 'x-forwarded-for': owner },
    });
    expect(forgot.status).toBe(200);
    const token = await mailedResetToken(account.email);
    const reset = await call(server, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'Thieboudienne7' },
      headers: { 'x-forwarded-for': owner },
    });
    expect(reset.status).toBe(200);
    expect((await login(server, account.email, 'Thieboudienne7', owner)).status).toBe(200);
  });
});

describe('the delay', () => {
  it('is free below the threshold, then 1 s doubling at each failure, capped at 1 hour by default', () => {
    const { loginThrottle } = loadIdentityConfig({});
    const delay = (failures: number) => throttleDelayMs(failures, 5, loginThrottle);
    expect([4, 5, 6, 7, 8].map(delay)).toEqual([0, 1000, 2000, 4000, 8000]);
    expect(delay(17)).toBe(3_600_000);
    expect(delay(5000)).toBe(3_600_000);
  });
});

describe('sign-in throttle shared through Redis', () => {
  const prefix = `teranga-test-${randomBytes(6).toString('hex')}:`;
  let first: { app: FastifyInstance; url: string };
  let second: { app: FastifyInstance; url: string };

  beforeAll(async () => {
    const env = { ...throttle, REDIS_URL, RATE_LIMIT_PREFIX: prefix };
    first = await instance(server, env);
    second = await instance(server, env);
  });
  afterAll(async () => {
    await first.app.close();
    await second.app.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('blocks on one instance an account tried on the other, under keys that name no email', async () => {
    const account = await registerAccount(server);
    expect((await login(first, account.email, WRONG)).status).toBe(401);
    expect((await login(second, account.email, WRONG)).status).toBe(401);
    expect((await login(first, account.email, WRONG)).status).toBe(401);
    const blocked = await login(second, account.email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect(retryAfter(blocked)).toBe(1);

    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}login-throttle:*`);
      expect(keys).toHaveLength(1);
      expect(keys.join()).not.toContain('@');
    } finally {
      await redis.quit();
    }
  });

  it('doubles the wait in Redis too, and lets through no more than three of a burst spread over both instances', async () => {
    const account = await registerAccount(server);
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, index) => login(index % 2 ? first : second, account.email, WRONG)),
    );
    expect(burst.filter((answer) => answer.status === 401)).toHaveLength(3);
    const blocked = await login(first, account.email, WRONG);
    expect(retryAfter(blocked)).toBe(1);
    await sleep(1050);
    expect((await login(second, account.email, WRONG)).status).toBe(401);
    expect(retryAfter(await login(first, account.email, PASSWORD))).toBe(2);
  });
});

describe('sign-in throttle when Redis is down', () => {
  it('counts in memory with half the failures allowed (one per address here), never letting every guess through', async () => {
    const down = await instance(server, { ...throttle, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const account = await registerAccount(server);
      const address = freshAddress();
      expect((await login(down, account.email, WRONG, address)).status).toBe(401);
      const blocked = await login(down, account.email, WRONG, address);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual(TOO_MANY);
      // The account's own threshold is halved too (one failure), so its wait holds from every address...
      expect((await login(down, account.email, PASSWORD)).status).toBe(429);
      // ...and once it is over, the owner signs in: the outage locks nobody out.
      await sleep(1050);
      expect((await login(down, account.email, PASSWORD)).status).toBe(200);
    } finally {
      await down.app.close();
    }
  });
});
