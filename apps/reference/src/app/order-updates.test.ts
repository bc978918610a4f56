import type { Order } from '@teranga/sdk';
import { describe, expect, it } from 'vitest';
import { newestAt, orderUpdates } from './order-updates';

const order = (id: string, orderNumber: string, timeline: Array<[string, string]>): Order =>
  ({ _id: id, id, orderNumber, timeline: timeline.map(([type, at]) => ({ type, at })) }) as unknown as Order;

describe('order updates for the bell', () => {
  const orders = [
    order('a'.repeat(24), 'TRG-1', [
      ['placed', '2026-11-20T10:00:00.000Z'],
      ['paid', '2026-11-20T10:00:02.000Z'],
      ['shipped', '2026-11-21T09:00:00.000Z'],
    ]),
    order('b'.repeat(24), 'TRG-2', [
      ['placed', '2026-11-22T08:00:00.000Z'],
      ['payment-expired', '2026-11-22T08:15:00.000Z'],
      ['cancelled', '2026-11-22T08:15:00.000Z'],
    ]),
  ];

  it('lists every status change but the placing, newest first, each linking to its order', () => {
    const updates = orderUpdates(orders, null);
    expect(updates.map((u) => u.text)).toEqual([
      'Commande TRG-2 : le délai de paiement a expiré',
      'Commande TRG-2 : annulée',
      'Commande TRG-1 : expédiée',
      'Commande TRG-1 : paiement reçu',
    ]);
    expect(updates[2]?.href).toBe(`/orders/${'a'.repeat(24)}`);
    expect(updates.every((u) => u.unread)).toBe(true);
    expect(newestAt(updates)).toBe('2026-11-22T08:15:00.000Z');
  });

  it('counts as unread only what happened after the last time seen', () => {
    const updates = orderUpdates(orders, '2026-11-21T09:00:00.000Z');
    expect(updates.filter((u) => u.unread).map((u) => u.text)).toEqual([
      'Commande TRG-2 : le délai de paiement a expiré',
      'Commande TRG-2 : annulée',
    ]);
    expect(orderUpdates([], null)).toEqual([]);
  });
});

describe('order updates of an order split between sellers', () => {
  const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`;
  const split = {
    _id: 'c'.repeat(24),
    id: 'c'.repeat(24),
    orderNumber: 'TRG-3',
    timeline: [
      { type: 'placed', at: at(0), partId: null },
      { type: 'paid', at: at(1), partId: null },
      { type: 'shipped', at: at(5), partId: 'p1' },
    ],
    parts: [
      { id: 'p1', sellerName: 'Atelier Ndiaye', timeline: [{ type: 'shipped', at: at(5), partId: 'p1' }] },
      {
        id: 'p2',
        sellerName: 'Maison Sow',
        timeline: [
          { type: 'cancelled', at: at(7), partId: 'p2' },
          { type: 'refunded', at: at(9), partId: 'p2' },
        ],
      },
    ],
  } as unknown as Order;

  it('names the seller of each part’s step, once, and keeps the order’s own events', () => {
    expect(orderUpdates([split], null).map((u) => u.text)).toEqual([
      'Commande TRG-3 : les articles de Maison Sow vous sont remboursés',
      'Commande TRG-3 : les articles de Maison Sow sont annulés',
      'Commande TRG-3 : les articles de Atelier Ndiaye sont expédiés',
      'Commande TRG-3 : paiement reçu',
    ]);
  });
});

describe('a shipped part in the bell', () => {
  const at = (minute: number) => `2026-11-25T10:${String(minute).padStart(2, '0')}:00.000Z`;
  const shipped = (parts: Array<Record<string, unknown>>) =>
    ({
      _id: 'd'.repeat(24),
      id: 'd'.repeat(24),
      orderNumber: 'TRG-4',
      timeline: [
        { type: 'paid', at: at(1), partId: null },
        ...parts.map((part, index) => ({ type: 'shipped', at: at(5 + index), partId: part.id })),
      ],
      parts: parts.map((part, index) => ({
        timeline: [{ type: 'shipped', at: at(5 + index), partId: part.id }],
        ...part,
      })),
    }) as unknown as Order;

  it('says who carries it and its tracking number', () => {
    const one = shipped([
      { id: 'p1', sellerName: 'Atelier Ndiaye', carrier: 'dhl', trackingNumber: 'JD014600003SN' },
    ]);
    expect(orderUpdates([one], null)[0]?.text).toBe(
      'Commande TRG-4 : expédiée (DHL Express, suivi JD014600003SN)',
    );
    const two = shipped([
      { id: 'p1', sellerName: 'Atelier Ndiaye', carrier: 'hand-delivery', trackingNumber: null },
      { id: 'p2', sellerName: 'Maison Sow', carrier: 'ems-senegal', trackingNumber: 'EE123456789SN' },
    ]);
    expect(orderUpdates([two], null).map((u) => u.text)).toEqual([
      'Commande TRG-4 : les articles de Maison Sow sont expédiés (EMS Sénégal (La Poste), suivi EE123456789SN)',
      'Commande TRG-4 : les articles de Atelier Ndiaye sont expédiés (Remise en main propre)',
      'Commande TRG-4 : paiement reçu',
    ]);
  });
});
