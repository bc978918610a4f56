import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema.js';
import { enqueueJob, retryDelayMs } from '../src/jobs/jobs.js';
import { ORDER_MAIL_JOB } from '../src/orders/orders.handlers.js';
import { SANDBOX_WEBHOOK_JOB } from '../src/payments/sandbox-payer.js';
import { startInstanceOver, type TestServer } from './helpers.js';
import { type Account, insertProduct } from './identity-helpers.js';
import {
  ordersEnv,
  PAYING,
  placeOrder,
  registerBuyer,
  SILENT,
  startOrdersServer,
  waitForMailAbout,
  waitForOrder,
} from './orders-helpers.js';

// Outgoing work is a row that any instance runs and runs again (DESIGN.md, Jobs): a webhook the server refuses while
// its database restarts (503) is delivered later, and a job a stopped instance left is done by the next one.

/** A webhook receiver in front of the real one: answers 503 to the first `refusals` deliveries, then forwards them. */
async function flakyGate(refusals: number) {
  let target = '';
  const seen: number[] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (seen.length < refusals) {
      seen.push(503);
      response.writeHead(503, { 'retry-after': '1' }).end();
      return;
    }
    const answer = await fetch(target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-teranga-signature': String(request.headers['x-teranga-signature']),
      },
      body: Buffer.concat(chunks),
    });
    seen.push(answer.status);
    response.writeHead(answer.status).end(await answer.text());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    seen,
    forwardTo: (url: string) => {
      target = url;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

let server: TestServer & { dataDir: string };
let gate: Awaited<ReturnType<typeof flakyGate>>;
let buyer: Account;

beforeAll(async () => {
  gate = await flakyGate(2);
  server = await startOrdersServer({ PAYMENT_SANDBOX_WEBHOOK_URL: gate.url, JOB_RETRY_BASE_MS: '50' });
  gate.forwardTo(`${server.url}/api/payments/webhooks/sandbox`);
  buyer = await registerBuyer(server);
});
afterAll(async () => {
  await server.close();
  await gate.close();
});

describe('the jobs table', () => {
  it('doubles the wait after each failure, up to a ceiling', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 50, 1000))).toEqual([50, 100, 200, 400]);
    expect(retryDelayMs(12, 50, 1000)).toBe(1000);
  });

  it('delivers a sandbox webhook the server refused twice with 503, once, and the order is paid', async () => {
    const productId = await insertProduct(server.database.db, { quantity: 3 });
    const placed = await placeOrder(server, buyer.token, {
      items: [{ productId, quantity: 1 }],
      payerPhone: PAYING,
    });
    expect(placed.status).toBe(201);
    const paid = await waitForOrder(
      server,
      buyer.token,
      placed.body.data.id,
      (o) => o.paymentStatus !== 'pending',
    );
    expect(paid.paymentStatus).toBe('paid');
    expect(gate.seen).toEqual([503, 503, 200]);
    const webhookJob = async () =>
      (await server.database.db.select().from(jobs).where(eq(jobs.kind, SANDBOX_WEBHOOK_JOB)))[0];
    expect(await webhookJob()).toMatchObject({ attempts: 3 });
    // Marked done by the runner's next claim (one round trip for both), which may come after the order reads paid.
    await expect.poll(async () => (await webhookJob())?.doneAt).toBeInstanceOf(Date);
    // The confirmation mail went through the table too.
    await waitForMailAbout(server.dataDir, (subject) => subject.includes(placed.body.data.orderNumber));
  });

  it('leaves nothing behind when an instance stops: the next one runs what was due', async () => {
    const productId = await insertProduct(server.database.db, { quantity: 3 });
    const placed = await placeOrder(server, buyer.token, {
      items: [{ productId, quantity: 1 }],
      payerPhone: SILENT,
    });
    // As if the instance that confirmed the order had stopped right after its transaction: the mail job is a row.
    await server.app.close();
    await enqueueJob(server.database.db, ORDER_MAIL_JOB, { kind: 'paid', orderId: placed.body.data.id });
    const next: { app: FastifyInstance; url: string } = await startInstanceOver(
      server,
      ordersEnv({ DATA_DIR: server.dataDir, JOB_RETRY_BASE_MS: '50' }),
    );
    try {
      const mail = await waitForMailAbout(server.dataDir, (subject) =>
        subject.includes(placed.body.data.orderNumber),
      );
      expect(mail.subject).toContain(placed.body.data.orderNumber);
    } finally {
      await next.app.close();
    }
  });
});
