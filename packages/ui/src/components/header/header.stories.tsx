import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Icon } from '../../internal/icons';
import { lazyModule } from '../../internal/lazy-module';
import { defaultRenderLink } from '../../internal/link';
import { reducedMotionEmulated } from '../../internal/story-fixtures';
import { lightTheme } from '../../tokens/themes.css';
import { Button } from '../button/button';
import { DeferredTrigger } from './deferred-trigger';
import {
  defaultHeaderLabels,
  Header,
  HeaderAccount,
  HeaderActions,
  HeaderCartLink,
  type HeaderHrefs,
  type HeaderLink,
  HeaderNav,
  type HeaderNotification,
  HeaderNotifications,
  type HeaderProps,
  HeaderSearch,
  HeaderSellLink,
  type HeaderUser,
  HeaderWishlistLink,
} from './header';
import * as styles from './header.css';

const awa = { name: 'Awa Diop', email: 'awa@teranga.sn' };

/** A shop's addresses, as an app gives them (the kit has none of its own): the reference shop's. */
const shopHrefs: HeaderHrefs = {
  home: '/',
  allProducts: '/products',
  sell: '/seller/add-product',
  notifications: '/notifications',
  wishlist: '/wishlist',
  cart: '/cart',
  profile: '/profile',
  myOrders: '/mes-commandes',
  login: '/login',
  register: '/register',
  myShop: '/seller/dashboard',
  myProducts: '/seller/products',
  addProduct: '/seller/add-product',
  staffDesk: '/admin/sellers',
};

/** The shop's four collections. */
const shopCollections: readonly HeaderLink[] = [
  { label: 'Femme', href: '/femme' },
  { label: 'Homme', href: '/homme' },
  { label: 'Enfant', href: '/enfant' },
  { label: 'Traditionnelle', href: '/traditionnelle' },
];

/** What a story sets: the root's props, and those of the parts a shop's header holds. */
interface ShopHeaderArgs extends HeaderProps {
  user?: HeaderUser | null;
  isSeller?: boolean;
  isStaff?: boolean;
  cartCount?: number;
  wishlistCount?: number;
  notificationCount?: number;
  notifications?: readonly HeaderNotification[];
  onNotificationsOpenChange?: (open: boolean) => void;
  onSearch: (term: string) => void;
  onLogout?: () => void;
  collections: readonly HeaderLink[];
  bounceMs?: number;
}

/** A shop's header in its parts, as an app writes it. */
function ShopHeader({
  user,
  isSeller = false,
  isStaff = false,
  cartCount,
  wishlistCount,
  notificationCount,
  notifications,
  onNotificationsOpenChange,
  onSearch,
  onLogout,
  collections,
  bounceMs,
  ...root
}: ShopHeaderArgs) {
  return (
    <Header {...root}>
      <HeaderNav collections={collections} />
      <HeaderSearch onSearch={onSearch} />
      <HeaderActions>
        {user && isSeller ? <HeaderSellLink /> : null}
        <HeaderNotifications
          count={notificationCount}
          items={notifications}
          onOpenChange={onNotificationsOpenChange}
        />
        <HeaderWishlistLink count={wishlistCount} />
        <HeaderCartLink count={cartCount} bounceMs={bounceMs} />
        <HeaderAccount user={user} isSeller={isSeller} isStaff={isStaff} onLogout={onLogout} />
      </HeaderActions>
    </Header>
  );
}

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'L’en-tête de la boutique, en parties comme Radix compose les siennes : `Header` (la barre, le logo, le tiroir du téléphone, les adresses `hrefs`), puis `HeaderNav` (Accueil, Catégories), `HeaderSearch`, et `HeaderActions` avec `HeaderSellLink` (Vendre), `HeaderNotifications` (la cloche), `HeaderWishlistLink`, `HeaderCartLink` et `HeaderAccount` (menu du compte, ou Connexion et S’inscrire). Chaque partie prend ses propres props et dit au tiroir du téléphone ce qu’il liste.\n\n**Quand l’utiliser** : en haut de chaque page de la boutique.\n\n**Quand ne pas l’utiliser** : dans l’espace vendeur isolé ou une page d’erreur minimale.\n\n**Accessibilité** : les menus Catégories et compte sont des `DropdownMenu` (flèches, Échap, focus rendu) chargés au survol ou au focus sans perdre la touche ; le tiroir est un dialogue ; les compteurs ont une infobulle au focus ; la recherche a un libellé.';

