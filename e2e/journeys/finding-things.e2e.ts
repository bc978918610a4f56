import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, newVisitor, openWithChunkHeld, productLinks } from '../support/shop';

// Finding things (issue 33): price range and size filters kept in the address, suggestions while typing in the
// header's search (a keyboard combobox), and the size guide of a piece of clothing. Desktop and phone.

interface ApiProduct {
  id: string;
  name: string;
  price: number;
  sizes?: string[];
  category?: { slug?: string } | null;
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  return ((await response.json()) as { data: T }).data;
}

/** The listed cards' main prices in whole francs (their « n CFA » amount). */
async function listedPrices(page: Page): Promise<number[]> {
  const amounts = await page
    .getByRole('main')
    .getByRole('article')
    .getByText(/^\d[\d\s]*CFA$/)
    .allInnerTexts();
  return amounts.map((text) => Number(text.replace(/\D/g, '')));
}

/** The listed products' ids, from their card links. */
async function listedIds(page: Page): Promise<string[]> {
  const hrefs = await productLinks(page.getByRole('main')).evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  return hrefs.map((href) => href.split('/').pop() ?? '');
}

/** Every listed card is at most `maxCfa` and, through the API, offered in `size`. */
async function expectListObeys(page: Page, maxCfa: number, size: string) {
  await productLinks(page.getByRole('main')).first().waitFor();
  // The previous list stays until the filtered one arrives.
  await expect.poll(async () => Math.max(...(await listedPrices(page)))).toBeLessThanOrEqual(maxCfa);
  const prices = await listedPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toBeLessThanOrEqual(maxCfa);
  // Polled too: a list already under the price (the step before) passes the price poll while the size's list is on
  // its way. A product shown without the size, still there at the end, fails with its name.
  const fetched = new Map<string, ApiProduct>();
  const withoutSize = async () => {
    for (const id of await listedIds(page)) {
      let product = fetched.get(id);
      if (!product) {
        product = (await api<{ product: ApiProduct }>(`/api/products/${id}`)).product;
        fetched.set(id, product);
      }
      if (!product.sizes?.includes(size)) return product.name;
    }
    return null;
  };
  await expect.poll(withoutSize).toBeNull();
}

const params = (page: Page) => new URL(page.url()).searchParams;

