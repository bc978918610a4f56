import { createServer, type Server } from 'node:http';
import { operatorMessages } from '@teranga/messages';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppUrlRequiredError, loadConfig } from '../src/config.js';
import { helmetHeaders } from '../src/http/security-headers.js';
import { startTestServer, type TestServer } from './helpers.js';
import { removeTemporaryDataDirs, startServerProcess, temporaryDataDir } from './server-process.js';

const OPTIONS = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
  crossOriginEmbedderPolicy: false,
} as const;

/** What a plain Node server running helmet itself, per request, answers with. */
async function helmetItself(): Promise<Record<string, string>> {
  const middleware = helmet(OPTIONS);
  const server: Server = createServer((request, response) =>
    middleware(request, response, () => response.end()),
  );
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  try {
    const { port } = server.address() as { port: number };
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    const headers: Record<string, string> = {};
    for (const [name, value] of answer.headers) {
      if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) {
        headers[name] = value;
      }
    }
    return headers;
  } finally {
    server.close();
  }
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('security headers', () => {
  it("are helmet's own, worked out once", async () => {
    expect(helmetHeaders(OPTIONS)).toEqual(await helmetItself());
  });

  it('reach every answer: a catalogue read, a refusal, an unknown address, the health check', async () => {
    for (const path of ['/api/products?limit=1', '/api/products?limit=0', '/api/nulle-part', '/health']) {
      const answer = await fetch(server.url + path);
      expect(answer.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(answer.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(answer.headers.get('x-powered-by'), path).toBeNull();
    }
  });
});

// Issue 34, item 4: Strict-Transport-Security (with includeSubDomains) went out over plain HTTP too.
describe('Strict-Transport-Security', () => {
  const hstsOf = async (url: string, headers: Record<string, string> = {}) =>
    (await fetch(`${url}/api/products?limit=1`, { headers })).headers.get('strict-transport-security');

  it('is not sent over plain HTTP, nor on a client’s own word (X-Forwarded-Proto without TRUST_PROXY)', async () => {
    expect(await hstsOf(server.url)).toBeNull();
    expect(await hstsOf(server.url, { 'x-forwarded-proto': 'https' })).toBeNull();
  });

  it('is sent behind a trusted proxy that says the request came over HTTPS', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
    try {
      expect(await hstsOf(proxied.url, { 'x-forwarded-proto': 'https' })).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(await hstsOf(proxied.url, { 'x-forwarded-proto': 'http' })).toBeNull();
    } finally {
      await proxied.close();
    }
  });
});

// Without APP_URL the OAuth redirect_uri follows the Host header: a production server must be told its address.
describe('APP_URL in production', () => {
  afterAll(removeTemporaryDataDirs);
  const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };

  it('is required when a sign-in provider is configured, and only then, and only in production', () => {
    const dataDir = temporaryDataDir('app-url');
    // The sandbox said in so many words: production's other refusal (no real payment provider) stays out of the way.
    const env = { NODE_ENV: 'production', DATA_DIR: dataDir, PAYMENTS_SANDBOX: 'true' };
    expect(() => loadConfig({ ...env, ...google })).toThrow(AppUrlRequiredError);
    expect(() => loadConfig({ ...env, FACEBOOK_CLIENT_ID: 'id', FACEBOOK_CLIENT_SECRET: 's' })).toThrow(
      AppUrlRequiredError,
    );
    expect(loadConfig({ ...env, ...google, APP_URL: 'https://boutique.example' }).appUrl).toBe(
      'https://boutique.example',
    );
    expect(loadConfig(env).appUrlConfigured).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, ...google }).appUrlConfigured).toBe(false);
  });

  it('missing, stops the server with exit code 1 and the French reason', async () => {
    const server = startServerProcess({
      NODE_ENV: 'production',
      DATA_DIR: temporaryDataDir('app-url'),
      PAYMENTS_SANDBOX: 'true',
      ...google,
    });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain(
      `Teranga ne démarre pas : ${operatorMessages.startup.appUrlRequired}`,
    );
    await server.ready.catch(() => undefined);
  }, 60_000);
});
