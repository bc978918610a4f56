import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, disconnectBrowser, findProduct, newVisitor } from '../support/shop';

describe('the cart', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newVisitor());
  });
  afterAll(async () => {
    await context.close();
    await disconnectBrowser();
  });

  test('adds a product with a size and a colour, then shows it in euros', async () => {
    const product = await findProduct(
      (p) => (p.sizes?.length ?? 0) > 1 && (p.colors?.length ?? 0) > 1 && (p.inventory?.quantity ?? 0) > 10,
    );
    const size = product.sizes?.[1] as string;
    const color = product.colors?.[1]?.name as string;
    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('radio', { name: color }).click();
    await page.getByRole('radio', { name: size, exact: true }).click();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    // The adding animation (about 1.2 s), then the toast and the popup.
    await page.getByText('Produit ajouté au panier !').waitFor();
    await page.getByText('Ajouté au panier!').waitFor();
    await page
      .getByRole('link', { name: /Panier.*1|1.*Panier/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Voir le panier' }).click();
    await page.waitForURL(`${baseUrl()}/cart`);
    const line = page.getByRole('listitem').filter({ hasText: product.name });
    await line.getByText(size, { exact: false }).first().waitFor();
    await line.getByText(color, { exact: false }).first().waitFor();
    await line.getByText('En stock').waitFor();
    await page
      .getByText(/\d+,\d{2}€/)
      .first()
      .waitFor();
    await page.getByText('10,00€').waitFor(); // flat shipping
  });

  test('keeps quantities between 1 and the stock', async () => {
    const product = await findProduct(
      (p) =>
        (p.inventory?.quantity ?? 0) >= 2 &&
        (p.inventory?.quantity ?? 0) <= 4 &&
        p.inventory?.trackQuantity !== false,
    );
    const stock = product.inventory?.quantity as number;
    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByText('Produit ajouté au panier !').waitFor();
    await page.goto('/cart');
    const line = page.getByRole('listitem').filter({ hasText: product.name });
    await line.getByText('Stock limité').waitFor();
    const minus = line.getByRole('button', { name: /Diminuer/ });
    const plus = line.getByRole('button', { name: /Augmenter/ });
    const quantity = line.getByRole('spinbutton').or(line.locator('[data-slot="quantity-value"]')).first();
    expect(await minus.isDisabled()).toBe(true);
    for (let i = 1; i < stock; i++) await plus.click();
    await expect.poll(() => plus.isDisabled()).toBe(true);
    await expect
      .poll(async () => (await quantity.inputValue().catch(() => quantity.innerText())).trim())
      .toBe(String(stock));
    for (let i = 1; i < stock; i++) await minus.click();
    await expect.poll(() => minus.isDisabled()).toBe(true);
  });

  test('removes a line, then clears the cart', async () => {
    await page.goto('/cart');
    const lines = page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem');
    const before = await lines.count();
    expect(before).toBe(2);
    await lines
      .first()
      .getByRole('button', { name: /Retirer/ })
      .click();
    await expect.poll(() => lines.count()).toBe(1);
    await page.getByRole('button', { name: 'Vider le panier' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Vider le panier' }).click();
    await page.getByText('Panier vide').first().waitFor();
    // The cart survives a reload (cart-storage), here empty.
    await page.reload();
    await page.getByText('Panier vide').first().waitFor();
  });
});
