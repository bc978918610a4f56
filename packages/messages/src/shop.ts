import { kitLabels } from './kit.js';

/**
 * The texts of the reference shop (apps/reference): page titles, buttons, empty states, the static mock-ups' forms
 * and sample data. A text the specification or the kit already has is referenced, never copied.
 * `{name}` placeholders are filled with `fill`.
 */

const backHome = "Retour à l'accueil";
const continueShopping = 'Continuer mes achats';
const trackOrder = 'Suivre ma commande';
const orderNumber = 'Numéro de commande';
const seeAll = 'Voir Tout';
const filters = 'Filtres';
const steps = kitLabels.orderTimeline.steps;
const orderStatuses = {
  pending: 'En attente',
  processing: 'En préparation',
  shipped: 'Expédiée',
  delivered: steps.delivered,
  cancelled: 'Annulée',
};

export const shopTexts = {
  layout: { skipToContent: 'Aller au contenu', notification: 'Notification' },
  errors: {
    pageFailed: "La page n'a pas pu s'afficher.",
    rootMissing: 'Élément #root introuvable',
    unknownPage: 'Page inconnue : {module}',
  },
  pager: {
    label: 'Pagination',
    previous: 'Page précédente',
    current: 'Page {page} sur {pages}',
    next: 'Page suivante',
  },
  sort: {
    recommended: 'Recommandés',
    newest: 'Plus récents',
    priceAsc: kitLabels.sortOptions.priceAsc,
    priceDesc: kitLabels.sortOptions.priceDesc,
    popular: 'Populaires',
  },
  account: {
    title: 'Espace compte',
    soonTitle: 'Bientôt disponible',
    soonText: "Le profil et l'espace vendeur arrivent prochainement.",
    backHome,
  },
  login: { title: 'Partner Login' },
  signInReturn: {
    title: kitLabels.loginForm.title,
    loading: 'Connexion en cours…',
    succeeded: 'Connexion réussie',
    redirecting: 'Redirection en cours...',
    failed: 'Échec de la connexion',
  },
  cart: {
    title: 'Mon panier',
    emptyText: 'Découvrez nos collections et ajoutez vos coups de cœur.',
    continueShopping,
    lines: 'Articles du panier',
    clearTitle: 'Vider le panier ?',
    clearText: 'Tous les articles seront retirés du panier.',
    clearConfirm: kitLabels.cartSummary.clear,
  },
  collections: {
    femme: {
      title: 'Collection Femme',
      description: 'Robes en wax, boubous brodés et ensembles pour chaque occasion.',
    },
    homme: {
      title: 'Collection Homme',
      description: 'Grands boubous, chemises en bazin et tenues de cérémonie.',
    },
    enfant: {
      title: 'Collection Enfant',
      description: 'Des tenues colorées et confortables pour les plus jeunes.',
    },
    traditionnelle: {
      title: 'Collection Traditionnelle',
      description: 'Le savoir-faire des tisserands et brodeurs, pour toute la famille.',
    },
  },
  collection: {
    audience: 'Pour qui',
    tabs: { all: 'Tout', femme: 'Femmes', homme: 'Hommes', enfant: 'Enfants', famille: 'Famille' },
    filters,
  },
  home: { categories: 'Shop by Category', featured: 'Produits en Vedette', seeAll },
  notFound: {
    title: 'Page introuvable',
    emptyTitle: "Cette page n'existe pas",
    emptyText: 'Le lien est peut-être erroné, ou la page a été déplacée.',
    backHome,
  },
  product: {
    backHome,
    home: kitLabels.header.home,
    notFoundTitle: 'Produit introuvable',
    notFoundText: "Ce produit n'existe pas ou n'est plus en vente.",
    loading: 'Chargement du produit',
    photos: 'Photos de {name}',
    addFavourite: 'Ajouter aux favoris',
    removeFavourite: 'Retirer des favoris',
    adding: 'Ajout en cours…',
    addToCart: kitLabels.productCard.quickAdd,
    buyNow: 'Acheter maintenant',
    information: 'Informations sur le produit',
    related: 'Produits similaires',
  },
  products: { resultsFor: 'Résultats pour "{term}"', all: kitLabels.header.allProducts },
  listItem: {
    title: 'Mettre un article en vente',
    demo: "Formulaire de démonstration : aucune annonce n'a été envoyée.",
    name: 'Titre',
    category: kitLabels.filterBar.category,
    brand: 'Marque',
    price: 'Prix (CFA)',
    condition: 'État',
    size: kitLabels.cartLine.size,
    color: kitLabels.cartLine.color,
    description: 'Description',
    photos: 'Photos',
    photosHint: 'JPG, PNG ou WEBP, {max} photos au maximum',
    publish: "Publier l'annonce",
    categories: [...Object.values(kitLabels.headerCollections), 'Accessoires'],
    conditions: ['Neuf avec étiquette', 'Neuf sans étiquette', 'Très bon état', 'Bon état'],
  },
  marketingHome: { universes: 'Nos univers', selection: 'Notre sélection', seeAll },
  marketplace: {
    title: 'Marketplace',
    text: 'Les dernières créations des vendeurs et artisans de Teranga.',
    becomeSeller: 'Devenir vendeur',
  },
  orderConfirmation: {
    title: 'Merci pour votre commande',
    emptyTitle: 'Votre commande est confirmée',
    emptyText: "Vous recevrez un email dès qu'elle sera expédiée.",
    continueShopping,
    trackOrder,
  },
  orderSearch: {
    title: 'Recherche avancée de commandes',
    orderNumber,
    email: kitLabels.verificationCard.email,
    phone: kitLabels.verificationCard.phone,
    from: 'Du',
    to: 'Au',
    status: kitLabels.dataTable.status,
    allStatuses: 'Tous les statuts',
    statuses: orderStatuses,
    minAmount: 'Montant minimum (CFA)',
    maxAmount: 'Montant maximum (CFA)',
    search: kitLabels.filterBar.search,
    results: 'Résultats (exemple)',
    order: 'Commande',
    date: 'Date',
    amount: 'Montant',
  },
  orderTracking: {
    title: 'Suivi de commande',
    text: 'Saisissez votre numéro de commande et votre email pour suivre votre colis.',
    orderNumber,
    email: kitLabels.verificationCard.email,
    trackOrder,
    sample: 'Commande {number} (exemple)',
  },
  wishlist: {
    title: kitLabels.header.favourites,
    emptyTitle: 'Aucun favori pour le moment',
    emptyText: "Touchez le cœur d'un produit pour le retrouver ici.",
    discover: 'Découvrir la boutique',
    list: 'Mes favoris',
  },
  /** The static mock-ups' sample content (the document shows it; no data call). */
  samples: {
    universes: ['Fashion', 'Jewelry', 'Home Decor', 'Art', 'Food', 'Gifts'],
    featured: {
      dress: 'Robe wax Dakar',
      necklace: 'Collier en perles du Sahel',
      basket: 'Panier tressé de Thiès',
      painting: 'Tableau sous-verre',
    },
    orderNumber: 'TRG-2025-0001',
    orderSteps: [
      { label: steps.confirmed, date: '12 mars 2025' },
      { label: steps.packed, date: '13 mars 2025' },
      { label: steps.inTransit, date: '14 mars 2025' },
      { label: steps.delivered, date: 'Prévue le 17 mars 2025' },
    ],
    orders: [
      { number: 'TRG-2025-0001', date: '12/03/2025', status: orderStatuses.shipped, total: '45 850 CFA' },
      { number: 'TRG-2025-0002', date: '02/03/2025', status: orderStatuses.delivered, total: '19 650 CFA' },
      { number: 'TRG-2025-0003', date: '21/02/2025', status: orderStatuses.processing, total: '78 600 CFA' },
    ],
  },
} as const;
