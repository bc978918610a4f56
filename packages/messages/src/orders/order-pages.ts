import { cashOnDeliveryTexts } from '../cart/cash-on-delivery.js';
import { checkoutPaymentTexts } from '../cart/checkout-payment.js';
import { demoPaymentText } from '../cart/demo-payment.js';
import { listingMessages } from '../catalogue/specification.js';
import { headerLabels } from '../kit/header.js';
import { orderTimelineLabels } from '../kit/order-timeline.js';
import { packingSlipLabels, sellerOrderSheetTexts } from '../seller/order-sheets.js';
import * as words from '../words.js';
import { orderLabels } from './order-labels.js';
import { orderMessages } from './order-rules.js';
import { orderShipmentWords } from './shipments.js';

/** Written once in this file, shown in two places. */
const loadingOrders = 'Chargement des commandes...';
const oneOrder = '{count} commande';
const manyOrders = '{count} commandes';

/**
 * The real checkout, the customer's orders, order tracking and the seller's orders screen (issue 18). `{name}`
 * placeholders are filled with `fill`.
 */

const steps = orderTimelineLabels.steps;
const orderNumber = words.orderNumber;
const trackOrder = words.trackOrder;

/** What the statuses read as: the API's own labels (one home for each text). */
const orderStatuses = orderLabels.statusLabels;
const paymentStatuses = orderLabels.paymentStatusLabels;
const refundStatuses = orderLabels.refundStatusLabels;

