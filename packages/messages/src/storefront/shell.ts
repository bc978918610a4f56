import { helpTitles, notificationsTexts } from './layout.js';

// The storefront's rough edges (issue 17, "Rough"): tab titles, flags, the phone header's search, menus, /vitrine.
export const storefrontRoughTexts = {
  /** the tab title of every page: '{page} — Teranga' */
  titleFormat: '{page} — Teranga',
  /** each route's own title, keyed by the route's path (apps/reference/src/page-paths.ts) */
  routeTitles: {
    '/': 'Mode africaine en ligne',
    '/products': 'Tous les produits',
    '/femme': 'Collection Femme',
    '/homme': 'Collection Homme',
    '/enfant': 'Collection Enfant',
    '/traditionnelle': 'Collection Traditionnelle',
    '/category/:slug': 'Catégorie',
    '/product/:id': 'Produit',
    '/boutique/:slug': 'Boutique',
    '/cart': 'Panier',
    '/wishlist': 'Mes favoris',
    '/login': 'Connexion',
    '/register': 'Inscription',
    '/reset-password': 'Nouveau mot de passe',
    '/auth/*': 'Connexion en cours',
    '/order-confirmation': 'Confirmation de commande',
    '/suivi-commande': 'Suivi de commande',
    '/recherche-avancee': 'Recherche avancée de commandes',
    '/mes-commandes': 'Mes commandes',
    '/orders/:id': 'Ma commande',
    '/mes-adresses': 'Mes adresses',
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
    '/add-product': 'Ajouter un produit',
    '/seller/add-product': 'Ajouter un produit',
    '/seller/edit-product/:id': 'Modifier un produit',
    '/seller/*': 'Espace vendeur',
    '/profile': 'Mon profil',
    '/profile/edit': 'Modifier mon profil',
    // Each screen of the desk names its own tab (accountMessages.staffDesk.titles).
    '/admin/*': 'Bureau de l’équipe',
    '*': 'Page introuvable',
  } as Readonly<Record<string, string>>,
  /** the flags beside the currencies: small images, these are their text alternatives */
  flags: { XOF: 'Drapeau du Sénégal', EUR: 'Drapeau de l’Union européenne', USD: 'Drapeau des États-Unis' },
  /** the phone header's search button */
  header: { openSearch: 'Ouvrir la recherche', closeSearch: 'Fermer la recherche' },
  /** the categories beside the four collections in the header's menus */
  moreCategories: { accessories: 'Accessoires', jewellery: 'Bijoux', shoes: 'Chaussures' },
} as const;
