import { validateProductCreate } from '@teranga/headless';
import { describe, expect, it } from 'vitest';
import { checkCreateForm, checkEditForm } from './form-errors';
import {
  createFormReducer,
  createPayload,
  editFormReducer,
  editPayload,
  emptyProductForm,
  type ProductFormValues,
  valuesFromProduct,
} from './product-form.state';

const NOW = 1_732_000_123_456;
const set = (values: ProductFormValues, patch: Partial<ProductFormValues>, now = NOW) =>
  createFormReducer(values, { type: 'set', patch, now });

describe('the create form', () => {
  it('starts as the document says: draft, quantity 0, threshold 10, quantities tracked, no SKU', () => {
    expect(emptyProductForm).toMatchObject({
      status: 'draft',
      quantity: '0',
      lowStockThreshold: '10',
      trackQuantity: true,
      allowBackorder: false,
      featured: false,
      sku: '',
    });
  });

  it('builds the SKU from the category, the first two words of the name and the time, once both are set', () => {
    let values = set(emptyProductForm, { name: 'Robe wax Baobab' });
    expect(values.sku).toBe('');
    values = set(values, { category: 'femme' });
    expect(values.sku).toBe('FEM-ROBEWA-3456');
  });

  it('makes the read-only SKU again while the name or category change, and empties it when one is cleared', () => {
    let values = set(emptyProductForm, { category: 'homme' });
    values = set(values, { name: 'B' }, 1000);
    expect(values.sku).toBe('HOM-B-1000');
    values = set(values, { name: 'Boubou 3 pièces' }, 2024);
    expect(values.sku).toBe('HOM-BOUBOU-2024');
    values = set(values, { name: '   ' });
    expect(values.sku).toBe('');
    // Other fields leave it alone.
    values = set(set(values, { name: 'Kaftan' }, 20_007), { price: '12' }, 9999);
    expect(values.sku).toBe('HOM-KAFTAN-0007');
  });

  it('caps the SEO title at 60 and its description at 160 characters', () => {
    const values = set(emptyProductForm, { seoTitle: 'a'.repeat(70), seoDescription: 'b'.repeat(200) });
    expect(values.seoTitle).toHaveLength(60);
    expect(values.seoDescription).toHaveLength(160);
  });

  it('sends every section as JSON, number inputs read by the rule (non-numeric becomes 0)', () => {
    const values: ProductFormValues = {
      ...emptyProductForm,
      name: ' Robe wax ',
      sku: 'FEM-ROBEWA-3456',
      description: '  Robe longue en wax.  ',
      price: '45.5',
      comparePrice: '',
      cost: 'abc',
      category: 'femme',
      origin: 'Sénégal',
      tags: ['wax'],
      variants: [
        { id: '1', type: 'size', name: 'Taille', value: 'M', stock: '4', color: 'Indigo' },
        { id: '2', type: 'color', name: '', value: ' Indigo ', colorHex: '#3f51b5' },
        { id: '3', type: 'size', name: 'Taille', value: 'L', stock: 'abc', color: 'Rouge' },
      ],
      quantity: '7.8',
      lowStockThreshold: '',
      weight: '0.4',
      length: '120',
      seoTitle: 'Robe wax',
      status: 'active',
    };
    const image = { url: '/api/media/a-800.webp', srcset: '/api/media/a-400.webp 400w' };
    expect(createPayload(values, [image])).toEqual({
      name: 'Robe wax',
      description: 'Robe longue en wax.',
      price: 45.5,
      sku: 'FEM-ROBEWA-3456',
      category: 'femme',
      origin: 'Sénégal',
      tags: ['wax'],
      images: [image],
      // A size keeps its units (non-numeric: 0) and a colour a colour row still names; the total is their sum.
      variants: [
        { type: 'size', name: 'Taille', value: 'M', stock: 4, color: 'Indigo' },
        { type: 'color', name: 'Couleur', value: 'Indigo', colorHex: '#3f51b5' },
        { type: 'size', name: 'Taille', value: 'L', stock: 0 },
      ],
      inventory: { trackQuantity: true, quantity: 4, lowStockThreshold: 0, allowBackorder: false },
      shipping: { weight: 0.4, dimensions: { length: 120, unit: 'cm' } },
      seo: { metaTitle: 'Robe wax' },
      status: 'active',
      featured: false,
    });
  });

  it('gives the headless rules what they need: an empty form fails with the joined messages', () => {
    expect(validateProductCreate(emptyProductForm).summary).toBe(
      'Nom requis, Description requise, Prix valide requis, SKU requis, Catégorie requise',
    );
  });
});

