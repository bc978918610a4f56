import type {
  AuthSession,
  LoginPayload,
  ProfilePatch,
  TerangaClient,
  User,
  WishlistItem,
  WishlistProduct,
} from '@teranga/sdk';

// The machines speak the SDK's types: the client they call is a Pick of the SDK's own client, so
// `createShop({ client: createTerangaClient(...) })` type-checks as it is, and a fake in tests or another shop's
// client only has to offer these few calls with the same types.

/** The auth calls the machines make. */
export type HeadlessAuthClient = Pick<
  TerangaClient['auth'],
  'login' | 'register' | 'verifyToken' | 'logout' | 'updateProfile'
>;

/** The wishlist calls the machines make. */
export type HeadlessWishlistClient = Pick<
  TerangaClient['wishlist'],
  'list' | 'add' | 'remove' | 'check' | 'updateNote'
>;

/** The order calls the checkout makes: create the order (with its Idempotency-Key), then read it. */
export type HeadlessOrdersClient = Pick<TerangaClient['orders'], 'create' | 'get'>;

/** The checkout's delivery quote: the options and prices for an address (GET /delivery/options). */
export type HeadlessDeliveryClient = Pick<TerangaClient['delivery'], 'options'>;

/** The narrow part of the @teranga/sdk client the machines call. */
export interface HeadlessClient {
  auth: HeadlessAuthClient;
  wishlist: HeadlessWishlistClient;
  /** Without it the checkout cannot create orders (it says so in French). */
  orders?: HeadlessOrdersClient | undefined;
  /** Without it the checkout shows the server's default delivery only (the order is still priced by the server). */
  delivery?: HeadlessDeliveryClient | undefined;
}

/**
 * A user as the machines hold it: the SDK's User, though one restored from storage or read from a sign-in return
 * address may carry only some of its fields.
 */
export type HeadlessUser = Partial<User>;

/** The profile fields a user may change (the SDK's ProfilePatch). */
export type ProfileFields = ProfilePatch;

export type { AuthSession, LoginPayload, WishlistItem, WishlistProduct };

/**
 * The HTTP status an SDK error carries (TerangaApiError.status), if any.
 * @example catch (error) { if (errorStatus(error) === 409) showConflict(); }
 */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    return typeof error.status === 'number' ? error.status : undefined;
  }
  return undefined;
}

/**
 * What the server itself said (its body's French `message`, without the JSON the wishlist calls append), the
 * network's own message when it could not be reached (status 0), else the fallback.
 * @example catch (error) { setError(serverErrorMessage(error, fallbackText)); }
 */
export function serverErrorMessage(error: unknown, fallback: string): string {
  const body = typeof error === 'object' && error !== null && 'body' in error ? error.body : undefined;
  const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  if (typeof message === 'string' && message.trim()) return message;
  if (errorStatus(error) === 0) return errorMessage(error, fallback);
  return fallback;
}

/**
 * The error's own (server, French) message, else the fallback.
 * @example catch (error) { toast(errorMessage(error, fallbackText)); }
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    if (typeof error.message === 'string' && error.message) return error.message;
  }
  return fallback;
}

/**
 * A user's id (`_id`, else `id`), or undefined when there is no user.
 * @example const id = userId(selectUser(shop.auth.getSnapshot()));
 */
export const userId = (user: HeadlessUser | null | undefined): string | undefined =>
  user?._id ?? user?.id ?? undefined;
