/** The part of the Web Storage API the machines use; Node tests pass `memoryStorage()`. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage ("remember me") and sessionStorage (without), injected so that the machines run anywhere. */
export interface HeadlessStorage {
  local: StorageLike;
  session: StorageLike;
}

export const STORAGE_KEYS = {
  auth: 'auth-storage',
  token: 'token',
  cart: 'cart-storage',
  wishlist: 'wishlist-storage',
  redirectAfterLogin: 'redirectAfterLogin',
  pendingCheckout: 'pendingCheckout',
  /** The payment step's details and the attempt whose payment is awaited (see persistCheckout). */
  checkout: 'checkout-storage',
  /** sessionStorage: the nonce of the Google or Facebook sign-in this tab started (see beginSocialSignIn). */
  signInNonce: 'signInNonce',
} as const;

/**
 * A storage kept in memory (a Map), with the `getItem`/`setItem`/`removeItem` of the Web Storage API.
 * @example const store = memoryStorage(); store.setItem('k', 'v');
 */
export function memoryStorage(): StorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * Local and session storages kept in memory, for the server, workers and tests.
 * @example const shop = createShop({ client: sdk, storage: createMemoryStorage() });
 */
export const createMemoryStorage = (): HeadlessStorage => ({
  local: memoryStorage(),
  session: memoryStorage(),
});

/**
 * The browser's storages when there are any, else memory (server rendering, workers without storage).
 * @example const shop = createShop({ client: sdk, storage: browserStorage(), bridge });
 */
export function browserStorage(): HeadlessStorage {
  const scope = globalThis as { localStorage?: StorageLike; sessionStorage?: StorageLike };
  try {
    if (scope.localStorage && scope.sessionStorage)
      return { local: scope.localStorage, session: scope.sessionStorage };
  } catch {
    // Access can throw when storage is disabled by the browser's privacy settings.
  }
  return createMemoryStorage();
}

/** Persisted values use the `{ state, version }` shape of the original shop's stores. */
export function readPersisted<T>(storage: StorageLike | undefined, key: string): T | undefined {
  const raw = safely(() => storage?.getItem(key) ?? null);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as { state?: T };
    return parsed?.state;
  } catch {
    return undefined;
  }
}

export function writePersisted<T>(storage: StorageLike | undefined, key: string, state: T): void {
  safely(() => storage?.setItem(key, JSON.stringify({ state, version: 0 })));
}

export function safely<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}
