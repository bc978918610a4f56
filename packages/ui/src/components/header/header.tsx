import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import * as Tooltip from '@radix-ui/react-tooltip';
import { clsx } from 'clsx';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import { Icon, type IconName } from '../../internal/icons';
import { defaultRenderLink, type RenderLink } from '../../internal/link';
import { iconButton } from '../../internal/surface.css';
import { lightTheme } from '../../tokens/themes.css';
import { CountBadge, formatCount } from '../badge/badge';
import { buttonClass } from '../button/button';
import * as styles from './header.css';

export interface HeaderLink {
  label: string;
  href: string;
}

export interface HeaderUser {
  name: string;
  email: string;
}

export const defaultCollections: readonly HeaderLink[] = [
  { label: 'Femme', href: '/femme' },
  { label: 'Homme', href: '/homme' },
  { label: 'Enfant', href: '/enfant' },
  { label: 'Traditionnelle', href: '/traditionnelle' },
];

export const defaultHeaderLabels = {
  brand: 'Teranga',
  home: 'Accueil',
  categories: 'Catégories',
  collections: 'Collections',
  allProducts: 'Tous les produits',
  search: 'Rechercher un produit',
  searchPlaceholder: 'Rechercher boubou, wax, bazin...',
  searchSubmit: 'Rechercher',
  sell: 'Vendre',
  notifications: 'Notifications',
  wishlist: 'Favoris',
  cart: 'Panier',
  wishlistEmpty: 'Favoris vides',
  cartEmpty: 'Panier vide',
  countTooltip: (n: number) => formatCount(n),
  account: 'Mon compte',
  profile: 'Mon Profil',
  favourites: 'Mes Favoris',
  logout: 'Déconnexion',
  login: 'Connexion',
  register: "S'inscrire",
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  menu: 'Menu',
  sellerSpace: 'Espace Vendeur',
  myShop: 'Ma boutique',
  myProducts: 'Mes produits',
  addProduct: 'Ajouter un produit',
  mainNav: 'Navigation principale',
};

export const defaultHeaderHrefs = {
  home: '/',
  allProducts: '/products',
  sell: '/seller/add-product',
  notifications: '/notifications',
  wishlist: '/wishlist',
  cart: '/cart',
  profile: '/profile',
  login: '/login',
  register: '/register',
  myShop: '/seller/dashboard',
  myProducts: '/seller/products',
  addProduct: '/seller/add-product',
};

export interface HeaderProps {
  /** signed-in user; null or undefined shows Connexion and S'inscrire */
  user?: HeaderUser | null;
  /** seller or admin: shows 'Vendre' and the 'Espace Vendeur' section */
  isSeller?: boolean;
  cartCount?: number;
  wishlistCount?: number;
  /** the bell's badge; fixed, its behaviour is not specified */
  notificationCount?: number;
  /** called with the trimmed term, only when it is not empty */
  onSearch: (term: string) => void;
  onLogout?: () => void;
  collections?: readonly HeaderLink[];
  /** replaces the word mark */
  logo?: ReactNode;
  renderLink?: RenderLink;
  /** theme class for menus and tooltips, which render in a portal */
  themeClassName?: string;
  /** how long the cart badge bounces when the count rises */
  bounceMs?: number;
  labels?: Partial<typeof defaultHeaderLabels>;
  hrefs?: Partial<typeof defaultHeaderHrefs>;
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

function SearchBox({
  onSearch,
  labels,
  onDone,
}: {
  onSearch: (term: string) => void;
  labels: typeof defaultHeaderLabels;
  onDone?: () => void;
}) {
  const [term, setTerm] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    onSearch(trimmed);
    onDone?.();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too recent for the browsers the shop supports
    <form role="search" className={styles.searchForm} onSubmit={submit}>
      <input
        type="search"
        aria-label={labels.search}
        placeholder={labels.searchPlaceholder}
        className={styles.searchInput}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      <button
        type="submit"
        className={clsx(iconButton, styles.searchButton)}
        aria-label={labels.searchSubmit}
      >
        <Icon name="search" />
      </button>
    </form>
  );
}

