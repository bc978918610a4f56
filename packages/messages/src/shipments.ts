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
const orderShipmentWords = {
  title: 'Commande {number}',
  placedOn: 'Passée le {date}',
  address: 'Adresse de livraison',
  shipment: 'Expédition',
  carrier: 'Transporteur',
  trackingNumber: 'Numéro de suivi',
  shippedOn: 'Expédiée le {date}',
  deliveredOn: 'Livrée le {date}',
} as const;

/** The seller's order sheet (/seller/orders/:id) and its ship form. */
export const sellerOrderSheetTexts = {
  ...orderShipmentWords,
  back: 'Retour aux commandes',
  open: 'Voir la commande {number}',
  loading: 'Chargement de la commande...',
  loadFailed: 'Impossible de charger cette commande.',
  notFound: 'Commande non trouvée',
  retry: 'Réessayer',
  lines: 'Articles à préparer',
  size: 'Taille',
  color: 'Couleur',
  quantity: 'Quantité',
  noPhoto: 'Sans photo',
  customer: 'Client',
  phone: 'Téléphone',
  noPhone: 'Téléphone non renseigné',
  delivery: 'Livraison',
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
  cancel: 'Annuler',
  /** printed at the bottom of the packing slip */
  slipNote:
    'Merci pour votre commande ! Un article ne convient pas ? Retour possible sous 30 jours après la livraison, depuis « Mes commandes ».',
} as const;

/** The packing slip (kit PackingSlip): one A5 page, printed from the seller's order sheet. */
export const packingSlipLabels = {
  title: 'Bon de préparation',
  order: 'Commande {number}',
  date: 'Du {date}',
  seller: 'Expéditeur',
  recipient: 'Destinataire',
  delivery: 'Livraison',
  lines: 'Articles',
  article: 'Article',
  size: 'Taille',
  color: 'Couleur',
  quantity: 'Qté',
  check: 'Préparé',
  units: { one: '{count} article', other: '{count} articles' },
  none: '—',
} as const;

/** The customer's order page (/orders/:id): each part's shipment. */
export const customerOrderTexts = {
  ...orderShipmentWords,
  back: 'Mes commandes',
  notShipped: 'Pas encore expédiée',
} as const;

/** The buyer's mails when a part ships and when it is delivered. */
export const shipmentMailTexts = {
  shippedSubject: (number: string): string => `Votre commande ${number} est expédiée`,
  deliveredSubject: (number: string): string => `Votre commande ${number} est livrée`,
  shipped: (number: string, seller: string): string =>
    `Les articles de ${seller} de votre commande ${number} sont en route.`,
  delivered: (number: string, seller: string): string =>
    `Les articles de ${seller} de votre commande ${number} vous ont été livrés.`,
  carrier: (carrier: string): string => `Transporteur : ${carrier}`,
  trackingNumber: (tracking: string): string => `Numéro de suivi : ${tracking}`,
  returns:
    'Un article ne vous convient pas ? Vous pouvez en demander le retour sous 30 jours, depuis la page de votre commande.',
  /** the link's words */
  open: 'Voir ma commande',
  /** the seller named when the products are the shop's own */
  shopOwn: 'Teranga',
} as const;
