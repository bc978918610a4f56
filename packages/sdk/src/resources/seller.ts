import { signInReturnMessages } from '@teranga/messages/identity';
import type { CallOptions, Transport } from '../client.js';
import { TerangaApiError } from '../errors.js';
import { readData, readPagination, readProduct, readProducts, readUser } from '../readers.js';
import { record } from '../record.js';
import type {
  Product,
  ProductCreateInput,
  ProductInput,
  ProductPatch,
  SellerLedger,
  SellerLedgerQuery,
  SellerPayouts,
  SellerProductPage,
  SellerProductStats,
  SellerProductsQuery,
  SellerStats,
  User,
} from '../types.js';
import { isFile, productFormData } from './product-form.js';
import type { SellerShop } from './shops.js';

export interface CreateOptions extends CallOptions {
  /** send JSON instead of the multipart form (images must then be addresses from sdk.upload.productImage) */
  json?: boolean;
}

export interface SellerResource {
  /**
   * the seller's products with their counts by status (admin: every product)
   * @example const { products, pagination, stats } = await sdk.seller.products({ page: 1, status: 'active' });
   */
  products(query?: SellerProductsQuery, options?: CallOptions): Promise<SellerProductPage>;
  /**
   * one of the seller's own products, to edit it (`getSellerProduct`)
   * @example const product = await sdk.seller.product(productId);
   */
  product(id: string, options?: CallOptions): Promise<Product>;
  /**
   * Creates a product: a multipart form by default (image files under `images`), JSON with `{ json: true }`, or a ready FormData.
   * @example const product = await sdk.seller.create({ name, description, price: 45.9, sku, category, images: [file] });
   */
  create(input: ProductCreateInput | FormData, options?: CreateOptions): Promise<Product>;
  /**
   * changes the fields given of one of the seller's products (publish it with `status: 'active'`)
   * @example await sdk.seller.update(id, { status: 'active' });
   */
  update(id: string, patch: ProductPatch, options?: CallOptions): Promise<Product>;
  /**
   * deletes one of the seller's products
   * @example await sdk.seller.remove(productId);
   */
  remove(id: string, options?: CallOptions): Promise<void>;
  /**
   * the seller's dashboard figures: products by status, units sold, revenue in EUR and the last 30 days' sales
   * @example const { totalSales, totalRevenue, salesByDay } = await sdk.seller.stats();
   */
  stats(options?: CallOptions): Promise<SellerStats>;
  /**
   * the caller's balance, commission and ledger lines, newest first (`getSellerLedger`)
   * @example const { balance, commission, entries } = await sdk.seller.ledger({ page: 1, limit: 20 });
   */
  ledger(query?: SellerLedgerQuery, options?: CallOptions): Promise<SellerLedger>;
  /**
   * the caller's payouts, newest first, and the Wave number staff pay them on (`getSellerPayouts`)
   * @example const { payoutPhone, payouts } = await sdk.seller.payouts();
   */
  payouts(options?: CallOptions): Promise<SellerPayouts>;
  /**
   * sets the caller's Wave number for payouts (a Senegalese mobile; stored as +221…) and answers it (`setPayoutPhone`)
   * @example await sdk.seller.setPayoutPhone('+221 77 123 45 67'); // '+221771234567'
   */
  setPayoutPhone(phone: string, options?: CallOptions): Promise<string>;
  /**
   * a refused seller asks again (`POST /auth/seller-application`): the account is pending, staff see a new request
   * (409 in French otherwise). Here rather than in `auth`, whose code every storefront page loads.
   * @example const user = await sdk.seller.reapply(); // user.sellerStatus === 'pending'
   */
  reapply(options?: CallOptions): Promise<User>;
  /**
   * the caller's public shop: address, name, presentation and whether shoppers can open it (`getSellerShop`)
   * @example const { slug, description, isPublic } = await sdk.seller.shop();
   */
  shop(options?: CallOptions): Promise<SellerShop>;
  /**
   * saves « Présentation de la boutique » (plain text, 500 characters; empty removes it) (`updateSellerShop`)
   * @example await sdk.seller.updateShop('Wax et bazin cousus à Dakar depuis 1998.');
   */
  updateShop(description: string, options?: CallOptions): Promise<SellerShop>;
}

function countByStatus(products: Product[]): SellerProductStats {
  const count = (status: Product['status']) => products.filter((product) => product.status === status).length;
  return {
    total: products.length,
    active: count('active'),
    draft: count('draft'),
    archived: count('archived'),
  };
}

