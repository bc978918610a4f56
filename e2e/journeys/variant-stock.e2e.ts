import { describe, expect, test } from 'vitest';
import { baseUrl, chooseOptions, findProduct, visitorForThisFile } from '../support/shop';

interface Variant {
  type: string;
  size?: string;
  color?: string;
  inventory?: { quantity?: number };
}

/** The sizes of a product (its page's answer) with their units, when every size keeps its own for every colour. */
async function sizeStock(productId: string): Promise<Map<string, number>> {
  const response = await fetch(`${baseUrl()}/api/products/${productId}`);
  const body = (await response.json()) as { data: { product: { variants?: Variant[] } } };
  const sizes = (body.data.product.variants ?? []).filter((v) => v.type === 'size' && !v.color);
  return new Map(sizes.map((v) => [v.size ?? '', v.inventory?.quantity ?? 0]));
}

/** A demo product with a sold-out size beside a size in stock (the demo shop has some on every page). */
async function productWithSoldOutSize() {
  const candidates = new Set<string>();
  for (;;) {
    const product = await findProduct(
      (p) =>
        !candidates.has(p._id) &&
        (p.sizes?.length ?? 0) > 1 &&
        (p.inventory?.quantity ?? 0) > 0 &&
        p.inventory?.trackQuantity !== false &&
        !p.inventory?.allowBackorder,
    );
    candidates.add(product._id);
    const stock = await sizeStock(product._id);
    const sizes = product.sizes ?? [];
    const soldOut = sizes.filter((size) => stock.get(size) === 0);
    const inStock = sizes.filter((size) => (stock.get(size) ?? 0) > 0);
    if (soldOut.length > 0 && inStock.length > 0) return { product, soldOut, inStock, stock };
  }
}

describe('stock per size', () => {
  const visitor = visitorForThisFile();

  test('the product page shows a sold-out size disabled, never chosen, and the cart stops at the size’s units', async () => {
    const { page } = visitor;
    const { product, soldOut, inStock, stock } = await productWithSoldOutSize();
    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const sizes = page.getByRole('main').getByRole('radiogroup', { name: 'Taille' });
    for (const size of soldOut) {
      const button = sizes.getByRole('radio', { name: `${size}, Rupture de stock`, exact: true });
      await button.waitFor();
      expect(await button.isDisabled()).toBe(true);
      expect(await button.getAttribute('aria-checked')).toBe('false');
    }
    // No size is chosen for the shopper; they pick the first size left in stock.
    expect(await sizes.getByRole('radio', { checked: true }).count()).toBe(0);
    const first = inStock[0] as string;
    const chosen = sizes.getByRole('radio', { name: first, exact: true });
    expect(await chosen.isDisabled()).toBe(false);
    await chosen.click();
    expect(await chosen.getAttribute('aria-checked')).toBe('true');

    // In the cart, the line of that size grows up to its units and no further.
    await chooseOptions(page);
    await page.getByRole('main').getByRole('button', { name: 'Acheter maintenant' }).click();
    await page.waitForURL(`${baseUrl()}/cart`);
    const line = page
      .getByRole('list', { name: 'Articles du panier' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: product.name }) });
    const stepper = line.getByRole('group', { name: 'Quantité' });
    const plus = stepper.getByRole('button', { name: 'Augmenter la quantité' });
    const units = Math.min(stock.get(first) ?? 1, 12);
    for (let n = 2; n <= units; n++) {
      await plus.click();
      await expect.poll(() => stepper.getByRole('status').innerText()).toBe(String(n));
    }
    if (units === stock.get(first)) expect(await plus.isDisabled()).toBe(true);
  });
});
