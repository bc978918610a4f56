// The virtual shopper of bench/mixed-load.mjs: one signed-up customer on a connection of their own, who loops over a
// weighted mix of what shoppers do (browse pages and categories, search, open a product, sign in, keep a wishlist,
// order and pay with the sandbox) until the run ends, and records every request's kind, status and time.
import { randomUUID } from 'node:crypto';
import { latencySummary } from './latency.mjs';

/** The actions and their weights (out of 100). */
export const MIX = [
  { action: 'browse', weight: 35 },
  { action: 'search', weight: 15 },
  { action: 'product', weight: 25 },
  { action: 'wishlist', weight: 12 },
  { action: 'order', weight: 8 },
  { action: 'sign in', weight: 5 },
];

/** The kinds of request the figures are given for, in print order. */
export const KINDS = ['browse', 'search', 'product', 'sign in', 'sign out', 'wishlist', 'order', 'payment'];

/**
 * The per-address sign-in limit is 20 per 15 minutes: a shopper opens a new session (sign out, sign in) at most once
 * a minute, a real shopper's pace, so the limit never answers the bench and every 429 is a real error.
 */
export const SESSION_MIN_SECONDS = 60;

/** The sandbox's failing test number (docs/PAYMENTS.md): 1 order in 10 pays with it, its payment fails, stock comes back. */
const FAILING_PHONE = '+221 70 000 00 02';
const PAYING_PHONE = '+221 77 123 45 67';
const SEARCHES = [
  'boubou bazin',
  'robe wax',
  'kente',
  'bogolan',
  'chemise lin',
  'sandales cuir',
  'boucles perles',
  'tunique',
  'pagne',
  'dashiki',
  'jupe crayon',
  'cauris',
];
const SORTS = ['createdAt', 'price', 'name', 'rating', 'sold'];
const POLL_MS = 300;
const PAYMENT_WAIT_MS = 60_000;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
/** Mostly the first pages, like real visitors; now and then a deep one. */
const pageNumber = () =>
  Math.random() < 0.9 ? 1 + Math.floor(Math.random() * 3) : 4 + Math.floor(Math.random() * 40);

/** What every request of the run gave, per kind. */
export function loadRecorder() {
  const kinds = new Map(KINDS.map((kind) => [kind, { ms: [], errors: new Map(), soldOut: 0 }]));
  const samples = [];
  const of = (kind) => kinds.get(kind);
  return {
    /** `expected` statuses count as success; an order's 409 (sold out) is a success counted apart. */
    request(kind, answer, expected, what) {
      const entry = of(kind);
      entry.ms.push(answer.ms);
      if (kind === 'order' && answer.status === 409) entry.soldOut += 1;
      else if (!expected.includes(answer.status)) this.error(kind, String(answer.status), what, answer.body);
    },
    /** A failure that is not one status: a payment that never settled, or settled the wrong way. */
    error(kind, label, what, body) {
      const entry = of(kind);
      entry.errors.set(label, (entry.errors.get(label) ?? 0) + 1);
      if (samples.length < 10) samples.push(`${kind} ${what}: ${label} ${body?.message ?? ''}`.trim());
    },
    totals() {
      let requests = 0;
      let errors = 0;
      for (const entry of kinds.values()) {
        requests += entry.ms.length;
        for (const n of entry.errors.values()) errors += n;
      }
      return { requests, errors };
    },
    /** Per kind: count, p50/p95/p99 (ms), errors by status, sold-out answers. */
    figures() {
      return KINDS.map((kind) => {
        const entry = of(kind);
        return {
          kind,
          count: entry.ms.length,
          ...latencySummary(entry.ms),
          errors: Object.fromEntries(entry.errors),
          soldOut: entry.soldOut,
        };
      });
    },
    samples,
  };
}

/** Products the shoppers have seen on pages, shared by all: what they open, wish for and order. */
export function sharedCatalogue(limit = 5000) {
  const list = [];
  const index = new Map(); // id → position in list
  return {
    learn(products) {
      for (const product of products ?? []) {
        const entry = { id: product.id, slug: product.slug, inStock: product.inventory?.isInStock !== false };
        const at = index.get(product.id);
        if (at !== undefined) list[at] = entry;
        else if (list.length < limit) {
          index.set(product.id, list.length);
          list.push(entry);
        } else {
          // Full: a random one makes room, so what shoppers know keeps moving with what they browse.
          const out = Math.floor(Math.random() * limit);
          index.delete(list[out].id);
          index.set(product.id, out);
          list[out] = entry;
        }
      }
    },
    any: () => pick(list),
    /** A product the page said was in stock (a shopper does not order what shows as sold out), else any. */
    buyable() {
      for (let tries = 0; tries < 20; tries++) {
        const product = pick(list);
        if (product.inStock) return product;
      }
      return pick(list);
    },
    get size() {
      return list.length;
    },
  };
}

/**
 * One shopper: `client` from shopper-http.mjs, `account` `{ email, password }` (already registered), `categories`
 * (slugs), until `until` (a Date.now() value), with `thinkMs` of rest on average between two actions.
 */
