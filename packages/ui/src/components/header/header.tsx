import { headerLabels } from '@teranga/messages/kit/header';
import { bellTexts, notificationsTexts, storefrontRoughTexts } from '@teranga/messages/storefront';
import { clsx } from 'clsx';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import { Icon } from '../../internal/icons';
import { type LazyModule, lazyModule } from '../../internal/lazy-module';
import { defaultRenderLink, type RenderLink } from '../../internal/link';
import { iconButton } from '../../internal/surface.css';
import { useDismiss } from '../../internal/use-dismiss';
import { CountBadge, formatCount } from '../badge/badge';
import { buttonClass } from '../button/button';
import { CountLink } from './count-link';
import { DeferredTrigger } from './deferred-trigger';
import * as styles from './header.css';
import { SearchBox, type SearchBoxProps } from './search-box';

/**
 * The menus and the mobile drawer (Radix, Floating UI): out of the first load, fetched on hover, focus or press.
 * Made on the first render, not at import: a module-level call would keep them in the bundle of a shop that imports
 * only a ProductCard (bundlers keep top-level calls, and the chunk their `import()` names).
 */
let menusModule: LazyModule<typeof import('./header-menus')> | undefined;
const headerMenus = () => {
  menusModule ??= lazyModule(() => import('./header-menus'));
  return menusModule;
};
let notificationsModule: LazyModule<typeof import('./notifications-menu')> | undefined;
const notificationsMenu = () => {
  notificationsModule ??= lazyModule(() => import('./notifications-menu'));
  return notificationsModule;
};

/** One line of the bell's panel. */
export interface HeaderNotification {
  id: string;
  text: string;
  href: string;
  /** when it happened, already formatted */
  time?: string;
  /** not seen yet: a dot, and 'non lue' for screen readers */
  unread?: boolean;
}

export interface HeaderLink {
  label: string;
  href: string;
}

export interface HeaderUser {
  name: string;
  email: string;
}

const notificationLabels: Record<
  'notificationsTitle' | 'notificationsEmpty' | 'notificationsSeeAll' | 'notificationsUnread',
  string
> = {
  notificationsTitle: bellTexts.panelTitle,
  notificationsEmpty: notificationsTexts.empty,
  notificationsSeeAll: bellTexts.seeAll,
  notificationsUnread: bellTexts.unread,
};

export const defaultHeaderLabels = {
  ...headerLabels,
  ...storefrontRoughTexts.header,
  ...notificationLabels,
  countTooltip: (n: number) => formatCount(n),
};

/** Where the header's links lead: the shop's own addresses, given by the app (the kit knows none). */
export interface HeaderHrefs {
  /** the shop's home (the logo and « Accueil ») */
  home: string;
  /** every product (« Tous les produits » in the phone's menu) */
  allProducts: string;
  /** « Vendre », shown to sellers */
  sell: string;
  /** the bell, or the panel's « Tout voir » */
  notifications: string;
  wishlist: string;
  cart: string;
  profile: string;
  myOrders: string;
  login: string;
  register: string;
  /** the seller's dashboard (« Ma boutique ») */
  myShop: string;
  myProducts: string;
  addProduct: string;
  /** the staff desk's first screen, for admins */
  staffDesk: string;
}

