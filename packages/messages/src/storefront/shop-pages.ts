import { cartLineLabels } from '../kit/cart-line.js';
import { filterBarLabels } from '../kit/filter-bar.js';
import { headerCollectionsLabels, headerLabels } from '../kit/header.js';
import { loginFormLabels } from '../kit/login-form.js';
import { orderTimelineLabels } from '../kit/order-timeline.js';
import { sellerProductTableLabels } from '../kit/seller-product-table.js';
import { verificationCardLabels } from '../kit/verification-card.js';
import { orderLabels } from '../orders/order-labels.js';
import * as words from '../words.js';
import { storefrontRoughTexts } from './shell.js';
import { shopTexts } from './shop.js';

/** Written once in this file, shown in two places. */
const sampleOrderNumber = 'TRG-2025-0001';

/**
 * The reference shop's texts for the pages outside the first loads that count (account, sign-in return, collections,
 * not found, wishlist and the static mock-ups): apart from `shopTexts`, which every page's first load carries whole.
 * `{name}` placeholders are filled with `fill`.
 */

const { backHome } = shopTexts.product;
const { seeAll } = shopTexts.home;
const trackOrder = words.trackOrder;
const orderNumber = words.orderNumber;
const steps = orderTimelineLabels.steps;
const orderStatuses = {
  pending: words.pending,
  processing: 'En préparation',
  shipped: orderLabels.statusLabels.shipped,
  delivered: steps.delivered,
  cancelled: orderLabels.statusLabels.cancelled,
};

export const shopPageTexts = {
  account: {
    title: 'Espace compte',
    soonTitle: 'Bientôt disponible',
    soonText: "Le profil et l'espace vendeur arrivent prochainement.",
    backHome,
  },
  signInReturn: {
    title: loginFormLabels.title,
    loading: 'Connexion en cours…',
    succeeded: 'Connexion réussie',
    redirecting: 'Redirection en cours...',
    failed: 'Échec de la connexion',
  },
  collections: {
    femme: {
      title: storefrontRoughTexts.routeTitles['/femme'],
      description: 'Robes en wax, boubous brodés et ensembles pour chaque occasion.',
    },
    homme: {
      title: storefrontRoughTexts.routeTitles['/homme'],
      description: 'Grands boubous, chemises en bazin et tenues de cérémonie.',
    },
    enfant: {
      title: storefrontRoughTexts.routeTitles['/enfant'],
      description: 'Des tenues colorées et confortables pour les plus jeunes.',
    },
    traditionnelle: {
      title: storefrontRoughTexts.routeTitles['/traditionnelle'],
      description: 'Le savoir-faire des tisserands et brodeurs, pour toute la famille.',
    },
  },
  notFound: {
    title: storefrontRoughTexts.routeTitles['*'],
    emptyTitle: "Cette page n'existe pas",
    emptyText: 'Le lien est peut-être erroné, ou la page a été déplacée.',
    backHome,
  },
  listItem: {
    title: storefrontRoughTexts.routeTitles['/list-item'],
    demo: "Formulaire de démonstration : aucune annonce n'a été envoyée.",
    name: 'Titre',
    category: filterBarLabels.category,
    brand: words.brand,
    price: words.priceInCfa,
    condition: 'État',
    size: cartLineLabels.size,
    color: cartLineLabels.color,
    description: words.description,
    photos: 'Photos',
    photosHint: 'JPG, PNG ou WEBP, {max} photos au maximum',
    publish: "Publier l'annonce",
    categories: [...Object.values(headerCollectionsLabels), words.accessories],
    conditions: ['Neuf avec étiquette', 'Neuf sans étiquette', 'Très bon état', 'Bon état'],
  },
  marketingHome: { universes: 'Nos univers', selection: 'Notre sélection', seeAll },
  marketplace: {
    title: storefrontRoughTexts.routeTitles['/marketplace'],
    text: 'Les dernières créations des vendeurs et artisans de Teranga.',
    becomeSeller: 'Devenir vendeur',
  },
  orderSearch: {
    title: storefrontRoughTexts.routeTitles['/recherche-avancee'],
    orderNumber,
    email: verificationCardLabels.email,
    phone: verificationCardLabels.phone,
    from: 'Du',
    to: 'Au',
    status: sellerProductTableLabels.status,
    allStatuses: words.allStatuses,
    statuses: orderStatuses,
    minAmount: 'Montant minimum (CFA)',
    maxAmount: 'Montant maximum (CFA)',
    search: filterBarLabels.search,
    results: 'Résultats (exemple)',
    order: words.order,
    date: words.date,
    amount: words.amount,
  },
  orderTracking: {
    title: storefrontRoughTexts.routeTitles['/suivi-commande'],
    text: 'Saisissez votre numéro de commande et votre email pour suivre votre colis.',
    orderNumber,
    email: verificationCardLabels.email,
    trackOrder,
    sample: 'Commande {number} (exemple)',
  },
  wishlist: {
    title: headerLabels.favourites,
    emptyTitle: 'Aucun favori pour le moment',
    emptyText: "Touchez le cœur d'un produit pour le retrouver ici.",
    discover: 'Découvrir la boutique',
    list: storefrontRoughTexts.routeTitles['/wishlist'],
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
    orderNumber: sampleOrderNumber,
    orderSteps: [
      { label: steps.confirmed, date: '12 mars 2025' },
      { label: steps.packed, date: '13 mars 2025' },
      { label: steps.inTransit, date: '14 mars 2025' },
      { label: steps.delivered, date: 'Prévue le 17 mars 2025' },
    ],
    orders: [
      { number: sampleOrderNumber, date: '12/03/2025', status: orderStatuses.shipped, total: '45 850 CFA' },
      { number: 'TRG-2025-0002', date: '02/03/2025', status: orderStatuses.delivered, total: '19 650 CFA' },
      { number: 'TRG-2025-0003', date: '21/02/2025', status: orderStatuses.processing, total: '78 600 CFA' },
    ],
  },
} as const;
