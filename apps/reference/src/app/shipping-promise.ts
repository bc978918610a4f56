import { formatCartPrice, formatConverted, SHIPPING_FLAT_EUR } from '@teranga/headless';
import { fill, shippingTexts } from '@teranga/messages';
import { homeReassurance, productReassurance, type ReassuranceItem } from '@teranga/ui';

// The shop's one shipping rule (a flat fee per order, the cart's SHIPPING_FLAT_EUR), told the same on every screen.
const amount = formatCartPrice(SHIPPING_FLAT_EUR);
const texts = shippingTexts;

/** Home's reassurance block, its delivery promise replaced by the flat fee. */
export const homePromises: readonly ReassuranceItem[] = [
  {
    icon: 'truck',
    title: texts.title,
    text: fill(texts.flat, { amount, converted: formatConverted(SHIPPING_FLAT_EUR, 'EUR', 'XOF') }),
  },
  ...homeReassurance.slice(1),
];

/** The product page's badges, the delivery badge saying the flat fee. */
export const productPromises: readonly ReassuranceItem[] = [
  { icon: 'truck', title: fill(texts.productBadge, { amount }) },
  ...productReassurance.slice(1),
];
