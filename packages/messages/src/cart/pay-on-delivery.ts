/**
 * The checkout's confirmation overlay for a cash-on-delivery order (nothing was paid yet). A module of its own: the
 * checkout's selectors carry it on every page, without the payment step's texts (`cashOnDeliveryTexts`).
 */
export const payOnDeliveryConfirmation = 'Vous paierez en espèces à la livraison.';
