import { useQuery } from '@tanstack/react-query';
import {
  availabilityFromInventory,
  choicesAtStart,
  discountPercent,
  inventoryFor,
  isProductInStock,
  isValidId,
  missingChoices,
  productImage,
  soldOutColors,
  soldOutSizes,
} from '@teranga/headless';
import { stockTexts } from '@teranga/messages/cart';
import { listingMessages, productChoiceTexts } from '@teranga/messages/catalogue';
import { fill, plural } from '@teranga/messages/format';
import { genericErrorMessage, shopTexts } from '@teranga/messages/storefront';
import type { Product } from '@teranga/sdk';
import {
  AlertBanner,
  Badge,
  Breadcrumb,
  Button,
  type ChoiceGroupHandle,
  ColorSwatches,
  EmptyState,
  Gallery,
  type GalleryImage,
  InfoBlocks,
  Price,
  QuantityStepper,
  ReassuranceBadges,
  SizeButtons,
  Skeleton,
  StockIndicator,
  TagBadge,
} from '@teranga/ui';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { usePriceText } from '../../app/currency';
import * as page from '../../app/page.css';
import { routeTitle, usePageTitle } from '../../app/page-title';
import { renderRouterLink } from '../../app/router-link';
import { productPromises } from '../../app/shipping-promise';
import { useCart, useWishlist } from '../../app/shop';
import { catalogueQueries } from '../../catalogue/catalogue.queries';
import { categoryHref, routes } from '../../routes';
import { SoldBy } from '../shop/sold-by';
import * as styles from './product.page.css';
import { RelatedProducts } from './related-products';
import { LazyReviews, ReviewSummary } from './review-summary';
import { SizeGuideButton } from './size-guide-button';

/** /product/{id}: everything about one product, and the way to buy it. */
export function ProductPage() {
  const { id = '' } = useParams();
  const valid = isValidId(id);
  const query = useQuery({ ...catalogueQueries.product(id), enabled: valid });
  const notFound = !valid || (query.isError && (query.error as { status?: number }).status === 404);
  usePageTitle(notFound ? routeTitle('*') : query.data?.name, query.data?.description ?? undefined);

  if (notFound) return <ProductNotFound />;
  if (query.isPending) return <ProductSkeleton />;
  if (query.isError) {
    return (
      <div className={page.narrow}>
        <AlertBanner
          tone="critical"
          title={genericErrorMessage}
          action={
            <Button variant="outline" onClick={() => query.refetch()}>
              {listingMessages.retry}
            </Button>
          }
        >
          {query.error.message}
        </AlertBanner>
        <Button asChild variant="ghost">
          <Link to={routes.home.href()}>{shopTexts.product.backHome}</Link>
        </Button>
      </div>
    );
  }
  return <ProductDetail product={query.data} />;
}

function ProductNotFound() {
  return (
    <div className={page.container}>
      <EmptyState
        title={shopTexts.product.notFoundTitle}
        description={shopTexts.product.notFoundText}
        action={
          <Button asChild>
            <Link to={routes.home.href()}>{shopTexts.product.backHome}</Link>
          </Button>
        }
      />
    </div>
  );
}

function ProductSkeleton() {
  return (
    <section className={page.container} aria-busy="true" aria-label={shopTexts.product.loading}>
      <div className={page.twoColumns}>
        <Skeleton height="28rem" />
        <div className={page.stack}>
          <Skeleton height="2rem" width="70%" />
          <Skeleton height="1.5rem" width="40%" />
          <Skeleton height="6rem" />
        </div>
      </div>
    </section>
  );
}

const galleryImages = (product: Product): GalleryImage[] => {
  const list = (product.images ?? [])
    .map(
      (image): GalleryImage =>
        typeof image === 'string'
          ? { src: image, alt: product.name }
          : { src: image.url, alt: image.alt || product.name, srcSet: image.srcset },
    )
    .filter((image) => image.src);
  // The main image first: the gallery draws it with a high priority, and the server preloads it (preload-image.ts).
  const main = productImage(product);
  const shown =
    list.find((image) => image.src === main) ?? (main ? { src: main, alt: product.name } : undefined);
  return shown ? [shown, ...list.filter((image) => image !== shown)] : list;
};

/** The delivery window, only when the product gives both ends. */
const shippingWindow = (product: Product): { min: number; max: number } | undefined => {
  const days = product.shipping?.estimatedDays;
  return days?.min != null && days.max != null ? { min: days.min, max: days.max } : undefined;
};

