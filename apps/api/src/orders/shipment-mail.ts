import { carrierLabel, expectedDeliveryText } from '@teranga/headless';
import { shipmentMailTexts as shipmentWords, orderMailMessages as words } from '@teranga/messages';
import { routes } from '@teranga/reference/routes';
import type { Mail } from '../lib/mailer.js';
import type { OrderRecord } from './order-records.js';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export type ShipmentStep = 'shipped' | 'delivered';

/**
 * The French mail a buyer receives when one seller's part of their order ships (with its carrier and tracking
 * number) or is delivered: what is on its way, from whom, and the link to follow the order.
 */
export function shipmentMail(
  record: OrderRecord,
  partId: string,
  step: ShipmentStep,
  appUrl: string,
): Mail | null {
  const { order } = record;
  const part = record.parts.find((candidate) => candidate.id === partId);
  if (!part) return null;
  const seller = part.sellerName ?? shipmentWords.shopOwn;
  const link = `${appUrl}${routes.order.href({ id: order.id })}`;
  const lineTexts = record.lines
    .filter((line) => line.partId === partId)
    .map((line) => {
      const detail = [line.size, line.color].filter(Boolean).join(', ');
      return `${line.quantity} × ${line.name}${detail ? ` (${detail})` : ''}`;
    });
  const shipped = step === 'shipped';
  const opening = shipped
    ? shipmentWords.shipped(order.number, seller)
    : shipmentWords.delivered(order.number, seller);
  const facts = shipped
    ? [
        ...(part.carrier ? [shipmentWords.carrier(carrierLabel(part.carrier))] : []),
        ...(part.trackingNumber ? [shipmentWords.trackingNumber(part.trackingNumber)] : []),
        // The date quoted when the order was placed (orders without a quoted delivery have none).
        ...(order.delivery?.expectedDate ? [expectedDeliveryText(order.delivery.expectedDate)] : []),
      ]
    : [shipmentWords.returns];
  const greeting = words.greeting(order.customerFirstName);
  return {
    to: order.customerEmail,
    subject: shipped
      ? shipmentWords.shippedSubject(order.number)
      : shipmentWords.deliveredSubject(order.number),
    link,
    text: [
      greeting,
      '',
      opening,
      ...facts,
      '',
      ...lineTexts.map((text) => `- ${text}`),
      '',
      shipmentWords.open,
      link,
      '',
      words.signature,
    ].join('\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(opening)}</p>
${facts.map((text) => `<p><strong>${escapeHtml(text)}</strong></p>`).join('')}
<ul>${lineTexts.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(link)}">${shipmentWords.open}</a></p>
<p>${words.signature}</p>
</body></html>`,
  };
}
