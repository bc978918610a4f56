import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, newVisitor, productLinks, resultCount, visitorForThisFile } from '../support/shop';

/** A card's stock line ('Stock limité', 'Rupture de stock'), a paragraph beside its category. */
const STOCK_LINE = /^(Stock limité|Rupture de stock)$/;

const names = (page: Page) => productLinks(page.getByRole('main')).allTextContents();

/** The listed cards' main prices, read from their 'n CFA' amount in fr-FR digits (whole francs). */
async function listedPrices(page: Page): Promise<number[]> {
  const amounts = await page
    .getByRole('main')
    .getByRole('article')
    .getByText(/^\d[\d\s]*CFA$/)
    .allInnerTexts();
  return amounts.map((text) => Number(text.replace(/\D/g, '')));
}

async function search(box: Locator, term: string) {
  await box.fill(term);
  await box.press('Enter');
}

describe('finding products', () => {
  const visitor = visitorForThisFile();

  test('the header search finds the same products with and without accents', async () => {
    await visitor.page.goto('/femme');
    const headerSearch = visitor.page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Rechercher un produit' });
    await search(headerSearch, 'Bazin brodé');
    await visitor.page.waitForURL(`${baseUrl()}/products?search=Bazin%20brod%C3%A9`);
    await visitor.page.getByRole('heading', { level: 1, name: 'Résultats pour "Bazin brodé"' }).waitFor();
    await productLinks(visitor.page.getByRole('main')).first().waitFor();
    const accented = await names(visitor.page);
    expect(accented.length).toBeGreaterThan(0);
    // Every result is an embroidered bazin piece.
    for (const name of accented) expect(name).toMatch(/bazin/i);
    expect(accented.some((name) => /brodé/.test(name))).toBe(true);

    await search(headerSearch, 'bazin brode');
    await visitor.page.waitForURL(`${baseUrl()}/products?search=bazin%20brode`);
    await visitor.page.getByRole('heading', { level: 1, name: 'Résultats pour "bazin brode"' }).waitFor();
    await expect.poll(() => names(visitor.page)).toEqual(accented);
  });

  test('the search box of the mobile menu finds the boubous', async () => {
    const phone = await newVisitor('mobile');
    try {
      await phone.page.goto('/');
      await phone.page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      const menu = phone.page.getByRole('dialog', { name: 'Menu' });
      await search(menu.getByRole('searchbox', { name: 'Rechercher un produit' }), 'boubou');
      await phone.page.waitForURL(`${baseUrl()}/products?search=boubou`);
      await phone.page.getByRole('heading', { level: 1, name: 'Résultats pour "boubou"' }).waitFor();
      // The menu closes on the way to the results.
      await expect.poll(() => menu.count()).toBe(0);
      await productLinks(phone.page.getByRole('main')).first().waitFor();
      // Boubous by name first, then pieces whose description mentions them (babouches to wear with one).
      const found = await names(phone.page);
      expect(found[0]).toMatch(/boubou/i);
      expect(found.filter((name) => /boubou/i.test(name)).length).toBeGreaterThan(found.length / 2);
    } finally {
      await phone.context.close();
    }
  });

  test('a blank search is not submitted, and a search with no match says so', async () => {
    await visitor.page.goto('/femme');
    const headerSearch = visitor.page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Rechercher un produit' });
    await search(headerSearch, '   ');
    await visitor.page.waitForTimeout(300);
    expect(visitor.page.url()).toBe(`${baseUrl()}/femme`);
    await search(headerSearch, 'zzzqqq');
    await visitor.page.waitForURL(/search=zzzqqq/);
    await visitor.page.getByText('Aucun résultat pour "zzzqqq"').waitFor();
  });

  test('filters and sorts all products, keeping both in the query string', async () => {
    await visitor.page.goto('/products');
    await visitor.page.getByRole('heading', { level: 1, name: 'Tous les produits' }).waitFor();
    await productLinks(visitor.page.getByRole('main')).first().waitFor();
    const total = await resultCount(visitor.page);
    expect(total).toBeGreaterThan(12);

    const main = visitor.page.getByRole('main');
    await main.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Homme' });
    await visitor.page.waitForURL(/[?&]category=homme/);
    await expect.poll(() => resultCount(visitor.page)).toBeLessThan(total);
    const menCount = await resultCount(visitor.page);
    await expect
      .poll(
        async () =>
          new Set(
            await main
              .getByRole('article')
              .getByRole('paragraph')
              .filter({ hasNotText: STOCK_LINE })
              .allTextContents(),
          ),
      )
      .toEqual(new Set(['Homme']));

    await main.getByRole('combobox', { name: 'Trier par' }).selectOption({ label: 'Prix croissant' });
    await visitor.page.waitForURL(
      (url) => url.searchParams.get('category') === 'homme' && url.searchParams.has('sort'),
    );
    const ascending = (prices: number[]) =>
      prices.length > 1 && prices.every((p, i) => i === 0 || (prices[i - 1] ?? 0) <= p);
    await expect.poll(async () => ascending(await listedPrices(visitor.page))).toBe(true);
    const cheapest = (await listedPrices(visitor.page))[0];

    await main.getByRole('combobox', { name: 'Trier par' }).selectOption({ label: 'Prix décroissant' });
    await expect
      .poll(async () => {
        const prices = await listedPrices(visitor.page);
        return ascending([...prices].reverse()) && (prices[0] ?? 0) > (cheapest ?? 0);
      })
      .toBe(true);
    const sortParam = new URL(visitor.page.url()).searchParams.get('sort');

    // A reload keeps the filters and the order: they live in the address.
    await visitor.page.reload();
    await expect.poll(() => main.getByRole('combobox', { name: 'Catégorie' }).inputValue()).toBe('homme');
    await expect.poll(() => new URL(visitor.page.url()).searchParams.get('sort')).toBe(sortParam);
    await main
      .getByRole('combobox', { name: 'Trier par' })
      .getByRole('option', { name: 'Prix décroissant', selected: true })
      .waitFor({ state: 'attached' });
    await expect.poll(() => resultCount(visitor.page)).toBe(menCount);

    await main.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
    await expect.poll(() => new URL(visitor.page.url()).search).toBe('');
    await expect.poll(() => resultCount(visitor.page)).toBe(total);
  });
});
