import { expectedDeliveryText, formatMoney } from '@teranga/headless';
import { checkoutDeliveryTexts } from '@teranga/messages/cart';
import { fill } from '@teranga/messages/format';
import type { Order } from '@teranga/sdk';
import * as page from '../../app/page.css';

const t = checkoutDeliveryTexts;

/** How the order is delivered, as the server priced it when it was placed: option, price, date, pickup point. */
export function OrderDelivery({ order }: { order: Pick<Order, 'delivery'> }) {
  const delivery = order.delivery;
  if (!delivery) return null;
  const point = delivery.pickupPoint;
  const price = delivery.priceXof === 0 ? t.picker.free : formatMoney(delivery.priceXof, 'XOF');
  return (
    <section aria-label={t.order.title} className={page.stack}>
      <p>
        <strong>{t.order.title}</strong> : {fill(t.order.option, { name: delivery.name, price })}
        <br />
        <span className={page.muted}>{expectedDeliveryText(delivery.expectedDate)}</span>
      </p>
      {point ? (
        <p className={page.muted}>
          {fill(t.order.pickupPoint, { name: point.name, address: point.address })}
          <br />
          {fill(t.order.openingHours, { hours: point.openingHours })}
        </p>
      ) : null}
    </section>
  );
}
