import { headerLabels } from '@teranga/messages/kit/header';
import { bellTexts, notificationsTexts, storefrontRoughTexts } from '@teranga/messages/storefront';
import { clsx } from 'clsx';
import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
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

/** What the parts tell the root for the phone's drawer and search row, written as they render (read on opening). */
interface Registered {
  collections: readonly HeaderLink[];
  onSearch?: (term: string) => void;
  renderSearch: (props: SearchBoxProps) => ReactNode;
  user?: HeaderUser | null;
  isSeller: boolean;
  isStaff: boolean;
  onLogout?: () => void;
}

interface HeaderState {
  labels: typeof defaultHeaderLabels;
  hrefs: HeaderHrefs;
  renderLink: RenderLink;
  themeClassName: string | undefined;
  registered: RefObject<Registered>;
  searchOpen: boolean;
  setSearchOpen: (open: boolean | ((open: boolean) => boolean)) => void;
  searchRowId: string;
  searchToggle: RefObject<HTMLButtonElement | null>;
}

const HeaderContext = createContext<HeaderState | null>(null);

/** The root's state, for a part; a part outside `<Header>` says so (one message for all: the header is on every page). */
function useHeader(): HeaderState {
  const state = useContext(HeaderContext);
  if (!state) throw new Error('Header parts go inside <Header>');
  return state;
}

const plainSearch = (props: SearchBoxProps) => <SearchBox {...props} />;

export interface HeaderProps {
  /** Où mène chaque lien de l’en-tête, dans les adresses de la boutique. */
  hrefs: HeaderHrefs;
  /**
   * Les parties, dans l’ordre de la barre : `HeaderNav`, `HeaderSearch`, puis `HeaderActions` avec `HeaderSellLink`,
   * `HeaderNotifications`, `HeaderWishlistLink`, `HeaderCartLink` et `HeaderAccount`.
   */
  children?: ReactNode;
  /** Remplace le nom de la marque. */
  logo?: ReactNode;
  /** Dessine les liens avec le routeur de l’application (un `<a>` simple par défaut). */
  renderLink?: RenderLink;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<typeof defaultHeaderLabels>;
  /** @deprecated a `ThemeProvider` around the header (or a theme on `<html>`) reaches its menus by itself */
  themeClassName?: string;
}

/**
 * The shop's header, in parts as Radix composes its own: `Header` holds the bar, the logo and the phone's drawer;
 * the parts say what the bar holds, each with its own props, and tell the drawer what it lists (the collections, the
 * search, the account).
 * @example
 * <Header hrefs={hrefs} renderLink={renderRouterLink}>
 *   <HeaderNav collections={collections} />
 *   <HeaderSearch onSearch={(term) => navigate(`/recherche?q=${term}`)} />
 *   <HeaderActions>
 *     <HeaderNotifications count={2} />
 *     <HeaderWishlistLink count={wishlist.count} />
 *     <HeaderCartLink count={cart.totalItems} />
 *     <HeaderAccount user={user} onLogout={logout} />
 *   </HeaderActions>
 * </Header>
 */
export function Header({
  hrefs,
  children,
  logo,
  renderLink = defaultRenderLink,
  labels: labelOverrides,
  themeClassName,
}: HeaderProps) {
  const labels = { ...defaultHeaderLabels, ...labelOverrides };
  const [menuOpen, setMenuOpen] = useState(false);
  const mobileTrigger = clsx(iconButton, styles.mobileOnly);
  // The phone layout's search: a button in the bar opens a search row under it (the bar has no room for the field).
  const [searchOpen, setSearchOpen] = useState(false);
  const searchRowId = useId();
  const searchToggle = useRef<HTMLButtonElement>(null);
  const registered = useRef<Registered>({
    collections: [],
    renderSearch: plainSearch,
    isSeller: false,
    isStaff: false,
  });
  const state: HeaderState = {
    labels,
    hrefs,
    renderLink,
    themeClassName,
    registered,
    searchOpen,
    setSearchOpen,
    searchRowId,
    searchToggle,
  };
  // Read when the drawer opens: by then every part has rendered once and said what it holds.
  const parts = registered.current;

  return (
    <HeaderContext.Provider value={state}>
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
                user={parts.user}
                isSeller={parts.isSeller}
                isStaff={parts.isStaff}
                labels={labels}
                hrefs={hrefs}
                collections={parts.collections}
                renderLink={renderLink}
                themeClassName={themeClassName}
                onSearch={parts.onSearch}
                onLogout={parts.onLogout}
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

          {children}
        </div>
        <SearchRow />
      </header>
    </HeaderContext.Provider>
  );
}

