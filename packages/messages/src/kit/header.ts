import { cartMessages, wishlistMessages } from '../cart/specification.js';
import { type Labels, shared } from './shared.js';

const headerTexts = {
  brand: 'Teranga',
  home: 'Accueil',
  categories: 'Catégories',
  collections: 'Collections',
  allProducts: 'Tous les produits',
  search: 'Rechercher un produit',
  searchPlaceholder: 'Rechercher boubou, wax, bazin...',
  searchSubmit: shared.search,
  sell: 'Vendre',
  notifications: 'Notifications',
  wishlist: 'Favoris',
  cart: 'Panier',
  wishlistEmpty: wishlistMessages.empty,
  cartEmpty: cartMessages.empty,
  account: 'Mon compte',
  profile: 'Mon Profil',
  favourites: 'Mes Favoris',
  myOrders: 'Mes commandes',
  logout: 'Déconnexion',
  login: shared.logIn,
  register: shared.register,
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  menu: 'Menu',
  sellerSpace: 'Espace Vendeur',
  myShop: 'Ma boutique',
  myProducts: 'Mes produits',
  addProduct: 'Ajouter un produit',
  staffDesk: 'Validation des vendeurs',
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
