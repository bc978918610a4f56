import type { Order } from '@teranga/sdk';
import { describe, expect, it } from 'vitest';
import { orderUpdates } from './order-updates';

const PART = 'c'.repeat(24);

const order = (parts: number, timeline: Array<[string, string]>): Order =>
  ({
    _id: 'a'.repeat(24),
    id: 'a'.repeat(24),
    orderNumber: 'TRG-9',
    parts: Array.from({ length: parts }, (_, index) => ({
      id: index === 0 ? PART : 'd'.repeat(24),
      sellerName: 'Atelier Ndiaye',
      timeline: [],
    })),
    timeline: timeline.map(([type, at]) => ({ type, at, partId: PART })),
  }) as unknown as Order;

describe('a return in the bell', () => {
  const steps: Array<[string, string]> = [
    ['return-requested', '2026-11-24T10:00:00.000Z'],
    ['return-accepted', '2026-11-25T10:00:00.000Z'],
    ['return-received', '2026-11-26T10:00:00.000Z'],
  ];

  it('tells each answer to a return (not the request, the customer’s own act), with one seller or several', () => {
    for (const parts of [1, 2]) {
      expect(orderUpdates([order(parts, steps)], null).map((update) => update.text)).toEqual([
        'Commande TRG-9 : colis retourné reçu, remboursement en cours',
        'Commande TRG-9 : retour accepté',
      ]);
    }
  });

  it('tells a refusal', () => {
    const [update] = orderUpdates([order(1, [['return-refused', '2026-11-25T10:00:00.000Z']])], null);
    expect(update?.text).toBe('Commande TRG-9 : retour refusé');
  });
});
