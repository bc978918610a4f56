import { ID_PATTERN } from '@teranga/headless';
import { orderMessages, paymentLogMessages } from '@teranga/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../db/unique-violation.js';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import { sessionOf } from '../identity/auth-guard.js';
import type { UserRow } from '../identity/user.mapper.js';
import { createMailer, type Mailer } from '../lib/mailer.js';
import type { Payments } from '../payments/payments.js';
import { rawBodyOf } from '../payments/raw-body.js';
import { orderConfirmationMail } from './confirmation-mail.js';
import { toOrderJson, toTrackedOrderJson } from './order.mapper.js';
import { advanceOrder } from './order-lifecycle.js';
import { placeOrder, requestHashOf } from './order-placement.js';
import {
  findByIdempotencyKey,
  findOrder,
  findOrderRecord,
  findTrackedOrder,
  holdsLinesOf,
  listOrders,
  listSellerOrders,
} from './order-queries.js';
import type { OrderRecord, OrderRow } from './order-records.js';

type OrderOperation =
  | 'createOrder'
  | 'listOrders'
  | 'getOrder'
  | 'trackOrder'
  | 'receivePaymentWebhook'
  | 'listSellerOrders'
  | 'updateSellerOrderStatus';

const isStaff = (user: UserRow): boolean => user.role === 'admin';

const pages = (total: number, limit: number): number => Math.ceil(total / limit);

/** The account's default address (or its first), when the checkout sends none. */
function defaultAddressOf(user: UserRow) {
  return user.addresses.find((address) => address.isDefault) ?? user.addresses[0];
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  return key?.trim() || undefined;
}

/** Refused with the orders' own message rather than the schema's generic one. */
export function registerOrderRules(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    if (operationId === 'getOrder' && !ID_PATTERN.test(String((request.params as { id?: unknown }).id))) {
      throw new HttpError(400, orderMessages.invalidOrderId);
    }
    // A request without a body (or without its JSON content type) is not validated by the schema at all.
    if (operationId === 'createOrder' && (typeof request.body !== 'object' || request.body === null)) {
      throw new HttpError(400, orderMessages.emptyCart);
    }
  });
}

export interface OrderHandlerOptions {
  payments: Payments;
  /** Replaces SMTP and the outbox (tests, or another mail service). */
  mailer?: Mailer;
}

