import type { CallOptions, Transport } from '../client.js';
import type { DeliveryQuote, DeliveryQuoteQuery } from '../types.js';

export interface DeliveryResource {
  /**
   * the delivery options for an address (its zone found from the city, then the region), each priced in whole CFA
   * for the basket's subtotal (EUR cents) with its expected date (`listDeliveryOptions`, anonymous); no zone: the
   * default option only. The server prices the chosen option again when the order is placed.
   * @example const { zone, options } = await sdk.delivery.options({ city: 'Dakar', region: 'Dakar', subtotalCents: 9180 });
   */
  options(query?: DeliveryQuoteQuery, options?: CallOptions): Promise<DeliveryQuote>;
}

// Anonymous: the cart asks before anyone signs in, and a 401 elsewhere must not sign the visitor out from here.
export function createDelivery(transport: Transport): DeliveryResource {
  const { send } = transport;
  return {
    async options(query = {}, options) {
      const body = await send((api, init) => api.GET('/delivery/options', { ...init, params: { query } }), {
        call: options,
        anonymous: true,
      });
      return body.data ?? { zone: null, options: [] };
    },
  };
}
