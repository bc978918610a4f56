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

  describe('on the order calls', () => {
    const ORDER_ID = 'abcdefabcdefabcdefabcdef';
    const order = { _id: ORDER_ID, id: ORDER_ID, orderNumber: 'TRG-261123-ABCDEF' };
    const trace = { 'X-Trace': 'commande-42' };

    it('sends the call’s headers on every helper, beside the bearer (and the Idempotency-Key on create)', async () => {
      server.on('GET', '/api/seller/orders', {
        json: { success: true, data: { orders: [], pagination: {} } },
      });
      server.on('PUT', `/api/seller/orders/${ORDER_ID}/status`, { json: { success: true, data: order } });
      server.on('POST', '/api/orders', { status: 201, json: { success: true, data: order } });
      server.on('GET', '/api/orders', { json: { success: true, data: { orders: [], pagination: {} } } });
      server.on('GET', `/api/orders/${ORDER_ID}`, { json: { success: true, data: order } });
      server.on('GET', '/api/orders/track', { json: { success: true, data: { status: 'pending' } } });
      const sdk = createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => TOKEN });

      await sdk.orders.list({ page: 2 }, { headers: trace });
      await sdk.orders.setStatus(ORDER_ID, 'shipped', { headers: trace });
      await sdk.orders.create({ items: [], paymentMethod: 'wave' } as never, {
        idempotencyKey: 'cle-1',
        headers: trace,
      });
      await sdk.orders.listMine({ page: 1 }, { headers: trace });
      await sdk.orders.get(ORDER_ID, { headers: trace });
      await sdk.orders.track('TRG-261123-ABCDEF', 'awa@teranga.sn', { headers: trace });

      expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        'GET /api/seller/orders',
        `PUT /api/seller/orders/${ORDER_ID}/status`,
        'POST /api/orders',
        'GET /api/orders',
        `GET /api/orders/${ORDER_ID}`,
        'GET /api/orders/track',
      ]);
      for (const request of server.requests) expect(request.headers['x-trace']).toBe('commande-42');
      for (const request of server.requests.slice(0, 5)) {
        expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
      }
      expect(server.requests[2]?.headers['idempotency-key']).toBe('cle-1');
      expect(server.requests[2]?.json).toEqual({ items: [], paymentMethod: 'wave' });
    });

    it('stops an order read through its signal (no request when already aborted, AbortError when aborted in flight)', async () => {
      const sdk = createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => TOKEN });
      await expect(sdk.orders.get(ORDER_ID, { signal: AbortSignal.abort() })).rejects.toMatchObject({
        name: 'AbortError',
      });
      await expect(sdk.orders.list({}, { signal: AbortSignal.abort() })).rejects.toMatchObject({
        name: 'AbortError',
      });
      expect(server.requests).toHaveLength(0);

      let seen: Request | undefined;
      const hanging = createTerangaClient({
        baseUrl: 'http://api.example/api',
        getToken: () => TOKEN,
        fetch: (request) =>
          new Promise<Response>((_resolve, reject) => {
            seen = request as Request;
            seen.signal.addEventListener('abort', () => reject(seen?.signal.reason));
          }),
      });
      const controller = new AbortController();
      const pending = hanging.orders.listMine({}, { signal: controller.signal });
      await expect.poll(() => seen).toBeDefined();
      controller.abort();
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    });
  });

  describe('on the product image upload', () => {
    const uploaded = { success: true, data: { url: '/api/media/robe.webp' } };

    it('sends the call’s headers with the bearer, with and without onProgress', async () => {
      server.on('POST', '/api/upload/product-image', { status: 201, json: uploaded });
      const sdk = createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => TOKEN });
      const progress: number[] = [];

      await sdk.upload.productImage(new Blob([new Uint8Array([1, 2, 3])]), { headers: { 'X-Trace': 'a' } });
      const result = await sdk.upload.productImage(new Blob([new Uint8Array([4, 5, 6])]), {
        headers: { 'X-Trace': 'b', Authorization: 'Bearer autre' },
        onProgress: (fraction) => progress.push(fraction),
      });

      expect(result).toEqual({ url: '/api/media/robe.webp' });
      expect(server.requests.map((r) => r.headers['x-trace'])).toEqual(['a', 'b']);
      // The SDK's bearer wins over a header of the same name: a call cannot sign in as someone else by mistake.
      for (const request of server.requests) expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(progress.at(-1)).toBe(1);
    });

    it('sends nothing when the signal is already aborted, with or without onProgress', async () => {
      const sdk = createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => TOKEN });
      const file = new Blob([new Uint8Array([1])]);
      await expect(sdk.upload.productImage(file, { signal: AbortSignal.abort() })).rejects.toMatchObject({
        name: 'AbortError',
      });
      await expect(
        sdk.upload.productImage(file, { signal: AbortSignal.abort(), onProgress: () => undefined }),
      ).rejects.toMatchObject({ name: 'AbortError' });
      expect(server.requests).toHaveLength(0);
    });
  });
});
