import {
  DELIVERY_KINDS,
  ORDER_EVENT_TYPES,
  ORDER_STATUSES,
  PART_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYOUT_STATUSES,
  PRODUCT_STATUSES,
  REFUND_STATUSES,
  RETURN_STATUSES,
  ROLES,
  SELLER_STATUSES,
  VARIANT_TYPES,
} from '@teranga/headless';
import { type components, ID_LENGTH } from '@teranga/sdk';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newId } from '../lib/ids.js';

/** An id column, primary or foreign: as long as the one id rule of the shop (ID_LENGTH of @teranga/sdk). */
const idColumn = (name: string) => char(name, { length: ID_LENGTH });
const id = () =>
  idColumn('id')
    .primaryKey()
    .$defaultFn(() => newId());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// The columns of the contract's enums take their values from @teranga/headless's tuples (each checked against the
// generated contract types): `text(..., { enum })` types the column, the database stores plain text as before.
export type Role = (typeof ROLES)[number];
export type SellerStatus = (typeof SELLER_STATUSES)[number];
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/**
 * A stored address is what the contract lets a client send (openapi.yaml's Address: every field optional), and what
 * the User answer gives back.
 */
export type Address = components['schemas']['Address'];

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** Null for accounts created through Google or Facebook only. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    /** Only sellers have one; staff move it from pending to approved or rejected. */
    sellerStatus: text('seller_status', { enum: SELLER_STATUSES }),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    avatar: text('avatar'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    addresses: jsonb('addresses').$type<Address[]>().notNull().default([]),
    /**
     * Every session token carries the generation it was issued under; a password change or reset, or a provider
     * sign-in that takes over an unproven account, moves it on and so ends every older session at once.
     */
    sessionGeneration: integer('session_generation').notNull().default(0),
    /** How many times this account asked to sell; above 1, staff see a re-application. */
    sellerApplications: integer('seller_applications').notNull().default(0),
    sellerAppliedAt: timestamp('seller_applied_at', { withTimezone: true }),
    /** Staff's last decision, kept through role switches and re-applications. */
    sellerLastDecision: text('seller_last_decision').$type<'approved' | 'rejected'>(),
    sellerDecidedAt: timestamp('seller_decided_at', { withTimezone: true }),
    /** Why staff refused the account, for the seller to read; an approval clears it. */
    sellerDecisionReason: text('seller_decision_reason'),
    /** The Wave number a seller is paid on (E.164); their account phone when unset. */
    payoutPhone: text('payout_phone'),
    /**
     * The seller's public shop address (/boutique/{slug}): made once from their name when they become a seller (the
     * database's teranga_assign_shop_slug trigger, migration 0021), then kept when they rename themselves.
     */
    shopSlug: text('shop_slug'),
    /** « Présentation de la boutique »: plain text the seller writes (headless shopDescriptionRule). */
    shopDescription: text('shop_description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_shop_slug_key').on(t.shopSlug),
    index('users_role_seller_status_idx').on(t.role, t.sellerStatus),
  ],
);

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: id(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'google' | 'facebook'>().notNull(),
    providerUserId: text('provider_user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('oauth_accounts_provider_key').on(t.provider, t.providerUserId)],
);

/** Logged-out tokens, by their `jti`, kept until they would have expired anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token mailed to the user: the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    image: text('image'),
    featured: boolean('featured').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug)],
);

export interface ProductImage {
  url: string;
  alt?: string;
  /** The widths an uploaded picture was stored in (media/image-intake.ts), for the storefront's srcset. */
  srcset?: string;
  width?: number;
  height?: number;
}
export interface ProductColor {
  name: string;
  hex: string;
}
export interface ProductShipping {
  weight?: number;
  dimensions?: { length?: number; width?: number; height?: number; unit: 'cm' };
  freeShippingMinimum?: number;
  estimatedDays: { min: number; max: number };
}
export interface ProductSeo {
  metaTitle?: string;
  metaDescription?: string;
  keywords?: string[];
}

