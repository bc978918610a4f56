import { customerMayCancel, normaliseTrackingNumber, validateShipment } from '@teranga/headless';
import { orderMessages, shipmentRuleTexts } from '@teranga/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable, Transaction } from '../db/client.js';
import { orderParts, refunds, returnRequests } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { deliveryAddressOf } from '../delivery/delivery-choice.js';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import { sessionOf } from '../identity/auth-guard.js';
import type { UserRow } from '../identity/user.mapper.js';
import { enqueueJob } from '../jobs/jobs.js';
import { createMailer, type Mailer } from '../lib/mailer.js';
import { orderConfirmationMail, orderRefundMail } from './confirmation-mail.js';
import { toOrderJson, toTrackedOrderJson } from './order.mapper.js';
import { givenAddressOf } from './order-address.js';
import { placeOrder, requestHashOf } from './order-placement.js';
import type { OrderPartRow, OrderRecord, OrderRow } from './order-records.js';
import {
  findByIdempotencyKey,
  findMailedOrder,
  findOrder,
  findOrderRecord,
  findTrackedOrder,
  listOrders,
  listSellerOrders,
  partsOf,
} from './orders.queries.js';
import { advancePart, type PartNotices, type RefundRequester, type Shipment } from './part-lifecycle.js';
import { shipmentMail } from './shipment-mail.js';

type OrderOperation =
  | 'createOrder'
  | 'listOrders'
  | 'getOrder'
  | 'trackOrder'
  | 'cancelMyOrder'
  | 'listSellerOrders'
  | 'getSellerOrder'
  | 'updateSellerOrderStatus';

/**
 * What orders need of the payment side, as ports (app.ts wires the payments module in; neither imports the other):
 * start a new order's payment, and refund a cancelled paid part.
 */
