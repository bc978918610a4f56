import { messages } from './catalogue.js';
import { kitLabels } from './kit.js';
import { orderMessages } from './orders.js';

/**
 * The real checkout, the customer's orders, order tracking and the seller's orders screen (issue 18). `{name}`
 * placeholders are filled with `fill`.
 */

const steps = kitLabels.orderTimeline.steps;
const orderNumber = 'Numéro de commande';
const trackOrder = 'Suivre ma commande';

/** What the statuses read as: the API's own labels (one home for each text). */
const orderStatuses = orderMessages.statusLabels;
const paymentStatuses = orderMessages.paymentStatusLabels;

export const ordersShopTexts = {
  orderStatuses,
  paymentStatuses,
  /** The payment step of the cart (signed in): what mobile money and delivery need. */
  paymentStep: {
    title: 'Paiement et livraison',
    payerPhone: 'Numéro Wave ou Orange Money',
    payerPhoneHint: 'Le numéro qui recevra la demande de paiement (ex : 77 123 45 67).',
    address: 'Adresse de livraison',
    street: 'Rue, quartier',
    city: 'Ville',
    region: 'Région',
    waiting: 'Validez le paiement sur votre téléphone…',
  },
  /** The checkout's French refusals and outcomes (the document's own texts stay in `messages.checkout`). */
  checkout: {
    phoneRequired: 'Saisissez le numéro qui paiera la commande',
    phoneInvalid: messages.registration.phoneInvalid,
    streetRequired: 'Indiquez la rue ou le quartier de livraison',
    cityRequired: 'Indiquez la ville de livraison',
    paymentFailed: 'Le paiement a échoué. Votre panier est conservé : vous pouvez réessayer.',
    paymentExpired:
      "Le paiement n'a pas été confirmé à temps. Votre panier est conservé : vous pouvez réessayer.",
    orderFailed: "La commande n'a pas pu être créée. Votre panier est conservé : vous pouvez réessayer.",
    /** The order can no longer be read while its payment is awaited (signed out, or it is gone). */
    orderLost: "Nous n'arrivons plus à suivre le paiement de cette commande. Consultez « Mes commandes ».",
  },
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
    myOrders: 'Mes commandes',
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
    title: 'Mes commandes',
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
  accountMenu: { myOrders: 'Mes commandes' },
} as const;
