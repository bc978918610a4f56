import type { Handlers } from '../http/handler-map.js';
import { notBuiltYet } from '../http/not-built-yet.js';

type SellerOperation =
  | 'listSellerProducts'
  | 'createSellerProduct'
  | 'getSellerProduct'
  | 'updateSellerProduct'
  | 'deleteSellerProduct'
  | 'getSellerStats'
  | 'listSellerOrders'
  | 'updateSellerOrderStatus';

/** The seller area of openapi.yaml. Not built yet: each entry answers 501 until its real handler replaces it. */
export function createSellerProductHandlers(): Handlers<SellerOperation> {
  return {
    listSellerProducts: notBuiltYet,
    createSellerProduct: notBuiltYet,
    getSellerProduct: notBuiltYet,
    updateSellerProduct: notBuiltYet,
    deleteSellerProduct: notBuiltYet,
    getSellerStats: notBuiltYet,
    listSellerOrders: notBuiltYet,
    updateSellerOrderStatus: notBuiltYet,
  };
}
