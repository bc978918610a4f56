import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import type { CartItem, ProductLike } from '@teranga/headless';
import { useEffect, useRef } from 'react';
import { shopQueries } from '../../catalogue/catalogue.queries';

/** How often an open cart reads its products' stock again (besides on opening and when the tab gets focus back). */
export const LIVE_STOCK_INTERVAL_MS = 30_000;

/** The products read (kept the same while nothing new arrives) and a way to read them all again. */
const combine = (results: UseQueryResult<unknown>[]) => ({
  data: results.flatMap((result) => (result.data ? [result.data as ProductLike] : [])),
  refetch: () => Promise.all(results.map((result) => result.refetch())),
});

export interface LiveStockProps {
  items: readonly CartItem[];
  /** the cart's `refreshStock`: each line's stock made again from the products read */
  onProducts: (products: readonly ProductLike[]) => void;
  /** a refusal of the last payment: the stock is read again at once (a unit may have been sold meanwhile) */
  refusal: string | null;
}

/**
 * The cart's live stock: the products of its lines are read from the server when the cart opens, when the tab gets
 * focus back, every 30 s and after a refused payment, and each line's availability and units follow them (a line
 * whose last unit was sold reads « Rupture », one holding more than is left blocks « Payer » with the reason).
 * Renders nothing; its own chunk, out of the cart's first load.
 */
export function LiveStock({ items, onProducts, refusal }: LiveStockProps) {
  const ids = [...new Set(items.map((item) => item.productId))].sort();
  const products = useQueries({
    queries: ids.map((id) => ({
      ...shopQueries.catalogue.product(id),
      staleTime: 0,
      refetchOnMount: 'always' as const,
      refetchOnWindowFocus: 'always' as const,
      refetchInterval: LIVE_STOCK_INTERVAL_MS,
    })),
    combine,
  });
  const { data } = products;
  const refetch = useRef(products.refetch);
  refetch.current = products.refetch;
  useEffect(() => {
    if (data.length > 0) onProducts(data);
  }, [data, onProducts]);
  useEffect(() => {
    if (refusal) void refetch.current();
  }, [refusal]);
  return null;
}
