// Cart and checkout: delivery, payment, cash on delivery, the wishlist (shown in the browser).
export { cashOnDeliveryTexts } from './cash-on-delivery.js';
export { checkoutDeliveryTexts } from './checkout-delivery.js';
export { checkoutPaymentTexts } from './checkout-payment.js';
export { deliveryDeskTexts, deliveryMessages } from './delivery.js';
export { demoPaymentText } from './demo-payment.js';
export { payOnDeliveryConfirmation } from './pay-on-delivery.js';
export { shippingTexts } from './shipping.js';
export { cartMessages, checkoutMessages, wishlistMessages } from './specification.js';
export { stockTexts } from './stock.js';
export { wishlistNoteTexts } from './wishlist.js';
