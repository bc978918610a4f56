import { apiClientTexts } from '@teranga/messages/api-client';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { isId } from './constants.js';
import {
  bulletedErrors,
  INVALID_PRODUCT_ID_MESSAGE,
  isAbort,
  messageFromBody,
  NETWORK_ERROR_MESSAGE,
  TerangaApiError,
  TOKEN_REQUIRED_MESSAGE,
} from './errors.js';
import { record } from './record.js';
import type { AddressesResource } from './resources/addresses.js';
import type { AuthResource } from './resources/auth.js';
import type { CatalogueResource } from './resources/catalogue.js';
import type { DeliveryResource } from './resources/delivery.js';
import type { NewsletterResource } from './resources/newsletter.js';
import type { OrdersResource } from './resources/orders.js';
import { providerUrl } from './resources/provider-url.js';
import type { ReturnsResource } from './resources/returns.js';
import type { ReviewsResource } from './resources/reviews.js';
import type { SellerResource } from './resources/seller.js';
import type { ShopsResource } from './resources/shops.js';
import type { StaffResource } from './resources/staff.js';
import type { UploadResource } from './resources/upload.js';
import type { WishlistResource } from './resources/wishlist.js';
import type { paths } from './schema.gen.js';

export interface TerangaClientOptions {
  /** api root, absolute or relative to the page (default '/api'); relative roots resolve against http://localhost outside a browser */
  baseUrl?: string;
  /** returns the current bearer token, or null when signed out */
  getToken?: () => string | null | undefined;
  /** called with the error on any 401 answer to an authenticated call (clear the session, go to /login) */
  onUnauthorized?: (error: TerangaApiError) => void;
  /** fetch implementation to use (default: globalThis.fetch) */
  fetch?: typeof globalThis.fetch;
  /**
   * where the API's images are served, e.g. 'https://api.boutique.example': the answers' `/api/media/…` paths become
   * absolute under it, so a shop on another origin shows them (default: none, paths stay relative to the page; not
   * needed when the API itself answers absolute addresses, its PUBLIC_URL)
   */
  mediaBaseUrl?: string;
}

/** What every helper takes as its last, optional argument. */
export interface CallOptions {
  /** cancels the request (TanStack Query passes its own, so a cancelled query stops its fetch) */
  signal?: AbortSignal;
  /** extra headers for this call (tracing, a shop's own header); the SDK's own (bearer, content type) still apply */
  headers?: Record<string, string>;
}

/** What a failed answer becomes, per call. */
export interface SendOptions {
  /** the caller's signal and headers for this call */
  call?: CallOptions;
  /** the French message for this status and body, when the call has its own (else the shared rule applies) */
  message?: (status: number, body: unknown) => string | undefined;
  /** a credentials call (login, register, password reset): a 401 there is not an expired session */
  anonymous?: boolean;
}

/** What an openapi-fetch call resolves with: the typed `data` of a success (an answer `ok`), else the `error` body. */
type Result = { data?: unknown; error?: unknown; response: Response };

/** The successes among a call's possible results (openapi-fetch types each with `error?: never`). */
type Success<R> = Extract<R, { error?: never }>;

/** openapi-fetch answers `data` exactly when the response is ok (2xx), and `error` otherwise. */
const succeeded = <R extends Result>(result: R): result is Success<R> => result.response.ok;

/** One call's signal and headers, spread by each helper straight into its openapi-fetch request. */
export type CallInit = {
  signal?: AbortSignal | undefined;
  headers?: Record<string, string> | undefined;
};

/** A request made with the typed client and the call's `init` (`api.GET('/products', { ...init, params })`). */
export type Run<R extends Result> = (api: Client<paths>, init: CallInit) => Promise<R>;

/** The transport the resources share: the typed openapi-fetch client plus the SDK's error rules. */
export interface Transport {
  api: Client<paths>;
  baseUrl: string;
  /** the bearer token to send, or null when signed out (for calls made outside openapi-fetch, such as a tracked upload) */
  token(): string | null;
  /** the fetch the client was given (read at call time) */
  fetch(input: string, init: RequestInit): Promise<Response>;
  /** runs the request and resolves with its typed `data`, or throws the SDK's error for a failed answer */
  send<R extends Result>(run: Run<R>, options?: SendOptions): Promise<Success<R>['data']>;
  /** fails before any request when no token is stored (seller, upload and order calls) */
  requireToken(): void;
  /** fails before any request when a product id breaks the id rule (constants.ts) */
  requireProductId(id: unknown): void;
  /**
   * `send` for the seller area (products, stats, upload, orders): the seller document reads an `errors` list first,
   * then the shared rule (message, error, status).
   */
  sendSeller<R extends Result>(run: Run<R>, call?: CallOptions): Promise<Success<R>['data']>;
}