const meta = {
  title: 'Motifs/Cadre du site/En-tête',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-navigation-header',
  component: Header,
  subcomponents: {
    HeaderNav,
    HeaderSearch,
    HeaderActions,
    HeaderSellLink,
    HeaderNotifications,
    HeaderWishlistLink,
    HeaderCartLink,
    HeaderAccount,
  },
  render: (args) => <ShopHeader {...args} />,
  args: {
    onSearch: fn(),
    onLogout: fn(),
    notificationCount: 2,
    hrefs: shopHrefs,
    collections: shopCollections,
  },
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: usage } },
    // The stories compose the parts themselves (ShopHeader): a text typed as `children` would replace the whole bar.
    docsCheck: { notDrawn: ['children'] },
  },
} satisfies Meta<ShopHeaderArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  name: 'Déconnecté',
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: "S'inscrire" })).toHaveAttribute('href', '/register');
    await expect(canvas.queryByRole('link', { name: 'Vendre' })).not.toBeInTheDocument();
  },
};

export const SignedInSeller: Story = {
  name: 'Vendeur connecté',
  tags: ['screenshot'],
  args: { user: awa, isSeller: true, cartCount: 3, wishlistCount: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Vendre' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Panier 3' })).toBeVisible();
  },
};

export const SignedInCustomer: Story = {
  name: 'Cliente connectée',
  args: { user: awa, cartCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Vendre' })).not.toBeInTheDocument();
  },
};

export const CountsCappedAt99: Story = {
  name: 'Nombres plafonnés à 99',
  args: { user: awa, cartCount: 150, wishlistCount: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Panier 99+' })).toHaveTextContent('99+');
    await expect(canvas.getByRole('link', { name: 'Favoris 99+' })).toHaveTextContent('99+');
  },
};

