import { returnMailTexts as words } from '@teranga/messages';
import { routes } from '@teranga/reference/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/client.js';
import type { ServiceContext } from '../http/service.js';
import { enqueueJob } from '../jobs/jobs.js';
import { createMailer, type Mail, type Mailer } from '../lib/mailer.js';
import { findReturnRecord, type ReturnRecord, sellerContactOf } from './returns.queries.js';

/** The job that sends a return's mail (jobs/jobs.ts): tried again later when the mail server refuses. */
export const RETURN_MAIL_JOB = 'return-mail';

type ReturnMailKind = 'requested' | 'accepted' | 'refused';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function mailOf(to: string, subject: string, paragraphs: string[], link: string): Mail {
  const text = [...paragraphs, '', words.see, link, '', words.signature].join('\n');
  const html = `<!doctype html><html lang="fr"><body style="font-family:sans-serif;line-height:1.5">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p>${escapeHtml(words.see)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(words.signature)}</p>
</body></html>`;
  return { to, subject, text, html, link };
}

const lineTexts = (record: ReturnRecord): string[] =>
  record.row.lines.flatMap((asked) => {
    const line = record.lines.find((candidate) => candidate.id === asked.lineId);
    return line ? [`- ${words.line(asked.quantity, line.name)}`] : [];
  });

/**
 * A return's mails, as jobs enqueued in the transaction that decided them: to the seller when a customer asks, to
 * the customer when it is accepted or refused (the refund's own mail, orders/, says the money given back).
 */
export function returnMailer({ config, database }: ServiceContext, log: FastifyBaseLogger, mailer?: Mailer) {
  let outgoing = mailer;
  const mailerFor = (): Mailer =>
    (outgoing ??= createMailer({
      smtpUrl: config.smtpUrl,
      from: config.identity.mailFrom,
      dataDir: config.dataDir,
      log,
    }));
  return {
    enqueue: (db: Queryable, kind: ReturnMailKind, returnId: string) =>
      enqueueJob(db, RETURN_MAIL_JOB, { kind, returnId }),
    async send(payload: Record<string, unknown>): Promise<void> {
      const record = await findReturnRecord(database.db, String(payload.returnId));
      if (!record) return;
      const { row, orderNumber } = record;
      if (payload.kind === 'requested') {
        const seller = await sellerContactOf(database.db, row.sellerId);
        if (!seller) return;
        await mailerFor().send(
          mailOf(
            seller.email,
            words.requestedSubject(orderNumber),
            [
              words.greeting(seller.firstName),
              words.requested(record.customerName, orderNumber),
              ...lineTexts(record),
              words.reason(row.reason),
              words.answerWithin(config.returnAnswerDays),
            ],
            `${config.appUrl}${routes.sellerReturns.href()}`,
          ),
        );
        return;
      }
      const firstName = record.customerName.split(' ')[0] ?? '';
      const accepted = payload.kind === 'accepted';
      await mailerFor().send(
        mailOf(
          record.customerEmail,
          accepted ? words.acceptedSubject(orderNumber) : words.refusedSubject(orderNumber),
          [
            words.greeting(firstName),
            accepted ? words.accepted(orderNumber) : words.refused(orderNumber),
            ...lineTexts(record),
            ...(row.refusalReason ? [words.reason(row.refusalReason)] : []),
          ],
          `${config.appUrl}${routes.order.href({ id: row.orderId })}`,
        ),
      );
    },
  };
}

export type ReturnMailer = ReturnType<typeof returnMailer>;
