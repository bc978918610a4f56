import { addressTexts } from '../identity/addresses.js';
import * as words from '../words.js';
import { checkoutPaymentTexts } from './checkout-payment.js';

/**
 * The checkout's delivery step (issue 28): the option picker's labels, the address choice of the payment step, the
 * refusals of the checkout machine and what the order pages say of the chosen option. Apart from
 * `checkoutPaymentTexts`, so that the shop's first load does not carry them (they show in the lazy payment step).
 */
/** The day the server expects the parcel, as the picker and the order pages say it. */
const expected = 'Livraison prévue le {date}';

export const checkoutDeliveryTexts = {
  /** The kit's DeliveryOptionPicker. `{date}`, `{amount}` are filled by the kit. */
  picker: {
    legend: 'Mode de livraison',
    free: 'Gratuit',
    expected,
    freeFrom: 'Gratuit dès {amount} d’achats',
    pickupLegend: 'Choisissez votre point relais',
    openingHours: 'Horaires :',
    loading: 'Recherche des modes de livraison pour cette adresse…',
    empty: 'Aucun mode de livraison pour le moment.',
  },
  /** The payment step's address choice (a signed-in customer's address book). */
  address: {
    legend: checkoutPaymentTexts.paymentStep.address,
    savedLabel: words.myAddresses,
    defaultBadge: words.byDefault,
    add: addressTexts.page.add,
    typed: 'Une autre adresse',
    loadFailed: 'Impossible de charger vos adresses pour le moment.',
    /** Said after a new address is saved into the book and chosen. */
    added: 'Adresse ajoutée et choisie pour cette commande.',
  },
  /** The zone the options are priced for (GET /delivery/options answers `zone: null` outside every zone). */
  zone: 'Tarifs pour la zone : {zone}',
  noZone: 'Tarif standard : votre ville n’est dans aucune zone de livraison.',
  /** No city or region typed yet: the standard option shows until one is. */
  askCity: 'Tarif standard : indiquez votre ville pour voir les modes de livraison de votre zone.',
  /** The checkout machine's refusals and the quote's failure. */
  errors: {
    pickupPointRequired: 'Choisissez un point relais pour ce mode de livraison.',
    addressRequired: 'Choisissez une adresse de livraison ou saisissez-en une.',
    quoteFailed:
      'Impossible de calculer la livraison pour cette adresse pour le moment : le tarif standard s’appliquera.',
  },
  /** The order confirmation and « Mes commandes ». */
  order: {
    title: words.shipping,
    option: '{name} · {price}',
    expected,
    pickupPoint: 'Point relais : {name}, {address}',
    openingHours: 'Horaires : {hours}',
  },
} as const;
