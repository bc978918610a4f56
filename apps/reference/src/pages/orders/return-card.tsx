import { fill } from '@teranga/messages/format';
import { sellerReturnTexts } from '@teranga/messages/seller';
import type { ReturnRequest } from '@teranga/sdk';
import { ReturnRequestCard } from '@teranga/ui';
import type { ReactNode } from 'react';
import * as page from '../../app/page.css';
import { eurAndCfa, formatDate } from './order-parts';

const t = sellerReturnTexts;

/**
 * One return request on the shop's pages (the kit's ReturnRequestCard): `intro` (the customer's name, a seller) and
 * `children` (the next step, the answers) are the reader's own.
 */
export function ReturnCard({
  request,
  intro,
  children,
}: {
  request: ReturnRequest;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <ReturnRequestCard
      status={request.status}
      title={fill(t.order, { number: request.orderNumber })}
      meta={fill(t.requestedOn, { date: formatDate(request.createdAt) })}
      intro={intro}
      lines={request.lines.map((line) => ({
        id: line.lineId,
        name: line.name,
        detail: [line.size, line.color].filter(Boolean).join(' · ') || undefined,
        quantity: line.quantity,
      }))}
      amount={eurAndCfa(request.amount)}
      reason={request.reason}
      photos={request.photos}
      refusalReason={request.refusalReason}
    >
      {request.decidedBy === 'staff' ? <p className={page.muted}>{t.decidedByStaff}</p> : null}
      {children}
    </ReturnRequestCard>
  );
}