export interface HeaderProps {
  /** La personne connectée ; `null` ou absente affiche « Connexion » et « S’inscrire ». */
  user?: HeaderUser | null;
  /** Vendeur ou équipe : affiche « Vendre » et la partie « Espace Vendeur ». */
  isSeller?: boolean;
  /** Équipe (admin) : les menus du compte mènent au bureau de validation des vendeurs. */
  isStaff?: boolean;
  /** Nombre d’articles du panier, sur l’icône du panier. */
  cartCount?: number;
  /** Nombre de produits de la liste d’envies, sur l’icône du cœur. */
  wishlistCount?: number;
  /** Pastille de la cloche : les notifications pas encore vues. */
  notificationCount?: number;
  /**
   * Données, la cloche ouvre un panneau de ces lignes (les plus récentes d’abord) et un lien vers la page complète ;
   * sinon la cloche est ce lien.
   */
  notifications?: readonly HeaderNotification[];
  /** Le panneau s’est ouvert ou fermé (par exemple pour marquer ses lignes comme vues). */
  onNotificationsOpenChange?: (open: boolean) => void;
  /** Appelée avec le terme sans espaces autour, seulement s’il n’est pas vide. */
  onSearch: (term: string) => void;
  /**
   * Dessine le champ de recherche de la barre et de la ligne de recherche du téléphone (une recherche avec
   * suggestions) ; par défaut le `SearchBox` simple du kit.
   */
  renderSearch?: (props: SearchBoxProps) => ReactNode;
  /** Affiche « Déconnexion » dans le menu du compte et l’appelle. */
  onLogout?: () => void;
  /** Les collections du menu « Catégories » et du menu du téléphone, avec les adresses de la boutique. */
  collections: readonly HeaderLink[];
  /** Remplace le nom de la marque. */
  logo?: ReactNode;
  /** Dessine les liens avec le routeur de l’application (un `<a>` simple par défaut). */
  renderLink?: RenderLink;
  /** @deprecated a `ThemeProvider` around the header (or a theme on `<html>`) reaches its menus by itself */
  themeClassName?: string;
  /** Durée du rebond de la pastille du panier quand le nombre monte, en millisecondes. */
  bounceMs?: number;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<typeof defaultHeaderLabels>;
  /** Où mène chaque lien de l’en-tête, dans les adresses de la boutique. */
  hrefs: HeaderHrefs;
}

/** Bounces for `ms` each time `count` goes up. */
function useBounce(count: number, ms: number): boolean {
  const previous = useRef(count);
  const [bouncing, setBouncing] = useState(false);
  useEffect(() => {
    const rose = count > previous.current;
    previous.current = count;
    if (!rose) return;
    setBouncing(true);
    const timer = setTimeout(() => setBouncing(false), ms);
    return () => clearTimeout(timer);
  }, [count, ms]);
  return bouncing;
}