describe('the edit form', () => {
  it('leaves the SKU to the seller and sends the fields of the edit screen, a cleared compare price as null', () => {
    const values = editFormReducer(
      {
        ...emptyProductForm,
        name: 'Boubou',
        sku: 'HOM-BOUBOU-0001',
        description: 'Grand boubou brodé',
        price: '80',
      },
      { type: 'set', patch: { name: 'Boubou bazin', sku: 'MON-SKU' } },
    );
    expect(values.sku).toBe('MON-SKU');
    expect(editPayload(values, [{ url: '/api/media/b-800.webp' }])).toEqual({
      name: 'Boubou bazin',
      description: 'Grand boubou brodé',
      shortDescription: '',
      price: 80,
      comparePrice: null,
      brand: '',
      tags: [],
      status: 'draft',
      featured: false,
      inventory: { trackQuantity: true, quantity: 0, lowStockThreshold: 10, allowBackorder: false },
      shipping: {},
      seo: { metaTitle: '', metaDescription: '' },
      sku: 'MON-SKU',
      images: [{ url: '/api/media/b-800.webp' }],
    });
  });

  it('starts from the product: its variants with their units, its shipping and SEO, and sends them back', () => {
    const values = valuesFromProduct({
      _id: 'p1',
      name: 'Robe',
      description: 'Robe longue en wax.',
      price: 25,
      status: 'active',
      featured: false,
      inventory: { quantity: 5 },
      variants: [
        { _id: 'v4', type: 'size', name: 'Taille', value: 'M', color: 'Ocre', inventory: { quantity: 0 } },
        { _id: 'v1', type: 'size', name: 'Taille', value: 'M', color: 'Indigo', inventory: { quantity: 3 } },
        { _id: 'v2', type: 'size', name: 'Taille', value: 'L', inventory: { quantity: 2 } },
        { _id: 'v3', type: 'color', name: 'Couleur', value: 'Indigo', color: 'Indigo', colorHex: '#3f51b5' },
        { _id: 'v5', type: 'color', name: 'Couleur', value: 'Ocre', color: 'Ocre' },
      ],
      weight: 0.4,
      shipping: { weight: 0.4, dimensions: { length: 30, width: 20, unit: 'cm' } },
      seo: { metaTitle: 'Robe wax', metaDescription: 'Une robe.' },
    } as unknown as Parameters<typeof valuesFromProduct>[0]);
    // Rows of one size in the colours' order, whatever order the server gave them in.
    expect(values.variants).toEqual([
      { id: 'v1', type: 'size', name: 'Taille', value: 'M', stock: '3', color: 'Indigo' },
      { id: 'v4', type: 'size', name: 'Taille', value: 'M', stock: '0', color: 'Ocre' },
      { id: 'v2', type: 'size', name: 'Taille', value: 'L', stock: '2', color: '' },
      { id: 'v3', type: 'color', name: 'Couleur', value: 'Indigo', colorHex: '#3f51b5' },
      { id: 'v5', type: 'color', name: 'Couleur', value: 'Ocre' },
    ]);
    expect(values).toMatchObject({
      weight: '0.4',
      length: '30',
      width: '20',
      height: '',
      seoTitle: 'Robe wax',
    });
    const edited = editFormReducer(values, {
      type: 'set',
      patch: { variants: values.variants.map((row) => (row.id === 'v2' ? { ...row, stock: '6' } : row)) },
    });
    expect(editPayload(edited, [])).toMatchObject({
      variants: [
        { type: 'size', name: 'Taille', value: 'M', stock: 3, color: 'Indigo' },
        { type: 'size', name: 'Taille', value: 'M', stock: 0, color: 'Ocre' },
        { type: 'size', name: 'Taille', value: 'L', stock: 6 },
        { type: 'color', name: 'Couleur', value: 'Indigo', colorHex: '#3f51b5' },
        { type: 'color', name: 'Couleur', value: 'Ocre' },
      ],
      inventory: { quantity: 9 },
      shipping: { weight: 0.4, dimensions: { length: 30, width: 20, unit: 'cm' } },
      seo: { metaTitle: 'Robe wax', metaDescription: 'Une robe.' },
    });
    // Every row removed: the empty list is sent, so the sizes go too.
    expect(editPayload({ ...edited, variants: [] }, []).variants).toEqual([]);
  });
});

describe("the forms' errors", () => {
  it('says a variant row has no value (it is not dropped), and that a stock is not a whole number', () => {
    const check = checkCreateForm({
      ...emptyProductForm,
      variants: [
        { id: 'a', type: 'size', name: 'Taille', value: ' ', stock: '1' },
        { id: 'b', type: 'size', name: 'Taille', value: 'M', stock: '1.5' },
      ],
    });
    expect(check.valid).toBe(false);
    expect(check.variants).toEqual({
      a: { value: 'Valeur requise' },
      b: { stock: 'Stock invalide : un nombre entier, 0 ou plus' },
    });
    expect(check.toast.description).toBe(
      'Nom requis, Description requise, Prix valide requis, SKU requis, Catégorie requise, ' +
        'Variante 1 : Valeur requise, Variante 2 : Stock invalide : un nombre entier, 0 ou plus',
    );
    const edit = checkEditForm({ ...emptyProductForm, name: 'Robe', description: 'Une robe.', price: '' });
    expect(edit.fields).toEqual({ price: 'Veuillez remplir tous les champs obligatoires' });
  });
});

describe('a product sold past its stock', () => {
  it('shows the units owed and sends back only the units on hand (the API keeps what is owed)', () => {
    const values = valuesFromProduct({
      name: 'Boubou sur commande',
      description: 'Sur commande',
      price: 80,
      comparePrice: null,
      status: 'active',
      featured: false,
      tags: [],
      inventory: {
        trackQuantity: true,
        quantity: 0,
        backordered: 3,
        lowStockThreshold: 10,
        allowBackorder: true,
      },
    } as unknown as Parameters<typeof valuesFromProduct>[0]);
    expect(values).toMatchObject({ quantity: '0', backordered: 3 });
    const payload = editPayload(values, []) as { inventory: Record<string, unknown> };
    expect(payload.inventory).toEqual({
      trackQuantity: true,
      quantity: 0,
      lowStockThreshold: 10,
      allowBackorder: true,
    });
  });
});