export interface OrderPayments {
  start(record: OrderRecord): Promise<void>;
  /** The provider that takes a new payment by this method, or undefined when the shop does not offer it. */
  providerNameFor(method: OrderRecord['order']['paymentMethod']): string | undefined;
  /** The cap of a cash-on-delivery order in francs CFA (COD_MAX_XOF), or undefined when the method is off. */
  cashOnDeliveryMaxXof(): number | undefined;
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

/**
 * The shipment a seller's step carries: with `shipped`, the carrier and tracking number as headless validateShipment
 * allows them (a French 400 otherwise), normalised; with any other step, none may be sent.
 */
function shipmentOf(body: {
  status: string;
  carrier?: string | undefined;
  trackingNumber?: string | null | undefined;
}): Shipment | undefined {
  const { status, carrier, trackingNumber } = body;
  if (status !== 'shipped') {
    if (carrier !== undefined || (trackingNumber ?? '') !== '') {
      throw new HttpError(400, shipmentRuleTexts.shipmentOnlyWhenShipping);
    }
    return undefined;
  }
  const errors = validateShipment({ carrier, trackingNumber });
  const messages = [errors.carrier, errors.trackingNumber].filter((text): text is string => Boolean(text));
  if (messages[0]) throw new HttpError(400, messages[0], messages);
  const tracking = normaliseTrackingNumber(trackingNumber ?? '');
  return { carrier: String(carrier).trim(), trackingNumber: tracking || null };
}

export function createOrderHandlers(
  { config, database }: ServiceContext,
  { payments, notices }: { payments: OrderPayments; notices?: PartNotices },
): Handlers<OrderOperation> {
  const { db } = database;

  /** The same key with the same basket is the first order (200); with another basket, a 409. */
  async function replayOf(
    customerId: string,
    key: string,
    hash: string,
  ): Promise<Pick<OrderRow, 'id'> | undefined> {
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

  /** How an order's parts move: its payment method, and the commission a cash-on-delivery sale credits away. */
  const moveOf = (order: OrderRow) => ({
    paymentMethod: order.paymentMethod,
    commissionPercent: config.payments.commissionPercent,
  });

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
      const cash = body.paymentMethod === 'cash-on-delivery';
      const provider = payments.providerNameFor(body.paymentMethod);
      if (!provider && cash) throw new HttpError(400, orderMessages.cashOnDeliveryOff);
      if (!provider) {
        throw new HttpError(
          400,
          orderMessages.paymentMethodUnavailable(orderMessages.paymentMethodLabels[body.paymentMethod]),
        );
      }
      const given = await givenAddressOf(db, user.id, body);
      const shippingAddress = given ?? defaultAddressOf(user);
      const delivery = {
        optionId: body.deliveryOptionId,
        pickupPointId: body.pickupPointId,
        address: deliveryAddressOf(given),
        fallbackAddress: deliveryAddressOf(shippingAddress),
      };
      const lines = body.items;
      const key = idempotencyKeyOf(request);
      const hash = requestHashOf({
        lines,
        paymentMethod: body.paymentMethod,
        payerPhone,
        shippingAddress,
        delivery,
      });

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
          delivery,
          provider,
          // Paid at the door: nothing is awaited, nothing expires.
          expiresAt: cash ? null : new Date(Date.now() + config.payments.expirySeconds * 1000),
          idempotencyKey: key,
          cashOnDeliveryMaxXof: cash ? payments.cashOnDeliveryMaxXof() : undefined,
          // The same lines, payment, phone, address and delivery: the hash is not computed twice.
          requestHash: hash,
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
      return ok(
        toOrderJson(placed),
        cash ? orderMessages.orderConfirmedCashOnDelivery : orderMessages.orderCreated,
      );
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
      const move = { ...moveOf(order), byCustomer: true };
      if (cancellable.length === 0) {
        if (partId && parts[0]) await advancePart(db, parts[0], 'cancelled', payments.refunds, move);
        throw new HttpError(409, orderMessages.nothingToCancel);
      }
      for (const part of cancellable) await advancePart(db, part, 'cancelled', payments.refunds, move);
      // Nothing was paid for parts paid on delivery: nothing to refund.
      const refunding = cancellable.some(
        (part) => order.paymentMethod !== 'cash-on-delivery' || part.paidAt !== null,
      );
      return ok(
        toOrderJson(await recordOf(order.id)),
        refunding ? orderMessages.orderCancelled : orderMessages.orderCancelledUnpaid,
      );
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

    async getSellerOrder(request) {
      const { user } = sessionOf(request);
      const sellerId = isStaff(user) ? undefined : user.id;
      const record = await findOrderRecord(db, request.params.id);
      // An order without a part of the caller's is answered exactly like an unknown one.
      if (!record || (sellerId && !record.parts.some((part) => part.sellerId === sellerId))) {
        throw new HttpError(404, orderMessages.orderNotFound);
      }
      return ok(toOrderJson(record, sellerId ? { sellerId, sheet: true } : { staff: true, sheet: true }));
    },

    async updateSellerOrderStatus(request) {
      const { user } = sessionOf(request);
      const sellerId = isStaff(user) ? undefined : user.id;
      const order = await findOrder(db, request.params.id);
      if (!order) throw new HttpError(404, orderMessages.orderNotFound);
      const part = await partToMove(order, sellerId, request.body.partId);
      // Only the part's own seller (or staff) learns what their shipment lacks.
      const shipment = shipmentOf(request.body);
      const { status, cashCollected } = request.body;
      await advancePart(db, part, status, payments.refunds, {
        ...moveOf(order),
        cashCollected,
        shipment,
        notices,
      });
      return ok(
        toOrderJson(await recordOf(order.id), sellerId ? { sellerId } : { staff: true }),
        cashCollected ? orderMessages.cashCollected : orderMessages.statusUpdated,
      );
    },
  };
}

/** The job that sends one of a buyer's mails (jobs/jobs.ts): tried again later when the mail server refuses. */
export const ORDER_MAIL_JOB = 'order-mail';

/**
 * A buyer's mails, as jobs: the confirmation once a payment is confirmed (or a cash-on-delivery order placed), and a
 * refund's once the provider confirmed it. They are enqueued in the transaction that decides them, so a mail is
 * never sent for what did not commit, nor lost to a restart; a mail never fails a webhook.
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
    paid: (db: Queryable, orderId: string) => enqueueJob(db, ORDER_MAIL_JOB, { kind: 'paid', orderId }),
    refunded: (db: Queryable, refundId: string) =>
      enqueueJob(db, ORDER_MAIL_JOB, { kind: 'refunded', refundId }),
    /** A part's shipped and delivered mails (part-lifecycle's notices). */
    notices: {
      shipped: (tx: Transaction, partId: string) =>
        enqueueJob(tx, ORDER_MAIL_JOB, { kind: 'shipped', partId }),
      delivered: (tx: Transaction, partId: string) =>
        enqueueJob(tx, ORDER_MAIL_JOB, { kind: 'delivered', partId }),
    } satisfies PartNotices,
    /** The job: builds the mail from the order as it is now, and sends it (a refusal throws: tried again later). */
    async send(payload: Record<string, unknown>): Promise<void> {
      if (payload.kind === 'paid') {
        const record = await findMailedOrder(database.db, String(payload.orderId));
        if (record) await mailerFor().send(orderConfirmationMail(record, config.appUrl));
        return;
      }
      if (payload.kind === 'shipped' || payload.kind === 'delivered') {
        const partId = String(payload.partId);
        const [part] = await database.db
          .select({ orderId: orderParts.orderId })
          .from(orderParts)
          .where(eq(orderParts.id, partId));
        const record = part && (await findOrderRecord(database.db, part.orderId));
        const mail = record && shipmentMail(record, partId, payload.kind, config.appUrl);
        if (mail) await mailerFor().send(mail);
        return;
      }
      const [refund] = await database.db
        .select()
        .from(refunds)
        .where(eq(refunds.id, String(payload.refundId)));
      const record = refund && (await findOrderRecord(database.db, refund.orderId));
      // A return's refund names only the lines sent back.
      const [returned] = refund?.returnId
        ? await database.db
            .select({ lines: returnRequests.lines })
            .from(returnRequests)
            .where(eq(returnRequests.id, refund.returnId))
        : [];
      if (refund && record) {
        await mailerFor().send(orderRefundMail(record, refund, config.appUrl, returned?.lines));
      }
    },
  };
}
