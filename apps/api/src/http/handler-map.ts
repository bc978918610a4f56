import type { operations } from '@teranga/sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Every operationId of openapi.yaml (the SDK's generated `operations`). */
export type OperationId = keyof operations;

type Operation<K extends OperationId> = operations[K];

/** A part of the request the operation does not have reads as an empty object, never as `any`. */
type Present<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

/**
 * Query parameters the contract gives a default, per operation: Ajv (`useDefaults`) fills them in before a handler
 * runs, so a handler reads them as always there. test/handler-map.test.ts checks each against openapi.yaml.
 */
export const QUERY_DEFAULTS = {
  listProducts: ['page', 'limit'],
  searchProducts: ['page', 'limit'],
  listCategoryProducts: ['page', 'limit'],
  listShopProducts: ['page', 'limit'],
  listRelatedProducts: ['limit'],
  listSellerProducts: ['page', 'limit', 'sort'],
  listSellerOrders: ['page', 'limit'],
  listOrders: ['page', 'limit'],
} as const satisfies { [K in OperationId]?: readonly (keyof Present<Operation<K>['parameters']['query']>)[] };

type Defaulted<K extends OperationId> = K extends keyof typeof QUERY_DEFAULTS
  ? (typeof QUERY_DEFAULTS)[K][number]
  : never;

type Filled<T, Keys extends PropertyKey> = T & { [P in Keys & keyof T]-?: NonNullable<T[P]> };

type PathOf<K extends OperationId> = Present<Operation<K>['parameters']['path']>;
type QueryOf<K extends OperationId> = Filled<Present<Operation<K>['parameters']['query']>, Defaulted<K>>;
type ContentOf<Body> = Body extends { content: infer Content } ? Content[keyof Content] : undefined;
/** The body of the operation's first media type; `undefined` is part of it when the contract makes it optional. */
type BodyOf<K extends OperationId> =
  | ContentOf<NonNullable<Operation<K>['requestBody']>>
  | (undefined extends Operation<K>['requestBody'] ? undefined : never);

/** The request of one operation, as fastify-openapi-glue hands it over after the contract's validation. */
export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Params: PathOf<K>;
  Querystring: QueryOf<K>;
  Body: BodyOf<K>;
}>;

/** What serves one operation: a value to send (usually `ok(...)`), or the reply it already sent; refusals throw HttpError. */
export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => unknown;

/**
 * One handler per operation of the contract. app.ts builds its map as `{...} satisfies HandlerMap`, so an operation
 * openapi.yaml names and no handler serves is a type error (fastify-openapi-glue would otherwise answer it with a 500).
 */
export type HandlerMap = { [K in OperationId]: OperationHandler<K> };

/** The handlers one resource folder contributes: typed by their operations, and no name the contract lacks. */
export type Handlers<K extends OperationId> = Pick<HandlerMap, K>;
