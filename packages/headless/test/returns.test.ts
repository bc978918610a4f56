import { describe, expect, it } from 'vitest';
import {
  RETURN_REASON_MAX,
  returnAnswerDueAt,
  returnDateText,
  returnWindowEndsAt,
  returnWindowRefusal,
  validateReturnReason,
} from '../src/index.js';

const DAY = 24 * 60 * 60 * 1000;

describe('the return window (« Retour sous 30 jours »)', () => {
  const delivered = new Date('2026-11-01T12:00:00.000Z');

  it('is open from the delivery to 30 days after it, closed before delivery and after', () => {
    expect(returnWindowRefusal(null)).toBe(
      'Ces articles ne sont pas encore livrés : le retour se demande après la livraison',
    );
    expect(returnWindowRefusal(delivered, new Date(delivered.getTime() + DAY))).toBeUndefined();
    expect(
      returnWindowRefusal(delivered.toISOString(), new Date(delivered.getTime() + 30 * DAY)),
    ).toBeUndefined();
    expect(returnWindowRefusal(delivered, new Date(delivered.getTime() + 30 * DAY + 1))).toBe(
      'Le délai de retour de 30 jours après la livraison est dépassé',
    );
    expect(returnWindowEndsAt(delivered).toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(returnDateText(returnWindowEndsAt(delivered))).toBe('1 décembre 2026');
  });

  it('asks for a reason of at most 500 characters, trimmed', () => {
    expect(validateReturnReason('   ')).toBe('Indiquez le motif du retour');
    expect(validateReturnReason(undefined, 'Indiquez le motif du refus')).toBe('Indiquez le motif du refus');
    expect(validateReturnReason(` ${'x'.repeat(RETURN_REASON_MAX)} `)).toBeUndefined();
    expect(validateReturnReason('x'.repeat(RETURN_REASON_MAX + 1))).toBe(
      'Le motif ne peut pas dépasser 500 caractères',
    );
  });

  it('lets staff decide `answerDays` after the request', () => {
    expect(returnAnswerDueAt('2026-11-20T08:00:00.000Z', 3).toISOString()).toBe('2026-11-23T08:00:00.000Z');
  });
});
