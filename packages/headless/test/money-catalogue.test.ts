import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCartItem, parsePrice, productImage } from '../src/cart/cart-item.js';
import {
  availabilityFromInventory,
  availabilityLabel,
  isPurchasable,
  maxQuantityFromInventory,
} from '../src/catalogue/availability.js';
import { cardBadges, tagTone } from '../src/catalogue/badges.js';
import { cartTooltip, countBadge, wishlistTooltip } from '../src/catalogue/count-badge.js';
import { discountPercent } from '../src/catalogue/discount.js';
import { generateSku, shouldGenerateSku } from '../src/catalogue/sku.js';
import { isProductInStock } from '../src/catalogue/stock.js';
import {
  CURRENCIES,
  convert,
  formatCartPrice,
  formatConverted,
  formatMoney,
  formatNumber,
  payableXof,
} from '../src/money/currency.js';

// Intl's fr-FR grouping separator is a narrow no-break space.
const nb = (text: string) => text.replace(/(\d) (\d)/g, '$1\u202f$2');

describe('money', () => {
  afterEach(() => vi.restoreAllMocks());
  it('converts with the documents rates, through XOF between EUR and USD', () => {
    expect(convert(1, 'EUR', 'XOF')).toBe(655);
    expect(convert(1, 'USD', 'XOF')).toBe(600);
    expect(convert(655, 'XOF', 'EUR')).toBe(1);
    expect(convert(600, 'XOF', 'USD')).toBe(1);
    expect(convert(600, 'EUR', 'USD')).toBeCloseTo(655);
    expect(convert(655, 'USD', 'EUR')).toBeCloseTo(600);
    expect(convert(12, 'EUR', 'EUR')).toBe(12);
  });
  it('warns and leaves the amount unchanged when a rate is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(convert(42, 'EUR', 'GBP')).toBe(42);
    expect(warn).toHaveBeenCalledOnce();
  });
  it('formats fr-FR numbers with 0 to 2 decimals', () => {
    expect(formatNumber(1.1)).toBe('1,1');
    expect(formatNumber(1234.567)).toBe(nb('1 234,57'));
  });
  it('shows francs CFA whole, euros and dollars with their 2 decimals', () => {
    expect(formatMoney(30064.5, 'XOF')).toBe(nb('30 065 CFA'));
    expect(formatMoney(40544.49, 'XOF')).toBe(nb('40 544 CFA'));
    expect(formatMoney(45.9, 'EUR')).toBe('45,90€');
    expect(formatMoney(1.001, 'USD')).toBe('$1,00');
    expect(formatMoney(1234.567, 'USD')).toBe(nb('$1 234,57'));
    expect(formatConverted(45.9, 'EUR', 'XOF')).toBe(nb('30 065 CFA'));
    expect(formatConverted(61.9, 'EUR', 'XOF')).toBe(nb('40 545 CFA'));
    // The cart's amounts are held in euros and shown in the display currency: whole CFA unless the shop says EUR.
    expect(formatCartPrice(45.9)).toBe(nb('30 065 CFA'));
    expect(formatCartPrice(45.9, 'XOF')).toBe(nb('30 065 CFA'));
    expect(formatCartPrice(45.9, 'EUR')).toBe('45,90€');
    expect(formatCartPrice(1000, 'EUR')).toBe(nb('1 000,00€'));
    expect(formatCartPrice(10, 'USD')).toBe('$10,92');
  });
  it('describes each currency', () => {
    expect(CURRENCIES.XOF).toMatchObject({ label: 'CFA', name: 'Franc CFA' });
    for (const c of Object.values(CURRENCIES)) expect(c.symbol && c.name && c.flag).toBeTruthy();
  });
});

