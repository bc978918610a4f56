import { describe, expect, it } from 'vitest';
import {
  parseCfa,
  readRefinements,
  refinementQuery,
  writeRefinements,
} from '../src/catalogue/listing-refinements.js';
import { sizeChoices, sizeGuideKind } from '../src/catalogue/size-ranges.js';
import { convert } from '../src/money/currency.js';

/** The francs a card shows for a price kept in euro cents (formatConverted rounds to the nearest franc). */
const shownCfa = (cents: number) => Math.round(convert(cents / 100, 'EUR', 'XOF'));

describe('listing refinements', () => {
  it('reads whole francs and a size from the address, ignoring anything else', () => {
    expect(readRefinements(new URLSearchParams('prixMin=10000&prixMax=30000&taille=M'))).toEqual({
      minCfa: 10000,
      maxCfa: 30000,
      size: 'M',
    });
    expect(readRefinements(new URLSearchParams('prixMin=-5&prixMax=1e9&taille='))).toEqual({});
    expect(readRefinements(new URLSearchParams('prixMin=12.5&prixMax=abc'))).toEqual({});
    expect(readRefinements(new URLSearchParams(`taille=${'x'.repeat(21)}`))).toEqual({});
    // the wrong way round still means that range
    expect(readRefinements(new URLSearchParams('prixMin=500&prixMax=100'))).toEqual({
      minCfa: 100,
      maxCfa: 500,
    });
  });

  it('writes them beside the other parameters and removes cleared ones', () => {
    const start = new URLSearchParams('sort=price-asc&prixMin=1&taille=S');
    expect(writeRefinements(start, { maxCfa: 20000 }).toString()).toBe('sort=price-asc&prixMax=20000');
  });

  it('accepts amounts typed with French spacing and the currency', () => {
    expect(parseCfa('10 000')).toBe(10000);
    expect(parseCfa('10\u202f000 CFA')).toBe(10000);
    expect(parseCfa('10,5')).toBeUndefined();
    expect(parseCfa('')).toBeUndefined();
  });

  it('asks the API for exactly the prices a card shows inside the range', () => {
    for (const [minCfa, maxCfa] of [
      [10000, 30000],
      [1, 2],
      [655, 655],
      [9999, 10001],
      [0, 100],
    ] as const) {
      const { minPrice = 0, maxPrice = Number.POSITIVE_INFINITY } = refinementQuery({ minCfa, maxCfa });
      for (let cents = 0; cents < 500_000; cents += 1) {
        const inside = shownCfa(cents) >= minCfa && shownCfa(cents) <= maxCfa;
        const asked = cents >= Math.round(minPrice * 100) && cents <= Math.round(maxPrice * 100);
        if (inside !== asked) expect({ cents, minCfa, maxCfa, inside }).toEqual({ asked });
      }
    }
  });

  it('offers sizes by category: letters, ages for children, none for accessories and jewellery', () => {
    expect(sizeChoices()).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(sizeChoices('enfant')[0]).toBe('2 ans');
    expect(sizeChoices('bijoux')).toEqual([]);
    expect(sizeChoices('accessoires')).toEqual([]);
  });

  it('offers a size guide for clothing only', () => {
    expect(sizeGuideKind({ sizes: ['S', 'M'], category: { slug: 'femme' } })).toBe('adult');
    expect(sizeGuideKind({ sizes: ['2 ans', '4 ans'], category: { slug: 'enfant' } })).toBe('child');
    expect(sizeGuideKind({ sizes: ['Taille unique'], category: { slug: 'accessoires' } })).toBeUndefined();
    expect(sizeGuideKind({ sizes: ['M'], category: { slug: 'bijoux' } })).toBeUndefined();
    expect(sizeGuideKind({ sizes: ['40', '41'], category: { slug: 'chaussures' } })).toBeUndefined();
    expect(sizeGuideKind({ sizes: [] })).toBeUndefined();
  });
});
