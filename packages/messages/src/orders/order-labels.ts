import { cashOnDeliveryTexts } from '../cart/cash-on-delivery.js';

/** Written once in this file, shown in two places. */
const refundedOrder = 'Remboursée';
/**
 * What order, payment and refund statuses read as, and the two answers the shop shows as they are: shared by the
 * API (orders.ts) and the shop's pages, in a module of its own so that a page showing a status does not carry every
 * answer of the orders API.
 */
export const orderLabels = {
  statusLabels: {
    pending: 'En attente de paiement',
    processing: 'Payée, en préparation',
    partially_shipped: 'Partiellement expédiée',
    shipped: 'Expédiée',
    delivered: 'Livrée',
    cancelled: 'Annulée',
  },
  paymentStatusLabels: {
    pending: 'Paiement en attente',
    paid: 'Payé',
    failed: 'Paiement refusé',
    expired: 'Paiement expiré',
    partially_refunded: 'Partiellement remboursée',
    refunded: refundedOrder,
  },
  refundStatusLabels: {
    pending: 'Remboursement en cours',
    succeeded: refundedOrder,
    failed: 'Remboursement refusé',
  },
  paymentMethodLabels: {
    wave: 'Wave',
    'orange-money': 'Orange Money',
    'cash-on-delivery': cashOnDeliveryTexts.choice.name,
  },
  trackingNotFound: 'Aucune commande ne correspond à ce numéro et cet email',
  refundRetried: 'Remboursement redemandé au fournisseur',
} as const;