/** Full-text document of a product; its configuration `teranga_fr` (migration 0001) is French stemming behind `unaccent`. */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const products = pgTable(
  'products',
  {
    id: id(),
    sellerId: idColumn('seller_id').references(() => users.id, { onDelete: 'set null' }),
    categoryId: idColumn('category_id').references(() => categories.id, { onDelete: 'set null' }),
    subcategory: text('subcategory'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    shortDescription: text('short_description'),
    /** Money is integer cents of EUR (DESIGN.md). */
    priceCents: integer('price_cents').notNull(),
    comparePriceCents: integer('compare_price_cents'),
    costCents: integer('cost_cents'),
    sku: text('sku'),
    brand: text('brand'),
    origin: text('origin'),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('draft'),
    featured: boolean('featured').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    material: text('material').array().notNull().default(sql`'{}'::text[]`),
    careInstructions: text('care_instructions').array().notNull().default(sql`'{}'::text[]`),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    colors: jsonb('colors').$type<ProductColor[]>().notNull().default([]),
    mainImage: text('main_image'),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    trackQuantity: boolean('track_quantity').notNull().default(true),
    quantity: integer('quantity').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(10),
    allowBackorder: boolean('allow_backorder').notNull().default(false),
    /**
     * True while the product's seller is refused or suspended: the product leaves the storefront, search and
     * checkout without losing its own status, and comes back when staff approve the seller again.
     */
    sellerHidden: boolean('seller_hidden').notNull().default(false),
    /** Kilograms. */
    weight: numeric('weight', { precision: 8, scale: 3, mode: 'number' }),
    shipping: jsonb('shipping').$type<ProductShipping>(),
    seo: jsonb('seo').$type<ProductSeo>(),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Name (weight A), subcategory, brand and tags (B), materials and description (C); kept by PostgreSQL itself. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`teranga_product_document(name, subcategory, brand, tags, material, description)`,
    ),
  },
  // Every public listing filters on status and sorts by one column with the id as tie-breaker: one index per sort.
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    // A SKU names one product in the whole shop, whatever its case (checked before writing; this catches a race).
    uniqueIndex('products_sku_key').on(sql`lower(${t.sku})`),
    index('products_status_created_idx').on(t.status, t.createdAt, t.id),
    index('products_category_status_idx').on(t.categoryId, t.status, t.createdAt, t.id),
    // A collection page sorted by price or popularity (the storefront's other sorts) reads its 12 rows in order.
    index('products_category_price_idx').on(t.categoryId, t.status, t.priceCents, t.id),
    index('products_category_sold_idx').on(t.categoryId, t.status, t.sold, t.id),
    // With seller_hidden, the total of a price filter (counted up to 1,001 at every price edit) reads this index
    // alone, not the products: 0.4 ms instead of 3 ms for a range of 1,900 products at 10,000 (migration 0026).
    index('products_public_price_idx').on(t.status, t.sellerHidden, t.priceCents, t.id),
    index('products_status_sold_idx').on(t.status, t.sold, t.id),
    index('products_status_rating_idx').on(t.status, t.ratingAverage, t.id),
    index('products_status_name_idx').on(t.status, t.name, t.id),
    index('products_seller_idx').on(t.sellerId),
    index('products_search_idx').using('gin', t.searchVector),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: idColumn('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: text('type', { enum: VARIANT_TYPES }).notNull(),
    name: text('name').notNull().default('Taille'),
    value: text('value').notNull(),
    /** A size variant may keep the stock of one colour of that size (size × colour); null: every colour. */
    color: text('color'),
    colorHex: text('color_hex'),
    quantity: integer('quantity').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(2),
  },
  (t) => [index('product_variants_product_idx').on(t.productId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: idColumn('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('wishlist_items_user_product_key').on(t.userId, t.productId)],
);

/** One seller's part of an order (openapi.yaml PartStatus). */
export type PartStatus = (typeof PART_STATUSES)[number];
/** The order's status, derived from its parts (headless `orderStatusOf`). */
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type OrderDelivery = components['schemas']['OrderDelivery'];
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/**
 * A customer's order. Money is integer cents of EUR, priced by the server when the order was made; the customer's
 * name and email are copied so tracking and mails keep working if the account changes.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    number: text('number').notNull(),
    customerId: idColumn('customer_id').references(() => users.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email').notNull(),
    customerFirstName: text('customer_first_name').notNull(),
    customerLastName: text('customer_last_name').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    payerPhone: text('payer_phone'),
    shippingAddress: jsonb('shipping_address').$type<Address>(),
    /** The delivery as quoted when placed (delivery/): option, CFA price, date, point, address. Null on older orders. */
    delivery: jsonb('delivery').$type<OrderDelivery>(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The client's Idempotency-Key and a hash of what it asked for: a retry returns this order. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_customer_idempotency_key')
      .on(t.customerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // The sweeper reads the pending payments that are due.
    index('orders_pending_payment_idx').on(t.paymentExpiresAt).where(sql`${t.paymentStatus} = 'pending'`),
  ],
);

/**
 * One seller's part of an order: its lines, subtotal and status move on their own, and only its seller (or staff)
 * moves it. `seller_id` null is the shop's own products. `refunded_cents` is what its refunds gave back.
 */
export const orderParts = pgTable(
  'order_parts',
  {
    id: id(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: idColumn('seller_id'),
    status: text('status', { enum: PART_STATUSES }).notNull().default('pending'),
    subtotalCents: integer('subtotal_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /**
     * When this part's money was collected: with the order's payment for mobile money, when its seller records the
     * cash at the door for cash on delivery. Null while unpaid.
     */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Who carries the parcel (headless CARRIERS, « Remise en main propre » included) once the part is shipped. */
    carrier: text('carrier'),
    /** The carrier's tracking number (normalised: upper case, no spaces); null for a hand delivery without one. */
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** When the part was delivered: returns are counted from it (30 days). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_parts_order_idx').on(t.orderId, t.position),
    index('order_parts_seller_idx').on(t.sellerId, t.createdAt),
  ],
);

/**
 * One line of an order: a copy of the product as sold (name, price, image), its seller, and how many units were
 * taken from stock (0 when the product does not count its stock), which is what a cancellation gives back.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    partId: idColumn('part_id')
      .notNull()
      .references(() => orderParts.id, { onDelete: 'cascade' }),
    /** No foreign key: a deleted product leaves its past orders readable. */
    productId: idColumn('product_id').notNull(),
    sellerId: idColumn('seller_id'),
    name: text('name').notNull(),
    sku: text('sku'),
    image: text('image'),
    size: text('size'),
    color: text('color'),
    /** The variant whose stock the line took (no foreign key, like the product: a deleted variant keeps the line). */
    variantId: idColumn('variant_id'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    reservedQuantity: integer('reserved_quantity').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_seller_idx').on(t.sellerId, t.orderId),
  ],
);

/** What happened to an order, for its timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ORDER_EVENT_TYPES }).notNull(),
    /** The part the event is about; null for the whole order's (placed, paid, payment failed or expired). */
    partId: idColumn('part_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/** The payment of an order with its provider (one per order). */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's own id of the payment (a Wave checkout session id, ...). */
    providerReference: text('provider_reference'),
    redirectUrl: text('redirect_url'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /** Sandbox only: when it plays the payer's answer, and whether an instance has claimed that job. */
    answerAt: timestamp('answer_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /**
     * SHA-256 (hex) of the secret the provider sends back with its notification (Orange Money's notif_token): the
     * notification is matched to its payment by it, and the token itself is never stored.
     */
    webhookTokenHash: text('webhook_token_hash'),
    /** When an instance last asked the provider about this pending payment (reconciliation of a lost webhook). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_order_key').on(t.orderId),
    uniqueIndex('payments_webhook_token_key')
      .on(t.webhookTokenHash)
      .where(sql`${t.webhookTokenHash} is not null`),
    index('payments_answer_idx')
      .on(t.answerAt)
      .where(sql`${t.answerAt} is not null and ${t.answeredAt} is null`),
  ],
);

/** Webhook events already applied, by provider and event id: a replay (or the same event at two instances) is applied once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    orderId: idColumn('order_id'),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId)],
);

/**
 * Money given back to a customer through the provider that took it: a part cancelled after payment (`part_id`), or
 * a whole payment that arrived after its order was cancelled or expired (`late-payment`, no part). A job row too:
 * `next_attempt_at` is when any instance asks the provider (again); `failed` waits for staff to retry.
 */
/** Why money goes back: a cancelled paid part, a payment after expiry or cancellation, a received return. */
export type RefundReason = 'cancelled' | 'late-payment' | 'return';

export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    partId: idColumn('part_id').references(() => orderParts.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<RefundReason>().notNull(),
    /** The return whose received lines this refund gives back (returns/); null for a cancellation or late payment. */
    returnId: idColumn('return_id'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    // One refund per cancelled part, one per order for a late payment, and one per received return.
    uniqueIndex('refunds_part_key')
      .on(t.partId)
      .where(sql`${t.partId} is not null and ${t.returnId} is null`),
    uniqueIndex('refunds_return_key').on(t.returnId).where(sql`${t.returnId} is not null`),
    uniqueIndex('refunds_late_payment_key').on(t.orderId).where(sql`${t.reason} = 'late-payment'`),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * `sale` a paid part (credit), `refund` its refund (debit), `payout` money sent to the seller (debit, when the payout
 * is asked), `payout-reversal` a payout the provider refused (credit: the money is back in the balance).
 */
export type LedgerKind = 'sale' | 'refund' | 'payout' | 'payout-reversal';

/**
 * What the shop owes each seller, append-only (never updated, never deleted): a paid part credits its amount minus
 * the commission, its refund debits the same. A balance is a sum of these rows, never a stored counter. At most one
 * line of each kind per part (unique), so a replayed payment or refund cannot count twice.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    sellerId: idColumn('seller_id').notNull(),
    /** The order and part of a sale or refund line; null for a payout's lines. */
    orderId: idColumn('order_id'),
    partId: idColumn('part_id'),
    /** The return of a `refund` line that gives back some lines of a delivered part (returns/), else null. */
    returnId: idColumn('return_id'),
    /** The payout of a `payout` or `payout-reversal` line. */
    payoutId: idColumn('payout_id'),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** Signed EUR cents: positive for a sale, negative for a refund. */
    amountCents: integer('amount_cents').notNull(),
    commissionCents: integer('commission_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A part's own sale and refund once each; a return's refund once per return (a part may have several returns).
    uniqueIndex('ledger_entries_part_kind_key').on(t.partId, t.kind).where(sql`${t.returnId} is null`),
    uniqueIndex('ledger_entries_return_kind_key')
      .on(t.returnId, t.kind)
      .where(sql`${t.returnId} is not null`),
    uniqueIndex('ledger_entries_payout_kind_key').on(t.payoutId, t.kind),
    index('ledger_entries_seller_idx').on(t.sellerId, t.createdAt),
  ],
);

export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * Money sent from the shop to a seller's Wave number, from their ledger balance. A job row too: `next_attempt_at` is
 * when an instance asks the provider (again, with the same idempotency key: asking twice pays once). At most one
 * payout per seller is in flight (unique partial index), so staff cannot send it twice.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    sellerId: idColumn('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    amountXof: integer('amount_xof').notNull(),
    phone: text('phone').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    requestedBy: idColumn('requested_by'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('payouts_in_flight_key').on(t.sellerId).where(sql`${t.status} in ('pending', 'processing')`),
    index('payouts_seller_idx').on(t.sellerId, t.createdAt),
    index('payouts_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'processing')`),
  ],
);

/**
 * Work that must happen later or again (DESIGN.md, Jobs): a sandbox webhook to deliver, a mail to send. Any instance
 * takes due rows (`FOR UPDATE SKIP LOCKED`), runs them, and on failure puts them back with an exponential back-off,
 * so a restart, a 503 or a crash loses nothing. Done rows are kept a day for the record, then swept.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`)],
);

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

/**
 * One row per address (lower-cased), whatever its history: subscribing again reuses it. The mail carries the tokens,
 * the database only their SHA-256. The unsubscribe token never expires (it is in every mail); the confirm one does.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    email: text('email').notNull(),
    status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }).notNull(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    /** When the last confirmation mail went out: one mail per address every few minutes at most. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_key').on(t.email),
    uniqueIndex('newsletter_subscriptions_confirm_key').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscriptions_unsubscribe_key').on(t.unsubscribeTokenHash),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres gives a Buffer, PGlite a Uint8Array: both read as a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Images kept in PostgreSQL (media/media-storage.ts): every API instance on the database serves what any of them
 * stored. A name never changes content (uploads get fresh ids, demo names describe their picture).
 */
export const mediaFiles = pgTable('media_files', {
  name: text('name').primaryKey(),
  body: bytea('body').notNull(),
  createdAt: createdAt(),
});

export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** One returned line of a part: the order line and how many of its units come back. */
export type ReturnLine = { lineId: string; quantity: number };

/**
 * A customer's request to send back some lines of one delivered part, within 30 days of its delivery (returns/).
 * requested → accepted | refused (by its seller, or by staff once the seller let RETURN_ANSWER_DAYS pass) →
 * received (accepted only: the parcel is back, its refund is recorded and its stock given back) → refunded (the
 * provider confirmed the refund). `amount_cents` is what the lines cost the customer, priced when asked.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: id(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    partId: idColumn('part_id')
      .notNull()
      .references(() => orderParts.id, { onDelete: 'cascade' }),
    customerId: idColumn('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The part's seller (null for the shop's own products: staff answer). */
    sellerId: idColumn('seller_id'),
    lines: jsonb('lines').$type<ReturnLine[]>().notNull(),
    reason: text('reason').notNull(),
    /** Media paths of the customer's photos (/api/media/<name>), checked as this shop's own when asked. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    refusalReason: text('refusal_reason'),
    decidedBy: text('decided_by').$type<'seller' | 'staff'>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId, t.createdAt),
    index('return_requests_seller_idx').on(t.sellerId, t.createdAt),
    index('return_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A buyer's review of a product (reviews/): 1 to 5 stars and plain text, once per order line, written once its part
 * was delivered. `order_line_id` is null only for the demo shop's reviews. A hidden review (staff) leaves the product
 * page and its aggregate; products.rating_average and rating_count are the visible reviews' average and count, kept
 * in the same transaction as every write here (reviews/review-aggregate.ts).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: idColumn('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderLineId: idColumn('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    customerId: idColumn('customer_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: idColumn('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Once per order line, whatever two requests at once try.
    uniqueIndex('reviews_order_line_key').on(t.orderLineId),
    index('reviews_product_idx').on(t.productId, t.createdAt, t.id),
    index('reviews_customer_idx').on(t.customerId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A customer's address book (addresses/): where their orders go, with the quartier and landmark a courier in Dakar
 * asks for. At most one default per customer, held by the database itself (customer_addresses_one_default_key).
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: id(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    /** E.164 (+221…), as headless normalizeDeliveryAddress stores it. */
    phone: text('phone').notNull(),
    quartier: text('quartier').notNull(),
    street: text('street').notNull(),
    landmark: text('landmark'),
    city: text('city').notNull(),
    region: text('region').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('customer_addresses_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/**
 * Where the shop delivers, by zone (delivery/): an address's city, else its region, names its zone (compared without
 * accents, case or extra spaces). Zones are tried by position; an inactive one matches nothing.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: id(),
    name: text('name').notNull(),
    cities: text('cities').array().notNull().default(sql`'{}'::text[]`),
    regions: text('regions').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('delivery_zones_name_key').on(sql`lower(${t.name})`)],
);

/**
 * One way to receive an order in a zone, priced in whole francs CFA, free from `free_from_xof` when set. The one
 * default option (no zone, `is_default`) is what an order without a choice, or an address in no zone, pays.
 */
export const deliveryOptions = pgTable(
  'delivery_options',
  {
    id: id(),
    zoneId: idColumn('zone_id').references(() => deliveryZones.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DELIVERY_KINDS }).notNull(),
    name: text('name').notNull(),
    priceXof: integer('price_xof').notNull(),
    delayDays: integer('delay_days').notNull(),
    freeFromXof: integer('free_from_xof'),
    active: boolean('active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('delivery_options_zone_idx').on(t.zoneId),
    uniqueIndex('delivery_options_one_default_key').on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);

/** A pickup point (« point relais ») of a pickup option: where its customers collect their parcel. */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: id(),
    optionId: idColumn('option_id')
      .notNull()
      .references(() => deliveryOptions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    openingHours: text('opening_hours').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pickup_points_option_idx').on(t.optionId)],
);
