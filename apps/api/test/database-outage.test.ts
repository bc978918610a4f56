import { httpMessages } from '@teranga/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { isDatabaseUnreachable } from '../src/db/outage.js';
import { createScratchDatabase } from './helpers.js';
import { call, type Json, registerAccount } from './identity-helpers.js';
import { tcpRelay } from './tcp-relay.js';

const testConfig = () =>
  loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    STATIC_DIR: '/nonexistent',
    REDIS_URL: '',
  });

async function serve(database: DatabaseHandle): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp({ config: testConfig(), database });
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

/** Health (root and /api) and a catalogue call, each checked against openapi.yaml. */
async function probe(url: string) {
  const target = { url } as Parameters<typeof call>[0];
  return {
    root: await call(target, 'GET', '/health', { unchecked: true }),
    health: await call(target, 'GET', '/api/health'),
    products: await call(target, 'GET', '/api/products?limit=2'),
  };
}

function expectUnavailable(answers: Awaited<ReturnType<typeof probe>>, kind: string) {
  for (const answer of [answers.root, answers.health]) {
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.body).toEqual({ status: 'error', database: kind });
  }
  expect(answers.products.status).toBe(503);
  expect(answers.products.headers.get('retry-after')).toBe('5');
  expect(answers.products.body as Json).toEqual({ success: false, message: httpMessages.serviceUnavailable });
}

describe('an embedded database that is closed', () => {
  it("answers 503 with Retry-After (health: the contract's Health body), never a 500", async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const { app, url } = await serve(database);
    try {
      expect((await probe(url)).health.status).toBe(200);
      await database.close();
      expectUnavailable(await probe(url), 'pglite');
    } finally {
      await app.close();
    }
  });

  it('answers a signed-in caller and a sign-in 503, not 401: a client must not sign its user out because the database restarts', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const { app, url } = await serve(database);
    try {
      const account = await registerAccount({ url } as Parameters<typeof call>[0]);
      await database.close();
      const answer = await call({ url } as Parameters<typeof call>[0], 'GET', '/api/auth/verify-token', {
        token: account.token,
      });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.body).toEqual({ success: false, message: httpMessages.serviceUnavailable });
      // Nor is a sign-in "wrong password" while the accounts cannot be read.
      const login = await call({ url } as Parameters<typeof call>[0], 'POST', '/api/auth/login', {
        body: { emailOrPhone: account.email, password: account.password },
      });
      expect(login.status).toBe(503);
    } finally {
      await app.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL going away and coming back', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  // The relay's target is read lazily: this body also runs (its tests skipped) when TEST_DATABASE_URL is unset.
  const proxy = tcpRelay(() => Number(new URL(serverUrl).port || 5432));
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: DatabaseHandle;
  let served: { app: FastifyInstance; url: string };

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl);
    await proxy.open();
    database = await openDatabase({ databaseUrl: proxy.relayed(scratch.url), dataDir: 'memory://' });
    served = await serve(database);
  });
  afterAll(async () => {
    await served?.app.close();
    await database?.close();
    await proxy.cut();
    await scratch?.drop();
  });

  it('answers 503 with Retry-After while it is unreachable, and 200 again by itself once it is back', async () => {
    expect((await probe(served.url)).products.status).toBe(200);

    await proxy.cut();
    expectUnavailable(await probe(served.url), 'postgres');

    await proxy.open();
    let health = 0;
    for (let attempt = 0; attempt < 50 && health !== 200; attempt++) {
      health = (await call({ url: served.url } as Parameters<typeof call>[0], 'GET', '/api/health')).status;
      if (health !== 200) await new Promise((wait) => setTimeout(wait, 200));
    }
    expect(health).toBe(200);
    const back = await probe(served.url);
    expect([back.root.status, back.products.status]).toEqual([200, 200]);
  }, 60_000);
});

describe('telling an outage from other failures', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

  it.each([
    [
      'PostgreSQL shutting down (57P01)',
      wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' })),
    ],
    [
      'PostgreSQL starting up (57P03)',
      wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
    ],
    ['a connection exception (class 08)', Object.assign(new Error('connection failure'), { code: '08006' })],
    [
      'a refused connection',
      wrapped(new AggregateError([Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })])),
    ],
    ['a dropped connection', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a closed PGlite', wrapped(new Error('PGlite is closed'))],
  ])('%s is an outage', (_what, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(Object.assign(new Error('duplicate key'), { code: '23505' }))],
    ['a syntax error', wrapped(Object.assign(new Error('syntax error'), { code: '42601' }))],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('%s is not', (_what, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });
});
