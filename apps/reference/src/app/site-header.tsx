import { CURRENCIES, TIMINGS } from '@teranga/headless';
import { headerCollectionsLabels } from '@teranga/messages/kit/header';
import { bellTexts, storefrontRoughTexts } from '@teranga/messages/storefront';
import {
  CurrencySwitcher,
  Header,
  HeaderAccount,
  HeaderActions,
  HeaderCartLink,
  type HeaderHrefs,
  HeaderNav,
  HeaderNotifications,
  HeaderSellLink,
  HeaderWishlistLink,
  HeaderSearch as KitHeaderSearch,
} from '@teranga/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { categoryHref, routes, searchHref } from '../routes';
import type { HeaderBell } from './bell-feed';
import { CURRENCY_CODES, useCurrency } from './currency';
import { HeaderSearch } from './header-search';
import * as styles from './layout.css';
import { renderRouterLink } from './router-link';
import { useAuth, useCart, useWishlist } from './shop';

const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({
  code,
  label: CURRENCIES[code].label,
  name: CURRENCIES[code].name,
}));

const more = storefrontRoughTexts.moreCategories;
const collectionLabels = headerCollectionsLabels;

/** The four collections, then the other categories of the catalogue: each reachable from the menus, desktop and phone. */
const MENU_CATEGORIES = [
  { label: collectionLabels.women, href: routes.femme.href() },
  { label: collectionLabels.men, href: routes.homme.href() },
  { label: collectionLabels.children, href: routes.enfant.href() },
  { label: collectionLabels.traditional, href: routes.traditionnelle.href() },
  { label: more.accessories, href: categoryHref('accessoires') },
  { label: more.jewellery, href: categoryHref('bijoux') },
  { label: more.shoes, href: categoryHref('chaussures') },
];

/** Where the header's links lead. */
const HEADER_HREFS: HeaderHrefs = {
  home: routes.home.href(),
  allProducts: routes.products.href(),
  sell: routes.sellerAddProduct.href(),
  notifications: routes.notifications.href(),
  wishlist: routes.wishlist.href(),
  cart: routes.cart.href(),
  profile: routes.profile.href(),
  myOrders: routes.myOrders.href(),
  login: routes.login.href(),
  register: routes.register.href(),
  myShop: routes.sellerDashboard.href(),
  myProducts: routes.sellerProducts.href(),
  addProduct: routes.sellerAddProduct.href(),
  staffDesk: routes.staffSellers.href(),
};

const BellFeed = lazy(() => import('./bell-feed').then((m) => ({ default: m.BellFeed })));

const quiet = () => {};
const SIGNED_OUT: HeaderBell = {
  items: [],
  unreadCount: 0,
  status: 'signedOut',
  markSeen: quiet,
  refresh: quiet,
};
/** Signed in, while the bell's code and the first answer arrive. */
const LOADING: HeaderBell = { ...SIGNED_OUT, status: 'loading' };

/** The kit's header in its parts, fed by the machines: counts, the signed-in user, seller items for sellers and admins. */
export function SiteHeader() {
  const navigate = useNavigate();
  const auth = useAuth();
  const cart = useCart();
  const wishlist = useWishlist();
  const { currency, setCurrency } = useCurrency();
  const [bell, setBell] = useState<HeaderBell | undefined>();
  const notifications = auth.isAuthenticated ? (bell ?? LOADING) : SIGNED_OUT;
  return (
    <>
      {auth.isAuthenticated ? (
        <Suspense fallback={null}>
          <BellFeed onChange={setBell} />
        </Suspense>
      ) : null}
      <div className={styles.utilityBar}>
        <CurrencySwitcher
          value={currency}
          onValueChange={setCurrency}
          currencies={CURRENCY_OPTIONS}
          showFlags
        />
      </div>
      <Header
        hrefs={HEADER_HREFS}
        renderLink={renderRouterLink}
        labels={
          notifications.status === 'signedOut'
            ? { notificationsEmpty: bellTexts.signedOut }
            : notifications.status === 'error'
              ? { notificationsEmpty: bellTexts.loadFailed }
              : undefined
        }
      >
        <HeaderNav collections={MENU_CATEGORIES} />
        <KitHeaderSearch
          onSearch={(term) => {
            const path = searchHref(term);
            if (path) navigate(path);
          }}
          render={(props) => <HeaderSearch {...props} />}
        />
        <HeaderActions>
          {auth.user && auth.isSellerOrAdmin ? <HeaderSellLink /> : null}
          <HeaderNotifications
            count={notifications.unreadCount}
            items={notifications.items}
            onOpenChange={(open) => {
              // Read once the panel closes: while it is open, the new lines keep their dot.
              if (open) notifications.refresh();
              else notifications.markSeen();
            }}
          />
          <HeaderWishlistLink count={wishlist.count} />
          <HeaderCartLink count={cart.totalItems} bounceMs={TIMINGS.cartBadgeBounce} />
          <HeaderAccount
            user={auth.user ? { name: auth.displayName, email: auth.user.email ?? '' } : null}
            isSeller={auth.isSellerOrAdmin}
            isStaff={auth.isAdmin}
            onLogout={auth.logout}
          />
        </HeaderActions>
      </Header>
    </>
  );
}
