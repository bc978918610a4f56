import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { maskUrl } from '../src/http/access-log.js';

const SECRETS = {
  token: 'jeton-secret-de-session-123',
  code: 'code-oauth-secret-456',
  state: 'etat-oauth-secret-789',
  nonce: 'nonce-secret-abcdefghijklmnopqrstuvwx',
  accessToken: 'access-token-secret-000',
  bearer: 'bearer-secret-eyJhbGciOi',
  cookie: 'cookie-secret-teranga',
};

const lines: string[] = [];
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let url: string;

beforeAll(async () => {
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    STATIC_DIR: '/nonexistent',
    REDIS_URL: '',
    GOOGLE_CLIENT_ID: '',
  });
  database = await openDatabase({ dataDir: 'memory://' });
  app = await buildApp({ config, database, logStream: { write: (line) => void lines.push(line) } });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('access logs', () => {
  it('never print token, code, state, nonce or access_token values, nor Authorization or Cookie, but keep the path', async () => {
    const headers = {
      authorization: `Bearer ${SECRETS.bearer}`,
      cookie: `teranga_oauth_google=${SECRETS.cookie}`,
    };
    await fetch(
      `${url}/api/auth/google/callback?code=${SECRETS.code}&state=${SECRETS.state}&nonce=${SECRETS.nonce}`,
      { redirect: 'manual', headers },
    );
    await fetch(`${url}/reset-password?token=${SECRETS.token}`, { headers });
    await fetch(`${url}/api/auth/verify-token?access_token=${SECRETS.accessToken}`, { headers });
    await fetch(`${url}/api/products?limit=2&Token=${SECRETS.token}`, { headers });

    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('/api/auth/google/callback?code=[masqué]&state=[masqué]&nonce=[masqué]');
    expect(log).toContain('/reset-password?token=[masqué]');
    expect(log).toContain('/api/products?limit=2&Token=[masqué]');
    for (const secret of Object.values(SECRETS)) expect(log).not.toContain(secret);
  });

  it('maskUrl keeps other parameters and paths without a query as they are', () => {
    expect(maskUrl('/api/products?page=2&q=boubou')).toBe('/api/products?page=2&q=boubou');
    expect(maskUrl('/api/health')).toBe('/api/health');
    expect(maskUrl('/auth?%74oken=abc&x=1')).toBe('/auth?token=[masqué]&x=1');
  });
});
