import { describe, expect, it } from 'vitest';
import { soldOutColors } from '../src/catalogue/sold-out-sizes.js';
import { variantProblems, variantRefusals } from '../src/validation/variants.js';

describe("the variant rows' rules (seller form and API)", () => {
  it('says a row has no value instead of dropping it, and numbers the row for the toast', () => {
    const rows = [
      { type: 'size', value: 'M', stock: '2' },
      { type: 'color', value: '   ' },
    ];
    expect(variantProblems(rows)).toEqual([{ index: 1, field: 'value', message: 'Valeur requise' }]);
    expect(variantRefusals(rows)).toEqual(['Variante 2 : Valeur requise']);
  });

  it('takes an empty stock as 0 and refuses a stock that is not a whole number of 0 or more', () => {
    const stocks = ['', '0', '12', 7, null, undefined, '-1', '1.5', 'abc', -2, 0.5];
    const refused = stocks.filter(
      (stock) => variantProblems([{ type: 'size', value: 'M', stock }]).length > 0,
    );
    expect(refused).toEqual(['-1', '1.5', 'abc', -2, 0.5]);
    expect(variantProblems([{ type: 'size', value: 'M', inventory: { quantity: -1 } }])[0]?.message).toBe(
      'Stock invalide : un nombre entier, 0 ou plus',
    );
  });

  it('refuses a row twice (same type, value and colour, case and spaces aside), not a size in two colours', () => {
    expect(
      variantRefusals([
        { type: 'size', value: 'M', color: 'Indigo' },
        { type: 'size', value: 'M', color: 'Ocre' },
        { type: 'size', value: ' m ', color: 'indigo' },
        { type: 'color', value: 'M' },
      ]),
    ).toEqual(['Variante 3 : Variante en double']);
  });
});

describe('sold-out colours on the product page', () => {
  const product = (rows: { size: string; color?: string; quantity: number }[], allowBackorder = false) => ({
    sizes: [...new Set(rows.map((row) => row.size))],
    inventory: { quantity: rows.reduce((sum, row) => sum + row.quantity, 0), allowBackorder },
    variants: rows.map((row) => ({
      type: 'size',
      value: row.size,
      ...(row.color ? { color: row.color } : {}),
      inventory: { quantity: row.quantity },
    })),
  });

  it('disables a colour sold out in every size, not one left in a size', () => {
    const rows = [
      { size: 'M', color: 'Indigo', quantity: 0 },
      { size: 'L', color: 'Indigo', quantity: 0 },
      { size: 'M', color: 'Ocre', quantity: 0 },
      { size: 'L', color: 'Ocre', quantity: 2 },
    ];
    expect(soldOutColors(product(rows), ['Indigo', 'Ocre'])).toEqual(['Indigo']);
    expect(soldOutColors(product(rows, true), ['Indigo', 'Ocre'])).toEqual([]);
    expect(soldOutColors({ sizes: [], inventory: { quantity: 0 } }, ['Indigo'])).toEqual([]);
  });
});
