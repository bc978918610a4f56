import { kitAdoptionMessages } from '@teranga/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CorsOriginsError, loadCorsOrigins } from '../src/http/cors-origins.js';
import { startTestServer, type TestServer } from './helpers.js';
import { removeTemporaryDataDirs, startServerProcess, temporaryDataDir } from './server-process.js';

const shopOrigin = 'http://shop.example:5173';

describe('CORS_ORIGINS', () => {
  it('is empty when unset, and keeps each listed origin', () => {
    expect(loadCorsOrigins(undefined)).toEqual([]);
    expect(loadCorsOrigins(' https://a.example , http://localhost:5173,')).toEqual([
      'https://a.example',
      'http://localhost:5173',
    ]);
  });

  it('refuses a wildcard, and an entry that is not an origin, with a French message', () => {
    expect(() => loadCorsOrigins('https://a.example,*')).toThrow(kitAdoptionMessages.cors.wildcard);
    for (const entry of ['https://a.example/boutique', 'a.example', 'ftp://a.example']) {
      expect(() => loadCorsOrigins(entry)).toThrow(CorsOriginsError);
      expect(() => loadCorsOrigins(entry)).toThrow(kitAdoptionMessages.cors.notAnOrigin(entry));
    }
  });
});

describe('given CORS_ORIGINS naming one shop', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CORS_ORIGINS: shopOrigin });
  });
  afterAll(() => server.close());

  it('answers its preflight with the origin, credentials and the methods and headers asked', async () => {
    const response = await fetch(`${server.url}/api/wishlist`, {
      method: 'OPTIONS',
      headers: {
        Origin: shopOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(shopOrigin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('marks its plain reads as readable by that origin (Vary: Origin for caches)', async () => {
    const response = await fetch(`${server.url}/api/products`, { headers: { Origin: shopOrigin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(shopOrigin);
    expect(response.headers.get('vary')?.toLowerCase()).toContain('origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('gives any other origin no permission', async () => {
    const preflight = await fetch(`${server.url}/api/products`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // Issue 34: credentials were allowed to every origin, listed or not.
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const read = await fetch(`${server.url}/api/products`, {
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('given no CORS_ORIGINS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CORS_ORIGINS: '' });
  });
  afterAll(() => server.close());

  it('allows no other origin and keeps its resources same-origin', async () => {
    const read = await fetch(`${server.url}/api/products`, { headers: { Origin: shopOrigin } });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('the server process, given CORS_ORIGINS=*', () => {
  afterAll(removeTemporaryDataDirs);

  it('refuses to start, saying why in French, with exit code 1', async () => {
    const server = startServerProcess({ CORS_ORIGINS: '*', DATA_DIR: temporaryDataDir('cors') });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain(`Teranga ne démarre pas : ${kitAdoptionMessages.cors.wildcard}`);
    await server.ready.catch(() => undefined);
  }, 60_000);
});
