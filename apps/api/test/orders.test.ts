import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers.js';
import {
  type Account,
  call,
  insertProduct,
  registerAccount,
  registerAdmin,
  uniqueEmail,
} from './identity-helpers.js';
import { placeOrder, registerBuyer, SILENT, setPhone, startOrdersServer, stockOf } from './orders-helpers.js';

let server: TestServer;
let buyer: Account;
let other: Account;
let admin: Account;

beforeAll(async () => {
  server = await startOrdersServer();
  buyer = await registerBuyer(server, { phone: '+221 77 555 12 34' });
  other = await registerBuyer(server, { firstName: 'Ousmane' });
  admin = await registerAdmin(server);
});
afterAll(() => server.close());

describe('POST /api/orders', () => {
  it('prices every line from the database and ignores the prices, names and totals a client sends', async () => {
    const productId = await insertProduct(server.database.db, { priceCents: 4590, quantity: 5 });
    const answer = await placeOrder(server, buyer.token, {
      items: [{ productId, quantity: 2, price: 0.01, name: 'Gratuit', size: 'M' }],
      total: 0.02,
      subtotal: 0.01,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const order = answer.body.data;
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'wave',
      subtotal: 91.8,
      shipping: 10,
      total: 101.8,
      payerPhone: SILENT,
    });
    expect(order.items).toEqual([
      expect.objectContaining({ productId, price: 45.9, quantity: 2, size: 'M', lineTotal: 91.8 }),
    ]);
    expect(order.items[0].name).not.toBe('Gratuit');
    expect(order.orderNumber).toMatch(/^TRG-\d{6}-[A-Z2-9]{6}$/);
    expect(order.timeline.map((event: { type: string }) => event.type)).toEqual(['placed']);
    expect(await stockOf(server.database.db, productId)).toBe(3);
  });

  it('refuses more than the stock with a French 409 naming the product, and takes nothing', async () => {
    const productId = await insertProduct(server.database.db, { name: 'Pagne wax Kente', quantity: 1 });
    const answer = await placeOrder(server, buyer.token, { items: [{ productId, quantity: 2 }] });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Stock insuffisant pour « Pagne wax Kente » : 1 disponible');
    expect(await stockOf(server.database.db, productId)).toBe(1);
  });

  it('takes nothing from any line when one line is short (one transaction)', async () => {
    const plenty = await insertProduct(server.database.db, { quantity: 10 });
    const short = await insertProduct(server.database.db, { quantity: 0, name: 'Bazin épuisé' });
    const answer = await placeOrder(server, buyer.token, {
      items: [
        { productId: plenty, quantity: 3 },
        { productId: short, quantity: 1 },
      ],
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Stock insuffisant pour « Bazin épuisé » : épuisé');
    expect(await stockOf(server.database.db, plenty)).toBe(10);
  });

  it('answers 404 in French for a product not for sale, 400 for an empty basket or a malformed id', async () => {
    const draft = await insertProduct(server.database.db, { status: 'draft', name: 'Brouillon' });
    const notForSale = await placeOrder(server, buyer.token, { items: [{ productId: draft, quantity: 1 }] });
    expect(notForSale.status).toBe(404);
    expect(notForSale.body.message).toBe('Produit indisponible : Brouillon');
    const unknown = await placeOrder(server, buyer.token, {
      items: [{ productId: 'a'.repeat(24), quantity: 1 }],
    });
    expect(unknown.status).toBe(404);
    const empty = await placeOrder(server, buyer.token, { items: [] });
    expect(empty.status).toBe(400);
    const malformed = await placeOrder(server, buyer.token, { items: [{ productId: 'abc', quantity: 1 }] });
    expect(malformed.status).toBe(400);
    const noBody = await call(server, 'POST', '/api/orders', { token: buyer.token });
    expect(noBody.status).toBe(400);
    expect(noBody.body.message).toBe('Votre panier est vide');
    const anonymous = await call(server, 'POST', '/api/orders', {
      body: { items: [{ productId: draft, quantity: 1 }], paymentMethod: 'wave' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('takes the payer phone from the account, and asks for one in French when there is none', async () => {
    const productId = await insertProduct(server.database.db);
    const fromAccount = await call(server, 'POST', '/api/orders', {
      token: buyer.token,
      body: { items: [{ productId, quantity: 1 }], paymentMethod: 'orange-money' },
    });
    expect(fromAccount.status).toBe(201);
    expect(fromAccount.body.data.payerPhone).toBe('+221775551234');
    await setPhone(server.database.db, other.user.id, null);
    const none = await call(server, 'POST', '/api/orders', {
      token: other.token,
      body: { items: [{ productId, quantity: 1 }], paymentMethod: 'wave' },
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Numéro de téléphone du paiement requis (Wave ou Orange Money)');
  });
});

describe('the oversell race', () => {
  it('sells exactly the stock when many buyers want the last units at once', async () => {
    const productId = await insertProduct(server.database.db, { quantity: 3, name: 'Dernier boubou' });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => registerBuyer(server)));
    const answers = await Promise.all(
      buyers.map((account) => placeOrder(server, account.token, { items: [{ productId, quantity: 1 }] })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await stockOf(server.database.db, productId)).toBe(0);
  });
});

describe('Idempotency-Key', () => {
  it('returns the same order for a retried request, and refuses the key for another basket', async () => {
    const productId = await insertProduct(server.database.db, { quantity: 10 });
    const headers = { 'Idempotency-Key': `checkout-${Date.now()}` };
    const first = await placeOrder(server, buyer.token, { items: [{ productId, quantity: 2 }] }, headers);
    const retry = await placeOrder(server, buyer.token, { items: [{ productId, quantity: 2 }] }, headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(await stockOf(server.database.db, productId)).toBe(8);
    const changed = await placeOrder(server, buyer.token, { items: [{ productId, quantity: 3 }] }, headers);
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe('Cette clé d’idempotence a déjà servi pour une autre commande');
    // The key is the customer's own: another customer using it gets an order of their own.
    const someoneElse = await placeOrder(
      server,
      other.token,
      { items: [{ productId, quantity: 2 }] },
      headers,
    );
    expect(someoneElse.status).toBe(201);
    expect(someoneElse.body.data.id).not.toBe(first.body.data.id);
  });

  it('makes one order when the same request arrives several times at once', async () => {
    const productId = await insertProduct(server.database.db, { quantity: 10 });
    const headers = { 'Idempotency-Key': `burst-${Date.now()}` };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        placeOrder(server, buyer.token, { items: [{ productId, quantity: 1 }] }, headers),
      ),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(await stockOf(server.database.db, productId)).toBe(9);
  });
});

describe('reading orders', () => {
  it('shows a customer their own orders only; another customer’s order is a 404', async () => {
    const productId = await insertProduct(server.database.db);
    const mine = await placeOrder(server, other.token, {
      items: [{ productId, quantity: 1 }],
      payerPhone: SILENT,
    });
    expect(mine.status).toBe(201);
    const stranger = await call(server, 'GET', `/api/orders/${mine.body.data.id}`, { token: buyer.token });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Commande non trouvée');
    const list = await call(server, 'GET', '/api/orders?limit=100', { token: buyer.token });
    expect(list.status).toBe(200);
    expect(list.body.data.orders.map((order: { id: string }) => order.id)).not.toContain(mine.body.data.id);
    expect(
      list.body.data.orders.every(
        (order: { customer: { email: string } }) => order.customer.email === buyer.email,
      ),
    ).toBe(true);
    const malformed = await call(server, 'GET', '/api/orders/abc', { token: buyer.token });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('ID de commande invalide');
  });

  it('lets staff see every order and search by email, number, status, dates and amounts', async () => {
    const productId = await insertProduct(server.database.db, { priceCents: 20000, quantity: 50 });
    const big = await placeOrder(server, other.token, { items: [{ productId, quantity: 3 }] });
    const number = big.body.data.orderNumber as string;
    const staff = (query: string) => call(server, 'GET', `/api/orders?${query}`, { token: admin.token });
    const byEmail = await staff(`email=${encodeURIComponent(other.email)}&limit=100`);
    expect(byEmail.body.data.orders.map((order: { id: string }) => order.id)).toContain(big.body.data.id);
    expect(
      byEmail.body.data.orders.every(
        (order: { customer: { email: string } }) => order.customer.email === other.email,
      ),
    ).toBe(true);
    const byNumber = await staff(`orderNumber=${number}`);
    expect(byNumber.body.data.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([
      number,
    ]);
    const byAmount = await staff('minAmount=600&maxAmount=700&limit=100');
    expect(byAmount.body.data.orders.map((order: { id: string }) => order.id)).toContain(big.body.data.id);
    expect(
      byAmount.body.data.orders.every((order: { total: number }) => order.total >= 600 && order.total <= 700),
    ).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const byDate = await staff(`dateFrom=${today}&dateTo=${today}&status=pending&limit=100`);
    expect(byDate.body.data.orders.map((order: { id: string }) => order.id)).toContain(big.body.data.id);
    const past = await staff('dateTo=2001-01-01');
    expect(past.body.data.pagination.total).toBe(0);
    // A customer's email filter is ignored: they only ever see their own.
    const sneaky = await call(server, 'GET', `/api/orders?email=${encodeURIComponent(other.email)}`, {
      token: buyer.token,
    });
    expect(
      sneaky.body.data.orders.every(
        (order: { customer: { email: string } }) => order.customer.email === buyer.email,
      ),
    ).toBe(true);
  });
});

describe('GET /api/orders/track', () => {
  it('shows the status, timeline and delivery (without its address) only, and answers a wrong email like an unknown number', async () => {
    const productId = await insertProduct(server.database.db);
    const placed = await placeOrder(server, buyer.token, {
      items: [{ productId, quantity: 1 }],
      shippingAddress: { street: '12 rue Carnot', city: 'Dakar', phone: '+221 77 555 12 34' },
    });
    const { orderNumber } = placed.body.data;
    const tracked = await call(
      server,
      'GET',
      `/api/orders/track?orderNumber=${orderNumber}&email=${encodeURIComponent(buyer.email.toUpperCase())}`,
    );
    expect(tracked.status).toBe(200);
    expect(Object.keys(tracked.body.data).sort()).toEqual(
      [
        'createdAt',
        'delivery',
        'itemCount',
        'orderNumber',
        'parts',
        'paymentStatus',
        'status',
        'timeline',
        'updatedAt',
      ].sort(),
    );
    // How and when it is delivered helps whoever follows the parcel; where and to whom stays with the account.
    expect(tracked.body.data.delivery).toMatchObject({ name: 'Livraison standard', address: null });
    expect(JSON.stringify(tracked.body)).not.toContain('Carnot');
    // The phone as sent or as stored (+221775551234); not '555' alone, which a random id may hold.
    expect(JSON.stringify(tracked.body)).not.toMatch(/77 ?555 ?12 ?34/);
    const wrongEmail = await call(
      server,
      'GET',
      `/api/orders/track?orderNumber=${orderNumber}&email=x%40example.sn`,
    );
    const unknownNumber = await call(
      server,
      'GET',
      `/api/orders/track?orderNumber=TRG-000000-AAAAAA&email=${encodeURIComponent(buyer.email)}`,
    );
    expect(wrongEmail.status).toBe(404);
    expect(unknownNumber.status).toBe(404);
    expect(wrongEmail.body).toEqual(unknownNumber.body);
    expect(wrongEmail.body.message).toBe('Aucune commande ne correspond à ce numéro et cet email');
  });

  it('is rate limited per address', async () => {
    const limited = await startOrdersServer({ RATE_LIMIT_TRACK_ORDER_MAX: '3' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const answer = await call(
          limited,
          'GET',
          '/api/orders/track?orderNumber=TRG-000000-AAAAAA&email=a%40b.sn',
        );
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

// Found by bench/mixed-load.mjs: a product that takes backorders goes below 0 units once ordered, and its answers
// (product page, wishlist) must still be the contract's Product, whose inventory.quantity is never below 0.
describe('a product on backorder', () => {
  it('is ordered past its stock, then still served by the catalogue and the wishlist (quantity 0, in stock)', async () => {
    const productId = await insertProduct(server.database.db, {
      name: 'Boubou sur commande',
      quantity: 0,
      allowBackorder: true,
    });
    const placed = await placeOrder(server, buyer.token, { items: [{ productId, quantity: 2 }] });
    expect(placed.status).toBe(201);
    expect(await stockOf(server.database.db, productId)).toBe(-2);

    const product = await call(server, 'GET', `/api/products/${productId}`);
    expect(product.status).toBe(200);
    expect(product.body.data.product.inventory).toMatchObject({
      quantity: 0,
      allowBackorder: true,
      isInStock: true,
    });
    expect(product.body.data.product.isInStock).toBe(true);

    const added = await call(server, 'POST', '/api/wishlist', { token: buyer.token, body: { productId } });
    expect(added.status).toBe(201);
    const list = await call(server, 'GET', '/api/wishlist', { token: buyer.token });
    expect(list.status).toBe(200);
    expect(list.body.data.items[0].product.inventory.quantity).toBe(0);
  });

  it('shows its seller the units owed, keeps them when the form is saved unchanged, and serves them first from new stock', async () => {
    const seller = await registerAccount(server, { role: 'seller', email: uniqueEmail('vendeur') });
    const approved = await call(server, 'PUT', `/api/admin/sellers/${seller.user.id}/status`, {
      token: admin.token,
      body: { status: 'approved' },
    });
    expect(approved.status).toBe(200);
    const productId = await insertProduct(server.database.db, {
      name: 'Boubou sur commande',
      sellerId: seller.user.id,
      quantity: 0,
      allowBackorder: true,
    });
    expect((await placeOrder(server, buyer.token, { items: [{ productId, quantity: 2 }] })).status).toBe(201);
    const path = `/api/seller/products/${productId}`;

    const shown = await call(server, 'GET', path, { token: seller.token });
    expect(shown.body.data.product.inventory).toMatchObject({ quantity: 0, backordered: 2 });
    const publicView = await call(server, 'GET', `/api/products/${productId}`);
    expect(publicView.body.data.product.inventory).not.toHaveProperty('backordered');

    // The edit form sends back the inventory it was shown.
    const saved = await call(server, 'PUT', path, {
      token: seller.token,
      body: { name: 'Boubou brodé sur commande', inventory: shown.body.data.product.inventory },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await stockOf(server.database.db, productId)).toBe(-2);
    expect(saved.body.data.product.inventory).toMatchObject({ quantity: 0, backordered: 2 });

    const restocked = await call(server, 'PUT', path, {
      token: seller.token,
      body: { inventory: { quantity: 10 } },
    });
    expect(restocked.body.data.product.inventory).toMatchObject({ quantity: 8, backordered: 0 });
    expect(await stockOf(server.database.db, productId)).toBe(8);
  });
});