/** The shop's header: logo, navigation, search, counts, account menu, and a mobile menu. */
export function Header({
  user,
  isSeller = false,
  isStaff = false,
  cartCount = 0,
  wishlistCount = 0,
  notificationCount = 0,
  notifications,
  onNotificationsOpenChange,
  onSearch,
  renderSearch = (props) => <SearchBox {...props} />,
  onLogout,
  collections,
  logo,
  renderLink = defaultRenderLink,
  themeClassName,
  bounceMs = 800,
  labels: labelOverrides,
  hrefs,
}: HeaderProps) {
  const labels = { ...defaultHeaderLabels, ...labelOverrides };
  const cartBouncing = useBounce(cartCount, bounceMs);
  const [menuOpen, setMenuOpen] = useState(false);
  const mobileTrigger = clsx(iconButton, styles.mobileOnly);
  // The phone layout's search: a button in the bar opens a search row under it (the bar has no room for the field).
  const [searchOpen, setSearchOpen] = useState(false);
  const searchRowId = useId();
  const searchToggle = useRef<HTMLButtonElement>(null);
  const searchRow = useRef<HTMLDivElement>(null);
  const closeSearch = () => {
    setSearchOpen(false);
    searchToggle.current?.focus();
  };
  // Escape anywhere in the row, or a tap outside it, closes it (the focus back on its button).
  useDismiss(
    searchOpen,
    searchRow,
    searchToggle,
    useCallback(() => setSearchOpen(false), []),
  );
  const bell = (
    <>
      <Icon name="bell" />
      <span className={visuallyHidden}>{labels.notifications} </span>
      <CountBadge count={notificationCount} />
    </>
  );

  return (
    <header data-slot="header" className={styles.header}>
      <div className={styles.bar}>
        <DeferredTrigger
          module={headerMenus()}
          popup="dialog"
          className={mobileTrigger}
          aria-label={labels.openMenu}
          onOpen={() => setMenuOpen(true)}
          render={(m, replay) => (
            <m.MobileMenu
              open={menuOpen}
              onOpenChange={setMenuOpen}
              triggerClassName={mobileTrigger}
              user={user}
              isSeller={isSeller}
              isStaff={isStaff}
              labels={labels}
              hrefs={hrefs}
              collections={collections}
              renderLink={renderLink}
              themeClassName={themeClassName}
              onSearch={onSearch}
              onLogout={onLogout}
              replay={replay}
            />
          )}
        >
          <Icon name="menu" />
        </DeferredTrigger>

        {renderLink({
          href: hrefs.home,
          className: styles.logo,
          'aria-label': `${labels.brand} – ${labels.home}`,
          children: logo ?? (
            <>
              <span aria-hidden className={styles.mark} />
              <span className={styles.brandText}>{labels.brand}</span>
            </>
          ),
        })}

        <nav aria-label={labels.mainNav} className={clsx(styles.desktopOnly, styles.nav)}>
          {renderLink({ href: hrefs.home, className: styles.navLink, children: labels.home })}
          <DeferredTrigger
            module={headerMenus()}
            popup="menu"
            className={styles.navLink}
            render={(m, replay) => (
              <m.CategoriesMenu
                labels={labels}
                collections={collections}
                renderLink={renderLink}
                themeClassName={themeClassName}
                replay={replay}
              />
            )}
          >
            {labels.categories}
            <Icon name="chevronDown" size={16} />
          </DeferredTrigger>
        </nav>

        <div className={clsx(styles.desktopOnly, styles.search)}>{renderSearch({ onSearch, labels })}</div>

        <div className={styles.actions}>
          <button
            ref={searchToggle}
            type="button"
            className={mobileTrigger}
            aria-label={searchOpen ? labels.closeSearch : labels.openSearch}
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? searchRowId : undefined}
            onClick={() => setSearchOpen((open) => !open)}
          >
            <Icon name={searchOpen ? 'close' : 'search'} />
          </button>
          {user && isSeller ? (
            <span className={styles.desktopOnly}>
              {renderLink({
                href: hrefs.sell,
                className: buttonClass({ variant: 'accent', size: 'sm' }),
                children: labels.sell,
              })}
            </span>
          ) : null}
          {notifications ? (
            <DeferredTrigger
              module={notificationsMenu()}
              popup="menu"
              className={iconButton}
              data-slot="notifications"
              render={(m, replay) => (
                <m.NotificationsMenu
                  bell={bell}
                  notifications={notifications}
                  labels={labels}
                  allHref={hrefs.notifications}
                  renderLink={renderLink}
                  themeClassName={themeClassName}
                  onOpenChange={onNotificationsOpenChange}
                  replay={replay}
                />
              )}
            >
              {bell}
            </DeferredTrigger>
          ) : (
            renderLink({
              href: hrefs.notifications,
              className: iconButton,
              'data-slot': 'notifications',
              children: bell,
            })
          )}
          <CountLink
            slot="wishlist-link"
            href={hrefs.wishlist}
            icon="heart"
            count={wishlistCount}
            label={labels.wishlist}
            tooltip={wishlistCount > 0 ? labels.countTooltip(wishlistCount) : labels.wishlistEmpty}
            renderLink={renderLink}
          />
          <CountLink
            slot="cart-link"
            href={hrefs.cart}
            icon="cart"
            count={cartCount}
            label={labels.cart}
            tooltip={cartCount > 0 ? labels.countTooltip(cartCount) : labels.cartEmpty}
            renderLink={renderLink}
            bouncing={cartBouncing}
          />
          {user ? (
            <DeferredTrigger
              module={headerMenus()}
              popup="menu"
              className={iconButton}
              aria-label={labels.account}
              data-slot="user-menu"
              render={(m, replay) => (
                <m.UserMenu
                  user={user}
                  isStaff={isStaff}
                  labels={labels}
                  hrefs={hrefs}
                  renderLink={renderLink}
                  themeClassName={themeClassName}
                  onLogout={onLogout}
                  replay={replay}
                />
              )}
            >
              <Icon name="user" />
            </DeferredTrigger>
          ) : (
            <span className={clsx(styles.desktopOnly, styles.nav)}>
              {renderLink({ href: hrefs.login, className: styles.navLink, children: labels.login })}
              {renderLink({
                href: hrefs.register,
                className: buttonClass({ variant: 'solid', size: 'sm' }),
                children: labels.register,
              })}
            </span>
          )}
        </div>
      </div>
      {searchOpen ? (
        <div ref={searchRow} className={styles.mobileSearchRow}>
          {renderSearch({
            id: searchRowId,
            onSearch,
            labels,
            autoFocus: true,
            onDone: () => setSearchOpen(false),
            onCancel: closeSearch,
          })}
        </div>
      ) : null}
    </header>
  );
}