describe('finding things: price range and size', () => {
  let desktop: Awaited<ReturnType<typeof newVisitor>>;
  let phone: Awaited<ReturnType<typeof newVisitor>>;
  beforeAll(async () => {
    desktop = await newVisitor('desktop');
    phone = await newVisitor('mobile');
  });
  afterAll(async () => {
    await desktop?.context.close();
    await phone?.context.close();
  });

  test('desktop: filter /femme by price and size; the address keeps it through reload and Back', async () => {
    const { page } = desktop;
    await page.goto('/femme');
    await productLinks(page.getByRole('main')).first().waitFor();
    // Other journeys add products meanwhile: the lists are judged by their prices, not by a count taken before.
    expect(Math.max(...(await listedPrices(page)))).toBeGreaterThan(40000);

    await page.getByLabel('Prix maximum (CFA)').fill('40 000');
    await page.getByLabel('Prix maximum (CFA)').press('Enter');
    await page.waitForURL(/prixMax=40000/);
    await page.getByLabel('Taille', { exact: true }).selectOption('M');
    await page.waitForURL(/taille=M/);
    expect(params(page).get('prixMax')).toBe('40000');
    await expectListObeys(page, 40000, 'M');
    const filtered = await listedIds(page);

    // The same list after a reload: the address is the filter.
    await page.reload();
    await productLinks(page.getByRole('main')).first().waitFor();
    expect(await page.getByLabel('Prix maximum (CFA)').inputValue()).toBe('40000');
    expect(await page.getByLabel('Taille', { exact: true }).inputValue()).toBe('M');
    await expect.poll(() => listedIds(page)).toEqual(filtered);

    // Back undoes the size, not the whole filter.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('taille'));
    expect(params(page).get('prixMax')).toBe('40000');
    await expect.poll(() => page.getByLabel('Taille', { exact: true }).inputValue()).toBe('');

    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await page.waitForURL(`${baseUrl()}/femme`);
    await expect.poll(() => page.getByLabel('Prix maximum (CFA)').inputValue()).toBe('');
    await expect.poll(async () => Math.max(...(await listedPrices(page)))).toBeGreaterThan(40000);
  });

  test('desktop: a wrong range is said in French and never applied', async () => {
    const { page } = desktop;
    await page.goto('/products');
    await page.getByLabel('Prix minimum (CFA)').fill('50000');
    await page.getByLabel('Prix maximum (CFA)').fill('1000');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Le prix minimum doit être inférieur ou égal au prix maximum.' })
      .waitFor();
    expect(params(page).has('prixMin')).toBe(false);
  });

  test('desktop: a price typed before the list has woken up is kept, and Enter then applies it', async () => {
    const { context, page } = await newVisitor('desktop');
    try {
      // The amount is typed into the field the server drew, while the collection's code is on its way.
      await openWithChunkHeld(page, '/femme', '**/collection.page-*.js', 5000);
      const field = page.getByLabel('Prix maximum (CFA)');
      await field.fill('40 000');
      await field.press('Enter');
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-shop-ready'))).toBe(false);
      await page.waitForSelector('html[data-shop-ready]', { state: 'attached' });
      expect(params(page).has('prixMax')).toBe(false);
      expect(await field.inputValue()).toBe('40 000');
      await field.press('Enter');
      await page.waitForURL(/prixMax=40000/);
    } finally {
      await context.close();
    }
  });

  test('a shared filtered link is drawn by the server with the filtered list', async () => {
    const html = await (await fetch(`${baseUrl()}/femme?prixMax=40000&taille=M`)).text();
    const { products } = await api<{ products: ApiProduct[] }>(
      `/api/categories/femme/products?limit=100&maxPrice=61.06&size=M`,
    );
    const allowed = new Set(products.map((product) => product.id));
    const drawn = [...html.matchAll(/href="\/product\/([0-9a-f]{24})"/g)].map((match) => match[1]!);
    expect(allowed.size).toBeGreaterThan(0);
    expect(drawn.length).toBeGreaterThan(0);
    for (const id of drawn) expect(allowed.has(id), id).toBe(true);
  });

  test('phone: the children filter panel narrows /enfant by age size and price', async () => {
    const { page } = phone;
    await page.goto('/enfant');
    await productLinks(page.getByRole('main')).first().waitFor();
    await page.getByRole('button', { name: 'Filtres' }).click();
    const panel = page.getByRole('dialog', { name: 'Filtres' });
    await panel.getByLabel('Taille', { exact: true }).selectOption('4 ans');
    await page.waitForURL(/taille=4\+ans|taille=4%20ans/);
    await panel.getByLabel('Prix maximum (CFA)').fill('30000');
    await panel.getByRole('button', { name: 'Appliquer' }).click();
    await page.waitForURL(/prixMax=30000/);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    await expectListObeys(page, 30000, '4 ans');
  });
});

