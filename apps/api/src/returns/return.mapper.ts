import { returnAnswerDueAt } from '@teranga/headless';
import type { components } from '@teranga/sdk';
import { euros } from '../catalogue/index.js';
import type { ReturnRecord } from './returns.queries.js';

type ReturnJson = components['schemas']['ReturnRequest'];

/** A return as the contract answers it; the customer's name only to its seller and staff. */
export function toReturnJson(
  record: ReturnRecord,
  view: { answerDays: number; customerName?: boolean },
): ReturnJson {
  const { row } = record;
  return {
    _id: row.id,
    id: row.id,
    orderId: row.orderId,
    orderNumber: record.orderNumber,
    partId: row.partId,
    sellerId: row.sellerId,
    sellerName: record.sellerName,
    ...(view.customerName ? { customerName: record.customerName } : {}),
    status: row.status,
    lines: row.lines.flatMap((asked) => {
      const line = record.lines.find((candidate) => candidate.id === asked.lineId);
      if (!line) return [];
      return [
        {
          lineId: line.id,
          productId: line.productId,
          name: line.name,
          image: line.image,
          size: line.size,
          color: line.color,
          quantity: asked.quantity,
          price: euros(line.unitPriceCents),
        },
      ];
    }),
    reason: row.reason,
    photos: row.photos,
    amount: euros(row.amountCents),
    refusalReason: row.refusalReason,
    decidedBy: row.decidedBy,
    createdAt: row.createdAt.toISOString(),
    answerDueAt: returnAnswerDueAt(row.createdAt, view.answerDays).toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}
