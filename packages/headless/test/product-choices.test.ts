import { describe, expect, it } from 'vitest';
import { choicesAtStart, missingChoices, needsChoiceBeforeAdding } from '../src/catalogue/product-choices.js';

const boubou = { sizes: ['XS', 'S', 'M'], colors: [{ name: 'Indigo' }, { name: 'Ocre' }] };
const sautoir = { sizes: ['Taille unique'], colors: [{ name: 'Blanc cassé' }] };

describe('what a shopper chooses before adding a product', () => {
  it('chooses nothing for the shopper when a product offers several sizes and colours', () => {
    expect(choicesAtStart(boubou)).toEqual({ size: undefined, color: undefined });
    expect(missingChoices(boubou, {})).toEqual(['color', 'size']);
    expect(missingChoices(boubou, { color: 'Ocre' })).toEqual(['size']);
    expect(missingChoices(boubou, { size: 'M', color: 'Ocre' })).toEqual([]);
    expect(needsChoiceBeforeAdding(boubou)).toBe(true);
  });

  it('keeps the only size and the only colour chosen: there is nothing to decide', () => {
    expect(choicesAtStart(sautoir)).toEqual({ size: 'Taille unique', color: 'Blanc cassé' });
    expect(missingChoices(sautoir, choicesAtStart(sautoir))).toEqual([]);
    expect(needsChoiceBeforeAdding(sautoir)).toBe(false);
    expect(needsChoiceBeforeAdding({ sizes: ['S', 'M'], colors: [{ name: 'Or' }] })).toBe(true);
  });

  it('asks nothing of a product without sizes or colours, and refuses a value the product does not offer', () => {
    expect(missingChoices({}, {})).toEqual([]);
    expect(needsChoiceBeforeAdding({ sizes: [], colors: null })).toBe(false);
    expect(missingChoices(boubou, { size: 'XXL', color: 'Rouge' })).toEqual(['color', 'size']);
  });
});
