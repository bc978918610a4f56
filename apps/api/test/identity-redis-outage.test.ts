import { randomBytes } from 'node:crypto';
import { operatorMessages } from '@teranga/messages';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './helpers.js';
import { call, PASSWORD, registerAccount, uniqueEmail } from './identity-helpers.js';
import { type TcpRelay, tcpRelay } from './tcp-relay.js';

/**
 * Issue 34, item 1: with Redis stopped every throttle used to be off (30 wrong passwords from 30 addresses, 30 sign-ins
 * from one address, « mot de passe oublié »: never a 429). Redis sits behind a relay the test cuts, so the machine's
 * Redis, which other tests use, is never touched. The server runs with the default limits: 10 failures per account,
 * 20 sign-ins and 5 « mot de passe oublié » per address and window; in memory, half of each.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TOO_MANY = { success: false, message: 'Trop de tentatives. Veuillez réessayer plus tard.' };
const WRONG = 'Mauvais123';
const prefix = `teranga-test-${randomBytes(6).toString('hex')}:`;

let relay: TcpRelay;
let server: TestServer;
const logs: string[] = [];
let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

const login = (emailOrPhone: string, password: string, address = freshAddress()) =>
  call(server, 'POST', '/api/auth/login', {
    body: { emailOrPhone, password },
    headers: { 'x-forwarded-for': address },
  });
const forgot = (address: string) =>
  call(server, 'POST', '/api/auth/forgot-password', {
    body: { email: uniqueEmail() },
    headers: { 'x-forwarded-for': address },
  });
const logged = (message: string) => logs.filter((line) => JSON.parse(line).msg === message).length;

async function redisKeys(pattern: string): Promise<string[]> {
  const redis = new Redis(REDIS_URL);
  try {
    return await redis.keys(`${prefix}${pattern}`);
  } finally {
    await redis.quit();
  }
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  relay = tcpRelay(() => Number(new URL(REDIS_URL).port || 6379));
  await relay.open();
  server = await startTestServer(
    {
      LOG_LEVEL: 'info',
      REDIS_URL: relay.relayed(REDIS_URL),
      RATE_LIMIT_PREFIX: prefix,
      TRUST_PROXY: '127.0.0.1',
    },
    { logStream: { write: (line) => logs.push(line) } },
  );
});
afterAll(async () => {
  await server?.close();
  await relay?.cut();
  const keys = await redisKeys('*');
  if (keys.length > 0) {
    const redis = new Redis(REDIS_URL);
    await redis.del(...keys);
    await redis.quit();
  }
});

test('with Redis cut in the middle, the throttles count in memory (stricter), log the outage once, and go back to Redis when it returns', {
  timeout: 60_000,
}, async () => {
  const owner = await registerAccount(server);
  const victim = await registerAccount(server);

  // Redis answers: the counts are in Redis.
  expect((await login(owner.email, WRONG)).status).toBe(401);
  expect(await redisKeys('login-throttle:*')).toHaveLength(1);

  await relay.cut();

  // 30 wrong passwords on one account from 30 addresses: 5 failures (half of 10), then the wait answers 429.
  const spread: number[] = [];
  for (let attempt = 0; attempt < 30; attempt++) spread.push((await login(victim.email, WRONG)).status);
  expect(spread.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(spread[5]).toBe(429);
  expect(spread.filter((status) => status === 401).length).toBeLessThanOrEqual(7);
  // ...and the right password during the wait is refused too.
  const rightDuringWait = await login(victim.email, victim.password);
  expect(rightDuringWait.status).toBe(429);
  expect(rightDuringWait.body).toEqual(TOO_MANY);

  // 30 sign-ins from one address (each on another unknown account): 10 (half of 20), then 429 with Retry-After.
  const address = freshAddress();
  const oneAddress: number[] = [];
  for (let attempt = 0; attempt < 30; attempt++) {
    oneAddress.push((await login(uniqueEmail('inconnu'), WRONG, address)).status);
  }
  expect(oneAddress.filter((status) => status === 401)).toHaveLength(10);
  expect(oneAddress.slice(10).every((status) => status === 429)).toBe(true);
  const blocked = await login(uniqueEmail('inconnu'), WRONG, address);
  expect(blocked.body).toEqual(TOO_MANY);
  expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

  // « Mot de passe oublié »: 2 (half of 5), then 429.
  const forgotAddress = freshAddress();
  const forgotten = [];
  for (let attempt = 0; attempt < 4; attempt++) forgotten.push((await forgot(forgotAddress)).status);
  expect(forgotten).toEqual([200, 200, 429, 429]);

  // The owner, never throttled, still signs in: the outage locks nobody out.
  expect((await login(owner.email, PASSWORD)).status).toBe(200);
  expect(logged(operatorMessages.logs.redisDown)).toBe(1);

  // Redis returns: the server reconnects by itself and counts in Redis again, with the shared (full) limits.
  await relay.open();
  await until(() => logged(operatorMessages.logs.redisBack) === 1);
  const later = await registerAccount(server);
  expect((await login(later.email, WRONG)).status).toBe(401);
  expect(await redisKeys('login-throttle:*')).toHaveLength(2);
  const sharedAddress = freshAddress();
  const shared = [];
  for (let attempt = 0; attempt < 6; attempt++) shared.push((await forgot(sharedAddress)).status);
  expect(shared).toEqual([200, 200, 200, 200, 200, 429]);
  expect((await redisKeys(`forgotPassword:${sharedAddress}`)).length).toBe(1);
  expect(logged(operatorMessages.logs.redisDown)).toBe(1);
});
