import { shippingTexts } from '@teranga/messages/cart';
import { homeReassurance, productReassurance, type ReassuranceItem } from '@teranga/ui';

// Delivery is priced per zone by the server (issue 28): the promise says so instead of a fee that no longer holds.

/** Home's reassurance block, its delivery promise replaced by the zones'. */
export const homePromises: readonly ReassuranceItem[] = [
  { icon: 'truck', title: shippingTexts.title, text: shippingTexts.zones },
  ...homeReassurance.slice(1),
];

/** The product page's badges, the delivery badge saying how it is delivered. */
export const productPromises: readonly ReassuranceItem[] = [
  { icon: 'truck', title: shippingTexts.productBadge },
  ...productReassurance.slice(1),
];