describe('finding things: suggestions while typing', () => {
  let desktop: Awaited<ReturnType<typeof newVisitor>>;
  let phone: Awaited<ReturnType<typeof newVisitor>>;
  beforeAll(async () => {
    desktop = await newVisitor('desktop');
    phone = await newVisitor('mobile');
  });
  afterAll(async () => {
    await desktop?.context.close();
    await phone?.context.close();
  });

  async function chooseWithKeyboard(page: Page, field: ReturnType<Page['getByRole']>) {
    await page.keyboard.type('boub', { delay: 40 });
    // The list settles once the answer for the whole term is in (earlier terms' answers show meanwhile).
    await page
      .getByRole('banner')
      .getByRole('status')
      .filter({ hasText: /^\d+ suggestions?$/ })
      .waitFor();
    const list = page.getByRole('listbox', { name: 'Suggestions de recherche' });
    const first = list
      .getByRole('option')
      .filter({ hasText: /boubou/i })
      .first();
    await first.waitFor();
    await expect.poll(() => field.getAttribute('aria-expanded')).toBe('true');
    const name = (await first.locator('span span').first().textContent()) ?? '';
    expect(name).toMatch(/boubou/i);
    await page.keyboard.press('ArrowDown');
    expect(await field.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product\/[0-9a-f]{24}$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
  }

  test('desktop: « boub » suggests boubous; the arrow and Enter open the first', async () => {
    const { page } = desktop;
    await page.goto('/');
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Rechercher un produit' });
    await field.focus();
    await chooseWithKeyboard(page, field);
  });

  test('desktop: a search typed before the header has woken up is kept, and Enter then searches it', async () => {
    const { context, page } = await newVisitor('desktop');
    try {
      // The search is typed into the field the server drew, while the header's code is on its way.
      await openWithChunkHeld(page, '/', '**/site-header-*.js', 5000);
      const field = page.getByRole('banner').getByRole('combobox', { name: 'Rechercher un produit' });
      await field.fill('boubou');
      await field.press('Enter');
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-shop-ready'))).toBe(false);
      await page.waitForSelector('html[data-shop-ready]', { state: 'attached' });
      expect(page.url()).toBe(`${baseUrl()}/`);
      expect(await field.inputValue()).toBe('boubou');
      await field.press('Enter');
      await page.waitForURL(/boubou/);
    } finally {
      await context.close();
    }
  });

  test('desktop: a category suggestion opens the category, Escape closes the list first', async () => {
    const { page } = desktop;
    await page.goto('/products');
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Rechercher un produit' });
    await field.focus();
    await page.keyboard.type('tradi', { delay: 40 });
    const option = page.getByRole('option', { name: /Traditionnelle\s*Catégorie/ });
    await option.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => field.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    await option.waitFor();
    // Up from the field goes to the last option (« Voir tous les résultats »), once more to the category.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/traditionnelle`);
  });

  test('phone: the search panel suggests too', async () => {
    const { page } = phone;
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Ouvrir la recherche' }).click();
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Rechercher un produit' });
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    await chooseWithKeyboard(page, field);
  });
});

describe('finding things: the size guide', () => {
  let desktop: Awaited<ReturnType<typeof newVisitor>>;
  let phone: Awaited<ReturnType<typeof newVisitor>>;
  beforeAll(async () => {
    desktop = await newVisitor('desktop');
    phone = await newVisitor('mobile');
  });
  afterAll(async () => {
    await desktop?.context.close();
    await phone?.context.close();
  });

  async function openAndCloseWithKeyboard(page: Page, rowHeader: string) {
    const button = page.getByRole('button', { name: 'Guide des tailles' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Guide des tailles' });
    await dialog.waitFor();
    await dialog.getByRole('rowheader', { name: rowHeader, exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
  }

  test('desktop: a dress has the adults’ guide, opened and closed with the keyboard; jewellery has none', async () => {
    const { page } = desktop;
    const { products } = await api<{ products: ApiProduct[] }>(
      '/api/categories/femme/products?limit=10&size=M',
    );
    await page.goto(`/product/${products[0]!.id}`);
    await openAndCloseWithKeyboard(page, 'XXL');

    const jewels = await api<{ products: ApiProduct[] }>('/api/categories/bijoux/products?limit=1');
    await page.goto(`/product/${jewels.products[0]!.id}`);
    await page.getByRole('heading', { level: 1, name: jewels.products[0]!.name }).waitFor();
    expect(await page.getByRole('button', { name: 'Guide des tailles' }).count()).toBe(0);
  });

  test('phone: a child’s piece has the guide by age', async () => {
    const { page } = phone;
    const { products } = await api<{ products: ApiProduct[] }>(
      '/api/categories/enfant/products?limit=10&size=4%20ans',
    );
    await page.goto(`/product/${products[0]!.id}`);
    await openAndCloseWithKeyboard(page, '4 ans');
  });
});