export const ordersShopTexts = {
  orderStatuses,
  paymentStatuses,
  refundStatuses,
  refundRetried: orderLabels.refundRetried,
  demoPayment: demoPaymentText,
  paymentStep: checkoutPaymentTexts.paymentStep,
  checkout: checkoutPaymentTexts.checkout,
  confirmation: {
    /** thanks only for an order placed for good: paid, or paid on delivery (confirmationStateOf in the shop) */
    title: 'Merci pour votre commande',
    /** before the order is read, or when it cannot be shown: no word on its state */
    neutralTitle: 'Votre commande',
    /** what the page says of an order that is not (or no longer) placed for good: a title, then a sentence */
    states: {
      pending: {
        title: orderLabels.paymentStatusLabels.pending,
        text: 'Validez le paiement sur votre téléphone : votre commande sera confirmée dès sa réception.',
      },
      paymentFailed: {
        title: "Le paiement n'a pas abouti",
        text: "Aucun montant n'a été prélevé et la commande a été annulée. Vous pouvez la passer à nouveau.",
      },
      paymentExpired: {
        title: 'Le paiement a expiré',
        text: "Le paiement n'a pas été validé à temps : la commande a été annulée. Vous pouvez la passer à nouveau.",
      },
      cancelled: {
        title: orderMessages.orderCancelledUnpaid,
        text: 'Cette commande a été annulée : elle ne vous sera pas livrée.',
      },
      cancelledRefundPending: {
        title: orderMessages.orderCancelledUnpaid,
        text: 'Cette commande a été annulée : son remboursement est en cours, un email vous le confirmera.',
      },
      cancelledRefunded: {
        title: 'Commande annulée et remboursée',
        text: 'Cette commande a été annulée et son montant vous a été remboursé.',
      },
      refunded: {
        title: 'Commande remboursée',
        text: 'Le montant de cette commande vous a été remboursé.',
      },
    },
    /** a visitor who is not signed in: the order is shown to the account that placed it */
    signedOut: {
      title: 'Connectez-vous pour voir votre commande',
      text: "Le détail de la commande est réservé au compte qui l'a passée. Sans compte, suivez-la avec son numéro et votre email.",
      signIn: words.signIn,
    },
    number: 'Commande n° {number}',
    loading: sellerOrderSheetTexts.loading,
    notFound: 'Commande introuvable',
    lines: 'Articles commandés',
    quantity: words.quantityOf,
    subtotal: words.subtotal,
    shipping: words.shipping,
    total: words.total,
    status: words.status,
    payment: words.payment,
    address: 'Livraison à',
    mailSent: 'Un email de confirmation vous a été envoyé.',
    trackOrder,
    myOrders: headerLabels.myOrders,
    continueShopping: words.continueShopping,
    /** marketplace orders: one part per seller */
    parts: 'Vos articles, vendeur par vendeur',
    shopOwnProducts: words.shopName,
    refunded: words.refunded,
    refundMail: 'Un email vous confirme chaque remboursement.',
    cancelPart: words.cancel,
    /** '{seller}' names the part */
    cancelPartLabel: 'Annuler les articles de {seller}',
    confirmCancelTitle: 'Annuler ces articles ?',
    confirmCancelText:
      'Les articles de {seller} ({amount}) seront annulés et remboursés sur le compte qui a payé. Les autres articles de la commande ne changent pas.',
    confirmCancel: words.cancelAndRefund,
    keep: 'Garder mes articles',
    partCancelled: 'Articles de {seller} annulés : le remboursement est en cours.',
    cancelFailed: "L'annulation n'a pas pu être faite.",
  },
  tracking: {
    orderNumber,
    notFound: orderLabels.trackingNotFound,
    tooMany: 'Trop de recherches : réessayez dans une minute.',
    searching: 'Recherche...',
    heading: orderShipmentWords.title,
    status: 'Statut : {status}',
    cancelled: 'Cette commande a été annulée.',
    awaitingPayment: 'Le paiement de cette commande est en attente.',
    steps,
    /** each seller's part, without its seller or lines (public tracking) */
    parts: 'Colis de la commande',
    part: 'Colis {index}',
    partItems: { one: packingSlipLabels.units.one, other: packingSlipLabels.units.other },
    payment: 'Paiement : {status}',
  },
  myOrders: {
    title: headerLabels.myOrders,
    empty: "Vous n'avez pas encore passé de commande.",
    loading: loadingOrders,
    loadFailed: 'Impossible de charger vos commandes.',
    order: words.order,
    date: words.date,
    status: words.status,
    total: words.total,
    items: words.items,
    details: sellerOrderSheetTexts.open,
    search: 'Recherche avancée',
    payment: words.payment,
  },
  orderSearch: {
    results: 'Résultats',
    count: { one: oneOrder, other: manyOrders },
    none: 'Aucune commande ne correspond à ces critères.',
    signIn: 'Connectez-vous pour rechercher vos commandes.',
    signInAction: words.signIn,
    invalidRange: 'Le montant minimum dépasse le montant maximum.',
    invalidDates: 'La date de début est après la date de fin.',
    customer: words.customer,
  },
  sellerOrders: {
    title: words.orders,
    count: { one: oneOrder, other: manyOrders },
    filter: 'Filtrer par statut',
    allStatuses: words.allStatuses,
    empty: 'Aucune commande pour le moment.',
    emptyFiltered: 'Aucune commande avec ce statut.',
    loading: loadingOrders,
    loadFailed: 'Impossible de charger les commandes.',
    retry: listingMessages.retry,
    order: words.order,
    date: words.date,
    customer: words.customer,
    items: words.items,
    total: words.amount,
    status: words.status,
    actions: words.actions,
    ship: 'Marquer expédiée',
    deliver: 'Marquer livrée',
    cancel: words.cancel,
    confirmShip: 'Marquer la commande {number} comme expédiée ?',
    confirmDeliver: 'Marquer la commande {number} comme livrée ?',
    confirmCancel: 'Annuler la commande {number} ? Le stock de ses articles sera rendu.',
    confirmTitle: 'Changer le statut',
    confirm: 'Confirmer',
    back: words.back,
    updated: 'Commande {number} : {status}',
    updateFailed: "Le statut n'a pas pu être changé.",
    /** the seller's own part of each order */
    confirmCancelPart:
      'Annuler votre partie de la commande {number} ? Le stock de ses articles sera rendu et, si elle est payée, le client sera remboursé.',
    refund: words.refund,
    /** cash on delivery: a shipped part is delivered with its cash, or refused at the door */
    collectCash: 'Encaissé et livré',
    confirmCollectCash:
      'Avez-vous encaissé le paiement de la commande {number} ({amount}) ? Elle sera marquée livrée et payée.',
    refusedAtDoor: 'Refusé à la livraison',
    confirmRefusedAtDoor:
      'La commande {number} a été refusée à la livraison ? Ses articles reviennent en stock ; rien n’a été payé.',
    cashOnDelivery: cashOnDeliveryTexts.choice.name,
  },
  /** a part paid on delivery, as the customer and the seller read it */
  cashOnDelivery: {
    method: cashOnDeliveryTexts.choice.name,
    toPay: 'À payer à la livraison',
    paid: 'Payé à la livraison',
  },
  accountMenu: { myOrders: headerLabels.myOrders },
} as const;