export function shopper({ client, account, catalogue, categories, recorder, thinkMs = 0 }) {
  let token;
  let signedInAt = 0;
  let wishlist; // product ids, read once per session
  const orderTimes = [];

  const call = (kind, method, path, expected, options = {}) =>
    client.request(method, path, { token, ...options }).then((answer) => {
      recorder.request(kind, answer, expected, `${method} ${path.split('?')[0]}`);
      return answer;
    });

  async function signIn() {
    const answer = await call('sign in', 'POST', '/api/auth/login', [200], {
      token: undefined,
      body: { emailOrPhone: account.email, password: account.password },
    });
    token = answer.status === 200 ? answer.body.data.token : undefined;
    signedInAt = Date.now();
    wishlist = undefined;
    return token !== undefined;
  }

  const signedIn = async () => token !== undefined || (await signIn());

  const actions = {
    async browse() {
      const roll = Math.random();
      if (roll < 0.2) {
        const answer = await call('browse', 'GET', '/api/home', [200]);
        catalogue.learn(answer.body?.data?.products);
        return;
      }
      const page = pageNumber();
      const sort = `sortBy=${pick(SORTS)}&sortOrder=${Math.random() < 0.5 ? 'asc' : 'desc'}`;
      const path =
        roll < 0.6
          ? `/api/products?page=${page}&limit=12&${sort}${Math.random() < 0.3 ? '&inStock=true' : ''}`
          : `/api/categories/${pick(categories)}/products?page=${page}&limit=12&${sort}`;
      const answer = await call('browse', 'GET', path, [200]);
      catalogue.learn(answer.body?.data?.products);
    },
    async search() {
      const q = encodeURIComponent(pick(SEARCHES));
      const answer = await call(
        'search',
        'GET',
        `/api/products/search?q=${q}&page=${pageNumber()}&limit=12`,
        [200],
      );
      catalogue.learn(answer.body?.data?.products);
    },
    async product() {
      const product = catalogue.any();
      await call('product', 'GET', `/api/products/slug/${encodeURIComponent(product.slug)}`, [200]);
      const related = await call('product', 'GET', `/api/products/${product.id}/related?limit=4`, [200]);
      catalogue.learn(related.body?.data);
    },
    async wishlist() {
      if (!(await signedIn())) return;
      if (wishlist === undefined) {
        const answer = await call('wishlist', 'GET', '/api/wishlist', [200]);
        if (answer.status !== 200) return;
        wishlist = new Set(answer.body.data.items.map((item) => item.productId));
      }
      const roll = Math.random();
      if (roll < 0.2) {
        await call('wishlist', 'GET', '/api/wishlist', [200]);
      } else if (wishlist.size > 0 && (wishlist.size >= 6 || roll < 0.5)) {
        const productId = pick([...wishlist]);
        const answer = await call('wishlist', 'DELETE', `/api/wishlist/${productId}`, [200]);
        if (answer.status === 200) wishlist.delete(productId);
      } else {
        const product = catalogue.any();
        if (wishlist.has(product.id)) return;
        const answer = await call('wishlist', 'POST', '/api/wishlist', [201], {
          body: { productId: product.id },
        });
        if (answer.status === 201) wishlist.add(product.id);
      }
    },
    async order() {
      if (!(await signedIn())) return;
      const first = catalogue.buyable();
      const second = Math.random() < 0.3 ? catalogue.buyable() : undefined;
      const items = [{ productId: first.id, quantity: 1 + Math.floor(Math.random() * 2) }];
      if (second && second.id !== first.id) items.push({ productId: second.id, quantity: 1 });
      const failing = Math.random() < 0.1;
      const placed = await call('order', 'POST', '/api/orders', [201], {
        headers: { 'idempotency-key': randomUUID() },
        body: {
          items,
          paymentMethod: Math.random() < 0.6 ? 'wave' : 'orange-money',
          payerPhone: failing ? FAILING_PHONE : PAYING_PHONE,
        },
      });
      if (placed.status !== 201) return;
      const id = placed.body.data.id;
      const started = performance.now();
      for (let waited = 0; waited < PAYMENT_WAIT_MS; waited += POLL_MS) {
        await sleep(POLL_MS);
        const answer = await call('payment', 'GET', `/api/orders/${id}`, [200]);
        const status = answer.body?.data?.paymentStatus;
        if (answer.status !== 200 || status === 'pending') continue;
        orderTimes.push(performance.now() - started + placed.ms);
        const expected = failing ? 'failed' : 'paid';
        if (status !== expected) recorder.error('payment', `${status}≠${expected}`, `GET /api/orders/${id}`);
        return;
      }
      recorder.error('payment', 'still pending', `GET /api/orders/${id}`);
    },
    async 'sign in'() {
      if (token !== undefined && Date.now() - signedInAt < SESSION_MIN_SECONDS * 1000) return false;
      if (token !== undefined) await call('sign out', 'POST', '/api/auth/logout', [200]);
      token = undefined;
      await signIn();
    },
  };

  const total = MIX.reduce((sum, entry) => sum + entry.weight, 0);
  const choose = () => {
    let roll = Math.random() * total;
    for (const entry of MIX) {
      roll -= entry.weight;
      if (roll < 0) return entry.action;
    }
    return MIX[0].action;
  };

  return {
    async run(until) {
      while (Date.now() < until) {
        const done = await actions[choose()]();
        if (done !== false && thinkMs > 0) await sleep(Math.random() * 2 * thinkMs);
      }
    },
    /** Milliseconds from placing each order to its payment's outcome, as the shopper saw it. */
    orderTimes,
  };
}
