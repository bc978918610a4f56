// What the hooks read before the machines' code is there: the machines' first snapshots, made from storage without
// xstate (about 17 KB gzipped that no page needs for its first view: a header's counts, a signed-in name).
import type { AuthSnapshot } from '../auth/auth.machine.js';
import { loadSession } from '../auth/storage.js';
import { checkToken } from '../auth/token.js';
import type { CartSnapshot } from '../cart/cart.machine.js';
import { restoreCart } from '../cart/cart.storage.js';
import { cartTotals } from '../cart/cart-lines.js';
import { hasCheckoutInProgress } from '../checkout/checkout.lazy.js';
import type { HeadlessStorage } from '../shared/storage.js';
import type { WishlistSnapshot } from '../wishlist/wishlist.machine.js';
import { restoreWishlist } from '../wishlist/wishlist.storage.js';

export interface LightShop {
  auth: AuthSnapshot;
  cart: CartSnapshot;
  wishlist: WishlistSnapshot;
  /** Something is stored (a session, lines, favourites, a checkout under way): the machines are wanted at once. */
  holdsSomething: boolean;
}

/**
 * A snapshot the selectors can read: its context, the one state it is in (a name, or `{ parent: child }`) and its
 * tags. The machines' initial states are transient (`restoring`, `starting`), so this is where they settle first.
 */
function snapshot<T>(context: T, state: string | Record<string, string> | undefined, tags: string[] = []) {
  const matches = (value: unknown) =>
    typeof value === 'string'
      ? value === state
      : typeof value === 'object' &&
        value !== null &&
        typeof state === 'object' &&
        Object.entries(value).every(([key, child]) => state[key] === child);
  return { context, matches, hasTag: (tag: string) => tags.includes(tag) } as unknown;
}

/** A signed-out visitor with an empty cart and no favourites: what the server draws, and a first visit. */
export const BLANK_SHOP: LightShop = lightShopFrom(
  { token: null, user: null, rememberMe: false },
  [],
  { items: [], favoriteIds: [] },
  false,
);

function lightShopFrom(
  session: ReturnType<typeof loadSession>,
  items: NonNullable<ReturnType<typeof restoreCart>['items']>,
  favourites: ReturnType<typeof restoreWishlist>,
  checkoutUnderWay: boolean,
): LightShop {
  // As the session machine's `restoring` decides: no usable token is signed out, a stored user is signed in, else
  // the token is being verified (guards wait).
  const usable = session.token !== null && checkToken(session.token).valid;
  const signedIn = usable && session.user !== null;
  const auth = snapshot(
    usable
      ? { ...session, error: null, notice: null }
      : { ...session, token: null, user: null, error: null, notice: null },
    signedIn ? 'signedIn' : usable ? 'verifying' : 'signedOut',
    signedIn ? ['authenticated'] : [],
  ) as AuthSnapshot;
  const cart = snapshot(
    { items, isOpen: false, lastAdded: null, ...cartTotals(items) },
    { popup: 'hidden' },
  ) as CartSnapshot;
  const favoriteIds = new Set(favourites.favoriteIds ?? []);
  const wishlist = snapshot(
    {
      items: favourites.items ?? [],
      favoriteIds,
      error: null,
      noteDraft: null,
      pendingNotes: [],
      pendingToggles: [],
      toggling: null,
      isAuthenticated: signedIn,
    },
    undefined,
  ) as WishlistSnapshot;
  return {
    auth,
    cart,
    wishlist,
    holdsSomething:
      session.token !== null ||
      session.user !== null ||
      items.length > 0 ||
      favoriteIds.size > 0 ||
      (favourites.items?.length ?? 0) > 0 ||
      checkoutUnderWay,
  };
}

/** The shop as stored; the blank one (same objects) when nothing is, so a first visit is not drawn twice. */
export function readLightShop(storage: HeadlessStorage): LightShop {
  const light = lightShopFrom(
    loadSession(storage),
    restoreCart(storage.local).items ?? [],
    restoreWishlist(storage.local),
    hasCheckoutInProgress(storage.local),
  );
  return light.holdsSomething ? light : BLANK_SHOP;
}
