import { customerMayCancel, ID_PATTERN } from '@teranga/headless';
import { orderMessages, paymentLogMessages } from '@teranga/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refunds } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import { sessionOf } from '../identity/auth-guard.js';
import type { UserRow } from '../identity/user.mapper.js';
import { createMailer, type Mailer } from '../lib/mailer.js';
import { orderConfirmationMail, orderRefundMail } from './confirmation-mail.js';
import { toOrderJson, toTrackedOrderJson } from './order.mapper.js';
import { placeOrder, requestHashOf } from './order-placement.js';
import {
  findByIdempotencyKey,
  findOrder,
  findOrderRecord,
  findTrackedOrder,
  listOrders,
  listSellerOrders,
  partsOf,
} from './order-queries.js';
import type { OrderPartRow, OrderRecord, OrderRow } from './order-records.js';
import { advancePart, type RefundRequester } from './part-lifecycle.js';

type OrderOperation =
  | 'createOrder'
  | 'listOrders'
  | 'getOrder'
  | 'trackOrder'
  | 'cancelMyOrder'
  | 'listSellerOrders'
  | 'updateSellerOrderStatus';

/**
 * What orders need of the payment side, as ports (app.ts wires the payments module in; neither imports the other):
 * start a new order's payment, and refund a cancelled paid part.
 */
export interface OrderPayments {
  start(record: OrderRecord): Promise<void>;
  /** The provider that takes a new payment by this method, or undefined when the shop does not offer it. */
  providerNameFor(method: OrderRecord['order']['paymentMethod']): string | undefined;
  refunds: RefundRequester;
}

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
    const byId = operationId === 'getOrder' || operationId === 'cancelMyOrder';
    if (byId && !ID_PATTERN.test(String((request.params as { id?: unknown }).id))) {
      throw new HttpError(400, orderMessages.invalidOrderId);
    }
    // A request without a body (or without its JSON content type) is not validated by the schema at all.
    if (operationId === 'createOrder' && (typeof request.body !== 'object' || request.body === null)) {
      throw new HttpError(400, orderMessages.emptyCart);
    }
  });
}

export function createOrderHandlers(
  { config, database }: ServiceContext,
  { payments }: { payments: OrderPayments },
): Handlers<OrderOperation> {
  const { db } = database;

  /** The same key with the same basket is the first order (200); with another basket, a 409. */
  async function replayOf(customerId: string, key: string, hash: string): Promise<OrderRow | undefined> {
    const existing = await findByIdempotencyKey(db, customerId, key);
    if (existing && existing.requestHash !== hash)
      throw new HttpError(409, orderMessages.idempotencyKeyReused);
    return existing;
  }

  /**
   * The part a seller or staff moves: a seller's own (an order without one is not theirs to see: the same 404 as an
   * unknown order; a partId they send is not read), or for staff the part named, or the order's only part.
   */
  async function partToMove(
    order: OrderRow,
    sellerId: string | undefined,
    partId: string | undefined,
  ): Promise<OrderPartRow> {
    if (sellerId) {
      const [own] = await partsOf(db, order.id, { sellerId });
      if (!own) throw new HttpError(404, orderMessages.orderNotFound);
      return own;
    }
    const parts = await partsOf(db, order.id, partId ? { partId } : {});
    if (partId && !parts[0]) throw new HttpError(404, orderMessages.partNotFound);
    if (parts.length !== 1 || !parts[0]) throw new HttpError(409, orderMessages.partRequired);
    return parts[0];
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
      const provider = payments.providerNameFor(body.paymentMethod);
      if (!provider) {
        throw new HttpError(
          400,
          orderMessages.paymentMethodUnavailable(orderMessages.paymentMethodLabels[body.paymentMethod]),
        );
      }
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
          provider,
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
      const { email, phone, flagged, ...filters } = request.query;
      const page = await listOrders(
        db,
        staff ? { ...filters, email, phone, flagged } : filters,
        staff ? undefined : user.id,
      );
      return ok({
        orders: page.items.map((record) => toOrderJson(record, { staff })),
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
      return ok(toOrderJson(record, { staff: isStaff(user) }));
    },

    async trackOrder(request) {
      const record = await findTrackedOrder(db, request.query.orderNumber, request.query.email);
      if (!record) throw new HttpError(404, orderMessages.trackingNotFound);
      return ok(toTrackedOrderJson(record));
    },

    async cancelMyOrder(request) {
      const { user } = sessionOf(request);
      const order = await findOrder(db, request.params.id);
      if (!order || order.customerId !== user.id) throw new HttpError(404, orderMessages.orderNotFound);
      const partId = request.body?.partId;
      const parts = await partsOf(db, order.id, partId ? { partId } : {});
      if (partId && parts.length === 0) throw new HttpError(404, orderMessages.partNotFound);
      const cancellable = parts.filter((part) => customerMayCancel(part.status));
      if (cancellable.length === 0) {
        if (partId && parts[0]) await advancePart(db, parts[0], 'cancelled', payments.refunds);
        throw new HttpError(409, orderMessages.nothingToCancel);
      }
      for (const part of cancellable) await advancePart(db, part, 'cancelled', payments.refunds);
      return ok(toOrderJson(await recordOf(order.id)), orderMessages.orderCancelled);
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
      if (!order) throw new HttpError(404, orderMessages.orderNotFound);
      const part = await partToMove(order, sellerId, request.body.partId);
      await advancePart(db, part, request.body.status, payments.refunds);
      return ok(
        toOrderJson(await recordOf(order.id), sellerId ? { sellerId } : { staff: true }),
        orderMessages.statusUpdated,
      );
    },
  };
}

/**
 * Sends the buyer's mails after the answer (a mail never fails a webhook): the confirmation once a payment is
 * confirmed, and a refund's once the provider confirmed it.
 */
export function orderMailer(
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
  return {
    paid(orderId: string): void {
      setImmediate(() => {
        void (async () => {
          const record = await findOrderRecord(database.db, orderId);
          if (record) await mailerFor().send(orderConfirmationMail(record, config.appUrl));
        })().catch((error: unknown) => log.error({ err: error }, paymentLogMessages.confirmationMailFailed));
      });
    },
    refunded(refundId: string): void {
      setImmediate(() => {
        void (async () => {
          const [refund] = await database.db.select().from(refunds).where(eq(refunds.id, refundId));
          const record = refund && (await findOrderRecord(database.db, refund.orderId));
          if (refund && record) await mailerFor().send(orderRefundMail(record, refund, config.appUrl));
        })().catch((error: unknown) => log.error({ err: error }, paymentLogMessages.refundMailFailed));
      });
    },
  };
}
