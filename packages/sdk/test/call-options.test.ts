import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTerangaClient, TerangaApiError } from '../src/index.js';
import { TOKEN } from './fixtures.js';
import { startServer, type TestServer } from './server.js';

const PRODUCT_ID = '0123456789abcdef01234567';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('given per-call options as the last argument', () => {
  it('sends the extra headers with the SDK’s own (bearer kept)', async () => {
    server.on('GET', '/api/wishlist', { json: { success: true, data: [] } });
    const sdk = createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => TOKEN });

    await sdk.wishlist.list({ headers: { 'X-Boutique': 'awa-couture' } });

    expect(server.requests[0]?.headers['x-boutique']).toBe('awa-couture');
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('passes the signal to fetch, so cancelling stops the request and rejects with an AbortError', async () => {
    let seen: Request | undefined;
    const sdk = createTerangaClient({
      baseUrl: 'http://api.example/api',
      fetch: (request) =>
        new Promise<Response>((_resolve, reject) => {
          seen = request as Request;
          seen.signal.addEventListener('abort', () => reject(seen?.signal.reason));
        }),
    });
    const controller = new AbortController();

    const pending = sdk.catalogue.products({ page: 2 }, { signal: controller.signal });
    await expect.poll(() => seen).toBeDefined();
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen?.signal.aborted).toBe(true);
  });

  it('makes no request when the signal is already aborted', async () => {
    const sdk = createTerangaClient({ baseUrl: `${server.url}/api` });
    const error = await sdk.catalogue.product(PRODUCT_ID, { signal: AbortSignal.abort() }).catch((e) => e);

    expect(error).not.toBeInstanceOf(TerangaApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(server.requests).toHaveLength(0);
  });

  it('lets a cancelled search reject instead of resolving with an empty page', async () => {
    const sdk = createTerangaClient({ baseUrl: `${server.url}/api` });
    await expect(sdk.catalogue.search({ q: 'wax' }, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('gives a program stable codes for the SDK’s own refusals', async () => {
    const sdk = createTerangaClient({ baseUrl: `${server.url}/api` });
    await expect(sdk.seller.stats()).rejects.toMatchObject({ code: 'token_required', status: 401 });
    await expect(sdk.catalogue.product('nope')).rejects.toMatchObject({ code: 'invalid_id', status: 400 });
  });
});