interface CountLinkProps {
  href: string;
  icon: IconName;
  count: number;
  label: string;
  tooltip: string;
  renderLink: RenderLink;
  themeClassName: string;
  bouncing?: boolean;
  slot: string;
}

function CountLink({
  href,
  icon,
  count,
  label,
  tooltip,
  renderLink,
  themeClassName,
  bouncing,
  slot,
}: CountLinkProps) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        {renderLink({
          href,
          className: iconButton,
          'data-slot': slot,
          children: (
            <>
              <Icon name={icon} />
              {/* The name is the word and the visible count: 'Panier 3'. */}
              <span className={visuallyHidden}>{label} </span>
              <CountBadge
                count={count}
                className={styles.bouncing}
                data-bouncing={bouncing ? 'true' : 'false'}
              />
            </>
          ),
        })}
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <div className={themeClassName}>
          <Tooltip.Content className={styles.tooltip} sideOffset={6}>
            {tooltip}
          </Tooltip.Content>
        </div>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** The shop's header: logo, navigation, search, counts, account menu, and a mobile menu. */
export function Header({
  user,
  isSeller = false,
  cartCount = 0,
  wishlistCount = 0,
  notificationCount = 0,
  onSearch,
  onLogout,
  collections = defaultCollections,
  logo,
  renderLink = defaultRenderLink,
  themeClassName = lightTheme,
  bounceMs = 800,
  labels: labelOverrides,
  hrefs: hrefOverrides,
}: HeaderProps) {
  const labels = { ...defaultHeaderLabels, ...labelOverrides };
  const hrefs = { ...defaultHeaderHrefs, ...hrefOverrides };
  const cartBouncing = useBounce(cartCount, bounceMs);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const sheetLink = (href: string, label: string) =>
    renderLink({ href, className: styles.menuItem, onClick: closeMenu, children: label });

  return (
    <Tooltip.Provider delayDuration={200}>
      <header data-slot="header" className={styles.header}>
        <div className={styles.bar}>
          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <Dialog.Trigger className={clsx(iconButton, styles.mobileOnly)} aria-label={labels.openMenu}>
              <Icon name="menu" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <div className={themeClassName}>
                <Dialog.Overlay className={styles.sheetOverlay} />
                <Dialog.Content className={styles.sheet} data-slot="mobile-menu" aria-describedby={undefined}>
                  <div className={styles.sheetHead}>
                    <Dialog.Title className={styles.sheetTitle}>{labels.menu}</Dialog.Title>
                    <Dialog.Close className={iconButton} aria-label={labels.closeMenu}>
                      <Icon name="close" />
                    </Dialog.Close>
                  </div>
                  <SearchBox onSearch={onSearch} labels={labels} onDone={closeMenu} />
                  <nav aria-label={labels.menu} className={styles.sheetSection}>
                    {sheetLink(hrefs.home, labels.home)}
                    {sheetLink(hrefs.allProducts, labels.allProducts)}
                    <h3 className={styles.sheetHeading}>{labels.collections}</h3>
                    {collections.map((c) => (
                      <span key={c.href}>{sheetLink(c.href, c.label)}</span>
                    ))}
                  </nav>
                  {user && isSeller ? (
                    <section className={styles.sheetSection} aria-label={labels.sellerSpace}>
                      <h3 className={styles.sheetHeading}>{labels.sellerSpace}</h3>
                      {sheetLink(hrefs.myShop, labels.myShop)}
                      {sheetLink(hrefs.myProducts, labels.myProducts)}
                      {sheetLink(hrefs.addProduct, labels.addProduct)}
                    </section>
                  ) : null}
                  <section className={styles.sheetSection} aria-label={labels.account}>
                    <h3 className={styles.sheetHeading}>{labels.account}</h3>
                    {user ? (
                      <>
                        {sheetLink(hrefs.profile, labels.account)}
                        {sheetLink(hrefs.wishlist, labels.favourites)}
                        <button
                          type="button"
                          className={styles.menuItem}
                          onClick={() => {
                            closeMenu();
                            onLogout?.();
                          }}
                        >
                          {labels.logout}
                        </button>
                      </>
                    ) : (
                      <>
                        {sheetLink(hrefs.login, labels.login)}
                        {sheetLink(hrefs.register, labels.register)}
                      </>
                    )}
                  </section>
                </Dialog.Content>
              </div>
            </Dialog.Portal>
          </Dialog.Root>

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
            <DropdownMenu.Root modal={false}>
              <DropdownMenu.Trigger className={styles.navLink}>
                {labels.categories}
                <Icon name="chevronDown" size={16} />
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <div className={themeClassName}>
                  <DropdownMenu.Content className={styles.menu} sideOffset={6} align="start">
                    <DropdownMenu.Label className={styles.menuLabel}>{labels.collections}</DropdownMenu.Label>
                    {collections.map((c) => (
                      <DropdownMenu.Item key={c.href} asChild>
                        {renderLink({ href: c.href, className: styles.menuItem, children: c.label })}
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.Content>
                </div>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          </nav>

          <div className={clsx(styles.desktopOnly, styles.search)}>
            <SearchBox onSearch={onSearch} labels={labels} />
          </div>

          <div className={styles.actions}>
            {user && isSeller ? (
              <span className={styles.desktopOnly}>
                {renderLink({
                  href: hrefs.sell,
                  className: buttonClass({ variant: 'accent', size: 'sm' }),
                  children: labels.sell,
                })}
              </span>
            ) : null}
            {renderLink({
              href: hrefs.notifications,
              className: iconButton,
              'data-slot': 'notifications',
              children: (
                <>
                  <Icon name="bell" />
                  <span className={visuallyHidden}>{labels.notifications} </span>
                  <CountBadge count={notificationCount} />
                </>
              ),
            })}
            <CountLink
              slot="wishlist-link"
              href={hrefs.wishlist}
              icon="heart"
              count={wishlistCount}
              label={labels.wishlist}
              tooltip={wishlistCount > 0 ? labels.countTooltip(wishlistCount) : labels.wishlistEmpty}
              renderLink={renderLink}
              themeClassName={themeClassName}
            />
            <CountLink
              slot="cart-link"
              href={hrefs.cart}
              icon="cart"
              count={cartCount}
              label={labels.cart}
              tooltip={cartCount > 0 ? labels.countTooltip(cartCount) : labels.cartEmpty}
              renderLink={renderLink}
              themeClassName={themeClassName}
              bouncing={cartBouncing}
            />
            {user ? (
              <DropdownMenu.Root modal={false}>
                <DropdownMenu.Trigger
                  className={iconButton}
                  aria-label={labels.account}
                  data-slot="user-menu"
                >
                  <Icon name="user" />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <div className={themeClassName}>
                    <DropdownMenu.Content className={styles.menu} sideOffset={6} align="end">
                      <DropdownMenu.Label
                        className={styles.menuLabel}
                        style={{ textTransform: 'none', letterSpacing: 0 }}
                      >
                        <span className={styles.userName}>{user.name}</span>
                        <span className={styles.userEmail}>{user.email}</span>
                      </DropdownMenu.Label>
                      <DropdownMenu.Separator className={styles.separator} />
                      <DropdownMenu.Item asChild>
                        {renderLink({
                          href: hrefs.profile,
                          className: styles.menuItem,
                          children: labels.profile,
                        })}
                      </DropdownMenu.Item>
                      <DropdownMenu.Item asChild>
                        {renderLink({
                          href: hrefs.wishlist,
                          className: styles.menuItem,
                          children: labels.favourites,
                        })}
                      </DropdownMenu.Item>
                      <DropdownMenu.Separator className={styles.separator} />
                      <DropdownMenu.Item className={styles.menuItem} onSelect={() => onLogout?.()}>
                        {labels.logout}
                      </DropdownMenu.Item>
                    </DropdownMenu.Content>
                  </div>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
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
      </header>
    </Tooltip.Provider>
  );
}
