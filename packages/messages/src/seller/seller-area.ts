import { listingMessages } from '../catalogue/specification.js';
import type { PluralText } from '../plural.js';
import { shopTexts } from '../storefront/shop.js';
import * as words from '../words.js';
import { payoutMessages } from './payouts.js';
import { sellerProductMessages } from './specification.js';

/** Written once in this file, shown in two places. */
const productSearchPlaceholder = 'Nom, description ou SKU';

/**
 * The seller area's own texts (navigation, product list, dashboard, sales chart), beside the specification's exact
 * ones in `sellerProductMessages` (titles, empty states, errors). Written for Teranga where the seller document is silent.
 */
export const sellerAreaMessages = {
  nav: {
    label: words.sellerArea,
    dashboard: 'Tableau de bord',
    products: words.products,
    addProduct: 'Nouveau produit',
    orders: words.orders,
  },
  list: {
    title: 'Gestion des Produits',
    /** the seller's whole catalogue, whatever the filters */
    count: { one: '{count} produit au total', other: '{count} produits au total' } satisfies PluralText,
    /** what the filters keep */
    results: { one: '{count} résultat', other: '{count} résultats' } satisfies PluralText,
    refresh: 'Actualiser',
    refreshing: 'Actualisation...',
    newProduct: 'Nouveau Produit',
    search: words.search,
    searchPlaceholder: productSearchPlaceholder,
    submitSearch: 'Lancer la recherche',
    clearSearch: 'Effacer la recherche',
    status: words.status,
    statusOptions: {
      all: words.allStatuses,
      active: words.active,
      draft: words.draft,
      archived: words.archived,
    },
    category: words.category,
    allCategories: words.allCategories,
    sort: words.sortBy,
    sortOptions: {
      newest: shopTexts.sort.newest,
      name: 'Nom (A-Z)',
      price: words.priceAsc,
      status: words.status,
    },
    resetFilters: listingMessages.resetFilters,
    filters: 'Filtres des produits',
    deleteSelectedTitle: words.deleteSelected,
    deleteSelectedMessage: {
      one: sellerProductMessages.confirmDelete,
      other: 'Êtes-vous sûr de vouloir supprimer ces {count} produits ? Cette action est irréversible.',
    } satisfies PluralText,
    deleted: { one: '{count} produit supprimé', other: '{count} produits supprimés' } satisfies PluralText,
    statusChanged: 'Statut mis à jour',
    featureChanged: 'Mise en vedette mise à jour',
  },
  dashboard: {
    title: 'Ma Boutique',
    intro: "Vos produits, vos ventes et votre chiffre d'affaires en un coup d'œil.",
    totalProducts: 'Total produits',
    activeProducts: 'Produits actifs',
    totalSales: 'Ventes totales',
    revenue: "Chiffre d'affaires",
    /** '{percent}' is the active share of the catalogue */
    activeShare: '{percent} % du catalogue',
    productsGoal: 'Objectif : {count} produits',
    salesGoal: 'Objectif : {count} ventes',
    revenueGoal: 'Objectif : {amount}',
    /** the last 15 days against the 15 before them */
    trendUp: '+{percent} % sur 15 jours',
    trendDown: '−{percent} % sur 15 jours',
    trendFlat: 'Stable sur 15 jours',
    trendNew: 'Premières ventes ces 15 derniers jours',
    manageProducts: 'Gérer les produits',
    addProduct: words.addProduct,
    productsTitle: words.myProducts,
    filter: 'Afficher',
    filterOptions: { all: words.all, active: 'Actifs', inactive: 'Inactifs' },
    search: 'Rechercher dans mes produits',
    searchPlaceholder: productSearchPlaceholder,
    /** a failure whose message contains this shows the hint below and empties the list (seller document, section 8) */
    serverErrorMarker: 'Erreur serveur',
    serverErrorHint:
      "Le serveur doit gérer l'inventaire des produits : vérifiez que chaque produit a un objet inventory.",
    loadingStats: words.loadingStats,
  },
  /** the seller's balance and the ledger behind it (GET /seller/ledger), on the dashboard */
  ledger: {
    title: words.myBalance,
    intro: 'Chaque partie payée crédite votre solde, commission déduite ; chaque remboursement le débite.',
    linesTitle: 'Journal du solde',
    caption: 'Lignes du journal, les plus récentes d’abord',
    date: words.date,
    order: words.order,
    kind: 'Opération',
    amount: 'Montant payé',
    commission: words.commission,
    net: 'Pour vous',
    kinds: {
      sale: 'Vente',
      refund: words.refund,
      payout: 'Versement',
      'payout-reversal': 'Versement refusé (recrédité)',
    },
    empty: 'Aucune ligne pour le moment',
    emptyText: 'Votre première vente payée créditera votre solde.',
    loadFailed: 'Impossible de charger votre solde.',
    retry: listingMessages.retry,
  },
  /** the seller's payouts (issue 27): their Wave number and what the shop sent them */
  payouts: {
    title: 'Mes versements',
    intro: 'L’équipe Teranga vous verse votre solde sur votre numéro Wave.',
    phoneTitle: 'Numéro Wave de versement',
    phoneLabel: 'Numéro Wave',
    phoneHint: 'Un mobile du Sénégal, par exemple +221 77 123 45 67.',
    phoneCurrent: 'Vos versements arrivent sur le {phone}.',
    phoneNone: 'Vous n’avez pas encore donné de numéro : l’équipe ne peut pas vous verser votre solde.',
    phoneRequired: 'Saisissez votre numéro Wave',
    phoneInvalid: 'Numéro invalide : un mobile du Sénégal, par exemple +221 77 123 45 67',
    save: 'Enregistrer le numéro',
    saved: payoutMessages.phoneSaved,
    saveFailed: 'Le numéro n’a pas pu être enregistré',
    caption: 'Mes versements, les plus récents d’abord',
    date: words.date,
    amount: words.amount,
    phone: words.number,
    status: words.status,
    statuses: {
      pending: words.requested,
      processing: words.inProgress,
      succeeded: words.paidOut,
      failed: words.refused,
    },
    empty: 'Aucun versement pour le moment',
    emptyText: 'Vos versements apparaîtront ici dès que l’équipe vous aura versé votre solde.',
    loadFailed: 'Impossible de charger vos versements.',
    retry: listingMessages.retry,
  },
  chart: {
    title: 'Ventes des 30 derniers jours',
    units: 'Unités vendues',
    revenue: "Chiffre d'affaires (CFA)",
    empty: 'Aucune vente sur les 30 derniers jours',
    emptyText: 'Le graphique apparaîtra dès votre première commande.',
    loading: 'Chargement du graphique',
    /** the table that reads the chart to screen readers */
    tableCaption: 'Ventes par jour',
    date: words.date,
    summary: {
      one: '{count} unité vendue pour {revenue} sur 30 jours',
      other: '{count} unités vendues pour {revenue} sur 30 jours',
    } satisfies PluralText,
  },
} as const;
