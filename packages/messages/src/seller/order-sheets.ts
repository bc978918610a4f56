import { listingMessages } from '../catalogue/specification.js';
import { orderMessages } from '../orders/order-rules.js';
import { orderShipmentWords } from '../orders/shipments.js';
import * as words from '../words.js';
/** The seller's order sheet (/seller/orders/:id) and its ship form. */
export const sellerOrderSheetTexts = {
  ...orderShipmentWords,
  back: 'Retour aux commandes',
  open: 'Voir la commande {number}',
  loading: 'Chargement de la commande...',
  loadFailed: 'Impossible de charger cette commande.',
  notFound: orderMessages.orderNotFound,
  retry: listingMessages.retry,
  lines: 'Articles à préparer',
  size: words.size,
  color: words.color,
  quantity: words.quantity,
  noPhoto: 'Sans photo',
  customer: words.customer,
  phone: words.phone,
  noPhone: 'Téléphone non renseigné',
  delivery: words.shipping,
  pickupPoint: 'Point relais',
  option: 'Option',
  noAddress: 'Adresse non renseignée',
  landmark: 'Point de repère : {landmark}',
  timeline: 'Suivi de votre partie',
  chooseCarrier: 'Choisissez un transporteur',
  trackingHint: 'Facultatif pour une remise en main propre',
  ship: 'Marquer comme expédiée',
  shipSubmit: 'Confirmer l’expédition',
  deliver: 'Marquer comme livrée',
  confirmDeliver: 'Marquer votre partie de la commande {number} comme livrée ?',
  print: 'Imprimer le bon de préparation',
  shipped: 'Commande {number} expédiée',
  delivered: 'Commande {number} livrée',
  cancel: words.cancel,
  /** printed at the bottom of the packing slip */
  slipNote:
    'Merci pour votre commande ! Un article ne convient pas ? Retour possible sous 30 jours après la livraison, depuis « Mes commandes ».',
} as const;

/** The packing slip (kit PackingSlip): one A5 page, printed from the seller's order sheet. */
export const packingSlipLabels = {
  title: 'Bon de préparation',
  order: orderShipmentWords.title,
  date: 'Du {date}',
  seller: 'Expéditeur',
  recipient: 'Destinataire',
  delivery: words.shipping,
  lines: words.items,
  article: 'Article',
  size: words.size,
  color: words.color,
  quantity: 'Qté',
  check: 'Préparé',
  units: { one: '{count} article', other: '{count} articles' },
  none: '—',
} as const;
