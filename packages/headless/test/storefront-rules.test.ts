import { describe, expect, it } from 'vitest';
import { buildCartItem } from '../src/cart/cart-item.js';
import { payBlockedReason } from '../src/cart/cart-lines.js';
import { isForAudience, productAudiences } from '../src/catalogue/traditional-audience.js';

describe('the traditional tabs', () => {
  it('read the audience from the tags, plural or capitalised', () => {
    expect(productAudiences({ tags: ['bazin', 'Femmes', 'boubous'] })).toEqual(['femme']);
    expect(productAudiences({ tags: ['homme', 'enfant', 'famille'] })).toEqual([
      'homme',
      'enfant',
      'famille',
    ]);
    expect(productAudiences({})).toEqual([]);
  });
  it('show everything under "all" and only the audience under a tab', () => {
    expect(isForAudience({ tags: [] }, 'all')).toBe(true);
    expect(isForAudience({ tags: ['femme'] }, 'femme')).toBe(true);
    expect(isForAudience({ tags: ['femme'] }, 'homme')).toBe(false);
  });
});

describe('a cart that cannot be paid', () => {
  const line = (
    name: string,
    inventory: { quantity: number; trackQuantity?: boolean; allowBackorder?: boolean },
  ) => buildCartItem({ _id: 'a'.repeat(24), name, price: 10, inventory }, {}, 1);

  it('says which line is out of stock', () => {
    expect(payBlockedReason([line('Boubou femme', { quantity: 5 })])).toBeNull();
    expect(payBlockedReason([line('Boubou femme', { quantity: 0 })])).toBe(
      '« Boubou femme » est en rupture de stock : retirez-le du panier pour payer.',
    );
    expect(payBlockedReason([line('A', { quantity: 0 }), line('B', { quantity: 0 })])).toBe(
      '2 articles sont en rupture de stock : retirez-les du panier pour payer.',
    );
  });
  it('lets untracked stock and backorders through, with the default cap', () => {
    const untracked = line('Kaftan', { quantity: 0, trackQuantity: false });
    const backorder = line('Agbada', { quantity: 0, allowBackorder: true });
    expect(payBlockedReason([untracked, backorder])).toBeNull();
    expect(untracked.availability).toBe('in_stock');
    expect(backorder.maxQuantity).toBe(999);
  });
});
