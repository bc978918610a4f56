import { useQuery } from '@tanstack/react-query';
import { userId } from '@teranga/headless';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { storage } from '../sdk';
import { newestAt, type OrderUpdate, orderUpdates } from './order-updates';
import { useAuth } from './shop';
import { siteQueries } from './site-queries';

export type { OrderUpdate as ShopNotification } from './order-updates';

/** How often the bell asks again while a page stays open (a payment confirmed, a parcel shipped). */
const REFRESH_MS = 60_000;

// What each user has seen, per browser: the time of the newest update they were shown. One store, so the header and
// /notifications agree at once.
const seenKey = (id: string) => `notifications-seen:${id}`;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const readSeen = (id: string | undefined): string | null => {
  if (!id) return null;
  try {
    return storage.local.getItem(seenKey(id));
  } catch {
    return null;
  }
};
const writeSeen = (id: string, at: string) => {
  try {
    storage.local.setItem(seenKey(id), at);
  } catch {
    // Storage refused (private mode, quota): the count stays until the next visit.
  }
  for (const listener of listeners) listener();
};

export interface Notifications {
  /** newest first */
  items: readonly OrderUpdate[];
  unreadCount: number;
  status: 'signedOut' | 'loading' | 'error' | 'ready';
  /** remembers every update shown so far as seen (the count drops to 0) */
  markSeen: () => void;
  refresh: () => void;
}

/**
 * The bell's notifications: the signed-in customer's order updates (from each order's timeline), newest first, with
 * the count of those not seen yet in this browser. The header's panel and /notifications both read this one hook.
 */
export function useNotifications(): Notifications {
  const auth = useAuth();
  const id = auth.isAuthenticated ? userId(auth.user) : undefined;
  const orders = useQuery({
    ...siteQueries.orderUpdates(id ?? ''),
    enabled: Boolean(id),
    refetchInterval: REFRESH_MS,
  });
  const seenAt = useSyncExternalStore(subscribe, () => readSeen(id));
  const items = useMemo(() => orderUpdates(orders.data?.orders ?? [], seenAt), [orders.data, seenAt]);
  const newest = newestAt(items);
  const markSeen = useCallback(() => {
    if (id && newest && newest !== readSeen(id)) writeSeen(id, newest);
  }, [id, newest]);
  const { refetch } = orders;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return {
    items,
    unreadCount: items.filter((item) => item.unread).length,
    status: !id ? 'signedOut' : orders.isPending ? 'loading' : orders.isError ? 'error' : 'ready',
    markSeen,
    refresh,
  };
}
