import { ID_PATTERN, isPartStatus } from '@teranga/headless';
import { orderMessages, sellerApiMessages } from '@teranga/messages';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import { asFields } from '../http/field-rules.js';
import type { RouteRules, RuleMap } from '../http/route-rules.js';

/** An order named in the path must have the shape of an id: the orders' own 400 rather than the schema's. */
function refuseMalformedId(request: FastifyRequest, message: string): void {
  if (!ID_PATTERN.test(String(asFields(request.params).id))) throw new HttpError(400, message);
}

const byOrderId: RouteRules = {
  preValidation: (request) => refuseMalformedId(request, orderMessages.invalidOrderId),
};

/**
 * The order calls' own words before the contract's schema, and the limit on public tracking (number and email:
 * guessing numbers must be slow).
 */
export const orderRules = {
  getOrder: byOrderId,
  cancelMyOrder: byOrderId,
  getSellerOrder: byOrderId,
  createOrder: {
    // A request without a body (or without its JSON content type) is not validated by the schema at all.
    preValidation: (request) => {
      if (typeof request.body !== 'object' || request.body === null) {
        throw new HttpError(400, orderMessages.emptyCart);
      }
    },
  },
  updateSellerOrderStatus: {
    preValidation: (request) => {
      refuseMalformedId(request, sellerApiMessages.invalidOrderId);
      if (!isPartStatus(asFields(request.body).status)) {
        throw new HttpError(400, sellerApiMessages.invalidOrderStatus);
      }
    },
  },
  trackOrder: { rateLimit: 'trackOrder' },
} satisfies RuleMap;
