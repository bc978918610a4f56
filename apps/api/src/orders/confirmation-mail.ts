import { convert, formatMoney } from '@teranga/headless';
import {
  orderMessages,
  orderRefundMailMessages as refundWords,
  returnMailTexts,
  orderMailMessages as words,
} from '@teranga/messages';
import type { ReturnLine } from '../db/schema.js';
import type { Mail } from '../lib/mailer.js';
import { trackingPath } from './order.mapper.js';
import type { OrderRecord, RefundRow } from './order-records.js';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** '45,9€ (30 065 CFA)': EUR as stored, CFA in whole francs (DESIGN.md). */
export function eurosAndFrancs(cents: number): string {
  const eur = cents / 100;
  return `${formatMoney(eur, 'EUR')} (${formatMoney(Math.round(convert(eur, 'EUR', 'XOF')), 'XOF')})`;
}

/**
 * The French mail a buyer receives once the payment of their order is confirmed, or, paid on delivery, once it is
 * placed (confirmed at once, nothing paid yet: the words say what is to pay at the door).
 */
export function orderConfirmationMail(
  { order, lines, payment }: Pick<OrderRecord, 'order' | 'lines' | 'payment'>,
  appUrl: string,
): Mail {
  // The sandbox took the payment: the mail says no money moved.
  const demo = payment?.provider === 'sandbox' ? [words.demoPayment] : [];
  const link = `${appUrl}${trackingPath(order.number, order.customerEmail)}`;
  const lineTexts = lines.map((line) =>
    words.line(line.quantity, line.name, eurosAndFrancs(line.unitPriceCents * line.quantity)),
  );
  const totals: [string, number][] = [
    [words.subtotal, order.subtotalCents],
    [words.shipping, order.shippingCents],
    [words.total, order.totalCents],
  ];
  const method = orderMessages.paymentMethodLabels[order.paymentMethod];
  const cash = order.paymentMethod === 'cash-on-delivery';
  const opening = cash ? words.cashOnDelivery(order.number) : words.paid(order.number);
  const how = cash ? words.toPayWith(method) : words.paidWith(method);
  const greeting = words.greeting(order.customerFirstName);
  return {
    to: order.customerEmail,
    subject: words.subject(order.number),
    link,
    text: [
      greeting,
      '',
      opening,
      '',
      words.linesTitle,
      ...lineTexts.map((text) => `- ${text}`),
      '',
      ...totals.map(([label, cents]) => `${label} : ${eurosAndFrancs(cents)}`),
      how,
      ...demo,
      '',
      words.track,
      link,
      '',
      words.signature,
    ].join('\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(opening)}</p>
<p>${words.linesTitle}</p>
<ul>${lineTexts.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ul>
<table>${totals.map(([label, cents]) => `<tr><td>${label}</td><td>${escapeHtml(eurosAndFrancs(cents))}</td></tr>`).join('')}</table>
<p>${escapeHtml(how)}</p>${demo.map((text) => `<p><strong>${escapeHtml(text)}</strong></p>`).join('')}
<p>${words.track}<br><a href="${escapeHtml(link)}">${words.button}</a></p>
<p>${words.signature}</p>
</body></html>`,
  };
}

/**
 * The French mail a buyer receives once the provider confirmed a refund: what was given back, and for what. A
 * return's refund (`returned`: its lines and units) lists only those.
 */
export function orderRefundMail(
  { order, lines }: OrderRecord,
  refund: RefundRow,
  appUrl: string,
  returned?: readonly ReturnLine[],
): Mail {
  const link = `${appUrl}${trackingPath(order.number, order.customerEmail)}`;
  const refunded = returned
    ? lines.flatMap((line) => {
        const units = returned.find((asked) => asked.lineId === line.id)?.quantity;
        return units ? [{ ...line, quantity: units }] : [];
      })
    : refund.partId
      ? lines.filter((line) => line.partId === refund.partId)
      : lines;
  const lineTexts = refunded.map((line) =>
    words.line(line.quantity, line.name, eurosAndFrancs(line.unitPriceCents * line.quantity)),
  );
  const greeting = words.greeting(order.customerFirstName);
  const what = refundWords.refunded(order.number, eurosAndFrancs(refund.amountCents));
  const why =
    refund.reason === 'late-payment'
      ? refundWords.latePayment
      : refund.reason === 'return'
        ? returnMailTexts.refundReason
        : refundWords.cancelled;
  return {
    to: order.customerEmail,
    subject: refundWords.subject(order.number),
    link,
    text: [
      greeting,
      '',
      what,
      why,
      '',
      ...lineTexts.map((text) => `- ${text}`),
      '',
      words.track,
      link,
      '',
      words.signature,
    ].join('\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(what)}</p>
<p>${escapeHtml(why)}</p>
<ul>${lineTexts.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ul>
<p>${words.track}<br><a href="${escapeHtml(link)}">${words.button}</a></p>
<p>${words.signature}</p>
</body></html>`,
  };
}
