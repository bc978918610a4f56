import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { secretWeakness } from '../src/secrets.js';
import type { TestServer } from './helpers.js';
import { call, registerAccount, startIdentityServer } from './identity-helpers.js';
import {
  exitedWithin,
  removeTemporaryDataDirs,
  startServerProcess,
  stopServerProcess,
  temporaryDataDir,
} from './server-process.js';

afterAll(removeTemporaryDataDirs);

/** The development secret the sources carried until issue 11: public, so it must open nothing. */
const OLD_PUBLIC_SECRET = 'teranga-dev-secret-change-me-in-production';

/** The same claims as a token the server issued, signed again with another key. */
const resign = (token: string, key: string) =>
  new SignJWT(decodeJwt(token))
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(key));

describe('without JWT_SECRET', () => {
  const dataDir = temporaryDataDir('secret');
  // JWT_SECRET '' is unset: the server must find (or make) its own secret in its data folder.
  const env = { DATA_DIR: dataDir, JWT_SECRET: '' };
  const secretFile = join(dataDir, 'secrets', 'jwt-secret');
  let server: TestServer;
  beforeAll(async () => {
    server = await startIdentityServer(env);
  });
  afterAll(() => server.close());

  it('refuses a session token signed with the old public development secret (401), accepts the same claims signed with its own', async () => {
    const account = await registerAccount(server);
    const forged = await resign(account.token, OLD_PUBLIC_SECRET);
    const refused = await call(server, 'GET', '/api/auth/verify-token', { token: forged });
    expect(refused.status).toBe(401);

    // The control: the very same claims under the secret the server generated are a valid session.
    const genuine = await resign(account.token, readFileSync(secretFile, 'utf8').trim());
    expect((await call(server, 'GET', '/api/auth/verify-token', { token: genuine })).status).toBe(200);
  });

  it('generates a random 256-bit secret in the data folder, readable by its owner only (0600)', () => {
    const secret = readFileSync(secretFile, 'utf8').trim();
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(secret).not.toBe(loadConfig({ JWT_SECRET: '', DATA_DIR: temporaryDataDir('other') }).jwtSecret);
  });

  it('reuses that secret after a restart: a session issued before still opens the account', async () => {
    const account = await registerAccount(server);
    // A new configuration and a new server over the same data folder (and database), as after `npm start` again.
    const restarted = await buildApp({
      config: loadConfig({ ...process.env, ...env, LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent' }),
      database: server.database,
    });
    const url = await restarted.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answer = await call({ ...server, url }, 'GET', '/api/auth/verify-token', {
        token: account.token,
      });
      expect(answer.status).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});

describe('in production', () => {
  it.each([
    ['the old development secret', OLD_PUBLIC_SECRET],
    ['a short secret', 'Xk3-short-but-not-32-bytes'],
    ['an obvious one padded to length', 'changeme-changeme-changeme-changeme'],
  ])(
    'refuses to start with %s: non-zero exit and a French message',
    async (_what, secret) => {
      const server = startServerProcess({
        NODE_ENV: 'production',
        JWT_SECRET: secret,
        DATA_DIR: temporaryDataDir('prod'),
      });
      try {
        expect(await exitedWithin(server, 40_000)).toBe(1);
        expect(server.output().stderr).toContain('Teranga ne démarre pas : JWT_SECRET refusé en production');
      } finally {
        await stopServerProcess(server);
      }
    },
    60_000,
  );

  it('accepts a long random secret, and a generated one when none is set', () => {
    expect(secretWeakness('q4J0b5yD1s0m2N7x9K3p8R6t4V2w0Z1c5F7h9L3n')).toBeUndefined();
    const dataDir = temporaryDataDir('prod-generated');
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', DATA_DIR: dataDir }).jwtSecret,
    ).toHaveLength(43);
  });
});
