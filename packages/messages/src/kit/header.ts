import { cartMessages, wishlistMessages } from '../cart/specification.js';
import * as words from '../words.js';
import { type Labels, shared } from './shared.js';

const headerTexts = {
  brand: words.shopName,
  home: 'Accueil',
  categories: words.categories,
  collections: 'Collections',
  allProducts: words.allProducts,
  search: 'Rechercher un produit',
  searchPlaceholder: 'Rechercher boubou, wax, bazin...',
  searchSubmit: shared.search,
  sell: 'Vendre',
  notifications: words.notifications,
  wishlist: 'Favoris',
  cart: words.cart,
  wishlistEmpty: wishlistMessages.empty,
  cartEmpty: cartMessages.empty,
  account: 'Mon compte',
  profile: words.myProfile,
  favourites: 'Mes Favoris',
  myOrders: words.myOrders,
  logout: 'Déconnexion',
  login: shared.logIn,
  register: shared.register,
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  menu: 'Menu',
  sellerSpace: 'Espace Vendeur',
  myShop: 'Ma boutique',
  myProducts: words.myProducts,
  addProduct: words.addProduct,
  staffDesk: words.sellerValidation,
  mainNav: 'Navigation principale',
} as const;
export const headerLabels: Labels<typeof headerTexts> = headerTexts;

const headerCollectionsTexts = {
  women: 'Femme',
  men: 'Homme',
  children: 'Enfant',
  traditional: 'Traditionnelle',
} as const;
export const headerCollectionsLabels: Labels<typeof headerCollectionsTexts> = headerCollectionsTexts;
