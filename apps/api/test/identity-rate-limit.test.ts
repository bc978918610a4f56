import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstanceOver, type TestServer } from './helpers.js';
import { call, PASSWORD, startIdentityServer, uniqueEmail } from './identity-helpers.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TOO_MANY = { success: false, message: 'Trop de tentatives. Veuillez réessayer plus tard.' };
const limits = {
  RATE_LIMIT_LOGIN_MAX: '4',
  RATE_LIMIT_REGISTER_MAX: '2',
  RATE_LIMIT_FORGOT_PASSWORD_MAX: '2',
  RATE_LIMIT_PASSWORD_MAX: '2',
  RATE_LIMIT_RETURN_PHOTOS_MAX: '2',
};

const wrongLogin = (server: Pick<TestServer, 'url'>) =>
  call(server as TestServer, 'POST', '/api/auth/login', {
    body: { emailOrPhone: 'personne@example.sn', password: 'Mauvais123' },
  });

describe('in memory (no REDIS_URL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startIdentityServer({ ...limits, REDIS_URL: '' });
  });
  afterAll(() => server.close());

  it('answers 429 in French with Retry-After once login attempts exceed the limit', async () => {
    for (let attempt = 0; attempt < 4; attempt++) expect((await wrongLogin(server)).status).toBe(401);
    const blocked = await wrongLogin(server);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts register and forgot-password apart from login', async () => {
    const register = () =>
      call(server, 'POST', '/api/auth/register', {
        body: { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: PASSWORD },
      });
    expect((await register()).status).toBe(201);
    expect((await register()).status).toBe(201);
    expect((await register()).body).toEqual(TOO_MANY);
    const forgot = () =>
      call(server, 'POST', '/api/auth/forgot-password', { body: { email: uniqueEmail() } });
    expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(200);
    const third = await forgot();
    expect(third.status).toBe(429);
    expect(third.body).toEqual(TOO_MANY);
  });

  it('limits guessing through reset-password and change-password', async () => {
    const reset = () =>
      call(server, 'POST', '/api/auth/reset-password', {
        body: { token: 'devine-moi', newPassword: 'Nouveau1234' },
      });
    expect((await reset()).status).toBe(400);
    expect((await reset()).status).toBe(400);
    expect((await reset()).body).toEqual(TOO_MANY);
    const change = () =>
      call(server, 'PUT', '/api/auth/change-password', {
        token: 'x.y.z',
        body: { currentPassword: 'Devine123', newPassword: 'Nouveau1234' },
      });
    expect((await change()).status).toBe(401);
    expect((await change()).status).toBe(401);
    expect((await change()).status).toBe(429);
  });

  it('bounds return photos, which any signed-in customer may send, before anything is read', async () => {
    const upload = () => call(server, 'POST', '/api/returns/photos', { token: 'x.y.z' });
    expect((await upload()).status).toBe(401);
    expect((await upload()).status).toBe(401);
    const third = await upload();
    expect(third.status).toBe(429);
    expect(third.body).toEqual(TOO_MANY);
  });

  it('keeps counters per instance without Redis (what Redis is there to fix)', async () => {
    const other = await startInstanceOver(server, { ...limits, REDIS_URL: '' });
    try {
      expect((await wrongLogin(other)).status).toBe(401);
    } finally {
      await other.app.close();
    }
  });
});

describe('shared through Redis by two instances on one database', () => {
  let server: TestServer;
  let other: { app: FastifyInstance; url: string };
  const prefix = `teranga-test-${randomBytes(6).toString('hex')}:`;
  const env = { ...limits, REDIS_URL, RATE_LIMIT_PREFIX: prefix };

  beforeAll(async () => {
    server = await startIdentityServer(env);
    other = await startInstanceOver(server, env);
  });
  afterAll(async () => {
    await other.app.close();
    await server.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts attempts made on either instance together', async () => {
    expect((await wrongLogin(server)).status).toBe(401);
    expect((await wrongLogin(other)).status).toBe(401);
    expect((await wrongLogin(server)).status).toBe(401);
    expect((await wrongLogin(other)).status).toBe(401);
    const blockedOther = await wrongLogin(other);
    expect(blockedOther.status).toBe(429);
    expect(blockedOther.body).toEqual(TOO_MANY);
    expect((await wrongLogin(server)).status).toBe(429);

    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}*`);
      expect(keys.some((key) => key.includes('login:'))).toBe(true);
    } finally {
      await redis.quit();
    }
  });
});

describe('the client address counted', () => {
  const spoofed = (server: Pick<TestServer, 'url'>, address: string) =>
    call(server as TestServer, 'POST', '/api/auth/login', {
      body: { emailOrPhone: 'personne@example.sn', password: 'Mauvais123' },
      headers: { 'x-forwarded-for': address },
    });

  it('ignores X-Forwarded-For by default, so a client cannot pick a fresh address per attempt', async () => {
    const server = await startIdentityServer({ ...limits, REDIS_URL: '' });
    try {
      for (let attempt = 0; attempt < 4; attempt++)
        expect((await spoofed(server, `203.0.113.${attempt + 1}`)).status).toBe(401);
      expect((await spoofed(server, '203.0.113.99')).status).toBe(429);
    } finally {
      await server.close();
    }
  });

  it('counts the forwarded address when TRUST_PROXY names the proxy', async () => {
    const server = await startIdentityServer({ ...limits, REDIS_URL: '', TRUST_PROXY: '127.0.0.1' });
    try {
      for (let attempt = 0; attempt < 4; attempt++)
        expect((await spoofed(server, '198.51.100.7')).status).toBe(401);
      expect((await spoofed(server, '198.51.100.7')).status).toBe(429);
      // Another client behind the same proxy has its own count.
      expect((await spoofed(server, '198.51.100.8')).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
