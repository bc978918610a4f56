import { useMutation, useQueryClient } from '@tanstack/react-query';
import { convert, frenchSpacing, nextQuickStatus, productImage } from '@teranga/headless';
import { accountQueryKeys, terangaSellerQueries } from '@teranga/headless/account-query';
import type { Product, SellerProductsQuery } from '@teranga/sdk';
import { sdk } from '../../sdk';
import type { SellerProductRow } from './seller-product-table';

/** The document's page sizes: the list screen asks 100 products, the dashboard 50. */
export const LIST_PAGE_SIZE = 100;
export const DASHBOARD_PAGE_SIZE = 50;

/** The dashboard's goals (seller document, section 9): the bars are full at 50 products and 100 sales. */
export const PRODUCTS_GOAL = 50;
export const SALES_GOAL = 100;
export const REVENUE_GOAL_CFA = 10_000;

const sellerReads = terangaSellerQueries(sdk);

/** The seller lists' reads (headless's factories); a refused or failed read shows its message at once, unretried. */
export const sellerQueries = {
  ...sellerReads,
  products: (query: SellerProductsQuery) => ({ ...sellerReads.products(query), retry: false }),
  stats: () => ({ ...sellerReads.stats(), retry: false }),
};

/** EUR as stored, shown as whole francs CFA on the lists. */
export const toCfa = (eur: number): number => Math.round(convert(eur, 'EUR', 'XOF'));

// An address on a placeholder image host shows the grey first-letter tile, as a missing image does (section 8).
const PLACEHOLDER_HOST = /(^|\.)placeholder\.|placehold/i;
function shownImage(product: Product): string | null {
  const src = productImage(product as Parameters<typeof productImage>[0]);
  if (!src) return null;
  try {
    return PLACEHOLDER_HOST.test(new URL(src, 'http://local').hostname) ? null : src;
  } catch {
    return src;
  }
}

/** A product of the API as a row of the seller's table, prices in whole CFA. */
export function toRow(product: Product): SellerProductRow {
  const inventory = product.inventory ?? {};
  const trackQuantity = inventory.trackQuantity ?? true;
  const quantity = inventory.quantity ?? 0;
  return {
    id: product.id ?? product._id,
    name: frenchSpacing(product.name),
    image: shownImage(product),
    sku: product.sku || null,
    featured: product.featured,
    status: product.status,
    price: toCfa(product.price),
    comparePrice: product.comparePrice == null ? null : toCfa(product.comparePrice),
    quantity,
    trackQuantity,
    lowStockThreshold: inventory.lowStockThreshold ?? 10,
    categoryName: product.category?.name ?? null,
    inStock: product.isInStock ?? (!trackQuantity || quantity > 0 || inventory.allowBackorder === true),
  };
}

/** The message of a failed call, else the document's fallback for that action. */
export const errorText = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? frenchSpacing(error.message) : fallback;

/** The row actions of both seller lists; each success refreshes every seller query (list, dashboard, stats). */
export function useProductActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.seller });
  const toggleStatus = useMutation({
    mutationFn: (row: SellerProductRow) => sdk.seller.update(row.id, { status: nextQuickStatus(row.status) }),
    onSettled: refresh,
  });
  const toggleFeatured = useMutation({
    mutationFn: (row: SellerProductRow) => sdk.seller.update(row.id, { featured: !row.featured }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: async (ids: readonly string[]) => {
      // One at a time: a failure stops there and says so, the ones already deleted stay deleted.
      for (const id of ids) await sdk.seller.remove(id);
      return ids.length;
    },
    onSettled: refresh,
  });
  return { toggleStatus, toggleFeatured, remove, refresh };
}

/** A value read from the address, kept only if it is one of the allowed ones (a hand-typed `?status=x` is ignored). */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);
