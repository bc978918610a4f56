import { checkoutPaymentTexts } from '../cart/checkout-payment.js';
import * as words from '../words.js';
/**
 * Shipping a seller's part of an order (issue 28): the carriers, the rules of a tracking number, the seller's order
 * sheet and packing slip, the customer's order page, and the mails and bell lines of « expédiée » and « livrée ».
 * Split by reader, so a page carries only its own words.
 */

/** What each carrier reads as (headless CARRIERS holds the keys); « Remise en main propre » needs no tracking number. */
export const carrierLabels = {
  'ems-senegal': 'EMS Sénégal (La Poste)',
  dhl: 'DHL Express',
  chronopost: 'Chronopost',
  paps: 'Paps',
  yobante: 'Yobanté Express',
  'hand-delivery': 'Remise en main propre',
} as const;

/** The API's and the ship form's refusals (one message, written once: headless validateShipment returns them). */
export const shipmentRuleTexts = {
  carrierRequired: 'Choisissez le transporteur',
  unknownCarrier: 'Transporteur inconnu : choisissez-en un dans la liste',
  trackingRequired: 'Le numéro de suivi est requis pour ce transporteur',
  trackingLength: (min: number, max: number): string =>
    `Le numéro de suivi doit compter entre ${min} et ${max} caractères`,
  trackingCharset: 'Le numéro de suivi ne peut contenir que des lettres, des chiffres et des tirets',
  /** a carrier or tracking number sent with another step than « expédiée » */
  shipmentOnlyWhenShipping:
    'Le transporteur et le numéro de suivi se donnent en marquant la commande expédiée',
} as const;

/** What the seller's sheet and the customer's order page both say of an order and its part's shipment. */
export const orderShipmentWords = {
  title: 'Commande {number}',
  placedOn: 'Passée le {date}',
  address: checkoutPaymentTexts.paymentStep.address,
  shipment: 'Expédition',
  carrier: 'Transporteur',
  trackingNumber: 'Numéro de suivi',
  shippedOn: 'Expédiée le {date}',
  deliveredOn: 'Livrée le {date}',
} as const;

/** The customer's order page (/orders/:id): each part's shipment. */
export const customerOrderTexts = {
  ...orderShipmentWords,
  back: words.myOrders,
  notShipped: 'Pas encore expédiée',
} as const;
