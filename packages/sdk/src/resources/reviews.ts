import type { CallOptions, Transport } from '../client.js';
import type { components } from '../schema.gen.js';

type Schemas = components['schemas'];
export type Review = Schemas['Review'];
export type ReviewInput = Schemas['ReviewInput'];
export type ReviewPage = { reviews: Review[]; pagination: Schemas['Pagination'] };
export type ProductReviews = ReviewPage & { rating: Schemas['Rating'] };
export type ReviewPageQuery = { page?: number; limit?: number };

export interface ReviewsResource {
  /**
   * a product's visible reviews, newest first, with its average and count (`listProductReviews`); public
   * @example const { reviews, rating } = await sdk.reviews.forProduct(productId, { page: 1 });
   */
  forProduct(productId: string, query?: ReviewPageQuery, options?: CallOptions): Promise<ProductReviews>;
  /**
   * reviews a line of the customer's own delivered order, once (`createReview`); a French 403 or 409 otherwise
   * @example await sdk.reviews.create({ orderLineId, rating: 5, text: 'Très beau boubou' });
   */
  create(input: ReviewInput, options?: CallOptions): Promise<Review>;
  /**
   * the customer's own reviews of one of their orders' lines (`listOrderReviews`)
   * @example const reviews = await sdk.reviews.forOrder(orderId);
   */
  forOrder(orderId: string, options?: CallOptions): Promise<Review[]>;
  /**
   * the reviews of the seller's products, hidden ones flagged (`listSellerReviews`); staff: every review
   * @example const { reviews, pagination } = await sdk.reviews.sellerList({ page: 1, limit: 20 });
   */
  sellerList(query?: ReviewPageQuery, options?: CallOptions): Promise<ReviewPage>;
  /**
   * the seller's one public answer to a review of their product (`answerReview`)
   * @example await sdk.reviews.answer(reviewId, 'Merci Awa, au plaisir de vous revoir !');
   */
  answer(id: string, text: string, options?: CallOptions): Promise<Review>;
  /**
   * staff: every review, hidden ones included (`listStaffReviews`)
   * @example const { reviews, pagination } = await sdk.reviews.staffList({ page: 2 });
   */
  staffList(query?: ReviewPageQuery, options?: CallOptions): Promise<ReviewPage>;
  /**
   * staff hide a review (off the product page and its rating) or show it again (`setReviewVisibility`)
   * @example await sdk.reviews.setHidden(reviewId, true);
   */
  setHidden(id: string, hidden: boolean, options?: CallOptions): Promise<Review>;
}

const pageOf = ({ data }: { data: ReviewPage }): ReviewPage => ({
  reviews: data.reviews,
  pagination: data.pagination,
});
const oneOf = (body: { data: Review }) => body.data;

export function createReviews(transport: Transport): ReviewsResource {
  const { send, sendSeller, requireToken, requireProductId } = transport;
  const byId = (id: string) => ({ params: { path: { id } } });
  return {
    async forProduct(productId, query = {}, options) {
      requireProductId(productId);
      const body = await send(
        (api, init) =>
          api.GET('/products/{id}/reviews', { ...init, params: { path: { id: productId }, query } }),
        { call: options },
      );
      return { ...pageOf(body), rating: body.data.rating };
    },
    async create(input, options) {
      requireToken();
      return oneOf(
        await send((api, init) => api.POST('/reviews', { ...init, body: input }), { call: options }),
      );
    },
    async forOrder(orderId, options) {
      requireToken();
      const body = await send((api, init) => api.GET('/orders/{id}/reviews', { ...init, ...byId(orderId) }), {
        call: options,
      });
      return body.data.reviews;
    },
    async sellerList(query = {}, options) {
      requireToken();
      return pageOf(
        await sendSeller((api, init) => api.GET('/seller/reviews', { ...init, params: { query } }), options),
      );
    },
    async answer(id, text, options) {
      requireToken();
      return oneOf(
        await sendSeller(
          (api, init) => api.POST('/seller/reviews/{id}/answer', { ...init, ...byId(id), body: { text } }),
          options,
        ),
      );
    },
    async staffList(query = {}, options) {
      requireToken();
      return pageOf(
        await send((api, init) => api.GET('/admin/reviews', { ...init, params: { query } }), {
          call: options,
        }),
      );
    },
    async setHidden(id, hidden, options) {
      requireToken();
      return oneOf(
        await send(
          (api, init) =>
            api.PUT('/admin/reviews/{id}/visibility', { ...init, ...byId(id), body: { hidden } }),
          {
            call: options,
          },
        ),
      );
    },
  };
}
