import { createTerangaClient, TerangaApiError } from '@teranga/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestServer } from './helpers.js';
import { type Account, insertProduct, registerAdmin } from './identity-helpers.js';
import { approvedSeller, PAYING, registerBuyer, startOrdersServer } from './orders-helpers.js';

let server: TestServer;
let buyer: Account;
let seller: Account;

beforeAll(async () => {
  server = await startOrdersServer();
  buyer = await registerBuyer(server);
  seller = await approvedSeller(server, await registerAdmin(server));
}, 60_000);
afterAll(() => server.close());

const sdkOf = (token: string | null) =>
  createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => token });

it('places, retries, reads, lists and tracks an order through the generated SDK', async () => {
  const sdk = sdkOf(buyer.token);
  const productId = await insertProduct(server.database.db, {
    sellerId: seller.user.id,
    priceCents: 2500,
    quantity: 3,
  });
  const input = { items: [{ productId, quantity: 2 }], paymentMethod: 'wave' as const, payerPhone: PAYING };
  const order = await sdk.orders.create(input, { idempotencyKey: 'sdk-checkout-1' });
  expect(order).toMatchObject({ total: 60, paymentStatus: 'pending' });
  const retried = await sdk.orders.create(input, { idempotencyKey: 'sdk-checkout-1' });
  expect(retried.id).toBe(order.id);

  let current = await sdk.orders.get(order.id);
  for (let attempt = 0; attempt < 400 && current.paymentStatus === 'pending'; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    current = await sdk.orders.get(order.id);
  }
  expect(current).toMatchObject({ status: 'processing', paymentStatus: 'paid' });

  const page = await sdk.orders.listMine({ status: 'processing' });
  expect(page.orders.map((found) => found.id)).toContain(order.id);
  const tracked = await sdkOf(null).orders.track(order.orderNumber, buyer.email);
  expect(tracked.timeline.map((event) => event.type)).toEqual(['placed', 'paid']);

  // The seller document's calls keep their shapes: the whole body for the list, the order for a step.
  const sellerSdk = sdkOf(seller.token);
  const body = await sellerSdk.orders.listForSeller();
  expect(body.data.orders.map((found) => found.id)).toContain(order.id);
  const shipped = await sellerSdk.orders.setStatus(order.id, 'shipped', {
    carrier: 'dhl',
    trackingNumber: 'JD014600003SN',
  });
  expect(shipped.parts[0]).toMatchObject({ carrier: 'dhl', trackingNumber: 'JD014600003SN' });
  expect(shipped.status).toBe('shipped');
  // The order sheet: the seller's part with its shipment.
  const sheet = await sellerSdk.orders.sellerOrder(order.id);
  expect(sheet.parts[0]).toMatchObject({ status: 'shipped', carrier: 'dhl' });
  const stats = await sellerSdk.seller.stats();
  expect(stats).toMatchObject({ totalSales: 2, totalRevenue: 50 });
  expect(stats.salesByDay).toHaveLength(30);
});

it('rejects with the server’s French message', async () => {
  const productId = await insertProduct(server.database.db, { name: 'Pagne rare', quantity: 0 });
  const refusal = sdkOf(buyer.token).orders.create({
    items: [{ productId, quantity: 1 }],
    paymentMethod: 'orange-money',
    payerPhone: PAYING,
  });
  await expect(refusal).rejects.toBeInstanceOf(TerangaApiError);
  await expect(refusal).rejects.toThrow('Stock insuffisant pour « Pagne rare » : épuisé');
  await expect(sdkOf(null).orders.track('TRG-000000-AAAAAA', buyer.email)).rejects.toThrow(
    'Aucune commande ne correspond à ce numéro et cet email',
  );
});
