import type { Order } from '@teranga/sdk';
import { vi } from 'vitest';
import type { HeadlessClient, WishlistItem } from '../../src/client.js';
import { FakeApiError } from './deferred.js';
import { orderOf, userOf, wishlistItemOf } from './sdk-fixtures.js';
import { makeToken } from './tokens.js';

export const demoUser = userOf();

/**
 * An in-memory back end with the SDK's surface: it checks the bearer it is given (through `getToken`), answers
 * 401 through `onUnauthorized` like the SDK's middleware, and keeps a wishlist per session.
 */
export function fakeBackend(getToken: () => string | null, onUnauthorized: (error: unknown) => void) {
  const validTokens = new Set<string>();
  const favourites = new Map<string, WishlistItem>();
  // Orders made through the checkout; the sandbox payer confirms each one by the time it is read again.
  const orders = new Map<string, Order>();
  const orderKeys = new Map<string, string>();
  const seenBearers: Array<string | null> = [];
  const authed = async <T>(run: () => T | Promise<T>): Promise<T> => {
    const token = getToken();
    seenBearers.push(token);
    if (!token || !validTokens.has(token)) {
      const error = new FakeApiError('Token invalide', 401);
      onUnauthorized(error);
      throw error;
    }
    return run();
  };
  const issue = () => {
    const token = makeToken({ n: validTokens.size });
    validTokens.add(token);
    return token;
  };
  const client: HeadlessClient = {
    auth: {
      login: vi.fn(async ({ password }) => {
        if (password !== 'Secret1') throw new FakeApiError('Email/téléphone ou mot de passe incorrect', 401);
        return { token: issue(), user: demoUser };
      }),
      register: vi.fn(async () => ({ token: issue(), user: demoUser })),
      verifyToken: vi.fn(() => authed(() => demoUser)),
      logout: vi.fn(() => authed(() => undefined)),
      updateProfile: vi.fn((fields) => authed(() => ({ ...demoUser, ...fields }))),
    },
    wishlist: {
      list: vi.fn(() => authed(() => [...favourites.values()])),
      check: vi.fn((id: string) => authed(() => favourites.has(id))),
      add: vi.fn((id: string) =>
        authed(() => {
          const item = wishlistItemOf(id);
          favourites.set(id, item);
          return item;
        }),
      ),
      remove: vi.fn((id: string) => authed(() => void favourites.delete(id))),
      updateNote: vi.fn((id: string, notes: string) => authed(() => wishlistItemOf(id, notes))),
    },
    orders: {
      create: vi.fn((_body, options) =>
        authed(() => {
          const idempotencyKey = options?.idempotencyKey ?? '';
          const known = orderKeys.get(idempotencyKey);
          const first = known ? orders.get(known) : undefined;
          if (first) return { ...first };
          const id = (orders.size + 1).toString(16).padStart(24, '0');
          const order = orderOf({ _id: id, id, orderNumber: `TRG-TEST-${orders.size + 1}` });
          orders.set(id, order);
          orderKeys.set(idempotencyKey, id);
          return { ...order };
        }),
      ),
      get: vi.fn((id: string) =>
        authed(() => {
          const order = orders.get(id);
          if (!order) throw new FakeApiError('Commande non trouvée', 404);
          const paid = { ...order, status: 'processing' as const, paymentStatus: 'paid' as const };
          orders.set(id, paid);
          return { ...paid };
        }),
      ),
    },
  };
  return {
    client,
    validTokens,
    favourites,
    orders,
    seenBearers,
    issue,
    revokeAll: () => validTokens.clear(),
  };
}
