import { fill, sellerReturnTexts } from '@teranga/messages';
import type { ReturnRequest } from '@teranga/sdk';
import { ReturnStatusBadge } from '@teranga/ui';
import type { ReactNode } from 'react';
import * as page from '../../app/page.css';
import { eurAndCfa, formatDate } from './order-parts';
import * as styles from './returns.css';

const t = sellerReturnTexts;

/**
 * One return request as its readers see it: status, order, lines, the customer's reason and photos, a refusal's
 * reason; `intro` (the customer's name, a seller) and `children` (the next step, the actions) are the reader's own.
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
    <article
      className={styles.card}
      aria-label={fill(t.order, { number: request.orderNumber })}
      data-return-id={request.id}
    >
      <div className={styles.head}>
        <ReturnStatusBadge status={request.status} />
        <strong>{fill(t.order, { number: request.orderNumber })}</strong>
        <span className={page.muted}>{fill(t.requestedOn, { date: formatDate(request.createdAt) })}</span>
      </div>
      {intro}
      <ul className={styles.lines}>
        {request.lines.map((line) => (
          <li key={line.lineId}>
            {line.quantity} × {line.name}
            {line.size ? ` · ${line.size}` : ''}
            {line.color ? ` · ${line.color}` : ''}
          </li>
        ))}
      </ul>
      <p className={page.muted}>{fill(t.amount, { amount: eurAndCfa(request.amount) })}</p>
      <p>{fill(t.reason, { reason: request.reason })}</p>
      {request.photos.length > 0 ? (
        <ul className={styles.photos} aria-label={t.photos}>
          {request.photos.map((url, index) => (
            <li key={url} className={styles.photo}>
              <a href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={fill(t.photo, { n: String(index + 1) })} className={styles.thumb} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {request.refusalReason ? <p>{fill(t.refusal, { reason: request.refusalReason })}</p> : null}
      {request.decidedBy === 'staff' ? <p className={page.muted}>{t.decidedByStaff}</p> : null}
      {children}
    </article>
  );
}