export function createOrderHandlers(
  { config, database }: ServiceContext,
  { payments }: Pick<OrderHandlerOptions, 'payments'>,
): Handlers<OrderOperation> {
  const { db } = database;

  /** The same key with the same basket is the first order (200); with another basket, a 409. */
  async function replayOf(customerId: string, key: string, hash: string): Promise<OrderRow | undefined> {
    const existing = await findByIdempotencyKey(db, customerId, key);
    if (existing && existing.requestHash !== hash)
      throw new HttpError(409, orderMessages.idempotencyKeyReused);
    return existing;
  }

  async function recordOf(id: string): Promise<OrderRecord> {
    const record = await findOrderRecord(db, id);
    if (!record) throw new HttpError(404, orderMessages.orderNotFound);
    return record;
  }

  return {
    async createOrder(request, reply) {
      const { user } = sessionOf(request);
      const body = request.body;
      const payerPhone = body.payerPhone?.trim() || user.phone?.trim() || '';
      if (!payerPhone) throw new HttpError(400, orderMessages.payerPhoneRequired);
      const shippingAddress = body.shippingAddress ?? defaultAddressOf(user);
      const lines = body.items;
      const key = idempotencyKeyOf(request);
      const hash = requestHashOf({ lines, paymentMethod: body.paymentMethod, payerPhone, shippingAddress });

      if (key) {
        const earlier = await replayOf(user.id, key, hash);
        if (earlier) return ok(toOrderJson(await recordOf(earlier.id)));
      }
      let placed: OrderRecord;
      try {
        placed = await placeOrder(db, {
          customer: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
          lines,
          paymentMethod: body.paymentMethod,
          payerPhone,
          shippingAddress,
          provider: 'sandbox',
          expiresAt: new Date(Date.now() + config.payments.expirySeconds * 1000),
          idempotencyKey: key,
        });
      } catch (error) {
        // The same retry arriving twice at once: the second one meets the first's key and answers its order.
        if (!key || !isUniqueViolation(error)) throw error;
        const earlier = await replayOf(user.id, key, hash);
        if (!earlier) throw error;
        return ok(toOrderJson(await recordOf(earlier.id)));
      }
      await payments.start(placed);
      reply.code(201);
      return ok(toOrderJson(placed), orderMessages.orderCreated);
    },

    async listOrders(request) {
      const { user } = sessionOf(request);
      const staff = isStaff(user);
      const { email, phone, ...filters } = request.query;
      const page = await listOrders(
        db,
        staff ? { ...filters, email, phone } : filters,
        staff ? undefined : user.id,
      );
      return ok({
        orders: page.items.map((record) => toOrderJson(record)),
        pagination: {
          page: filters.page,
          limit: filters.limit,
          total: page.total,
          pages: pages(page.total, filters.limit),
        },
      });
    },

    async getOrder(request) {
      const { user } = sessionOf(request);
      const record = await findOrderRecord(db, request.params.id);
      // Another customer's order is answered exactly like an unknown one.
      if (!record || (!isStaff(user) && record.order.customerId !== user.id)) {
        throw new HttpError(404, orderMessages.orderNotFound);
      }
      return ok(toOrderJson(record));
    },

    async trackOrder(request) {
      const record = await findTrackedOrder(db, request.query.orderNumber, request.query.email);
      if (!record) throw new HttpError(404, orderMessages.trackingNotFound);
      return ok(toTrackedOrderJson(record));
    },

    async receivePaymentWebhook(request) {
      const answer = await payments.receive(request.params.provider, {
        rawBody: rawBodyOf(request),
        headers: request.headers,
      });
      return { success: true, message: answer.message };
    },

    async listSellerOrders(request) {
      const { user } = sessionOf(request);
      const sellerId = isStaff(user) ? undefined : user.id;
      const { page, limit, status } = request.query;
      const found = await listSellerOrders(db, sellerId, { page, limit, status });
      return ok({
        orders: found.items.map((record) => toOrderJson(record, sellerId ? { sellerId } : {})),
        pagination: { page, limit, total: found.total, pages: pages(found.total, limit) },
      });
    },

    async updateSellerOrderStatus(request) {
      const { user } = sessionOf(request);
      const sellerId = isStaff(user) ? undefined : user.id;
      const order = await findOrder(db, request.params.id);
      // An order without this seller's products is not theirs to see: the same 404 as an unknown one.
      if (!order || (sellerId && !(await holdsLinesOf(db, order.id, sellerId)))) {
        throw new HttpError(404, orderMessages.orderNotFound);
      }
      await advanceOrder(db, order, request.body.status);
      return ok(
        toOrderJson(await recordOf(order.id), sellerId ? { sellerId } : {}),
        orderMessages.statusUpdated,
      );
    },
  };
}

/** Sends the buyer's confirmation mail once a payment is confirmed, after the answer (a mail never fails a webhook). */
export function confirmationMailer(
  { config, database }: ServiceContext,
  log: FastifyInstance['log'],
  mailer?: Mailer,
) {
  let outgoing = mailer;
  const mailerFor = (): Mailer =>
    (outgoing ??= createMailer({
      smtpUrl: config.smtpUrl,
      from: config.identity.mailFrom,
      dataDir: config.dataDir,
      log,
    }));
  return (orderId: string): void => {
    setImmediate(() => {
      void (async () => {
        const record = await findOrderRecord(database.db, orderId);
        if (record) await mailerFor().send(orderConfirmationMail(record, config.appUrl));
      })().catch((error: unknown) => log.error({ err: error }, paymentLogMessages.confirmationMailFailed));
    });
  };
}
