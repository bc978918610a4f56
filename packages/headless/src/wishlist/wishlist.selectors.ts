import { countBadge, wishlistTooltip } from '../catalogue/count-badge.js';
import type { WishlistItem } from '../client.js';
import type { WishlistSnapshot } from './wishlist.machine.js';

/**
 * The wishlist's products.
 * @example const items = selectWishlistItems(shop.wishlist.getSnapshot());
 */
export const selectWishlistItems = (snapshot: WishlistSnapshot): WishlistItem[] => snapshot.context.items;
/**
 * The ids of the favourite products, to mark hearts on a grid.
 * @example const ids = selectFavoriteIds(shop.wishlist.getSnapshot()); // ids.has(product.id)
 */
export const selectFavoriteIds = (snapshot: WishlistSnapshot): ReadonlySet<string> =>
  snapshot.context.favoriteIds;
/**
 * Whether one product is in the wishlist.
 * @example const liked = selectIsFavorite(shop.wishlist.getSnapshot(), product.id);
 */
export const selectIsFavorite = (snapshot: WishlistSnapshot, productId: string): boolean =>
  snapshot.context.favoriteIds.has(productId);
/**
 * The number of favourite products.
 * @example selectWishlistCount(shop.wishlist.getSnapshot()); // 4
 */
export const selectWishlistCount = (snapshot: WishlistSnapshot): number => snapshot.context.favoriteIds.size;
/**
 * The header's wishlist badge text, capped at '99+'.
 * @example selectWishlistBadge(shop.wishlist.getSnapshot()); // '4'
 */
export const selectWishlistBadge = (snapshot: WishlistSnapshot): string =>
  countBadge(snapshot.context.favoriteIds.size);
/**
 * The header's wishlist tooltip: the count, or the French empty text.
 * @example const title = selectWishlistTooltip(shop.wishlist.getSnapshot());
 */
export const selectWishlistTooltip = (snapshot: WishlistSnapshot): string =>
  wishlistTooltip(snapshot.context.favoriteIds.size);
/**
 * The last wishlist error, in French, or null.
 * @example const error = selectWishlistError(shop.wishlist.getSnapshot());
 */
export const selectWishlistError = (snapshot: WishlistSnapshot): string | null => snapshot.context.error;
/**
 * The note being saved, or refused (then `selectWishlistError` says why).
 * @example const draft = selectWishlistNoteDraft(shop.wishlist.getSnapshot());
 */
export const selectWishlistNoteDraft = (snapshot: WishlistSnapshot) => snapshot.context.noteDraft;
/**
 * Whether the wishlist is being loaded from the server.
 * @example if (selectWishlistIsLoading(shop.wishlist.getSnapshot())) return <Spinner />;
 */
export const selectWishlistIsLoading = (snapshot: WishlistSnapshot): boolean =>
  snapshot.matches({ data: 'loading' });
/**
 * Whether a wishlist change is in flight.
 * @example const busy = selectWishlistIsBusy(shop.wishlist.getSnapshot());
 */
export const selectWishlistIsBusy = (snapshot: WishlistSnapshot): boolean => snapshot.hasTag('busy');
/**
 * Whether the « sign in to keep favourites » prompt is open (a guest clicked a heart).
 * @example const promptOpen = selectLoginPromptOpen(shop.wishlist.getSnapshot());
 */
export const selectLoginPromptOpen = (snapshot: WishlistSnapshot): boolean =>
  snapshot.matches({ prompt: 'open' });
