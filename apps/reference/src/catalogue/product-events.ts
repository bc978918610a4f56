import type { QueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@teranga/headless';
import { terangaQueryKeys } from '@teranga/headless/query';
import type { Category, Home } from '@teranga/sdk';

/** Raised by product creation, update and deletion (the seller screens), in this tab and in the shop's other tabs. */
export type ProductEvent =
  | { type: 'product-added'; category: string }
  | { type: 'product-removed'; category: string }
  | { type: 'product-moved'; from: string; to: string };

const CHANNEL = 'teranga-products';
const EVENT = 'teranga:product';
/** The document: counts adjust at once, then the real counts are fetched 2 s later. */
export const CATEGORY_REFETCH_MS = TIMINGS.categoryCountRefetch;

export function emitProductEvent(event: ProductEvent): void {
  window.dispatchEvent(new CustomEvent<ProductEvent>(EVENT, { detail: event }));
  if ('BroadcastChannel' in window) {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(event);
    channel.close();
  }
}

const matches = (category: Category, key: string): boolean =>
  category.slug === key || category._id === key || category.id === key;

function adjust(categories: Category[] | undefined, event: ProductEvent): Category[] | undefined {
  if (!categories) return categories;
  const delta = (category: Category): number => {
    switch (event.type) {
      case 'product-added':
        return matches(category, event.category) ? 1 : 0;
      case 'product-removed':
        return matches(category, event.category) ? -1 : 0;
      case 'product-moved':
        return (matches(category, event.to) ? 1 : 0) - (matches(category, event.from) ? 1 : 0);
      default:
        return event satisfies never;
    }
  };
  return categories.map((category) => {
    const change = delta(category);
    return change === 0
      ? category
      : { ...category, productCount: Math.max(0, category.productCount + change) };
  });
}

/** Keeps the cached category counts in step with product events; returns the unsubscribe. */
export function syncCategoryCounts(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const handle = (event: ProductEvent) => {
    queryClient.setQueryData<Category[]>(terangaQueryKeys.categories(), (current) => adjust(current, event));
    queryClient.setQueryData<Home>(terangaQueryKeys.home(), (current) =>
      current ? { ...current, categories: adjust(current.categories, event) ?? [] } : current,
    );
    clearTimeout(timer);
    timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: terangaQueryKeys.catalogue });
    }, CATEGORY_REFETCH_MS);
  };
  const onWindow = (event: Event) => handle((event as CustomEvent<ProductEvent>).detail);
  window.addEventListener(EVENT, onWindow);
  const channel = 'BroadcastChannel' in window ? new BroadcastChannel(CHANNEL) : undefined;
  if (channel) channel.onmessage = (message: MessageEvent<ProductEvent>) => handle(message.data);
  return () => {
    clearTimeout(timer);
    window.removeEventListener(EVENT, onWindow);
    channel?.close();
  };
}
