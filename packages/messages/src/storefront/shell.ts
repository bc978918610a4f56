import { shopFrontTexts } from '../catalogue/shop-fronts.js';
import { words } from '../words.js';
import { helpTitles, notificationsTexts } from './layout.js';
import { shopPageTexts } from './shop-pages.js';

// The storefront's rough edges (issue 17, "Rough"): tab titles, flags, the phone header's search, menus, /vitrine.
export const storefrontRoughTexts = {
  /** the tab title of every page: '{page} — Teranga' */
  titleFormat: '{page} — Teranga',
  /** each route's own title, keyed by the route's path (apps/reference/src/page-paths.ts) */
  routeTitles: {
    '/': 'Mode africaine en ligne',
    '/products': words.allProducts,
    '/femme': shopPageTexts.collections.femme.title,
    '/homme': shopPageTexts.collections.homme.title,
    '/enfant': shopPageTexts.collections.enfant.title,
    '/traditionnelle': shopPageTexts.collections.traditionnelle.title,
    '/category/:slug': words.category,
    '/product/:id': words.product,
    '/boutique/:slug': shopFrontTexts.eyebrow,
    '/cart': words.cart,
    '/wishlist': shopPageTexts.wishlist.list,
    '/login': words.logIn,
    '/register': 'Inscription',
    '/reset-password': words.newPassword,
    '/auth/*': 'Connexion en cours',
    '/order-confirmation': 'Confirmation de commande',
    '/suivi-commande': shopPageTexts.orderTracking.title,
    '/recherche-avancee': shopPageTexts.orderSearch.title,
    '/mes-commandes': words.myOrders,
    '/orders/:id': 'Ma commande',
    '/mes-adresses': words.myAddresses,
    '/list-item': shopPageTexts.listItem.title,
    '/marketplace': shopPageTexts.marketplace.title,
    '/vitrine': 'Vitrine',
    '/a-propos': helpTitles.about,
    '/contact': helpTitles.contact,
    '/faq': helpTitles.faq,
    '/livraison': helpTitles.shipping,
    '/retours': helpTitles.returns,
    '/guide-des-tailles': helpTitles.sizeGuide,
    '/notifications': notificationsTexts.title,
    '/newsletter/confirmer': 'Confirmer mon inscription à la newsletter',
    '/newsletter/desinscription': 'Se désinscrire de la newsletter',
    '/seller/dashboard': 'Tableau de bord vendeur',
    '/seller/products': 'Mes produits en vente',
    '/seller/orders': 'Commandes de ma boutique',
    '/seller/orders/:id': 'Fiche de commande',
    '/add-product': words.addProduct,
    '/seller/add-product': words.addProduct,
    '/seller/edit-product/:id': 'Modifier un produit',
    '/seller/*': words.sellerArea,
    '/profile': 'Mon profil',
    '/profile/edit': 'Modifier mon profil',
    // Each screen of the desk names its own tab (accountMessages.staffDesk.titles).
    '/admin/*': words.staffDesk,
    '*': shopPageTexts.notFound.title,
  } as Readonly<Record<string, string>>,
  /** the flags beside the currencies: small images, these are their text alternatives */
  flags: { XOF: 'Drapeau du Sénégal', EUR: 'Drapeau de l’Union européenne', USD: 'Drapeau des États-Unis' },
  /** the phone header's search button */
  header: { openSearch: 'Ouvrir la recherche', closeSearch: 'Fermer la recherche' },
  /** the categories beside the four collections in the header's menus */
  moreCategories: {
    accessories: shopPageTexts.listItem.categories[1],
    jewellery: 'Bijoux',
    shoes: 'Chaussures',
  },
} as const;
