import { useEffect } from 'react';
import { type Notifications, useNotifications } from './notifications';
import { formatUpdateTime } from './order-updates';

/** What the header's bell shows: the notifications, each with its time as read ('23 novembre à 14:05'). */
export interface HeaderBell extends Omit<Notifications, 'items'> {
  items: ReadonlyArray<Notifications['items'][number] & { time: string }>;
}

/**
 * The signed-in customer's bell, handed to the header. A chunk of its own, rendered once someone is signed in: a
 * visitor's first load carries neither the orders query (TanStack Query's observer) nor the updates' texts.
 */
export function BellFeed({ onChange }: { onChange: (bell: HeaderBell | undefined) => void }) {
  const { items, unreadCount, status, markSeen, refresh } = useNotifications();
  useEffect(() => {
    onChange({
      items: items.map((item) => ({ ...item, time: formatUpdateTime(item.at) })),
      unreadCount,
      status,
      markSeen,
      refresh,
    });
  }, [onChange, items, unreadCount, status, markSeen, refresh]);
  // Signed out (or gone): the header forgets this customer's bell.
  useEffect(() => () => onChange(undefined), [onChange]);
  return null;
}
