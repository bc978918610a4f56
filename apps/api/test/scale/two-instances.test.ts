import { randomBytes } from 'node:crypto';
import { httpMessages } from '@teranga/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '../../src/payments/signature.js';
import type { TestServer } from '../helpers.js';
import { type Answer, call, type Json, PASSWORD, uniqueEmail } from '../identity-helpers.js';
import { tcpRelay } from '../tcp-relay.js';
import { type Cluster, type Instance, scaleSkipReason, startCluster, WEBHOOK_SECRET } from './cluster.js';

/**
 * Issue 16: two real API processes (A and B) on one PostgreSQL database and one Redis, as behind a load balancer.
 * B reaches PostgreSQL through a TCP relay the test can cut. In order: what one instance writes or decides, the other
 * sees at once; a database outage under a stream of requests; `kill -9` of A in the middle of orders, and its restart.
 */
const skipReason = scaleSkipReason();
if (skipReason) console.log(skipReason);

const PAYING = '+221 77 123 45 67';
const SILENT = '+221 70 000 00 03';
const TOO_MANY = 'Trop de tentatives. Veuillez réessayer plus tard.';

const at = (instance: Instance) => ({ url: instance.url }) as TestServer;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe.skipIf(skipReason)('two API processes on one PostgreSQL and one Redis', () => {
  const postgresPort = () => Number(new URL(process.env.TEST_DATABASE_URL ?? '').port || 5432);
  const relay = tcpRelay(postgresPort);
  /** A's way to PostgreSQL after its kill: closed when it starts again, opened a moment later. */
  const restartRelay = tcpRelay(postgresPort);
  let cluster: Cluster;
  let a: Instance;
  let b: Instance;
  let seller: { token: string; id: string };
  let categoryId: string;

  async function register(instance: Instance, fields: Record<string, unknown> = {}) {
    const email = uniqueEmail('scale');
    const answer = await call(at(instance), 'POST', '/api/auth/register', {
      body: { firstName: 'Fatou', lastName: 'Sall', email, password: PASSWORD, ...fields },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return { email, token: answer.body.data.token as string, id: answer.body.data.user.id as string };
  }

  const login = (instance: Instance, email: string, password = PASSWORD) =>
    call(at(instance), 'POST', '/api/auth/login', { body: { emailOrPhone: email, password } });

  const verify = async (instance: Instance, token: string) =>
    (await call(at(instance), 'GET', '/api/auth/verify-token', { token })).status;

  async function createProduct(instance: Instance, quantity: number): Promise<string> {
    const answer = await call(at(instance), 'POST', '/api/seller/products', {
      token: seller.token,
      body: {
        name: `Boubou brodé ${randomBytes(3).toString('hex')}`,
        description: 'Grand boubou en bazin riche, broderies faites main à Dakar.',
        price: 45.9,
        sku: `SCALE-${randomBytes(4).toString('hex').toUpperCase()}`,
        category: categoryId,
        status: 'active',
        inventory: { quantity },
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.product._id;
  }

  const placeOrder = (
    instance: Instance,
    token: string,
    productId: string,
    quantity: number,
    phone = SILENT,
  ) =>
    call(at(instance), 'POST', '/api/orders', {
      token,
      body: { items: [{ productId, quantity }], paymentMethod: 'wave', payerPhone: phone },
    });

  beforeAll(async () => {
    await relay.open();
    cluster = await startCluster({
      LOG_LEVEL: 'info',
      RATE_LIMIT_LOGIN_MAX: '10000',
      RATE_LIMIT_REGISTER_MAX: '10000',
      RATE_LIMIT_PASSWORD_MAX: '10000',
      RATE_LIMIT_TRACK_ORDER_MAX: '10000',
      RATE_LIMIT_FORGOT_PASSWORD_MAX: '3',
      LOGIN_THROTTLE_ACCOUNT_MAX_FAILURES: '3',
      LOGIN_THROTTLE_BASE_DELAY_MS: '60000',
      PAYMENT_SANDBOX_DELAY_MS: '100',
      PAYMENT_SWEEP_INTERVAL_MS: '200',
      PAYMENT_EXPIRY_SECONDS: '6',
    });
    // Both start at once on the empty database, as in a deploy: one applies the migrations, the other waits for it.
    [a, b] = await Promise.all([
      cluster.start('a'),
      cluster.start('b', {
        databaseUrl: relay.relayed(cluster.databaseUrl),
        env: { PGAPPNAME: 'teranga-scale-b' },
      }),
    ]);
    const account = await register(a, { role: 'seller', firstName: 'Moussa' });
    await cluster.sql.query(`update users set seller_status = 'approved' where id = $1`, [account.id]);
    seller = { token: (await login(b, account.email)).body.data.token, id: account.id };
    categoryId = randomBytes(12).toString('hex');
    await cluster.sql.query('insert into categories (id, name, slug) values ($1, $2, $3)', [
      categoryId,
      'Grands boubous',
      `grands-boubous-${categoryId.slice(0, 6)}`,
    ]);
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
    await relay.cut();
    await restartRelay.cut();
  }, 60_000);

  describe('what one instance writes or decides, the other sees at once', () => {
    it('lists, counts and shows through B a product created through A, and the reverse for its removal', async () => {
      const listed = async (instance: Instance) => {
        const page = await call(at(instance), 'GET', `/api/products?category=${categoryId}`);
        const categories = await call(at(instance), 'GET', '/api/categories');
        return {
          ids: page.body.data.products.map((product: Json) => product._id),
          total: page.body.data.pagination.total,
          productCount: categories.body.data.find((category: Json) => category._id === categoryId)
            ?.productCount,
        };
      };
      // B has counted the empty category before: nothing it remembers may hide the new product.
      expect(await listed(b)).toEqual({ ids: [], total: 0, productCount: 0 });
      const id = await createProduct(a, 4);
      expect(await listed(b)).toEqual({ ids: [id], total: 1, productCount: 1 });
      expect((await call(at(b), 'GET', `/api/products/${id}`)).status).toBe(200);

      const removed = await call(at(b), 'DELETE', `/api/seller/products/${id}`, { token: seller.token });
      expect(removed.status).toBe(200);
      expect(await listed(a)).toEqual({ ids: [], total: 0, productCount: 0 });
      expect((await call(at(a), 'GET', `/api/products/${id}`)).status).toBe(404);
    });

    it('serves through B, byte for byte, the photo a seller uploaded through A (each has its own data folder)', async () => {
      const photo = await sharp({
        create: { width: 900, height: 1200, channels: 3, background: { r: 200, g: 120, b: 40 } },
      })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'boubou.jpg');
      const uploaded = await fetch(`${a.url}/api/upload/product-image`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${seller.token}` },
      });
      expect(uploaded.status).toBe(201);
      const { data } = (await uploaded.json()) as { data: { srcset: string } };
      const urls = data.srcset.split(', ').map((entry) => entry.split(' ')[0]!);
      expect(urls.length).toBeGreaterThan(1);
      for (const url of urls) {
        const [fromA, fromB] = await Promise.all([fetch(a.url + url), fetch(b.url + url)]);
        expect([fromA.status, fromB.status], url).toEqual([200, 200]);
        expect(fromB.headers.get('content-type')).toBe('image/webp');
        expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
      }
    });

    it('forgets on B the estimated total of a large listing as soon as a write reaches the database', async () => {
      const big = randomBytes(12).toString('hex');
      await cluster.sql.query('insert into categories (id, name, slug) values ($1, $2, $3)', [
        big,
        'Pagnes',
        `pagnes-${big.slice(0, 6)}`,
      ]);
      // Rows straight in SQL (no instance hears of them), then fresh statistics for the planner's estimate.
      const addProducts = async (from: number, count: number) => {
        await cluster.sql.query(
          `insert into products (id, name, slug, description, price_cents, status, quantity, category_id)
           select $1 || lpad(to_hex(g), 12, '0'), 'Pagne ' || g, 'pagne-' || $1 || '-' || g,
                  'Pagne wax imprimé', 1500, 'active', 10, $2
             from generate_series($3::int, $3::int + $4::int - 1) as g`,
          [big.slice(0, 12), big, from, count],
        );
        await cluster.sql.query('analyze products');
      };
      const totalAt = async (instance: Instance) =>
        (await call(at(instance), 'GET', `/api/products?category=${big}&limit=1`)).body.data.pagination.total;
      await addProducts(1, 1500);
      const remembered = await totalAt(b);
      expect(remembered).toBeGreaterThan(1000);
      // Rows written even straight in SQL move the category's and the listing's keys (triggers of migration 0023):
      // B's next answer counts them, with no message from A and no minute of an old estimate.
      await addProducts(1501, 3000);
      const afterSql = await totalAt(b);
      expect(afterSql).toBeGreaterThan(remembered + 1000);
      // And a write through A is B's next answer too.
      await createProduct(a, 1);
      expect(await totalAt(b)).toBeGreaterThanOrEqual(afterSql);
    });

    it('shares the sign-in throttle: failures through A make B refuse even the right password', async () => {
      const account = await register(a);
      for (let failure = 0; failure < 3; failure++) {
        expect((await login(a, account.email, 'Mauvais-mot-2024')).status).toBe(401);
      }
      const refused = await login(b, account.email);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(TOO_MANY);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('shares the rate limits: requests through A and B count against one limit', async () => {
      const forgot = (instance: Instance) =>
        call(at(instance), 'POST', '/api/auth/forgot-password', { body: { email: uniqueEmail('oubli') } });
      expect((await forgot(a)).status).toBe(200);
      expect((await forgot(b)).status).toBe(200);
      expect((await forgot(a)).status).toBe(200);
      for (const instance of [b, a]) {
        const blocked = await forgot(instance);
        expect(blocked.status).toBe(429);
        expect(blocked.body.message).toBe(TOO_MANY);
      }
    });

    it('ends on B a session signed out on A, and every other session when the password changes on A', async () => {
      const account = await register(a);
      const signedOut = (await login(a, account.email)).body.data.token;
      expect(await verify(b, signedOut)).toBe(200);
      expect((await call(at(a), 'POST', '/api/auth/logout', { token: signedOut })).status).toBe(200);
      expect(await verify(b, signedOut)).toBe(401);

      const onA = (await login(a, account.email)).body.data.token;
      const onB = (await login(b, account.email)).body.data.token;
      const changed = await call(at(a), 'PUT', '/api/auth/change-password', {
        token: onA,
        body: { currentPassword: PASSWORD, newPassword: 'Karite-Neuf-2025' },
      });
      expect(changed.status).toBe(200);
      expect(await verify(b, onB)).toBe(401);
      expect(await verify(b, onA)).toBe(401);
      expect(await verify(b, changed.body.data.token)).toBe(200);
    });

    it('applies once a payment webhook delivered to both instances at the same moment', async () => {
      const buyer = await register(b);
      const productId = await createProduct(a, 5);
      const order = await placeOrder(a, buyer.token, productId, 2);
      expect(order.status).toBe(201);
      const raw = JSON.stringify({
        id: `evt_both_${order.body.data.id}`,
        type: 'payment.succeeded',
        data: { orderId: order.body.data.id },
      });
      const deliver = (instance: Instance) =>
        call(at(instance), 'POST', '/api/payments/webhooks/sandbox', {
          raw,
          headers: { 'x-teranga-signature': signPayload(WEBHOOK_SECRET, raw) },
        });
      const answers = await Promise.all([deliver(a), deliver(b)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const messages = answers.map((answer) => answer.body.message);
      expect(messages.filter((message) => message === 'Événement appliqué')).toHaveLength(1);

      const { rows } = await cluster.sql.query(
        `select o.status, o.payment_status,
                (select count(*)::int from payment_events e where e.event_id = $2) as events,
                (select array_agg(type order by at, type) from order_events e where e.order_id = o.id) as history,
                p.quantity, p.sold
           from orders o, products p where o.id = $1 and p.id = $3`,
        [order.body.data.id, `evt_both_${order.body.data.id}`, productId],
      );
      expect(rows[0]).toEqual({
        status: 'processing',
        payment_status: 'paid',
        events: 1,
        history: ['placed', 'paid'],
        quantity: 3,
        sold: 2,
      });
    });
  });

  describe('PostgreSQL cut in the middle of requests (B reaches it through a relay)', () => {
    interface Seen {
      path: string;
      status: number | 'network';
      retryAfter: string | null;
      message: unknown;
    }

    it('answers only 200 or 503 with Retry-After and a French message, then 200 again by itself', async () => {
      const buyer = await register(b);
      const stocked = await createProduct(a, 100_000);
      // Reads, a signed-in read, and orders: transactions whose connection dies between two statements.
      const requests: Record<string, () => Promise<Answer<Json>>> = {
        '/api/products?limit=5': () => call(at(b), 'GET', '/api/products?limit=5'),
        '/api/health': () => call(at(b), 'GET', '/api/health'),
        '/api/categories': () => call(at(b), 'GET', '/api/categories'),
        '/api/orders': () => call(at(b), 'GET', '/api/orders', { token: buyer.token }),
        'POST /api/orders': () => placeOrder(b, buyer.token, stocked, 1),
      };
      const paths = Object.keys(requests);
      const seen: Seen[] = [];
      let running = true;
      const worker = async (path: string) => {
        while (running) {
          try {
            const answer = await (requests[path] as () => Promise<Answer<Json>>)();
            seen.push({
              path,
              status: answer.status === 201 ? 200 : answer.status,
              retryAfter: answer.headers.get('retry-after'),
              message: answer.body.message ?? answer.body.status,
            });
          } catch {
            seen.push({ path, status: 'network', retryAfter: null, message: undefined });
          }
          await sleep(20);
        }
      };
      const workers = paths.map(worker);
      await sleep(800);
      const cutAt = seen.length;
      // As a restart does: PostgreSQL ends B's sessions (57P01), and nothing answers until it is back.
      await relay.cut(() =>
        cluster.sql.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          ['teranga-scale-b'],
        ),
      );
      // A has its own connections: B's outage is B's alone.
      const duringCut = await call(at(a), 'GET', '/api/products?limit=5');
      await sleep(2500);
      await relay.open();
      const reopenedAt = seen.length;
      // Back to 200 without a restart: the pool opens fresh connections by itself.
      const deadline = Date.now() + 15_000;
      const recovered = () =>
        paths.every((path) =>
          seen
            .filter((answer) => answer.path === path)
            .slice(-3)
            .every((answer, _index, last) => last.length === 3 && answer.status === 200),
        );
      while (Date.now() < deadline && !(seen.length > reopenedAt + 12 && recovered())) await sleep(100);
      running = false;
      await Promise.all(workers);

      expect(duringCut.status).toBe(200);
      expect(new Set(seen.map((answer) => answer.status))).toEqual(new Set([200, 503]));
      expect(seen.slice(0, cutAt).every((answer) => answer.status === 200)).toBe(true);
      const unavailable = seen.filter((answer) => answer.status === 503);
      expect(unavailable.length).toBeGreaterThan(0);
      for (const answer of unavailable) {
        expect(answer.retryAfter).toBe('5');
        expect(answer.message).toBe(
          answer.path === '/api/health' ? 'error' : httpMessages.serviceUnavailable,
        );
      }
      expect(recovered()).toBe(true);

      // The payments of B work again too: its sandbox answers and the payment is applied.
      const order = await placeOrder(b, buyer.token, stocked, 1, PAYING);
      expect(order.status).toBe(201);
      await waitFor(async () => (await paymentStatus(order.body.data.id)) === 'paid', 10_000);
    }, 40_000);
  });

  async function paymentStatus(orderId: string): Promise<string> {
    const { rows } = await cluster.sql.query('select payment_status from orders where id = $1', [orderId]);
    return rows[0]?.payment_status;
  }

  async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('condition still false');
      await sleep(100);
    }
  }

  describe('kill -9 of an instance in the middle of orders', () => {
    /** Per product: stock left, units held by orders not cancelled, units sold, units of paid orders. */
    async function stockLedger(productIds: string[]) {
      const { rows } = await cluster.sql.query(
        `select p.id, p.quantity, p.sold,
                coalesce(sum(l.reserved_quantity) filter (where o.status <> 'cancelled'), 0)::int as held,
                coalesce(sum(l.quantity) filter (where o.payment_status = 'paid'), 0)::int as paid
           from products p
           left join order_lines l on l.product_id = p.id
           left join orders o on o.id = l.order_id
          where p.id = any($1)
          group by p.id`,
        [productIds],
      );
      return rows as { id: string; quantity: number; sold: number; held: number; paid: number }[];
    }

    /** Orders without lines or without exactly one payment; lines or payments of no order. */
    async function halfOrders() {
      const { rows } = await cluster.sql.query(
        `select
           (select count(*)::int from orders o
              where not exists (select 1 from order_lines l where l.order_id = o.id)
                 or (select count(*) from payments p where p.order_id = o.id) <> 1) as orders,
           (select count(*)::int from order_lines l where not exists (select 1 from orders o where o.id = l.order_id)) as lines,
           (select count(*)::int from payments p where not exists (select 1 from orders o where o.id = p.order_id)) as payments`,
      );
      return rows[0];
    }

    async function expectConsistent(productIds: string[], initial: number) {
      expect(await halfOrders()).toEqual({ orders: 0, lines: 0, payments: 0 });
      for (const product of await stockLedger(productIds)) {
        expect(product.quantity + product.held, product.id).toBe(initial);
        expect(product.sold, product.id).toBe(product.paid);
      }
    }

    it('leaves no half order and no stock taken for an order that does not exist; the restart is clean', async () => {
      const initial = 300;
      const productIds = [await createProduct(a, initial), await createProduct(a, initial)];
      const buyers = await Promise.all([register(a), register(b), register(a), register(b)]);
      const placed = { a: 0, b: 0 };
      let aAlive = true;
      let running = true;
      const worker = async (buyer: { token: string }, index: number) => {
        for (let round = 0; running; round++) {
          const target = aAlive && (round + index) % 2 === 0 ? a : b;
          const productId = productIds[(round + index) % productIds.length] ?? '';
          try {
            const answer = await placeOrder(
              target,
              buyer.token,
              productId,
              1 + (round % 3),
              round % 2 ? PAYING : SILENT,
            );
            if (answer.status === 201) placed[target === a ? 'a' : 'b'] += 1;
            else expect(answer.status, JSON.stringify(answer.body)).toBe(201);
          } catch (error) {
            // Only a request cut by the kill may fail, and only at A.
            if (target !== a || aAlive) throw error;
          }
        }
      };
      const workers = buyers.map(worker);
      const until = Date.now() + 20_000;
      while (placed.a < 12 && Date.now() < until) await sleep(20);
      expect(placed.a).toBeGreaterThanOrEqual(12);
      aAlive = false;
      a.server.child.kill('SIGKILL');
      expect(await a.server.exited).toBe('SIGKILL');
      await sleep(300);
      running = false;
      await Promise.all(workers);
      expect(placed.b).toBeGreaterThan(0);
      await expectConsistent(productIds, initial);

      // A starts again on its data folder (the lock of the killed process is stale) while its database cannot be
      // reached yet (a machine rebooting): it waits, saying so, starts once PostgreSQL answers, and takes orders.
      await restartRelay.open();
      await restartRelay.cut();
      const restarting = cluster.launch('a', {
        dataDir: a.dataDir,
        databaseUrl: restartRelay.relayed(cluster.databaseUrl),
        env: { DATABASE_STARTUP_WAIT_SECONDS: '60' },
      });
      const waiting = 'PostgreSQL injoignable (ECONNREFUSED) : nouvel essai dans 2 s';
      await waitFor(async () => restarting.server.output().stderr.includes(waiting), 30_000);
      await restartRelay.open();
      a = await restarting.ready;
      expect(a.server.output().stderr).toContain('PostgreSQL répond : démarrage.');
      expect((await call(at(a), 'GET', '/api/health')).status).toBe(200);
      const [first] = buyers;
      expect((await placeOrder(a, first?.token ?? '', productIds[0] ?? '', 1, PAYING)).status).toBe(201);
      // The sweepers settle whatever the kill left pending: overdue sandbox answers are given, the rest expire.
      await waitFor(async () => {
        const { rows } = await cluster.sql.query(
          `select count(*)::int as n from orders where payment_status = 'pending' and id in
             (select order_id from order_lines where product_id = any($1))`,
          [productIds],
        );
        return rows[0].n === 0;
      }, 25_000);
      await expectConsistent(productIds, initial);
      const ledger = await stockLedger(productIds);
      expect(ledger.reduce((sum, product) => sum + product.sold, 0)).toBeGreaterThan(0);
    }, 60_000);
  });
});
