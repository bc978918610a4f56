import { checkoutDeliveryTexts } from '@teranga/messages/cart';
import { fill } from '@teranga/messages/format';
import { convert, formatMoney } from '../money/currency.js';
import type { CheckoutSnapshot } from './checkout.machine.js';
import {
  type CheckoutDeliveryOption,
  type CheckoutDeliveryQuote,
  chosenDeliveryOption,
  type DeliveryChoice,
} from './delivery-step.js';

// How the delivery step and the order pages show the server's quote: formatting only, never pricing.

const deliveryDay = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/**
 * `2026-12-03` → « jeudi 3 décembre » (« 1er » for the first of a month), the day the server gave, in UTC.
 * @example formatDeliveryDate('2026-12-01'); // 'mardi 1er décembre'
 */
export function formatDeliveryDate(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return deliveryDay.format(date).replace(/ 1 /, ' 1er ');
}

/**
 * « Livraison prévue le jeudi 3 décembre ».
 * @example expectedDeliveryText('2026-12-03'); // « Livraison prévue le jeudi 3 décembre »
 */
export const expectedDeliveryText = (isoDay: string): string =>
  fill(checkoutDeliveryTexts.order.expected, { date: formatDeliveryDate(isoDay) });

/** Whole francs CFA as the shop writes them ('2 500 CFA'). */
const cfa = (xof: number): string => formatMoney(xof, 'XOF');

/**
 * One option as the kit's DeliveryOptionPicker shows it (price null when free).
 * @example <DeliveryOptionPicker options={quote.options.map(deliveryOptionItem)} />
 */
export const deliveryOptionItem = (option: CheckoutDeliveryOption) => ({
  id: option.id,
  kind: option.kind,
  name: option.name,
  price: option.priceXof === 0 ? null : cfa(option.priceXof),
  expectedDate: formatDeliveryDate(option.expectedDate),
  expectedDateIso: option.expectedDate,
  freeFrom: option.freeFromXof === null ? null : cfa(option.freeFromXof),
  pickupPoints: option.pickupPoints,
});

/**
 * The delivery's price in EUR, as the cart's summary counts it (the order keeps the CFA and their cents).
 * @example const shippingEur = deliveryPriceEur({ priceXof: 2000 });
 */
export const deliveryPriceEur = (option: Pick<CheckoutDeliveryOption, 'priceXof'>): number =>
  Math.round(convert(option.priceXof, 'XOF', 'EUR') * 100) / 100;

/**
 * « Tarifs pour la zone : Dakar », or the standard price outside every zone.
 * @example <p>{deliveryZoneText(quote)}</p> // « Tarifs pour la zone : Dakar »
 */
export const deliveryZoneText = (quote: CheckoutDeliveryQuote): string =>
  quote.zone ? fill(checkoutDeliveryTexts.zone, { zone: quote.zone.name }) : checkoutDeliveryTexts.noZone;

export interface CheckoutDeliveryView {
  choice: DeliveryChoice;
  quote: CheckoutDeliveryQuote | null;
  /** the option the order will take (the chosen one, else the server's default), once quoted */
  option: CheckoutDeliveryOption | undefined;
  quoting: boolean;
  quoteError: string | null;
  /** why it cannot be paid yet (a pickup option without its point) */
  error: string | null;
}

/**
 * The delivery step as the payment step shows it.
 * @example const delivery = selectDelivery(checkout.getSnapshot());
 */
export const selectDelivery = (snapshot: CheckoutSnapshot): CheckoutDeliveryView => {
  const { delivery, quote, quoting, quoteError, deliveryError } = snapshot.context;
  return {
    choice: delivery,
    quote,
    option: chosenDeliveryOption(quote, delivery.optionId),
    quoting,
    quoteError,
    error: deliveryError,
  };
};