export interface TerangaClient {
  auth: AuthResource;
  catalogue: CatalogueResource;
  wishlist: WishlistResource;
  seller: SellerResource;
  /** sellers' public shops (`/boutique/{slug}` in the reference shop) */
  shops: ShopsResource;
  upload: UploadResource;
  orders: OrdersResource;
  newsletter: NewsletterResource;
  staff: StaffResource;
  /** returns within 30 days of delivery: the customer asks, the seller answers, staff decide late ones */
  returns: ReturnsResource;
  /** buyers' reviews: a product's, the customer's own, a seller's answers, staff hiding one */
  reviews: ReviewsResource;
  /** the signed-in customer's address book */
  addresses: AddressesResource;
  /** delivery options and prices for an address (anonymous) */
  delivery: DeliveryResource;
  /** the underlying typed openapi-fetch client, for calls the helpers do not cover */
  raw: Client<paths>;
}

/** Calls that never carry the bearer: signing in, registering, the password reset, and every newsletter call. */
const ANONYMOUS_PATH = /^\/(auth\/(login|register|forgot-password|reset-password)$|newsletter\/)/;

/** The page's `location` in a browser; none in Node or a worker without one (the SDK compiles without the DOM library). */
const pageLocation = () => record(record(globalThis)?.location);

function absolute(baseUrl: string): string {
  const page = pageLocation()?.href;
  return new URL(baseUrl, typeof page === 'string' ? page : 'http://localhost').href.replace(/\/+$/, '');
}

/**
 * The document's network message; from a page on another origin than the API, it also names the other likely cause:
 * a server that does not list this origin in CORS_ORIGINS (the browser hides which one it was).
 */
function networkErrorMessage(baseUrl: string): string {
  const pageOrigin = pageLocation()?.origin;
  if (
    typeof pageOrigin !== 'string' ||
    pageOrigin === '' ||
    pageOrigin === 'null' ||
    new URL(baseUrl).origin === pageOrigin
  )
    return NETWORK_ERROR_MESSAGE;
  return apiClientTexts.unreachableFromOtherOrigin(pageOrigin);
}