export const EmptyTooltips: Story = {
  name: 'Infobulles vides',
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('link', { name: 'Panier' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Panier vide');
    await userEvent.unhover(canvas.getByRole('link', { name: 'Panier' }));
    await userEvent.hover(canvas.getByRole('link', { name: 'Favoris' }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Favoris vides'));
  },
};

export const CountTooltipOnFocus: Story = {
  name: 'Infobulle du nombre au focus',
  args: { cartCount: 4 },
  play: async ({ canvas }) => {
    canvas.getByRole('link', { name: 'Panier 4' }).focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('4');
  },
};

export const CartBouncesWhenCountRises: Story = {
  name: 'Le panier rebondit quand le nombre monte',
  args: { bounceMs: 800 },
  render: function Rising(args) {
    const [count, setCount] = useState(1);
    return (
      <>
        <ShopHeader {...args} cartCount={count} />
        <Button style={{ margin: 16 }} onClick={() => setCount((n) => n + 1)}>
          Ajouter un article
        </Button>
      </>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const badge = () => canvasElement.querySelector('[data-slot="cart-link"] [data-slot="count-badge"]');
    await expect(badge()).toHaveAttribute('data-bouncing', 'false');
    const started = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un article' }));
    await expect(badge()).toHaveAttribute('data-bouncing', 'true');
    await expect(badge()).toHaveTextContent('2');
    await expect(getComputedStyle(badge() as Element).animationName).not.toBe('none');
    await waitFor(() => expect(badge()).toHaveAttribute('data-bouncing', 'false'), { timeout: 2000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(750);
  },
};

export const CartBounceSkippedWithReducedMotion: Story = {
  name: 'Panier sans rebond (animations réduites)',
  ...CartBouncesWhenCountRises,
  // The story tests run this one with Chromium emulating prefers-reduced-motion (see .storybook/media.ts).
  parameters: { reducedMotion: true },
  play: async ({ canvas, canvasElement }) => {
    if (!reducedMotionEmulated()) return;
    const badge = () =>
      canvasElement.querySelector('[data-slot="cart-link"] [data-slot="count-badge"]') as Element;
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un article' }));
    await expect(badge()).toHaveTextContent('2');
    await expect(getComputedStyle(badge()).animationName).toBe('none');
  },
};

export const SearchSubmitsTrimmedTerm: Story = {
  name: 'La recherche envoie le terme nettoyé',
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Rechercher un produit' });
    await userEvent.type(box, '    {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(box, ' boubou bazin {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('boubou bazin');
  },
};

export const CategoriesDropdown: Story = {
  name: 'Menu des catégories',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Catégories' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent('Collections');
    await expect(screen.getByRole('menuitem', { name: 'Traditionnelle' })).toHaveAttribute(
      'href',
      '/traditionnelle',
    );
    // A press outside closes it.
    await userEvent.pointer({ keys: '[MouseLeft]', target: document.body });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const CategoriesByKeyboard: Story = {
  name: 'Catégories au clavier',
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Catégories' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Femme' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Homme' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Catégories' })).toHaveFocus();
  },
};

export const UserMenu: Story = {
  name: 'Menu du compte',
  args: { user: awa },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mon compte' }));
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent('Awa Diop');
    await expect(menu).toHaveTextContent('awa@teranga.sn');
    await expect(screen.getByRole('menuitem', { name: 'Mon Profil' })).toHaveAttribute('href', '/profile');
    await expect(screen.getByRole('menuitem', { name: 'Mes Favoris' })).toHaveAttribute('href', '/wishlist');
    await expect(screen.getByRole('menuitem', { name: 'Mes commandes' })).toHaveAttribute(
      'href',
      '/mes-commandes',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Déconnexion' }));
    await expect(args.onLogout).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const UserMenuStaff: Story = {
  name: 'Menu du compte, équipe',
  args: { user: awa, isSeller: true, isStaff: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mon compte' }));
    await screen.findByRole('menu');
    await expect(screen.getByRole('menuitem', { name: 'Validation des vendeurs' })).toHaveAttribute(
      'href',
      '/admin/sellers',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const UserMenuWithoutStaffDesk: Story = {
  name: 'Menu du compte sans bureau de l’équipe',
  args: { user: awa, isSeller: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mon compte' }));
    await screen.findByRole('menu');
    await expect(screen.queryByRole('menuitem', { name: 'Validation des vendeurs' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const MobileMenuStaff: Story = {
  name: 'Menu du téléphone, équipe',
  globals: { viewport: { value: 'mobile' } },
  args: { user: awa, isSeller: true, isStaff: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await expect(screen.getByRole('link', { name: 'Validation des vendeurs' })).toHaveAttribute(
      'href',
      '/admin/sellers',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const MobileSeller: Story = {
  name: 'Vendeur sur téléphone',
  globals: { viewport: { value: 'mobile' } },
  tags: ['screenshot'],
  args: { user: awa, isSeller: true, cartCount: 2, wishlistCount: 1 },
};

export const MobileMenuSeller: Story = {
  name: 'Menu du téléphone, vendeur',
  globals: { viewport: { value: 'mobile' } },
  args: { user: awa, isSeller: true, cartCount: 2 },
  play: async ({ canvas }) => {
    // The desktop navigation is hidden, so out of the accessibility tree.
    await expect(canvas.queryByRole('button', { name: 'Catégories' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(sheet).toHaveTextContent('Tous les produits');
    await expect(sheet).toHaveTextContent('Espace Vendeur');
    for (const name of ['Ma boutique', 'Mes produits', 'Ajouter un produit', 'Mon compte']) {
      await expect(screen.getByRole('link', { name })).toBeVisible();
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const MobileMenuSearch: Story = {
  name: 'Menu du téléphone, recherche',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le menu' }));
    const box = await screen.findByRole('searchbox', { name: 'Rechercher un produit' });
    await userEvent.type(box, '  wax {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('wax');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** On a phone the bar itself offers the search: a button opens a row under it, focus in its field; Escape closes it. */
export const MobileHeaderSearch: Story = {
  name: 'Recherche sur téléphone',
  globals: { viewport: { value: 'mobile' } },
  tags: ['screenshot'],
  play: async ({ args, canvas }) => {
    const open = canvas.getByRole('button', { name: 'Ouvrir la recherche' });
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    open.focus();
    await userEvent.keyboard('{Enter}');
    const box = canvas.getByRole('searchbox', { name: 'Rechercher un produit' });
    await expect(box).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Fermer la recherche' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Ouvrir la recherche' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Rechercher un produit' }),
      '  boubou {Enter}',
    );
    await expect(args.onSearch).toHaveBeenCalledWith('boubou');
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

export const MobileSignedOut: Story = {
  name: 'Déconnecté sur téléphone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(sheet).not.toHaveTextContent('Espace Vendeur');
    await expect(screen.getByRole('link', { name: 'Connexion' })).toBeVisible();
  },
};

// The drawer is a dialog, not a menu: nothing highlights its links, so the keyboard's focus must show by itself.
export const MobileMenuFocusShows: Story = {
  name: 'Tiroir au clavier',
  tags: ['!dev', '!autodocs', 'test'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Ouvrir le menu' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Menu' });
    const home = screen.getByRole('link', { name: 'Accueil' });
    for (let tab = 0; tab < 6 && document.activeElement !== home; tab++) await userEvent.tab();
    await expect(home).toHaveFocus();
    await expect(getComputedStyle(home).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Dark: Story = {
  name: 'Thème sombre',
  globals: { theme: 'dark' },
  args: { user: awa, cartCount: 5, wishlistCount: 0 },
};

/**
 * The Catégories menu as the header builds it, with its own (not yet loaded) copy of the lazy module, so that every
 * run goes through the plain trigger and the replay of the key or press, whatever stories ran before.
 */
function CategoriesBeforeLoad() {
  const [menus] = useState(() => lazyModule(() => import('./header-menus')));
  return (
    <DeferredTrigger
      module={menus}
      popup="menu"
      className={styles.navLink}
      render={(m, replay) => (
        <m.CategoriesMenu
          labels={defaultHeaderLabels}
          collections={shopCollections}
          renderLink={defaultRenderLink}
          themeClassName={lightTheme}
          replay={replay}
        />
      )}
    >
      {defaultHeaderLabels.categories}
      <Icon name="chevronDown" size={16} />
    </DeferredTrigger>
  );
}

export const MenuKeyBeforeItsCodeLoaded: Story = {
  // A test, not a showcase: run by the story tests, kept out of the sidebar and the docs page.
  tags: ['!dev', '!autodocs', 'test'],
  render: () => <CategoriesBeforeLoad />,
  play: async ({ canvas }) => {
    const plain = canvas.getByRole('button', { name: 'Catégories' });
    await expect(plain).toHaveAttribute('aria-haspopup', 'menu');
    await expect(plain).toHaveAttribute('aria-expanded', 'false');
    plain.focus();
    await userEvent.keyboard('{Enter}');
    // The key was pressed on the plain button: the real menu opens on its first item, as from the keyboard.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Femme' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Catégories' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Homme' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Catégories' })).toHaveFocus();
  },
};

export const MenuPressBeforeItsCodeLoaded: Story = {
  name: 'Menu pressé avant son chargement',
  render: () => <CategoriesBeforeLoad />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Catégories' }));
    await expect(await screen.findByRole('menu')).toHaveTextContent('Collections');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const TooltipDescribesAndEscapeHides: Story = {
  name: 'L’infobulle décrit, Échap la cache',
  args: { cartCount: 2 },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Panier 2' });
    await expect(cart).not.toHaveAttribute('aria-describedby');
    await userEvent.hover(cart);
    const tooltip = await screen.findByRole('tooltip');
    await expect(cart).toHaveAccessibleDescription('2');
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThan(cart.getBoundingClientRect().bottom);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(cart).not.toHaveAttribute('aria-describedby');
  },
};

/** Given its lines, the bell opens a panel: by keyboard, new lines marked, Escape closes and gives the focus back. */
export const NotificationsPanel: Story = {
  name: 'Panneau des notifications',
  args: {
    user: awa,
    notificationCount: 1,
    onNotificationsOpenChange: fn(),
    notifications: [
      {
        id: 'a',
        text: 'Commande TRG-20261122-0001 : expédiée',
        href: '/order-confirmation?order=a',
        time: '22 novembre à 10:05',
        unread: true,
      },
      {
        id: 'b',
        text: 'Commande TRG-20261120-0007 : paiement reçu',
        href: '/order-confirmation?order=b',
        time: '20 novembre à 18:40',
      },
    ],
  },
  play: async ({ args, canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications 1' });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('menu', { name: /^Notifications/ });
    await expect(args.onNotificationsOpenChange).toHaveBeenLastCalledWith(true);
    const lines = await screen.findAllByRole('menuitem');
    await expect(lines[0]).toHaveAccessibleName(/expédiée \(non lue\)/);
    await expect(lines[0]).toHaveAttribute('href', '/order-confirmation?order=a');
    await expect(lines[1]).not.toHaveAccessibleName(/non lue/);
    await expect(lines[2]).toHaveAccessibleName('Voir toutes les notifications');
    await expect(panel).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onNotificationsOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Notifications 1' })).toHaveFocus());
  },
};

export const NotificationsPanelEmpty: Story = {
  name: 'Panneau des notifications vide',
  args: { notificationCount: 0, notifications: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('menu', { name: /^Notifications/ });
    await expect(panel).toHaveTextContent('Aucune notification');
  },
};
