import { demoPaymentText } from '../cart/demo-payment.js';
import { plural } from '../plural.js';
import { guillemets } from '../quotes.js';
import { orderLabels } from './order-labels.js';

/** « 1 disponible », « 3 disponibles » (fr-FR plural: 0 and 1 singular). */
const available_ = { one: '{count} disponible', other: '{count} disponibles' };

/**
 * What the order and payment calls of the API answer, and the order confirmation mail. Shared with the shop's
 * checkout and order pages (issue 18): the storefront's own checkout texts stay in `messages`.
 */
export const orderMessages = {
  emptyCart: 'Votre panier est vide',
  payerPhoneRequired: 'Numéro de téléphone du paiement requis (Wave ou Orange Money)',
  productUnavailable: (name: string): string => `Produit indisponible : ${name}`,
  unknownProductUnavailable: 'Un produit de votre panier n’est plus en vente',
  outOfStock: (name: string, available: number): string =>
    available > 0
      ? `Stock insuffisant pour ${guillemets(name)} : ${plural(available_, available)}`
      : `Stock insuffisant pour ${guillemets(name)} : épuisé`,
  idempotencyKeyReused: 'Cette clé d’idempotence a déjà servi pour une autre commande',
  invalidOrderId: 'ID de commande invalide',
  orderNotFound: 'Commande non trouvée',
  trackingNotFound: orderLabels.trackingNotFound,
  paymentNotStarted: 'Le paiement n’a pas pu être lancé. Veuillez réessayer.',
  orderCreated: 'Commande créée : confirmez le paiement sur votre téléphone',
  /** Seller steps: a step the order's status does not allow. */
  statusStepRefused: (from: string, to: string): string =>
    `Impossible de passer une commande « ${from} » au statut « ${to} »`,
  cancelAfterShipping: 'Une commande expédiée ne peut plus être annulée',
  notPaidYet: 'Cette commande n’est pas encore payée',
  statusUpdated: 'Statut de la commande mis à jour',
  /** Webhooks */
  invalidEvent: 'Événement de paiement invalide',
  badSignature: 'Signature du webhook invalide',
  staleSignature: 'Signature du webhook expirée',
  unknownProvider: 'Fournisseur de paiement inconnu',
  eventApplied: 'Événement appliqué',
  eventAlreadySeen: 'Événement déjà reçu',
  eventIgnored: 'Événement sans effet',
  /** Statuses as a person reads them (seller and customer pages). */
  statusLabels: orderLabels.statusLabels,
  paymentStatusLabels: orderLabels.paymentStatusLabels,
  refundStatusLabels: orderLabels.refundStatusLabels,
  /** Parts, refunds and the ledger (marketplace orders). */
  partRequired: 'Précisez la partie de la commande à modifier',
  partNotFound: 'Partie de commande non trouvée',
  nothingToCancel: 'Rien à annuler : cette commande est déjà expédiée, annulée ou pas encore payée',
  orderCancelled: 'Commande annulée : le remboursement est en cours',
  partCancelled: 'Partie de la commande annulée',
  refundNotFound: 'Remboursement non trouvé',
  refundNotFailed: 'Seul un remboursement refusé peut être redemandé',
  refundRetried: orderLabels.refundRetried,
  sizeRequired: (name: string): string => `Choisissez une taille pour ${guillemets(name)}`,
  colorRequired: (name: string): string => `Choisissez une couleur pour ${guillemets(name)}`,
  sizeNotOffered: (name: string, size: string): string =>
    `La taille « ${size} » n’existe pas pour ${guillemets(name)}`,
  colorNotOffered: (name: string, color: string): string =>
    `La couleur « ${color} » n’existe pas pour ${guillemets(name)}`,
  variantOutOfStock: (name: string, variant: string, available: number): string =>
    available > 0
      ? `Stock insuffisant pour ${guillemets(name)} (${variant}) : ${plural(available_, available)}`
      : `Stock insuffisant pour ${guillemets(name)} (${variant}) : épuisé`,
  paymentMethodLabels: orderLabels.paymentMethodLabels,
  /** A method the server does not offer (no provider configured for it, and no sandbox). */
  paymentMethodUnavailable: (method: string): string =>
    `Le paiement par ${method} n’est pas disponible sur cette boutique`,
  /** Cash on delivery (issue 27). */
  orderConfirmedCashOnDelivery: 'Commande confirmée : vous paierez à la livraison',
  cashOnDeliveryOff: 'Le paiement à la livraison n’est pas proposé sur cette boutique',
  cashOnDeliveryOverCap: (maxCfa: string): string =>
    `Le paiement à la livraison est limité aux commandes de ${maxCfa} au plus : choisissez Wave ou Orange Money`,
  cashRequired: 'Enregistrez l’encaissement du paiement à la livraison pour marquer ces articles livrés',
  notCashOnDelivery: 'Cette commande n’est pas payée à la livraison',
  cashCollected: 'Paiement encaissé : commande livrée',
  /** A cancellation with nothing to refund (cash on delivery, nothing was paid). */
  orderCancelledUnpaid: 'Commande annulée',
  /** Said by orders and mails paid through the sandbox: no money moved. */
  demoPayment: demoPaymentText,
} as const;

