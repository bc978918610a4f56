import { countBadge, wishlistTooltip } from '../catalogue/count-badge.js';
import type { WishlistItem } from '../client.js';
import type { WishlistSnapshot } from './wishlist.machine.js';

export const selectWishlistItems = (snapshot: WishlistSnapshot): WishlistItem[] => snapshot.context.items;
export const selectFavoriteIds = (snapshot: WishlistSnapshot): ReadonlySet<string> =>
  snapshot.context.favoriteIds;
export const selectIsFavorite = (snapshot: WishlistSnapshot, productId: string): boolean =>
  snapshot.context.favoriteIds.has(productId);
export const selectWishlistCount = (snapshot: WishlistSnapshot): number => snapshot.context.favoriteIds.size;
export const selectWishlistBadge = (snapshot: WishlistSnapshot): string =>
  countBadge(snapshot.context.favoriteIds.size);
export const selectWishlistTooltip = (snapshot: WishlistSnapshot): string =>
  wishlistTooltip(snapshot.context.favoriteIds.size);
export const selectWishlistError = (snapshot: WishlistSnapshot): string | null => snapshot.context.error;
/** The note being saved, or refused (then `selectWishlistError` says why). */
export const selectWishlistNoteDraft = (snapshot: WishlistSnapshot) => snapshot.context.noteDraft;
export const selectWishlistIsLoading = (snapshot: WishlistSnapshot): boolean =>
  snapshot.matches({ data: 'loading' });
export const selectWishlistIsBusy = (snapshot: WishlistSnapshot): boolean => snapshot.hasTag('busy');
export const selectLoginPromptOpen = (snapshot: WishlistSnapshot): boolean =>
  snapshot.matches({ prompt: 'open' });