export interface HeaderNavProps {
  /** Les collections du menu « Catégories » et du menu du téléphone, avec les adresses de la boutique. */
  collections: readonly HeaderLink[];
}

/** La navigation du grand écran : « Accueil » et le menu « Catégories » (chargé au survol ou au focus). */
export function HeaderNav({ collections }: HeaderNavProps) {
  const { labels, hrefs, renderLink, themeClassName, registered } = useHeader();
  registered.current.collections = collections;
  return (
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
  );
}

export interface HeaderSearchProps {
  /** Appelée avec le terme sans espaces autour, seulement s’il n’est pas vide. */
  onSearch: (term: string) => void;
  /**
   * Dessine le champ de recherche de la barre et de la ligne de recherche du téléphone (une recherche avec
   * suggestions) ; par défaut le `SearchBox` simple du kit.
   */
  render?: (props: SearchBoxProps) => ReactNode;
}

/**
 * La recherche : le champ de la barre sur grand écran ; sur un téléphone, le bouton de `HeaderActions` ouvre une
 * ligne de recherche sous la barre, et le tiroir a son propre champ.
 */
export function HeaderSearch({ onSearch, render = plainSearch }: HeaderSearchProps) {
  const { labels, registered } = useHeader();
  registered.current.onSearch = onSearch;
  registered.current.renderSearch = render;
  return <div className={clsx(styles.desktopOnly, styles.search)}>{render({ onSearch, labels })}</div>;
}

/** The phone's search row under the bar, opened by the search button of `HeaderActions`. */
function SearchRow() {
  const { labels, registered, searchOpen, setSearchOpen, searchRowId, searchToggle } = useHeader();
  const searchRow = useRef<HTMLDivElement>(null);
  // Escape anywhere in the row, or a tap outside it, closes it (the focus back on its button).
  useDismiss(
    searchOpen,
    searchRow,
    searchToggle,
    useCallback(() => setSearchOpen(false), [setSearchOpen]),
  );
  const { onSearch, renderSearch } = registered.current;
  if (!searchOpen || !onSearch) return null;
  return (
    <div ref={searchRow} className={styles.mobileSearchRow}>
      {renderSearch({
        id: searchRowId,
        onSearch,
        labels,
        autoFocus: true,
        onDone: () => setSearchOpen(false),
        onCancel: () => {
          setSearchOpen(false);
          searchToggle.current?.focus();
        },
      })}
    </div>
  );
}

export interface HeaderActionsProps {
  /** Les actions, dans l’ordre : `HeaderSellLink`, `HeaderNotifications`, `HeaderWishlistLink`, `HeaderCartLink`, `HeaderAccount`. */
  children?: ReactNode;
}

/** Le groupe d’icônes à droite de la barre ; sur un téléphone, il commence par le bouton de la recherche. */
export function HeaderActions({ children }: HeaderActionsProps) {
  const { labels, registered, searchOpen, setSearchOpen, searchRowId, searchToggle } = useHeader();
  return (
    <div className={styles.actions}>
      {registered.current.onSearch ? (
        <button
          ref={searchToggle}
          type="button"
          className={clsx(iconButton, styles.mobileOnly)}
          aria-label={searchOpen ? labels.closeSearch : labels.openSearch}
          aria-expanded={searchOpen}
          aria-controls={searchOpen ? searchRowId : undefined}
          onClick={() => setSearchOpen((open) => !open)}
        >
          <Icon name={searchOpen ? 'close' : 'search'} />
        </button>
      ) : null}
      {children}
    </div>
  );
}

/** « Vendre » : le bouton des vendeurs vers l’ajout d’un produit (à ne rendre que pour eux), sur grand écran. */
export function HeaderSellLink() {
  const { labels, hrefs, renderLink } = useHeader();
  return (
    <span className={styles.desktopOnly}>
      {renderLink({
        href: hrefs.sell,
        className: buttonClass({ variant: 'accent', size: 'sm' }),
        children: labels.sell,
      })}
    </span>
  );
}

