import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { disconnectBrowser, newVisitor } from '../support/shop';

const productNames = (page: Page) =>
  page
    .locator('a[href^="/product/"]')
    .evaluateAll((links) =>
      [...new Set(links.map((link) => link.getAttribute('aria-label') ?? link.textContent ?? ''))].filter(
        Boolean,
      ),
    );

/** Prices of the listed cards, read from their XOF amount ('19 650 CFA'). */
const listedPrices = (page: Page) =>
  page
    .locator('[data-slot="product-card"] [data-slot="price-amount"]')
    .evaluateAll((nodes) =>
      nodes.map((node) => Number((node.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.'))),
    );

async function searchFromHeader(page: Page, term: string) {
  const box = page.getByRole('searchbox', { name: /Rechercher/ }).first();
  await box.fill(term);
  await box.press('Enter');
}

describe('finding products', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newVisitor());
  });
  afterAll(async () => {
    await context.close();
    await disconnectBrowser();
  });

  test('the header search finds the same product with and without accents', async () => {
    await page.goto('/');
    await searchFromHeader(page, 'évasée');
    await page.waitForURL(/\/products\?search=%C3%A9vas%C3%A9e/);
    await page.getByRole('heading', { level: 1, name: /Résultats pour "évasée"/ }).waitFor();
    await page.locator('a[href^="/product/"]').first().waitFor();
    const accented = await productNames(page);
    expect(accented.some((name) => /évasée/i.test(name))).toBe(true);

    await searchFromHeader(page, 'evasee');
    await page.waitForURL(/\/products\?search=evasee/);
    await page.getByRole('heading', { level: 1, name: /Résultats pour "evasee"/ }).waitFor();
    await page.locator('a[href^="/product/"]').first().waitFor();
    expect(await productNames(page)).toEqual(accented);
  });

  test('a blank search is not submitted, and a search with no match says so', async () => {
    await page.goto('/femme');
    await searchFromHeader(page, '   ');
    expect(new URL(page.url()).pathname).toBe('/femme');
    await searchFromHeader(page, 'zzzqqq');
    await page.getByText('Aucun résultat pour "zzzqqq"').waitFor();
  });

  test('filters and sorts all products, keeping both in the query string', async () => {
    await page.goto('/products');
    await page.getByText(/\d+ produits/).waitFor();
    const total = Number((await page.getByText(/^\d+ produits$/).innerText()).split(' ')[0]);

    await page.getByRole('combobox', { name: 'Catégorie' }).selectOption('homme');
    await page.waitForURL(/category=homme/);
    await expect
      .poll(async () => Number((await page.getByText(/^\d+ produits?$/).innerText()).split(' ')[0]))
      .toBeLessThan(total);

    await page.getByRole('combobox', { name: 'Trier par' }).selectOption('price-asc');
    await page.waitForURL(/category=homme.*sort=price-asc|sort=price-asc.*category=homme/);
    await expect
      .poll(async () => {
        const prices = await listedPrices(page);
        return prices.length > 1 && prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price);
      })
      .toBe(true);

    await page.getByRole('combobox', { name: 'Trier par' }).selectOption('price-desc');
    await page.waitForURL(/sort=price-desc/);
    await expect
      .poll(async () => {
        const prices = await listedPrices(page);
        return prices.length > 1 && prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) >= price);
      })
      .toBe(true);

    // A reload keeps the filters: they live in the address.
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Catégorie' }).inputValue()).toBe('homme');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Trier par' }).inputValue())
      .toBe('price-desc');

    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).first().click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.getByText(`${total} produits`).waitFor();
  });
});
