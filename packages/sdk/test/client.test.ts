import { kitAdoptionMessages } from '@teranga/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTerangaClient, NETWORK_ERROR_MESSAGE, TerangaApiError } from '../src/index.js';
import { category, TOKEN, user } from './fixtures.js';
import { startServer, type TestServer } from './server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

async function failure(promise: Promise<unknown>): Promise<TerangaApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TerangaApiError);
  return error as TerangaApiError;
}

describe('the client', () => {
  it('sends the token from getToken as a bearer header, read at each call', async () => {
    let token: string | null = TOKEN;
    server.on('GET', '/api/auth/verify-token', { json: { success: true, data: { user } } });
    const sdk = createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => token });

    await sdk.auth.verifyToken();
    token = null;
    await sdk.auth.verifyToken();

    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      `Bearer ${TOKEN}`,
      undefined,
    ]);
  });

  it('never sends the token with the credentials calls', async () => {
    server.on('POST', '/api/auth/login', { json: { success: true, data: { token: TOKEN, user } } });
    const sdk = createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => TOKEN });

    await sdk.auth.login({ emailOrPhone: 'awa@example.sn', password: 'Secret1' });

    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('calls onUnauthorized with the error on a 401 to an authenticated call', async () => {
    server.on('GET', '/api/wishlist', { status: 401, json: { success: false, message: 'Session expirée' } });
    const onUnauthorized = vi.fn();
    const sdk = createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => TOKEN, onUnauthorized });

    const error = await failure(sdk.wishlist.list());

    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('does not treat wrong credentials at login as an expired session', async () => {
    server.on('POST', '/api/auth/login', { status: 401, json: { success: false } });
    const onUnauthorized = vi.fn();
    const sdk = createTerangaClient({ baseUrl: `${server.url}/api`, onUnauthorized });

    await failure(sdk.auth.login({ emailOrPhone: 'awa@example.sn', password: 'Mauvais1' }));

    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('uses the injected fetch', async () => {
    server.on('GET', '/api/categories', { json: { success: true, data: [category] } });
    const seen: string[] = [];
    const sdk = createTerangaClient({
      baseUrl: `${server.url}/api`,
      fetch: (input) => {
        seen.push((input as Request).url);
        return fetch(input);
      },
    });

    await sdk.catalogue.categories();

    expect(seen).toEqual([`${server.url}/api/categories`]);
  });

  it('resolves a relative base URL (the browser default) and builds provider addresses from it', async () => {
    const seen: string[] = [];
    const sdk = createTerangaClient({
      fetch: async (input) => {
        seen.push((input as Request).url);
        return Response.json({ success: true, data: [] });
      },
    });

    await sdk.catalogue.categories({ featured: true });

    expect(seen).toEqual(['http://localhost/api/categories?featured=true']);
    expect(sdk.auth.providerUrl('google')).toBe('http://localhost/api/auth/google');
  });

  it('turns a dropped connection into the French network message', async () => {
    server.on('GET', '/api/categories', { drop: true });
    const sdk = createTerangaClient({ baseUrl: `${server.url}/api` });

    const error = await failure(sdk.catalogue.categories());

    expect(error.status).toBe(0);
    expect(error.code).toBe('network');
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.message).toBe('Impossible de se connecter au serveur. Vérifiez que le backend est démarré.');
  });

  it('gives the same message when nothing listens', async () => {
    const closed = await startServer();
    await closed.close();
    const sdk = createTerangaClient({ baseUrl: `${closed.url}/api` });

    const error = await failure(sdk.catalogue.products());

    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('from a page on another origin, also names CORS_ORIGINS as a likely cause', async () => {
    const closed = await startServer();
    await closed.close();
    const page = globalThis as { location?: unknown };
    page.location = new URL('http://shop.example:5173/boutique');
    try {
      const sdk = createTerangaClient({ baseUrl: `${closed.url}/api` });
      const error = await failure(sdk.catalogue.products());
      expect(error.status).toBe(0);
      expect(error.message).toBe(kitAdoptionMessages.unreachableFromOtherOrigin('http://shop.example:5173'));
      expect(error.message).toContain('CORS_ORIGINS');
    } finally {
      delete page.location;
    }
  });

  it('lets an aborted request stay an abort', async () => {
    const sdk = createTerangaClient({
      baseUrl: `${server.url}/api`,
      fetch: () => Promise.reject(new DOMException('stopped', 'AbortError')),
    });

    await expect(sdk.catalogue.categories()).rejects.toMatchObject({ name: 'AbortError' });
  });
});