/** The counts by status a seller products page gives (a back end without them: counted from the page). */
const isStats = (value: unknown): value is SellerProductStats => typeof record(value)?.total === 'number';

/** Input that JSON can carry: its images are addresses (or uploaded images), no file among them. */
const isJsonInput = (input: ProductCreateInput): input is ProductInput => !input.images?.some(isFile);

export function createSeller(transport: Transport): SellerResource {
  const { sendSeller: send, requireToken, requireProductId } = transport;
  return {
    async products(query = {}, options) {
      requireToken();
      const body = await send(
        (api, init) => api.GET('/seller/products', { ...init, params: { query } }),
        options,
      );
      const products = readProducts(body);
      const stats = record(readData(body))?.stats;
      return {
        products,
        pagination: readPagination(body, products.length, query),
        stats: isStats(stats) ? stats : countByStatus(products),
      };
    },
    async product(id, options) {
      requireToken();
      requireProductId(id);
      return readProduct(
        await send(
          (api, init) => api.GET('/seller/products/{id}', { ...init, params: { path: { id } } }),
          options,
        ),
      );
    },
    async create(input, options = {}) {
      requireToken();
      const body = await send((api, init) => {
        if (options.json && !(input instanceof FormData) && isJsonInput(input)) {
          return api.POST('/seller/products', { ...init, body: input });
        }
        // A form openapi-fetch sends as is (the runtime sets the multipart boundary); its fields are not typed.
        const form = input instanceof FormData ? input : productFormData(input);
        return api.POST('/seller/products', { ...init, body: form as never });
      }, options);
      return readProduct(body);
    },
    async update(id, patch, options) {
      requireToken();
      requireProductId(id);
      const body = await send(
        (api, init) => api.PUT('/seller/products/{id}', { ...init, params: { path: { id } }, body: patch }),
        options,
      );
      return readProduct(body);
    },
    async remove(id, options) {
      requireToken();
      requireProductId(id);
      await send(
        (api, init) => api.DELETE('/seller/products/{id}', { ...init, params: { path: { id } } }),
        options,
      );
    },
    async stats(options) {
      requireToken();
      const { data } = await send((api, init) => api.GET('/seller/stats', init), options);
      return {
        totalProducts: data.totalProducts ?? 0,
        activeProducts: data.activeProducts ?? 0,
        draftProducts: data.draftProducts ?? 0,
        archivedProducts: data.archivedProducts ?? 0,
        totalSales: data.totalSales ?? 0,
        totalRevenue: data.totalRevenue ?? 0,
        // A back end without daily sales gives none (the reference server always gives the last 30 days).
        salesByDay: Array.isArray(data.salesByDay) ? data.salesByDay : [],
      };
    },
    async ledger(query = {}, options) {
      requireToken();
      const page = { page: 1, limit: 20, ...query };
      const body = await send(
        (api, init) => api.GET('/seller/ledger', { ...init, params: { query: page } }),
        options,
      );
      const { data } = body;
      const entries = Array.isArray(data.entries) ? data.entries : [];
      return {
        balance: data.balance ?? 0,
        commission: data.commission ?? 0,
        sales: data.sales ?? 0,
        refunds: data.refunds ?? 0,
        payouts: data.payouts ?? 0,
        commissionPercent: data.commissionPercent ?? 0,
        entries,
        pagination: data.pagination ?? readPagination(body, entries.length, page),
      };
    },
    async payouts(options) {
      requireToken();
      const { data } = await send((api, init) => api.GET('/seller/payouts', init), options);
      return {
        payoutPhone: data.payoutPhone ?? null,
        payouts: Array.isArray(data.payouts) ? data.payouts : [],
      };
    },
    async setPayoutPhone(phone, options) {
      requireToken();
      const body = await send(
        (api, init) => api.PUT('/seller/payout-phone', { ...init, body: { payoutPhone: phone } }),
        options,
      );
      return body.data.payoutPhone ?? phone;
    },
    async shop(options) {
      requireToken();
      const body = await send((api, init) => api.GET('/seller/shop', init), options);
      return body.data;
    },
    async updateShop(description, options) {
      requireToken();
      const body = await send(
        (api, init) => api.PUT('/seller/shop', { ...init, body: { description } }),
        options,
      );
      return body.data;
    },
    async reapply(options) {
      requireToken();
      const body = await send((api, init) => api.POST('/auth/seller-application', init), options);
      const user = readUser(body);
      if (!user)
        throw new TerangaApiError(200, signInReturnMessages.invalidUser, body, {
          code: 'unexpected_response',
        });
      return user;
    },
  };
}
