import { type HeadlessStorage, STORAGE_KEYS, safely } from '../shared/storage.js';

/**
 * Lets an SDK client built before the machines reach them: pass `getToken` and `onUnauthorized` to
 * `createTerangaClient`, then give the bridge to `createShop` (or the React provider), which connects it.
 */
export interface SessionBridge {
  getToken: () => string | null;
  onUnauthorized: (error?: unknown) => void;
  /** Runs `call` with `token` as the bearer (the sign-in return screen checks a token before it is stored). */
  withToken: <T>(token: string, call: () => Promise<T>) => Promise<T>;
  connect: (handlers: {
    getToken: () => string | null;
    onUnauthorized: (error?: unknown) => void;
  }) => () => void;
}

/**
 * The link between the SDK client and the auth machine: the client's bearer is the session's token, its 401s sign out.
 * @example const bridge = createSessionBridge(storage); const sdk = createTerangaClient({ baseUrl: '/api', getToken: bridge.getToken, onUnauthorized: bridge.onUnauthorized });
 */
export function createSessionBridge(storage?: HeadlessStorage): SessionBridge {
  let handlers: { getToken: () => string | null; onUnauthorized: (error?: unknown) => void } | undefined;
  const overrides: string[] = [];
  // Before the machines are connected, the stored token is the best answer.
  const storedToken = () =>
    (storage &&
      (safely(() => storage.local.getItem(STORAGE_KEYS.token)) ??
        safely(() => storage.session.getItem(STORAGE_KEYS.token)))) ||
    null;
  return {
    getToken: () => overrides.at(-1) ?? handlers?.getToken() ?? storedToken(),
    onUnauthorized: (error) => handlers?.onUnauthorized(error),
    withToken: async (token, call) => {
      overrides.push(token);
      try {
        return await call();
      } finally {
        overrides.splice(overrides.lastIndexOf(token), 1);
      }
    },
    connect: (next) => {
      handlers = next;
      return () => {
        if (handlers === next) handlers = undefined;
      };
    },
  };
}