/** `/api/media/…` paths in a parsed answer (srcset entries too) made absolute under `base`, in place. */
function withMediaBase<T>(value: T, base: string): T {
  if (value && typeof value === 'object')
    for (const [key, field] of Object.entries(value)) {
      if (typeof field !== 'string') withMediaBase(field, base);
      else if (field.startsWith('/api/media/'))
        Reflect.set(value, key, field.replace(/(^|, *)\/api\/media\//g, `$1${base}/api/media/`));
    }
  return value;
}

function createTransport(options: TerangaClientOptions): Transport {
  const { getToken = () => null, onUnauthorized } = options;
  const baseUrl = absolute(options.baseUrl ?? '/api');
  const mediaBase = options.mediaBaseUrl?.replace(/\/+$/, '');
  // Read fetch at call time, so a test or an app that replaces globalThis.fetch later is honoured.
  const api = createClient<paths>({
    baseUrl,
    fetch: (request) => (options.fetch ?? globalThis.fetch)(request),
  });

  const bearer: Middleware = {
    onRequest({ request, schemaPath }) {
      const token = ANONYMOUS_PATH.test(schemaPath) ? null : getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
  api.use(bearer);

  const transport: Transport = {
    api,
    baseUrl,
    token: () => getToken() ?? null,
    fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, init),
    sendSeller: (run, call) =>
      transport.send(run, { message: (_status, body) => bulletedErrors(body), call }),
    async send<R extends Result>(run: Run<R>, sendOptions: SendOptions = {}): Promise<Success<R>['data']> {
      let result: R;
      if (sendOptions.call?.signal?.aborted) throw sendOptions.call.signal.reason;
      try {
        result = await run(api, { signal: sendOptions.call?.signal, headers: sendOptions.call?.headers });
      } catch (cause) {
        if (isAbort(cause) || cause instanceof TerangaApiError) throw cause;
        throw new TerangaApiError(0, networkErrorMessage(baseUrl), undefined, { cause });
      }
      const { response } = result;
      // A success's typed data (undefined only for an answer without a body, which no helper reads).
      if (succeeded(result)) return mediaBase ? withMediaBase(result.data, mediaBase) : result.data;
      const body = result.error;
      const message =
        sendOptions.message?.(response.status, body) ??
        messageFromBody(body, response.status, response.statusText);
      const error = new TerangaApiError(response.status, message, body);
      if (response.status === 401 && !sendOptions.anonymous) onUnauthorized?.(error);
      throw error;
    },
    requireToken() {
      if (!getToken())
        throw new TerangaApiError(401, TOKEN_REQUIRED_MESSAGE, undefined, { code: 'token_required' });
    },
    requireProductId(id) {
      if (!isId(id))
        throw new TerangaApiError(400, INVALID_PRODUCT_ID_MESSAGE, undefined, { code: 'invalid_id' });
    },
  };
  return transport;
}

/**
 * A resource whose code is fetched on its first call: every method returns a promise, so a caller sees no
 * difference, and a first load carries only the catalogue (a bundler cuts each other resource into a chunk of its
 * own). `eager` holds the few methods that answer at once, without a request (they cannot wait for a chunk).
 */
function lazyResource<R extends object, E extends Partial<R> = Partial<R>>(
  load: () => Promise<Omit<R, keyof E>>,
  eager?: E,
  startNow = false,
): R {
  let loaded: Promise<Omit<R, keyof E>> | undefined;
  // A chunk that failed to load (a dropped connection) is asked again by the next call.
  const loadOnce = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  // Fetched at once, beside the app's own code, rather than on the first call (the catalogue: every page reads it).
  if (startNow) loadOnce().catch(() => undefined);
  // The eager methods, then each other name's function as it is first asked (one per name: stable for React).
  const methods = new Map<string, unknown>(Object.entries(eager ?? {}));
  // A proxy rather than a list of method names: the names would be in every page's first load. `then` stays
  // undefined so the resource is never mistaken for a promise.
  const target: Partial<R> = {};
  return new Proxy(target, {
    get(_, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      let method = methods.get(name);
      if (!method) {
        method = async (...args: unknown[]) => {
          const resource = record(await loadOnce());
          const loaded = resource?.[name];
          if (typeof loaded !== 'function') throw new TypeError(`${name} is not a function`);
          return Reflect.apply(loaded, resource, args);
        };
        methods.set(name, method);
      }
      return method;
    },
    // Every name of R answers through `get`: the proxy stands for the whole resource.
  }) as R;
}

/**
 * Creates a client for a Teranga API.
 * @example
 * const sdk = createTerangaClient({ baseUrl: '/api', getToken: () => localStorage.getItem('token') });
 * const { products, pagination } = await sdk.catalogue.products({ category: 'femme', page: 1 });
 */
export function createTerangaClient(options: TerangaClientOptions = {}): TerangaClient {
  const transport = createTransport(options);
  return {
    auth: lazyResource<AuthResource, Pick<AuthResource, 'providerUrl'>>(
      () => import('./resources/auth.js').then((m) => m.createAuth(transport)),
      { providerUrl: (provider, options = {}) => providerUrl(transport.baseUrl, provider, options.nonce) },
    ),
    catalogue: lazyResource(
      () => import('./resources/catalogue.js').then((m) => m.createCatalogue(transport)),
      undefined,
      true,
    ),
    wishlist: lazyResource(() => import('./resources/wishlist.js').then((m) => m.createWishlist(transport))),
    seller: lazyResource(() => import('./resources/seller.js').then((m) => m.createSeller(transport))),
    shops: lazyResource(() => import('./resources/shops.js').then((m) => m.createShops(transport))),
    upload: lazyResource(() => import('./resources/upload.js').then((m) => m.createUpload(transport))),
    orders: lazyResource(() => import('./resources/orders.js').then((m) => m.createOrders(transport))),
    newsletter: lazyResource(() =>
      import('./resources/newsletter.js').then((m) => m.createNewsletter(transport)),
    ),
    staff: lazyResource(() => import('./resources/staff.js').then((m) => m.createStaff(transport))),
    addresses: lazyResource(() =>
      import('./resources/addresses.js').then((m) => m.createAddresses(transport)),
    ),
    delivery: lazyResource(() => import('./resources/delivery.js').then((m) => m.createDelivery(transport))),
    returns: lazyResource(() => import('./resources/returns.js').then((m) => m.createReturns(transport))),
    reviews: lazyResource(() => import('./resources/reviews.js').then((m) => m.createReviews(transport))),
    raw: transport.api,
  };
}
