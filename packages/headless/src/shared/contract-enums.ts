import type { components } from '@teranga/sdk';

type Schemas = components['schemas'];

/**
 * Whether a value is one of a tuple's (a type guard: `includes` on a literal tuple takes only its own values).
 * @example if (isOneOf(ORDER_STATUSES, value)) filter(value);
 */
export const isOneOf = <T>(values: readonly T[], value: unknown): value is T =>
  values.some((item) => item === value);

/**
 * `true` when a tuple lists every value of a contract enum and nothing else. Written after each tuple as
 * `true satisfies ListsExactly<typeof TUPLE, Schemas['Enum']>`, it fails to compile when openapi.yaml gains, loses or
 * renames a value and the tuple does not follow (the error names the values missing and those extra).
 */
export type ListsExactly<Tuple extends readonly string[], Contract extends string> = [
  Exclude<Contract, Tuple[number]>,
  Exclude<Tuple[number], Contract>,
] extends [never, never]
  ? true
  : { missing: Exclude<Contract, Tuple[number]>; extra: Exclude<Tuple[number], Contract> };

/** Account roles (openapi.yaml Role). */
export const ROLES = ['customer', 'seller', 'admin'] as const;
true satisfies ListsExactly<typeof ROLES, Schemas['Role']>;

/** A product's statuses: only `active` ones are shown in the shop (openapi.yaml ProductStatus). */
export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
true satisfies ListsExactly<typeof PRODUCT_STATUSES, Schemas['ProductStatus']>;

/** What a product variant varies by (openapi.yaml VariantType). */
export const VARIANT_TYPES = ['size', 'color', 'material'] as const;
true satisfies ListsExactly<typeof VARIANT_TYPES, Schemas['VariantType']>;

/** An order's payment statuses (openapi.yaml PaymentStatus). */
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'partially_refunded',
  'refunded',
] as const;
true satisfies ListsExactly<typeof PAYMENT_STATUSES, Schemas['PaymentStatus']>;

/** A refund's statuses with the provider (openapi.yaml RefundStatus). */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
true satisfies ListsExactly<typeof REFUND_STATUSES, Schemas['RefundStatus']>;

/** A seller payout's statuses (openapi.yaml PayoutStatus). */
export const PAYOUT_STATUSES = ['pending', 'processing', 'succeeded', 'failed'] as const;
true satisfies ListsExactly<typeof PAYOUT_STATUSES, Schemas['PayoutStatus']>;

/** The events of an order's timeline (openapi.yaml OrderEventType). */
export const ORDER_EVENT_TYPES = [
  'placed',
  'paid',
  'payment-failed',
  'payment-expired',
  'late-payment',
  'shipped',
  'delivered',
  'cash-collected',
  'cancelled',
  'refunded',
  'refund-failed',
  'return-requested',
  'return-accepted',
  'return-refused',
  'return-received',
] as const;
true satisfies ListsExactly<typeof ORDER_EVENT_TYPES, Schemas['OrderEventType']>;

/** Delivered at home or collected at a pickup point (openapi.yaml DeliveryKind). */
export const DELIVERY_KINDS = ['home', 'pickup'] as const;
true satisfies ListsExactly<typeof DELIVERY_KINDS, Schemas['DeliveryKind']>;
