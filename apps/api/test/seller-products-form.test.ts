import { describe, expect, it } from 'vitest';
import { productBodyFromForm } from '../src/seller-products/product-form.js';

const form = (pairs: [string, string][]) => pairs.map(([name, value]) => ({ name, value }));

describe('productBodyFromForm: the seller document multipart encoding to the JSON body', () => {
  it('reads scalars as text, numbers and booleans from their text', () => {
    expect(
      productBodyFromForm(
        form([
          ['name', 'Robe wax'],
          ['price', '39.50'],
          ['comparePrice', '49'],
          ['weight', '0.4'],
          ['featured', 'true'],
          ['isNew', 'false'],
          ['status', 'active'],
        ]),
      ),
    ).toEqual({
      name: 'Robe wax',
      price: 39.5,
      comparePrice: 49,
      weight: 0.4,
      featured: true,
      isNew: false,
      status: 'active',
    });
  });

  it('turns a non-numeric number into 0 (as the form does) and leaves an empty one out', () => {
    expect(
      productBodyFromForm(
        form([
          ['price', 'abc'],
          ['comparePrice', ''],
          ['cost', '  '],
        ]),
      ),
    ).toEqual({ price: 0 });
  });

  it('repeats list fields once per element, `tags[]` included, and keeps a single element as a list', () => {
    expect(
      productBodyFromForm(
        form([
          ['tags', 'wax'],
          ['tags[]', 'été'],
          ['material', 'coton'],
          ['images', '/api/media/a.webp'],
        ]),
      ),
    ).toEqual({ tags: ['wax', 'été'], material: ['coton'], images: ['/api/media/a.webp'] });
  });

  it('reads nested objects as JSON text, and variants one JSON text each (or one JSON list)', () => {
    const body = productBodyFromForm(
      form([
        ['inventory', '{"quantity":3,"trackQuantity":true}'],
        ['seo', '{"metaTitle":"Robe"}'],
        ['variants', '{"type":"size","name":"Taille","value":"S"}'],
        ['variants', '[{"type":"size","name":"Taille","value":"M"}]'],
        ['colors', '{"name":"Indigo","hex":"#2E3A87"}'],
      ]),
    );
    expect(body).toEqual({
      inventory: { quantity: 3, trackQuantity: true },
      seo: { metaTitle: 'Robe' },
      variants: [
        { type: 'size', name: 'Taille', value: 'S' },
        { type: 'size', name: 'Taille', value: 'M' },
      ],
      colors: [{ name: 'Indigo', hex: '#2E3A87' }],
    });
  });

  it('drops fields the contract does not know, sellerId included', () => {
    expect(
      productBodyFromForm(
        form([
          ['sellerId', '65a1f0c2e4b0a1b2c3d4e5f6'],
          ['sold', '9'],
          ['sku', 'ABC-1'],
        ]),
      ),
    ).toEqual({
      sku: 'ABC-1',
    });
  });

  it('refuses a nested field that is not JSON, naming it in French', () => {
    expect(() => productBodyFromForm(form([['shipping', '{weight: 1']]))).toThrow(
      'Le champ shipping doit être un JSON valide',
    );
  });
});