describe('catalogue rules', () => {
  it('rounds the discount percent', () => {
    expect(discountPercent(70, 100)).toBe(30);
    expect(discountPercent(45.9, 59.9)).toBe(23);
    expect(discountPercent(100, 100)).toBeUndefined();
    expect(discountPercent(100, null)).toBeUndefined();
  });
  it('builds card badges', () => {
    expect(
      cardBadges({ sold: 11, price: 75, comparePrice: 100, featured: true, isNew: true }).map((b) => b.label),
    ).toEqual(['Populaire', '-25%', 'TOP', 'NEW']);
    expect(cardBadges({ sold: 10, price: 75 })).toEqual([]);
    expect([tagTone('nouveau'), tagTone('Promo'), tagTone('wax')]).toEqual(['green', 'red', 'orange']);
  });
  it('decides stock on the product page', () => {
    expect(isProductInStock({})).toBe(true);
    expect(isProductInStock({ inventory: { trackQuantity: false, quantity: 0 } })).toBe(true);
    expect(isProductInStock({ inventory: { trackQuantity: true, quantity: 2 } })).toBe(true);
    expect(isProductInStock({ inventory: { trackQuantity: true, quantity: 0, allowBackorder: true } })).toBe(
      true,
    );
    expect(isProductInStock({ inventory: { trackQuantity: true, quantity: 0, allowBackorder: false } })).toBe(
      false,
    );
  });
  it('maps inventory to cart availability and labels', () => {
    expect(availabilityFromInventory({ quantity: 11 })).toBe('in_stock');
    expect(availabilityFromInventory({ quantity: 10 })).toBe('low_stock');
    expect(availabilityFromInventory({ quantity: 1 })).toBe('low_stock');
    expect(availabilityFromInventory({ quantity: 0 })).toBe('out_of_stock');
    // One verdict with the product page: no inventory, untracked stock or allowed backorders are buyable.
    expect(availabilityFromInventory(undefined)).toBe('in_stock');
    expect(availabilityFromInventory({ trackQuantity: false, quantity: 0 })).toBe('in_stock');
    expect(availabilityFromInventory({ quantity: 0, allowBackorder: true })).toBe('in_stock');
    expect(isPurchasable(availabilityFromInventory({ quantity: 0 }))).toBe(false);
    expect(maxQuantityFromInventory({ quantity: 3 }, 999)).toBe(3);
    expect(maxQuantityFromInventory({ quantity: 3, allowBackorder: true }, 999)).toBe(999);
    expect(maxQuantityFromInventory({ trackQuantity: false, quantity: 3 }, 999)).toBe(999);
    expect(availabilityLabel('in_stock')).toBe('En stock');
    expect(availabilityLabel('low_stock')).toBe('Stock limité');
    expect(availabilityLabel('out_of_stock')).toBe('Rupture');
    expect(availabilityLabel('out_of_stock', 'long')).toBe('Rupture de stock');
  });
  it('caps count badges at 99+', () => {
    expect([countBadge(0), countBadge(99), countBadge(100)]).toEqual(['0', '99', '99+']);
    expect([cartTooltip(0), cartTooltip(3), wishlistTooltip(0), wishlistTooltip(2)]).toEqual([
      'Panier vide',
      '3',
      'Favoris vides',
      '2',
    ]);
  });
  it('generates a SKU from category, name and time', () => {
    expect(generateSku('Boubou brodé bazin', 'femme', 1732200001234)).toBe('FEM-BOUBOU-1234');
    expect(generateSku('Robe wax 2', 'traditionnelle', 17)).toBe('TRA-ROBEWA-17');
    expect(generateSku('T-shirt 42 coton', 'homme', 98765)).toBe('HOM-TSHIRT-8765');
    expect(shouldGenerateSku('Robe', 'femme', '')).toBe(true);
    expect(shouldGenerateSku('Robe', 'femme', 'X')).toBe(false);
    expect(shouldGenerateSku('', 'femme', '')).toBe(false);
  });
});

describe('cart item from a product', () => {
  const product = {
    _id: '0123456789abcdef01234567',
    name: 'Boubou',
    price: '45,90 €',
    comparePrice: 59.9,
    images: [{ url: '/media/a.png' }],
    category: { name: 'Femme', slug: 'femme' },
    brand: 'Teranga',
    sku: 'FEM-BOUBOU-1234',
    shipping: { weight: 800 },
    inventory: { quantity: 5 },
  };
  it('copies the fields the cart needs', () => {
    expect(buildCartItem(product, { size: 'M', color: 'Bleu', quantity: 2 }, 1000)).toEqual({
      id: '0123456789abcdef01234567-M-Bleu-1000',
      productId: '0123456789abcdef01234567',
      name: 'Boubou',
      price: 45.9,
      comparePrice: 59.9,
      image: '/media/a.png',
      size: 'M',
      color: 'Bleu',
      quantity: 2,
      category: 'Femme',
      brand: 'Teranga',
      sku: 'FEM-BOUBOU-1234',
      maxQuantity: 5,
      weight: 800,
      availability: 'low_stock',
    });
  });
  it('falls back for image and maxQuantity', () => {
    expect(productImage({ mainImage: '/m.png', images: ['/x.png'] })).toBe('/m.png');
    expect(productImage({ images: ['/x.png'] })).toBe('/x.png');
    expect(productImage({ image: '/i.png' })).toBe('/i.png');
    const item = buildCartItem({ id: 'p', name: 'X', price: 10, category: 'cat-id' }, {}, 1);
    expect(item).toMatchObject({
      maxQuantity: 999,
      quantity: 1,
      category: 'cat-id',
      // No inventory: buyable, as its product page says.
      availability: 'in_stock',
    });
    expect(parsePrice('12 500 CFA')).toBe(12500);
    expect(parsePrice('$1.5')).toBe(1.5);
  });
});

describe('payableXof: what mobile money collects for an order', () => {
  it('adds the delivery exactly as quoted in CFA to the subtotal in CFA', () => {
    // 27 € is 17 685 CFA; a 1 000 CFA pickup is kept as 1,53 €, whose EUR total converted back is 2 francs off.
    expect(payableXof(27, 28.53, 1000)).toBe(18_685);
    expect(Math.round(convert(28.53, 'EUR', 'XOF'))).toBe(18_687);
  });

  it('converts the EUR total of an order placed before delivery zones', () => {
    expect(payableXof(45.9, 55.9, undefined)).toBe(Math.round(convert(55.9, 'EUR', 'XOF')));
    expect(payableXof(45.9, 55.9, null)).toBe(36_615);
  });
});
