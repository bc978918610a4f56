import type { CallOptions, Transport } from '../client.js';
import type { components } from '../schema.gen.js';
import type { Upload } from '../types.js';
import { fileName } from './product-form.js';

type Schemas = components['schemas'];
export type ReturnRequest = Schemas['ReturnRequest'];
export type ReturnStatus = Schemas['ReturnStatus'];
export type ReturnInput = Schemas['ReturnRequestBody'];
export type ReturnPhoto = Schemas['UploadedImage'];

export interface ReturnsResource {
  /**
   * the returns asked on one of the customer's orders (`listOrderReturns`), newest first
   * @example const returns = await sdk.returns.forOrder(orderId);
   */
  forOrder(orderId: string, options?: CallOptions): Promise<ReturnRequest[]>;
  /**
   * asks back some lines of one delivered part, within 30 days of its delivery (`createReturn`); a French 409 outside
   * the window or for units already asked
   * @example await sdk.returns.create(orderId, { partId, lines: [{ lineId, quantity: 1 }], reason: 'Trop petit', photos: [url] });
   */
  create(orderId: string, input: ReturnInput, options?: CallOptions): Promise<ReturnRequest>;
  /**
   * sends one photo for a return (`uploadReturnPhoto`, multipart field `image`); put its `url` in `photos`
   * @example const { url } = await sdk.returns.uploadPhoto(file);
   */
  uploadPhoto(file: Upload, options?: CallOptions): Promise<ReturnPhoto>;
  /**
   * the seller's returns (`listSellerReturns`), optionally of one status
   * @example const waiting = await sdk.returns.sellerList('requested');
   */
  sellerList(status?: ReturnStatus, options?: CallOptions): Promise<ReturnRequest[]>;
  /**
   * the seller accepts a waiting request (`acceptReturn`)
   * @example const request = await sdk.returns.accept(returnId); // request.status === 'accepted'
   */
  accept(id: string, options?: CallOptions): Promise<ReturnRequest>;
  /**
   * the seller refuses a waiting request with a reason the customer reads (`refuseReturn`)
   * @example await sdk.returns.refuse(returnId, 'Article porté et lavé');
   */
  refuse(id: string, reason: string, options?: CallOptions): Promise<ReturnRequest>;
  /**
   * « Colis reçu » (`receiveReturn`): the accepted parcel is back; its lines are refunded and their stock comes back
   * @example await sdk.returns.received(returnId);
   */
  received(id: string, options?: CallOptions): Promise<ReturnRequest>;
  /**
   * staff: every return, or those the seller left unanswered past the delay (`overdue`) (`listStaffReturns`)
   * @example const overdue = await sdk.returns.staffList({ status: 'requested', overdue: true });
   */
  staffList(
    query?: { status?: ReturnStatus; overdue?: boolean },
    options?: CallOptions,
  ): Promise<ReturnRequest[]>;
  /**
   * staff accept or refuse (with a reason) a request its seller left unanswered (`decideReturn`)
   * @example await sdk.returns.decide(returnId, 'refuse', 'Article porté');
   */
  decide(
    id: string,
    decision: 'accept' | 'refuse',
    reason?: string,
    options?: CallOptions,
  ): Promise<ReturnRequest>;
}

const listOf = (body: { data: { returns: ReturnRequest[] } }) => body.data.returns;
const oneOf = (body: { data: ReturnRequest }) => body.data;

export function createReturns(transport: Transport): ReturnsResource {
  const { send, sendSeller, requireToken } = transport;
  const byId = (id: string) => ({ params: { path: { id } } });
  return {
    async forOrder(orderId, options) {
      requireToken();
      return listOf(
        await send((api, init) => api.GET('/orders/{id}/returns', { ...init, ...byId(orderId) }), {
          call: options,
        }),
      );
    },
    async create(orderId, input, options) {
      requireToken();
      return oneOf(
        await send(
          (api, init) => api.POST('/orders/{id}/returns', { ...init, ...byId(orderId), body: input }),
          {
            call: options,
          },
        ),
      );
    },
    async uploadPhoto(file, options) {
      requireToken();
      const form = new FormData();
      form.append('image', file, fileName(file, 'photo'));
      // The contract's body ({ image }), sent as the form built here (openapi-fetch posts a FormData as is).
      const body = await send(
        (api, init) =>
          api.POST('/returns/photos', { ...init, body: { image: file }, bodySerializer: () => form }),
        { call: options },
      );
      return body.data;
    },
    async sellerList(status, options) {
      requireToken();
      return listOf(
        await sendSeller(
          (api, init) => api.GET('/seller/returns', { ...init, params: { query: status ? { status } : {} } }),
          options,
        ),
      );
    },
    async accept(id, options) {
      requireToken();
      return oneOf(
        await sendSeller(
          (api, init) => api.POST('/seller/returns/{id}/accept', { ...init, ...byId(id) }),
          options,
        ),
      );
    },
    async refuse(id, reason, options) {
      requireToken();
      return oneOf(
        await sendSeller(
          (api, init) => api.POST('/seller/returns/{id}/refuse', { ...init, ...byId(id), body: { reason } }),
          options,
        ),
      );
    },
    async received(id, options) {
      requireToken();
      return oneOf(
        await sendSeller(
          (api, init) => api.POST('/seller/returns/{id}/received', { ...init, ...byId(id) }),
          options,
        ),
      );
    },
    async staffList(query = {}, options) {
      requireToken();
      return listOf(
        await send((api, init) => api.GET('/admin/returns', { ...init, params: { query } }), {
          call: options,
        }),
      );
    },
    async decide(id, decision, reason, options) {
      requireToken();
      return oneOf(
        await send(
          (api, init) =>
            api.POST('/admin/returns/{id}/decision', {
              ...init,
              ...byId(id),
              body: { decision, ...(reason === undefined ? {} : { reason }) },
            }),
          { call: options },
        ),
      );
    },
  };
}