export interface HeaderNotificationsProps {
  /** Pastille de la cloche : les notifications pas encore vues. */
  count?: number;
  /**
   * Données, la cloche ouvre un panneau de ces lignes (les plus récentes d’abord) et un lien vers la page complète ;
   * sinon la cloche est ce lien.
   */
  items?: readonly HeaderNotification[];
  /** Le panneau s’est ouvert ou fermé (par exemple pour marquer ses lignes comme vues). */
  onOpenChange?: (open: boolean) => void;
}

/** La cloche : un lien vers les notifications, ou le panneau de leurs lignes (chargé au survol ou au focus). */
export function HeaderNotifications({ count = 0, items, onOpenChange }: HeaderNotificationsProps) {
  const { labels, hrefs, renderLink, themeClassName } = useHeader();
  const bell = (
    <>
      <Icon name="bell" />
      <span className={visuallyHidden}>{labels.notifications} </span>
      <CountBadge count={count} />
    </>
  );
  return items ? (
    <DeferredTrigger
      module={notificationsMenu()}
      popup="menu"
      className={iconButton}
      data-slot="notifications"
      render={(m, replay) => (
        <m.NotificationsMenu
          bell={bell}
          notifications={items}
          labels={labels}
          allHref={hrefs.notifications}
          renderLink={renderLink}
          themeClassName={themeClassName}
          onOpenChange={onOpenChange}
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
  );
}

export interface HeaderWishlistLinkProps {
  /** Nombre de produits de la liste d’envies, sur l’icône du cœur. */
  count?: number;
}

/** Le cœur vers la liste d’envies, son nombre et son infobulle (« Favoris vides » à zéro). */
export function HeaderWishlistLink({ count = 0 }: HeaderWishlistLinkProps) {
  const { labels, hrefs, renderLink } = useHeader();
  return (
    <CountLink
      slot="wishlist-link"
      href={hrefs.wishlist}
      icon="heart"
      count={count}
      label={labels.wishlist}
      tooltip={count > 0 ? labels.countTooltip(count) : labels.wishlistEmpty}
      renderLink={renderLink}
    />
  );
}

export interface HeaderCartLinkProps {
  /** Nombre d’articles du panier, sur l’icône du panier. */
  count?: number;
  /** Durée du rebond de la pastille quand le nombre monte, en millisecondes. */
  bounceMs?: number;
}

/** Le panier, son nombre (qui rebondit quand il monte) et son infobulle (« Panier vide » à zéro). */
export function HeaderCartLink({ count = 0, bounceMs = 800 }: HeaderCartLinkProps) {
  const { labels, hrefs, renderLink } = useHeader();
  const bouncing = useBounce(count, bounceMs);
  return (
    <CountLink
      slot="cart-link"
      href={hrefs.cart}
      icon="cart"
      count={count}
      label={labels.cart}
      tooltip={count > 0 ? labels.countTooltip(count) : labels.cartEmpty}
      renderLink={renderLink}
      bouncing={bouncing}
    />
  );
}

export interface HeaderAccountProps {
  /** La personne connectée ; `null` ou absente affiche « Connexion » et « S’inscrire ». */
  user?: HeaderUser | null;
  /** Vendeur ou équipe : le menu du téléphone a sa partie « Espace Vendeur ». */
  isSeller?: boolean;
  /** Équipe (admin) : les menus du compte mènent au bureau de validation des vendeurs. */
  isStaff?: boolean;
  /** Affiche « Déconnexion » dans le menu du compte et l’appelle. */
  onLogout?: () => void;
}

/** Le menu du compte (chargé au survol ou au focus), ou « Connexion » et « S’inscrire » sans personne connectée. */
export function HeaderAccount({ user, isSeller = false, isStaff = false, onLogout }: HeaderAccountProps) {
  const { labels, hrefs, renderLink, themeClassName, registered } = useHeader();
  Object.assign(registered.current, { user, isSeller, isStaff, onLogout });
  return user ? (
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
  );
}
