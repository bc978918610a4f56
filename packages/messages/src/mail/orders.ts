import * as words from '../words.js';
import { mailMessages } from './mail.js';
/** The confirmation mail of a paid order (plain texts: the server escapes values for the HTML part). */
export const orderMailMessages = {
  subject: (orderNumber: string): string => `Votre commande Teranga ${orderNumber} est confirmée`,
  greeting: mailMessages.passwordReset.greeting,
  paid: (orderNumber: string): string =>
    `Merci pour votre achat ! Nous avons bien reçu le paiement de votre commande ${orderNumber}.`,
  /** A cash-on-delivery order: confirmed at once, nothing paid yet. */
  cashOnDelivery: (orderNumber: string): string =>
    `Merci pour votre achat ! Votre commande ${orderNumber} est confirmée : vous la paierez en espèces à la livraison.`,
  toPayWith: (method: string): string => `À régler : ${method}`,
  linesTitle: 'Votre commande :',
  line: (quantity: number, name: string, amount: string): string => `${quantity} × ${name} : ${amount}`,
  subtotal: words.subtotal,
  shipping: words.shipping,
  total: words.total,
  paidWith: (method: string): string => `Payé avec ${method}`,
  /** Added when the sandbox took the payment: nothing was charged. */
  demoPayment: 'Ceci est un paiement de démonstration : aucun argent n’a été débité.',
  track: 'Suivez votre commande à tout moment :',
  button: words.trackOrder,
  signature: mailMessages.passwordReset.signature,
} as const;

/** The mail of a refund the provider confirmed. */
export const orderRefundMailMessages = {
  subject: (orderNumber: string): string => `Remboursement de votre commande Teranga ${orderNumber}`,
  refunded: (orderNumber: string, amount: string): string =>
    `Nous vous avons remboursé ${amount} sur votre commande ${orderNumber}.`,
  cancelled: 'Ces articles ont été annulés avant leur expédition :',
  latePayment:
    'Votre paiement nous est parvenu après l’annulation de la commande : il vous est rendu en entier.',
} as const;
