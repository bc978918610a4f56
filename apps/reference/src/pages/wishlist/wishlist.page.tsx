import { useQueryClient } from '@tanstack/react-query';
import {
  choicesAtStart,
  formatConverted,
  missingChoices,
  NOTES_MAX_LENGTH,
  type ProductLike,
  productImage,
} from '@teranga/headless';
import { listingMessages } from '@teranga/messages/catalogue';
import { shopPageTexts } from '@teranga/messages/storefront';
import { AlertBanner, Button, EmptyState, Skeleton, WishlistItem } from '@teranga/ui';
import { Link, Navigate, useNavigate } from 'react-router';
import { useCurrency } from '../../app/currency';
import { useFocusAfterRemoval } from '../../app/focus-after-removal';
import * as page from '../../app/page.css';
import { renderRouterLink } from '../../app/router-link';
import { useAuth, useCart, useWishlist } from '../../app/shop';
import { catalogueQueries } from '../../catalogue/catalogue.queries';
import { routes } from '../../routes';
import * as styles from '../cart/cart.page.css';

/** /wishlist: the signed-in customer's favourites, each with an editable note. */
export function WishlistPage() {
  const auth = useAuth();
  const wishlist = useWishlist();
  const cart = useCart();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { currency } = useCurrency();
  const money = (amount: number | string | null | undefined) =>
    amount == null ? null : formatConverted(Number(amount), 'EUR', currency);

  // A removed favourite's « Retirer » leaves the focus to the next one's, or to « Découvrir » once none is left.
  const focus = useFocusAfterRemoval<HTMLUListElement, HTMLAnchorElement>();

  // A refused note is said under the note itself, next to the text the shopper gets back.
  const noteRefused = Boolean(wishlist.error && !wishlist.busy && wishlist.noteDraft);

  if (auth.restoring) return <Skeleton height="12rem" />;
  if (!auth.isAuthenticated) return <Navigate to={routes.login.href({ redirect: 'wishlist' })} replace />;

  return (
    <div className={page.container}>
      <div className={page.stack}>
        <h1 className={page.title}>{shopPageTexts.wishlist.title}</h1>
        {wishlist.error && !noteRefused ? (
          <AlertBanner
            tone="critical"
            action={
              <Button variant="outline" onClick={wishlist.reload}>
                {listingMessages.retry}
              </Button>
            }
          >
            {wishlist.error}
          </AlertBanner>
        ) : null}
        {wishlist.loading && wishlist.items.length === 0 ? (
          <Skeleton height="12rem" />
        ) : wishlist.items.length === 0 ? (
          <EmptyState
            icon="heart"
            title={shopPageTexts.wishlist.emptyTitle}
            description={shopPageTexts.wishlist.emptyText}
            action={
              <Button asChild>
                <Link ref={focus.empty} to={routes.home.href()}>
                  {shopPageTexts.wishlist.discover}
                </Link>
              </Button>
            }
          />
        ) : (
          <ul className={styles.lines} aria-label={shopPageTexts.wishlist.list} ref={focus.list}>
            {wishlist.items.map((item) => {
              const product = item.product;
              const refused =
                noteRefused && wishlist.noteDraft?.productId === item.productId ? wishlist.noteDraft : null;
              const comparePrice =
                Number(product?.comparePrice) > Number(product?.price) ? product?.comparePrice : null;
              return (
                <li key={item.productId} data-item={item.productId}>
                  <WishlistItem
                    name={product?.name ?? ''}
                    image={product ? productImage(product) : null}
                    price={money(product?.price)}
                    comparePrice={money(comparePrice)}
                    note={item.notes ?? ''}
                    addedAt={item.createdAt}
                    href={routes.product.href({ id: item.productId })}
                    renderLink={renderRouterLink}
                    onSaveNote={(notes) => wishlist.updateNote(item.productId, notes)}
                    noteError={refused ? wishlist.error : null}
                    rejectedNote={refused}
                    noteMaxLength={NOTES_MAX_LENGTH}
                    onAddToCart={async () => {
                      if (!product) return;
                      // The favourite carries no sizes or colours: the product's own answer says what to choose, and
                      // with something to choose the product page asks for it rather than adding a line with none.
                      const full = await queryClient
                        .fetchQuery(catalogueQueries.product(item.productId))
                        .catch(() => null);
                      const liked = (full ?? { ...product, _id: item.productId }) as ProductLike;
                      const chosen = choicesAtStart(liked);
                      if (!full || missingChoices(liked, chosen).length)
                        navigate(routes.product.href({ id: item.productId }));
                      else cart.quickAdd(liked, chosen);
                    }}
                    onRemove={() => {
                      focus.removing(
                        wishlist.items.map((favourite) => favourite.productId),
                        item.productId,
                      );
                      wishlist.remove(item.productId);
                    }}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
