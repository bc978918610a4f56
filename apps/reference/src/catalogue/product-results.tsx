import {
  availabilityFromInventory,
  type CardBadge,
  cardBadges,
  choicesAtStart,
  missingChoices,
  productImage,
  productImageSrcSet,
  TIMINGS,
} from '@teranga/headless';
import { listingMessages, productChoiceTexts } from '@teranga/messages/catalogue';
import { fill } from '@teranga/messages/format';
import type { Product } from '@teranga/sdk';
import { ProductCard, ProductGrid, type ProductView } from '@teranga/ui';
import { memo, type ReactNode, startTransition, useEffect, useState } from 'react';
import { usePriceText } from '../app/currency';
import { renderRouterLink } from '../app/router-link';
import { useCart, useWishlist } from '../app/shop';
import { routes } from '../routes';
import { PAGE_SIZE } from './catalogue.queries';

interface ProductResultsProps {
  products: readonly Product[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  /** what the empty list says (the catalogue's `noProductsFound` or `noResultsFor`), or a whole empty state */
  empty: ReactNode;
  view?: ProductView;
  onViewChange?: (view: ProductView) => void;
  /** how many products match; shown above the list when given */
  total?: number;
  /** the banner's text for a failure (the document's 'Impossible de charger les produits depuis le backend') */
  errorText?: (error: Error) => string;
  skeletonCount?: number;
  /** how many cards a full page holds: the grid picks column counts that divide it (no short last row) */
  pageSize?: number;
  /** the first cards, in the first screenful: their images are fetched at once, not lazily (the page's LCP) */
  priorityCount?: number;
  /** the cards' heading level: h2 on a page whose only heading above the list is its h1 */
  headingLevel?: 'h2' | 'h3';
}

/** Cards rendered with the first paint (two rows on a desktop, more than a phone's screen), then per later task. */
const FIRST_CARDS = 8;
const CARDS_PER_STEP = 4;

/**
 * How many of `total` cards to render: the first screenful with the first paint, then 4 more per task, each step in
 * a transition, so a page of 48 cards never blocks the main thread in one long task (render, then style and layout
 * of the new cards: about 10 ms a card on a loaded 2-core machine, 4 times that under Lighthouse's phone CPU) and a
 * tap in between is answered first.
 */
function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(FIRST_CARDS);
  useEffect(() => {
    if (count >= total) return;
    const next = setTimeout(() => startTransition(() => setCount((shown) => shown + CARDS_PER_STEP)), 0);
    return () => clearTimeout(next);
  }, [count, total]);
  return Math.min(count, total);
}

/** A product list in its four states (loading, error with retry, empty, the cards), from the kit's ProductGrid. */
export function ProductResults({
  products,
  isPending,
  error,
  onRetry,
  empty,
  view = 'grid',
  onViewChange,
  total,
  errorText = () => listingMessages.productsLoadFailed,
  skeletonCount = 8,
  pageSize = PAGE_SIZE,
  priorityCount = 0,
  headingLevel,
}: ProductResultsProps) {
  const shown = useProgressiveCount(products?.length ?? 0);
  return (
    <ProductGrid
      view={view}
      onViewChange={onViewChange}
      total={total}
      loading={isPending}
      skeletonCount={skeletonCount}
      error={error ? errorText(error) : undefined}
      onRetry={onRetry}
      empty={empty}
      pageSize={pageSize}
    >
      {products?.slice(0, shown).map((product, index) => (
        <ProductTile
          key={product._id ?? product.id}
          product={product}
          view={view}
          priority={index < priorityCount}
          headingLevel={headingLevel}
        />
      ))}
    </ProductGrid>
  );
}

const has = (badges: CardBadge[], kind: CardBadge['kind']) => badges.some((badge) => badge.kind === kind);

/**
 * One card: prices in the chosen currency, the rule-made badges, quick add and favourite through the machines. Memoised:
 * each step of useProgressiveCount renders its 4 new cards only, not again every card already shown (a page of 48
 * cards drew about 1,500 components more, in the long tasks after hydration). The shop's and the currency's changes
 * still reach it through their contexts.
 */
export const ProductTile = memo(function ProductTile({
  product,
  view = 'grid',
  priority = false,
  headingLevel,
}: {
  product: Product;
  view?: ProductView;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const cart = useCart();
  const wishlist = useWishlist();
  const price = usePriceText(product.price, product.comparePrice);
  const id = product._id ?? product.id;
  const badges = cardBadges(product);
  const discount = badges.find((badge) => badge.kind === 'discount');
  const href = routes.product.href({ id });
  // A size or colour to choose: the card opens the product rather than adding a line with none (or the first).
  const missing = missingChoices(product, choicesAtStart(product));
  const availability = availabilityFromInventory(product.inventory);
  // A sold-out product keeps its disabled cart button: there is nothing to choose.
  const choose =
    missing.length && availability !== 'out_of_stock'
      ? {
          href,
          label: fill(productChoiceTexts.chooseOnPage[missing.includes('size') ? 'size' : 'color'], {
            name: product.name,
          }),
        }
      : undefined;
  return (
    <ProductCard
      layout={view}
      quickAddDelayMs={TIMINGS.quickAddSpinner}
      name={product.name}
      href={href}
      image={productImage(product) || undefined}
      imageSrcSet={productImageSrcSet(product)}
      price={price.amount}
      compareAt={price.compareAt}
      equivalents={price.equivalents}
      category={product.category?.name}
      popular={has(badges, 'popular')}
      discountPercent={discount?.kind === 'discount' ? discount.percent : undefined}
      featured={has(badges, 'top')}
      isNew={has(badges, 'new')}
      rating={product.rating?.count ? product.rating : undefined}
      availability={availability}
      choose={choose}
      onQuickAdd={() => cart.quickAdd(product, choicesAtStart(product))}
      favourite={wishlist.has(id)}
      onToggleFavourite={() => wishlist.toggle(product)}
      renderLink={renderRouterLink}
      priority={priority}
      headingLevel={headingLevel}
    />
  );
});