function ProductDetail({ product }: { product: Product }) {
  const navigate = useNavigate();
  const cart = useCart();
  const wishlist = useWishlist();
  const productKey = product._id ?? product.id;
  const sizes = product.sizes ?? [];
  const colors = product.colors ?? [];
  // A colour sold out in every size stays shown but cannot be chosen (as sizes).
  const soldOutColorNames = soldOutColors(
    product,
    colors.map((c) => c.name),
  );
  // Nothing is chosen for the shopper but a product's only size or colour (headless choicesAtStart).
  const [color, setColor] = useState(() => choicesAtStart(product).color);
  // Sizes that keep their own stock: a sold-out one stays shown but cannot be chosen.
  const soldOut = soldOutSizes(product, color);
  const [chosenSize, setSize] = useState(() => choicesAtStart(product).size);
  // A colour in which the chosen size is sold out leaves no size chosen: the shopper picks one left in that colour.
  const size = chosenSize && soldOut.includes(chosenSize) && sizes.length > 1 ? undefined : chosenSize;
  // Pressing a purchase button with a choice missing asks for it beside its group and moves the focus there.
  const [asked, setAsked] = useState(false);
  const missing = missingChoices(product, { size, color });
  const colorGroup = useRef<ChoiceGroupHandle>(null);
  const sizeGroup = useRef<ChoiceGroupHandle>(null);
  const choicesMade = (): boolean => {
    if (missing.length === 0) return true;
    setAsked(true);
    (missing[0] === 'color' ? colorGroup : sizeGroup).current?.focus();
    return false;
  };
  const promptFor = (choice: 'color' | 'size') =>
    asked && missing.includes(choice) ? productChoiceTexts.prompt[choice] : undefined;
  const [quantity, setQuantity] = useState(1);
  const level = availabilityFromInventory(product.inventory);
  const inStock = isProductInStock(product) && !(size && soldOut.includes(size));
  const favourite = productKey ? wishlist.has(productKey) : false;
  // The stepper stops at the chosen size's units when sizes keep their own stock, else at the product's.
  const stockQuantity = inventoryFor(product, size, color)?.quantity ?? undefined;
  const price = usePriceText(product.price, product.comparePrice);
  const percent = discountPercent(product.price, product.comparePrice);
  const category = product.category;

  const addToCart = () => {
    if (choicesMade()) cart.addFromProductPage(product, { quantity, size, color });
  };
  const buyNow = () => {
    if (!choicesMade()) return;
    void cart.buyNow(product, { quantity, size, color });
    navigate(routes.cart.href());
  };

  return (
    <div className={page.container}>
      <Breadcrumb
        renderLink={renderRouterLink}
        items={[
          { label: shopTexts.product.home, href: routes.home.href() },
          ...(category ? [{ label: category.name, href: categoryHref(category.slug) }] : []),
          { label: product.name },
        ]}
      />
      {/* Name and price come first on a phone (in the first screen, above the photos); beside them on a desktop. */}
      <div className={styles.layout}>
        <div className={styles.summary}>
          <div className={page.row}>
            {(product.tags ?? []).map((tag) => (
              <TagBadge key={tag} tag={tag} />
            ))}
            {percent ? (
              <Badge tone="critical" weight="solid">
                -{percent}%
              </Badge>
            ) : null}
          </div>
          <h1 className={page.title}>{product.name}</h1>
          {product.shop ? <SoldBy shop={product.shop} /> : null}
          <div className={styles.titleRow}>
            <ReviewSummary rating={product.rating} />
            <Button
              size="sm"
              variant="outline"
              aria-pressed={favourite}
              // Never disabled while the list is busy: a disabled button drops the keyboard's focus to the page, and
              // the wishlist machine keeps a press made meanwhile (a second one on the same heart does not count).
              onClick={() => wishlist.toggle(product)}
            >
              <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>
              {favourite ? shopTexts.product.removeFavourite : shopTexts.product.addFavourite}
            </Button>
          </div>
          {wishlist.error ? (
            <AlertBanner tone="critical" onDismiss={wishlist.dismissError}>
              {wishlist.error}
            </AlertBanner>
          ) : null}
          <Price
            size="lg"
            amount={price.amount}
            compareAt={price.compareAt}
            equivalents={price.equivalents}
          />
        </div>
        <div className={styles.gallery}>
          <Gallery
            images={galleryImages(product)}
            label={fill(shopTexts.product.photos, { name: product.name })}
          />
        </div>
        <div className={styles.details}>
          <StockIndicator
            level={level}
            detail={
              level === 'low_stock' && stockQuantity ? plural(stockTexts.unitsLeft, stockQuantity) : undefined
            }
          />
          {product.description ? <p className={styles.description}>{product.description}</p> : null}
          {product.features?.length ? (
            <ul className={styles.features}>
              {product.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          ) : null}
          {colors.length ? (
            <ColorSwatches
              options={colors.map((c) => ({
                value: c.name,
                label: c.name,
                hex: c.hex || '#cccccc',
                disabled: soldOutColorNames.includes(c.name),
              }))}
              value={color}
              onValueChange={setColor}
              prompt={promptFor('color')}
              ref={colorGroup}
            />
          ) : null}
          {sizes.length ? (
            <SizeButtons
              options={sizes.map((s) => ({ value: s, disabled: soldOut.includes(s) }))}
              value={size}
              onValueChange={setSize}
              prompt={promptFor('size')}
              ref={sizeGroup}
            />
          ) : null}
          <SizeGuideButton product={product} />
          <div className={styles.fit}>
            <QuantityStepper
              value={quantity}
              onChange={setQuantity}
              min={1}
              max={stockQuantity && stockQuantity > 0 ? stockQuantity : undefined}
              disabled={!inStock}
            />
          </div>
          <div className={page.row}>
            <Button
              size="lg"
              disabled={!inStock}
              loading={cart.adding}
              loadingLabel={shopTexts.product.adding}
              onClick={addToCart}
            >
              {shopTexts.product.addToCart}
            </Button>
            <Button size="lg" variant="accent" disabled={!inStock} onClick={buyNow}>
              {shopTexts.product.buyNow}
            </Button>
          </div>
          <h2 className={page.visuallyHidden}>{shopTexts.product.information}</h2>
          <InfoBlocks
            materials={product.material ?? []}
            careInstructions={product.careInstructions ?? []}
            sku={product.sku ?? undefined}
            brand={product.brand ?? undefined}
            origin={product.origin ?? undefined}
            weightKg={product.weight ?? undefined}
            shippingDays={shippingWindow(product)}
          />
          {/* No free-shipping threshold: the shop charges one flat fee per order (docs/DECISIONS.md). */}
          <ReassuranceBadges items={productPromises} />
        </div>
      </div>
      {productKey ? <LazyReviews productId={productKey} /> : null}
      {productKey ? <RelatedProducts productId={productKey} /> : null}
    </div>
  );
}
