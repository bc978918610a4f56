import { addressTexts } from '../identity/addresses.js';
import { registrationMessages } from '../identity/registration.js';

/**
 * The payment step of the cart and the checkout's outcomes (issue 18). Apart from `ordersShopTexts` because the
 * checkout machine runs on every page: only these few texts join the shop's first load.
 */
export const checkoutPaymentTexts = {
  /** The payment step of the cart: what mobile money and delivery need. */
  paymentStep: {
    title: 'Paiement et livraison',
    payerPhone: 'Numéro Wave ou Orange Money',
    payerPhoneHint: 'Le numéro qui recevra la demande de paiement (ex : 77 123 45 67).',
    address: 'Adresse de livraison',
    // The typed address has the address book's fields and words.
    fullName: addressTexts.form.fullName,
    quartier: addressTexts.form.quartier,
    street: addressTexts.form.street,
    landmark: addressTexts.form.landmark,
    landmarkHint: addressTexts.form.landmarkHint,
    city: addressTexts.form.city,
    region: addressTexts.form.region,
    waiting: 'Validez le paiement sur votre téléphone…',
    /** The method is taken by the sandbox (no real provider configured): nothing will be charged. */
    demo: 'Paiement de démonstration : aucun argent ne sera débité.',
  },
  /** The checkout's French refusals and outcomes (the document's own texts stay in `checkoutMessages`). */
  checkout: {
    phoneRequired: 'Saisissez le numéro qui paiera la commande',
    phoneInvalid: registrationMessages.phoneInvalid,
    streetRequired: 'Indiquez la rue ou le quartier de livraison',
    cityRequired: 'Indiquez la ville de livraison',
    paymentFailed: 'Le paiement a échoué. Votre panier est conservé : vous pouvez réessayer.',
    paymentExpired:
      "Le paiement n'a pas été confirmé à temps. Votre panier est conservé : vous pouvez réessayer.",
    orderFailed: "La commande n'a pas pu être créée. Votre panier est conservé : vous pouvez réessayer.",
    /** The order can no longer be read while its payment is awaited (signed out, or it is gone). */
    orderLost: "Nous n'arrivons plus à suivre le paiement de cette commande. Consultez « Mes commandes ».",
  },
} as const;
