import * as words from '../words.js';
import { helpTitles, notificationsTexts } from './layout.js';

// The storefront's rough edges (issue 17, "Rough"): tab titles, flags, the phone header's search, menus, /vitrine.
export const storefrontRoughTexts = {
  /** the tab title of every page: '{page} — Teranga' */
  titleFormat: '{page} — Teranga',
  /** each route's own title, keyed by the route's path (apps/reference/src/page-paths.ts) */
  routeTitles: {
    '/': 'Mode africaine en ligne',
    '/products': words.allProducts,
    '/femme': 'Collection Femme',
    '/homme': 'Collection Homme',
    '/enfant': 'Collection Enfant',
    '/traditionnelle': 'Collection Traditionnelle',
    '/category/:slug': words.category,
    '/product/:id': words.product,
    '/boutique/:slug': words.shop,
    '/cart': words.cart,
    '/wishlist': 'Mes favoris',
    '/login': words.logIn,
    '/register': 'Inscription',
    '/reset-password': words.newPassword,
    '/auth/*': 'Connexion en cours',
    '/order-confirmation': 'Confirmation de commande',
    '/suivi-commande': 'Suivi de commande',
    '/recherche-avancee': 'Recherche avancée de commandes',
    '/mes-commandes': words.myOrders,
    '/orders/:id': 'Ma commande',
    '/mes-adresses': words.myAddresses,
    '/list-item': 'Mettre un article en vente',
    '/marketplace': 'Marketplace',
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
    '*': 'Page introuvable',
  } as Readonly<Record<string, string>>,
  /** the flags beside the currencies: small images, these are their text alternatives */
  flags: { XOF: 'Drapeau du Sénégal', EUR: 'Drapeau de l’Union européenne', USD: 'Drapeau des États-Unis' },
  /** the phone header's search button */
  header: { openSearch: 'Ouvrir la recherche', closeSearch: 'Fermer la recherche' },
  /** the categories beside the four collections in the header's menus */
  moreCategories: {
    accessories: words.accessories,
    jewellery: 'Bijoux',
    shoes: 'Chaussures',
  },
} as const;
