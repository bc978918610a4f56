import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.js';
import { products, users } from '../src/db/schema.js';
import { signPayload } from '../src/payments/signature.js';
import type { TestServer } from './helpers.js';
import {
  type Account,
  call,
  insertProduct,
  type Json,
  registerAccount,
  startIdentityServer,
} from './identity-helpers.js';

export const WEBHOOK_SECRET = 'test-webhook-secret-of-thirty-two-bytes!';

/** Payer numbers: one that pays, the sandbox's failing one and its silent one. */
export const PAYING = '+221 77 123 45 67';
export const FAILING = '+221 70 000 00 02';
export const SILENT = '+221 70 000 00 03';

/** A server whose sandbox answers fast and whose sweeper runs often, with its own data folder (the outbox). */
export const ordersEnv = (env: Record<string, string> = {}): Record<string, string> => ({
  PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PAYMENT_SANDBOX_DELAY_MS: '30',
  PAYMENT_SWEEP_INTERVAL_MS: '100',
  RATE_LIMIT_TRACK_ORDER_MAX: '10000',
  ...env,
});

export async function startOrdersServer(
  env: Record<string, string> = {},
): Promise<TestServer & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'teranga-orders-'));
  const server = await startIdentityServer(ordersEnv({ DATA_DIR: dataDir, ...env }));
  return Object.assign(server, { dataDir });
}

/** A customer with a phone and a default address, as the checkout prefills them. */
export function registerBuyer(server: TestServer, fields: Record<string, unknown> = {}): Promise<Account> {
  return registerAccount(server, { firstName: 'Fatou', lastName: 'Sall', ...fields });
}

export async function approvedSeller(server: TestServer, admin: Account): Promise<Account> {
  const seller = await registerAccount(server, { role: 'seller', firstName: 'Moussa' });
  const answer = await call(server, 'PUT', `/api/admin/sellers/${seller.user.id}/status`, {
    token: admin.token,
    body: { status: 'approved' },
  });
  expect(answer.status).toBe(200);
  return seller;
}

export async function stockOf(db: Database, productId: string): Promise<number> {
  const [row] = await db
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, productId));
  return row?.quantity ?? Number.NaN;
}

export async function setPhone(db: Database, userId: string, phone: string | null): Promise<void> {
  await db.update(users).set({ phone }).where(eq(users.id, userId));
}

export interface OrderCall {
  items: { productId: string; quantity: number; [extra: string]: unknown }[];
  paymentMethod?: 'wave' | 'orange-money' | 'cash-on-delivery';
  payerPhone?: string;
  [extra: string]: unknown;
}

export function placeOrder(
  server: TestServer,
  token: string,
  order: OrderCall,
  headers: Record<string, string> = {},
) {
  return call(server, 'POST', '/api/orders', {
    token,
    headers,
    body: { paymentMethod: 'wave', payerPhone: SILENT, ...order },
  });
}

/** Reads the order until `done` holds (the payment settles asynchronously), failing after `timeoutMs`. */
export async function waitForOrder(
  server: TestServer,
  token: string,
  id: string,
  done: (order: Json) => boolean,
  timeoutMs = 10_000,
): Promise<Json> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await call(server, 'GET', `/api/orders/${id}`, { token });
    expect(answer.status).toBe(200);
    if (done(answer.body.data)) return answer.body.data;
    if (Date.now() > deadline)
      throw new Error(`order ${id} still ${JSON.stringify(answer.body.data.paymentStatus)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A sandbox event signed as the sandbox signs it (`t` may be moved to make it stale). */
export function signedEvent(
  event: Json,
  options: { secret?: string; now?: number } = {},
): { raw: string; headers: Record<string, string> } {
  const raw = JSON.stringify(event);
  return {
    raw,
    headers: { 'x-teranga-signature': signPayload(options.secret ?? WEBHOOK_SECRET, raw, options.now) },
  };
}

export function postEvent(
  server: TestServer | { url: string },
  signed: { raw: string; headers: Record<string, string> },
  provider = 'sandbox',
) {
  return call(server as TestServer, 'POST', `/api/payments/webhooks/${provider}`, {
    raw: signed.raw,
    headers: signed.headers,
  });
}

/** A mail of the outbox of a test server's data folder (no SMTP) whose subject matches: its .json copy. */
export async function waitForMailAbout(
  dataDir: string,
  matches: (subject: string) => boolean,
): Promise<{ subject: string; text: string }> {
  const folder = join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
        const mail = JSON.parse(readFileSync(join(folder, file), 'utf8')) as {
          subject: string;
          text: string;
        };
        // fr-FR groups thousands with a narrow no-break space.
        if (matches(mail.subject)) return { ...mail, text: mail.text.replace(/[\u202f\u00a0]/g, ' ') };
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no such mail in the outbox');
}

/**
 * An order of one product from each of two sellers (30 € and 50 € a unit, 10 in stock), paid through the sandbox by
 * `payer`: the order as its buyer reads it, both products, and each seller's part.
 */
export async function paidOrderOfTwoSellers(
  server: TestServer,
  buyer: Account,
  [first, second]: readonly [Account, Account],
  quantities: readonly [number, number] = [2, 1],
  payer = PAYING,
) {
  const firstProduct = await insertProduct(server.database.db, {
    sellerId: first.user.id,
    priceCents: 3000,
    quantity: 10,
  });
  const secondProduct = await insertProduct(server.database.db, {
    sellerId: second.user.id,
    priceCents: 5000,
    quantity: 10,
  });
  const placed = await placeOrder(server, buyer.token, {
    items: [
      { productId: firstProduct, quantity: quantities[0] },
      { productId: secondProduct, quantity: quantities[1] },
    ],
    payerPhone: payer,
  });
  expect(placed.status).toBe(201);
  const order = await waitForOrder(
    server,
    buyer.token,
    placed.body.data.id,
    (o) => o.paymentStatus === 'paid',
  );
  const partOf = (seller: Account) =>
    order.parts.find((part: { sellerId: string }) => part.sellerId === seller.user.id);
  return { order, firstProduct, secondProduct, firstPart: partOf(first), secondPart: partOf(second) };
}
