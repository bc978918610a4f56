import {
  ID_PATTERN,
  RETURN_PHOTOS_MAX,
  returnAnswerDueAt,
  returnDateText,
  validateReturnReason,
} from '@teranga/headless';
import { orderMessages, returnRuleTexts as texts } from '@teranga/messages';
import type { FastifyRequest } from 'fastify';
import type { ReturnLine, ReturnStatus } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { asFields } from '../http/field-rules.js';
import type { RouteRules, RuleMap } from '../http/route-rules.js';
import { shopMediaPath } from '../media/media-address.js';
import type { OrderLineRow, ReturnRow } from './returns.queries.js';

/** An upload's stored name (media/image-intake.ts): a return's photos are the customer's own uploads, never demo pictures. */
const UPLOADED_PATH = /^\/api\/media\/[0-9a-f]{24}-\d{1,4}\.webp$/;

/**
 * The lines asked back, merged by line and checked against the part: each a line of this part, at most the units
 * bought less those already asked back (a refused request frees them). Answers the lines and what they cost.
 */
export function checkReturnLines(
  asked: readonly ReturnLine[],
  partLines: readonly OrderLineRow[],
  alreadyAsked: ReadonlyMap<string, number>,
): { lines: ReturnLine[]; amountCents: number } {
  const merged = new Map<string, number>();
  for (const line of asked) merged.set(line.lineId, (merged.get(line.lineId) ?? 0) + line.quantity);
  if (merged.size === 0) throw new HttpError(400, texts.linesRequired);
  let amountCents = 0;
  const lines: ReturnLine[] = [];
  for (const [lineId, quantity] of merged) {
    const line = partLines.find((candidate) => candidate.id === lineId);
    if (!line) throw new HttpError(400, texts.lineNotInPart);
    const left = line.quantity - (alreadyAsked.get(lineId) ?? 0);
    if (quantity > left) throw new HttpError(409, texts.quantityTooHigh(line.name, Math.max(0, left)));
    lines.push({ lineId, quantity });
    amountCents += line.unitPriceCents * quantity;
  }
  return { lines, amountCents };
}

/** The customer's photos as this shop's media paths of uploads (absolute under the shop's address accepted too). */
export function checkReturnPhotos(photos: readonly string[] | undefined, publicOrigin: string): string[] {
  const list = photos ?? [];
  if (list.length > RETURN_PHOTOS_MAX) throw new HttpError(400, texts.tooManyPhotos(RETURN_PHOTOS_MAX));
  return list.map((photo) => {
    const path = shopMediaPath(photo.trim(), publicOrigin);
    if (!path || !UPLOADED_PATH.test(path)) throw new HttpError(400, texts.photoNotOurs);
    return path;
  });
}

/** The customer's reason, trimmed; a French 400 when missing or too long. */
export function checkReason(reason: string | undefined, required?: string): string {
  const refusal = validateReturnReason(reason, required);
  if (refusal) throw new HttpError(400, refusal);
  return (reason ?? '').trim();
}

/** Only a request still waiting is accepted or refused. */
export function assertUndecided(row: Pick<ReturnRow, 'status'>): void {
  if (row.status !== 'requested') throw new HttpError(409, texts.alreadyDecided);
}

/** Only an accepted return comes back as « Colis reçu ». */
export function assertReceivable(row: Pick<ReturnRow, 'status'>): void {
  if (row.status !== 'accepted') throw new HttpError(409, texts.receivedOnlyAccepted);
}

/**
 * Staff decide a seller's request only once its seller let `answerDays` pass without answering; the shop's own
 * products' returns (no seller) are staff's at once.
 */
export function assertStaffMayDecide(
  row: Pick<ReturnRow, 'sellerId' | 'createdAt'>,
  answerDays: number,
  now = new Date(),
): void {
  if (!row.sellerId) return;
  const due = returnAnswerDueAt(row.createdAt, answerDays);
  if (now.getTime() < due.getTime())
    throw new HttpError(409, texts.staffTooEarly(answerDays, returnDateText(due)));
}

/** The answer's message after a step. */
export const stepMessage: Record<Exclude<ReturnStatus, 'refunded'>, string> = {
  requested: texts.requested,
  accepted: texts.accepted,
  refused: texts.refused,
  received: texts.received,
};

/**
 * Before the contract's schema: a malformed order or return id in the path is the returns' own 400 rather than the
 * schema's generic one, and a call that needs a body and sent none (or not as JSON, which the schema does not
 * validate at all) is told what it lacks.
 */
function pathAndBody(invalidId: string, missingBody?: string): RouteRules {
  return {
    preValidation: (request: FastifyRequest) => {
      if (!ID_PATTERN.test(String(asFields(request.params).id))) throw new HttpError(400, invalidId);
      if (missingBody && (typeof request.body !== 'object' || request.body === null)) {
        throw new HttpError(400, missingBody);
      }
    },
  };
}

/** The return calls' rules; photo uploads (any signed-in customer may send them) are limited per client address. */
export const returnRules = {
  listOrderReturns: pathAndBody(orderMessages.invalidOrderId),
  createReturn: pathAndBody(orderMessages.invalidOrderId, texts.linesRequired),
  acceptReturn: pathAndBody(texts.invalidReturnId),
  refuseReturn: pathAndBody(texts.invalidReturnId, texts.refusalReasonRequired),
  receiveReturn: pathAndBody(texts.invalidReturnId),
  decideReturn: pathAndBody(texts.invalidReturnId, texts.refusalReasonRequired),
  uploadReturnPhoto: { rateLimit: 'returnPhotos' },
} satisfies RuleMap;