/**
 * The real providers' settings as the operator reads them when the server refuses to start (payments-config.ts),
 * and what the adapters log or record about the providers' answers.
 */
export const paymentProviderMessages = {
  noRealProviderInProduction:
    'aucun fournisseur de paiement réel n’est configuré (WAVE_API_KEY et WAVE_WEBHOOK_SECRET, ou ' +
    'ORANGE_MONEY_CLIENT_ID, ORANGE_MONEY_CLIENT_SECRET et ORANGE_MONEY_MERCHANT_KEY) : en production, chaque ' +
    'commande serait confirmée sans paiement. Configurez Wave ou Orange Money, ou écrivez PAYMENTS_SANDBOX=true ' +
    'pour accepter des paiements de démonstration.',
  incomplete: (provider: string, missing: string[]): string =>
    `${provider} est configuré à moitié : il manque ${missing.join(', ')}.`,
  badUrl: (envVar: string): string => `${envVar} n’est pas une adresse http(s) valide.`,
  appUrlNotHttps: (appUrl: string): string =>
    `APP_URL (${appUrl}) n’est pas une adresse https : Wave et Orange Money refusent d’y renvoyer le payeur ou d’y ` +
    'notifier le paiement. Donnez à APP_URL l’adresse publique https de la boutique.',
  sandboxInProduction:
    'PAYMENTS_SANDBOX=true : les paiements passent par le bac à sable, chaque commande est un paiement de démonstration.',
  refused: (provider: string, status: number, detail: string): string =>
    `${provider} a refusé la demande (HTTP ${status})${detail ? ` : ${detail}` : ''}`,
  unreachable: (provider: string): string => `${provider} ne répond pas`,
  malformedAnswer: (provider: string): string => `${provider} a donné une réponse illisible`,
  orangeMoneyNoRefund:
    'Orange Money Web Payment ne propose pas de remboursement par API : remboursez le client depuis le portail ' +
    'marchand Orange Money, puis marquez ce remboursement comme fait.',
  /** What the payer reads in the Wave app beside a refund sent as a payout (40 characters at most). */
  waveRefundReason: 'Remboursement Teranga',
  reconciled: (outcome: string) =>
    `Paiement rapproché auprès du fournisseur (webhook jamais reçu) : ${outcome}`,
  reconcileFailed: 'Rapprochement d’un paiement impossible : le fournisseur ne répond pas',
  expireFailed: 'Le fournisseur n’a pas pu clore la session de paiement expirée',
  notificationUnconfirmed:
    'Notification de paiement authentique mais sans suite (pas confirmée par le fournisseur, ou sans paiement de ' +
    'cette boutique) : ignorée',
} as const;
