import { checkoutPaymentTexts } from './checkout-payment.js';
import { kitLabels } from './kit.js';
import { kitAccountLabels } from './kit-account.js';
import { orderMessages } from './orders.js';

/**
 * The real checkout, the customer's orders, order tracking and the seller's orders screen (issue 18). `{name}`
 * placeholders are filled with `fill`.
 */

const steps = kitAccountLabels.orderTimeline.steps;
const orderNumber = 'Numéro de commande';
const trackOrder = 'Suivre ma commande';

/** What the statuses read as: the API's own labels (one home for each text). */
const orderStatuses = orderMessages.statusLabels;
const paymentStatuses = orderMessages.paymentStatusLabels;

export const ordersShopTexts = {
  orderStatuses,
  paymentStatuses,
  paymentStep: checkoutPaymentTexts.paymentStep,
  checkout: checkoutPaymentTexts.checkout,
  confirmation: {
    title: 'Merci pour votre commande',
    number: 'Commande n° {number}',
    loading: 'Chargement de la commande...',
    notFound: 'Commande introuvable',
    lines: 'Articles commandés',
    quantity: 'Quantité : {quantity}',
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    total: 'Total',
    status: 'Statut',
    payment: 'Paiement',
    address: 'Livraison à',
    mailSent: 'Un email de confirmation vous a été envoyé.',
    trackOrder,
    myOrders: kitLabels.header.myOrders,
    continueShopping: 'Continuer mes achats',
  },
  tracking: {
    orderNumber,
    notFound: orderMessages.trackingNotFound,
    tooMany: 'Trop de recherches : réessayez dans une minute.',
    searching: 'Recherche...',
    heading: 'Commande {number}',
    status: 'Statut : {status}',
    cancelled: 'Cette commande a été annulée.',
    awaitingPayment: 'Le paiement de cette commande est en attente.',
    steps,
  },
  myOrders: {
    title: kitLabels.header.myOrders,
    empty: "Vous n'avez pas encore passé de commande.",
    loading: 'Chargement des commandes...',
    loadFailed: 'Impossible de charger vos commandes.',
    order: 'Commande',
    date: 'Date',
    status: 'Statut',
    total: 'Total',
    items: 'Articles',
    details: 'Voir la commande {number}',
    search: 'Recherche avancée',
  },
  orderSearch: {
    results: 'Résultats',
    count: { one: '{count} commande', other: '{count} commandes' },
    none: 'Aucune commande ne correspond à ces critères.',
    signIn: 'Connectez-vous pour rechercher vos commandes.',
    signInAction: 'Se connecter',
    invalidRange: 'Le montant minimum dépasse le montant maximum.',
    invalidDates: 'La date de début est après la date de fin.',
    customer: 'Client',
  },
  sellerOrders: {
    title: 'Commandes',
    count: { one: '{count} commande', other: '{count} commandes' },
    filter: 'Filtrer par statut',
    allStatuses: 'Tous les statuts',
    empty: 'Aucune commande pour le moment.',
    emptyFiltered: 'Aucune commande avec ce statut.',
    loading: 'Chargement des commandes...',
    loadFailed: 'Impossible de charger les commandes.',
    retry: 'Réessayer',
    order: 'Commande',
    date: 'Date',
    customer: 'Client',
    items: 'Articles',
    total: 'Montant',
    status: 'Statut',
    actions: 'Actions',
    ship: 'Marquer expédiée',
    deliver: 'Marquer livrée',
    cancel: 'Annuler',
    confirmShip: 'Marquer la commande {number} comme expédiée ?',
    confirmDeliver: 'Marquer la commande {number} comme livrée ?',
    confirmCancel: 'Annuler la commande {number} ? Le stock de ses articles sera rendu.',
    confirmTitle: 'Changer le statut',
    confirm: 'Confirmer',
    back: 'Retour',
    updated: 'Commande {number} : {status}',
    updateFailed: "Le statut n'a pas pu être changé.",
  },
  accountMenu: { myOrders: kitLabels.header.myOrders },
} as const;
