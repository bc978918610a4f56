import { CURRENCIES, collectionRoute, searchPath, TIMINGS } from '@teranga/headless';
import { newsletterTexts, storefrontRoughTexts } from '@teranga/messages';
import { CurrencySwitcher, defaultCollections, Header } from '@teranga/ui';
import { useNavigate } from 'react-router';
import { CURRENCY_CODES, useCurrency } from './currency';
import * as styles from './layout.css';
import { useNotifications } from './notifications';
import { formatUpdateTime } from './order-updates';
import { renderRouterLink } from './router-link';
import { useAuth, useCart, useWishlist } from './shop';

const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({
  code,
  label: CURRENCIES[code].label,
  name: CURRENCIES[code].name,
}));

const more = storefrontRoughTexts.moreCategories;

/** The four collections, then the other categories of the catalogue: each reachable from the menus, desktop and phone. */
const MENU_CATEGORIES = [
  ...defaultCollections,
  { label: more.accessories, href: collectionRoute('accessoires') },
  { label: more.jewellery, href: collectionRoute('bijoux') },
  { label: more.shoes, href: collectionRoute('chaussures') },
];

/** The kit's header, fed by the machines: counts, the signed-in user, seller items for sellers and admins. */
export function SiteHeader() {
  const navigate = useNavigate();
  const auth = useAuth();
  const cart = useCart();
  const wishlist = useWishlist();
  const { currency, setCurrency } = useCurrency();
  const notifications = useNotifications();
  return (
    <>
      <div className={styles.utilityBar}>
        <CurrencySwitcher
          value={currency}
          onValueChange={setCurrency}
          currencies={CURRENCY_OPTIONS}
          showFlags
        />
      </div>
      <Header
        bounceMs={TIMINGS.cartBadgeBounce}
        user={auth.user ? { name: auth.displayName, email: auth.user.email ?? '' } : null}
        isSeller={auth.isSellerOrAdmin}
        isStaff={auth.isAdmin}
        cartCount={cart.totalItems}
        wishlistCount={wishlist.count}
        notificationCount={notifications.unreadCount}
        notifications={notifications.items.map((item) => ({ ...item, time: formatUpdateTime(item.at) }))}
        onNotificationsOpenChange={(open) => {
          // Read once the panel closes: while it is open, the new lines keep their dot.
          if (open) notifications.refresh();
          else notifications.markSeen();
        }}
        labels={
          notifications.status === 'signedOut'
            ? { notificationsEmpty: newsletterTexts.bell.signedOut }
            : notifications.status === 'error'
              ? { notificationsEmpty: newsletterTexts.bell.loadFailed }
              : undefined
        }
        onSearch={(term) => {
          const path = searchPath(term);
          if (path) navigate(path);
        }}
        onLogout={auth.logout}
        collections={MENU_CATEGORIES}
        renderLink={renderRouterLink}
      />
    </>
  );
}
