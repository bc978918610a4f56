/** One line of the bell's panel. */
export interface ShopNotification {
  id: string;
  text: string;
  href: string;
  at: string;
}

const NONE: readonly ShopNotification[] = [];

/**
 * The bell's notifications. Hook point for orders (issue of the orders helper): once the customer has orders, return
 * their status changes here (newest first); the header's count and the /notifications panel both read this one hook.
 */
export function useNotifications(): readonly ShopNotification[] {
  return NONE;
}
