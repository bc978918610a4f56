import { storefrontRoughTexts } from '@teranga/messages';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  baseUrl,
  chooseOptions,
  connectBrowser,
  findProduct,
  newVisitor,
  productLinks,
  registerCustomer,
  signIn,
  uniqueEmail,
  visitorForThisFile,
  waitForShopInContext,
} from '../support/shop';

/** The phone of the issue: 390 × 844. */
async function phoneVisitor(): Promise<{ context: BrowserContext; page: Page }> {
  const browser = await connectBrowser();
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'fr-FR',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  context.setDefaultTimeout(15_000);
  waitForShopInContext(context);
  return { context, page: await context.newPage() };
}

/** How far the page reaches past the window's right edge (0 when nothing sticks out). */
const overflow = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    let right = document.documentElement.scrollWidth;
    for (const element of document.querySelectorAll('main *')) {
      right = Math.max(right, element.getBoundingClientRect().right);
    }
    return Math.max(0, Math.ceil(right - width));
  });

/** The cards of a list grouped by row (their top edge): how many per row, and their heights. */
async function rowsOf(cards: Locator): Promise<Array<{ count: number; heights: number[] }>> {
  const boxes = await cards.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { top: Math.round(box.top + window.scrollY), height: Math.round(box.height) };
    }),
  );
  const rows = new Map<number, number[]>();
  for (const { top, height } of boxes) rows.set(top, [...(rows.get(top) ?? []), height]);
  return [...rows.values()].map((heights) => ({ count: heights.length, heights }));
}

const t = storefrontRoughTexts;

/** The rough edges of issue 17, each seen in the browser, on a desktop and on a phone. */
describe('the storefront without its rough edges', () => {
  const visitor = visitorForThisFile();

  test('the advanced order search fits a phone screen, its results included', async () => {
    const email = uniqueEmail('recherche');
    await registerCustomer(email);
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailOrPhone: email, password: 'Baobab2024' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const product = await findProduct((p) => (p.inventory?.quantity ?? 0) > 10);
    const order = await fetch(`${baseUrl()}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        items: [{ productId: product._id, quantity: 1 }],
        paymentMethod: 'wave',
        payerPhone: '+221770000001',
      }),
    });
    expect(order.status).toBe(201);

    const { context, page } = await phoneVisitor();
    try {
      await page.goto('/login');
      await signIn(page, email, 'Baobab2024');
      await page.waitForURL(`${baseUrl()}/`);
      await page.goto('/recherche-avancee?status=');
      const results = page.getByRole('main').getByRole('table');
      await results.getByRole('link', { name: /TRG-/ }).waitFor();
      expect(await overflow(page)).toBe(0);
      // Every column of the order is on screen, its total included (no sideways scrolling to reach it).
      const cells = await results.getByRole('cell').all();
      for (const cell of cells) {
        const box = await cell.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      }
    } finally {
      await context.close();
    }
  });

  test('the currency flags are images with text alternatives, not emoji', async () => {
    const { page } = visitor;
    await page.goto('/');
    const currencies = page.getByRole('radiogroup', { name: 'Devise' });
    for (const alt of Object.values(t.flags)) {
      const flag = currencies.getByRole('img', { name: alt });
      await flag.waitFor();
      // Drawn: a loaded image with a size, whatever fonts the system has.
      expect(await flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
        true,
      );
    }
    expect(await currencies.textContent()).not.toMatch(/\p{Regional_Indicator}/u);
    await currencies.getByRole('radio', { name: 'Euro' }).waitFor();
  });

  test('product grids: full rows of cards of equal height, four featured on one row', async () => {
    const { page } = visitor;
    await page.goto('/products');
    const cards = page.getByRole('main').getByRole('article');
    await cards.nth(11).waitFor();
    const rows = await rowsOf(cards);
    // Twelve cards, every row full: no 2-card last row.
    expect(new Set(rows.map((row) => row.count)).size).toBe(1);
    for (const row of rows)
      expect(Math.max(...row.heights) - Math.min(...row.heights)).toBeLessThanOrEqual(1);

    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Produits en Vedette' }).getByRole('article');
    await featured.nth(3).waitFor();
    const featuredRows = await rowsOf(featured);
    expect(featuredRows.map((row) => row.count)).toEqual([4]);
  });

  test('a phone has a search in its header: it opens from the bar, by keyboard too, and searches', async () => {
    const { context, page } = await phoneVisitor();
    try {
      await page.goto('/products');
      await page.getByRole('main').getByRole('article').first().waitFor();
      const banner = page.getByRole('banner');
      const open = banner.getByRole('button', { name: t.header.openSearch });
      expect(await open.isVisible()).toBe(true);
      await open.focus();
      await page.keyboard.press('Enter');
      const box = banner.getByRole('combobox', { name: 'Rechercher un produit' });
      await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type('boubou');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl()}/products?search=boubou`);
      await productLinks(page.getByRole('main')).first().waitFor();
      // Polled: with a core taken by a busy loop, two journey runs of four
      // measured 15 px once right after the results came (the cause was not found). A page that stays too wide fails.
      await expect.poll(() => overflow(page)).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('every route has its own French tab title, and a product page its description', async () => {
    const { page } = visitor;
    const seen = new Set<string>();
    for (const [path, expected] of [
      ['/', t.routeTitles['/']],
      ['/products', t.routeTitles['/products']],
      ['/traditionnelle', t.routeTitles['/traditionnelle']],
      ['/cart', t.routeTitles['/cart']],
      ['/login', t.routeTitles['/login']],
      ['/guide-des-tailles', t.routeTitles['/guide-des-tailles']],
      ['/category/bijoux', 'Bijoux'],
      ['/une-page-qui-n-existe-pas', t.routeTitles['*']],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => page.title()).toBe(`${expected} — Teranga`);
      seen.add(await page.title());
    }
    expect(seen.size).toBe(8);

    const product = await findProduct((p) => (p.inventory?.quantity ?? 0) > 10);
    await page.goto(`/product/${product._id}`);
    await page.getByRole('main').getByRole('heading', { level: 1, name: product.name }).waitFor();
    await expect.poll(() => page.title()).toBe(`${product.name} — Teranga`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    const detail = (await (await fetch(`${baseUrl()}/api/products/${product._id}`)).json()) as {
      data: { product: { description: string } };
    };
    expect(description?.length).toBeGreaterThan(20);
    expect(
      detail.data.product.description.replace(/\s+/g, ' ').startsWith(description?.replace(/…$/, '') ?? '-'),
    ).toBe(true);
  });

  test('Accessoires, Bijoux and Chaussures are in the menus, on a desktop and on a phone', async () => {
    const { page } = visitor;
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await nav.getByRole('button', { name: 'Catégories' }).click();
    for (const name of Object.values(t.moreCategories)) await page.getByRole('menuitem', { name }).waitFor();
    await page.getByRole('menuitem', { name: t.moreCategories.jewellery }).click();
    await page.waitForURL(`${baseUrl()}/category/bijoux`);
    await page.getByRole('heading', { level: 1, name: 'Bijoux' }).waitFor();

    const { context, page: phone } = await newVisitor('mobile');
    try {
      await phone.goto('/');
      await phone.getByRole('button', { name: 'Ouvrir le menu' }).click();
      const menu = phone.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('link', { name: t.moreCategories.accessories }).waitFor();
      await menu.getByRole('link', { name: t.moreCategories.shoes }).click();
      await phone.waitForURL(`${baseUrl()}/category/chaussures`);
      await phone.getByRole('heading', { level: 1, name: 'Chaussures' }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('a cart line links back to its product', async () => {
    const { page } = visitor;
    const product = await findProduct((p) => (p.inventory?.quantity ?? 0) > 10);
    await page.goto(`/product/${product._id}`);
    await chooseOptions(page);
    await page.getByRole('main').getByRole('button', { name: 'Acheter maintenant' }).click();
    await page.waitForURL(`${baseUrl()}/cart`);
    const line = page
      .getByRole('list', { name: 'Articles du panier' })
      .getByRole('article', { name: product.name });
    await line.getByRole('link', { name: product.name }).click();
    await page.waitForURL(`${baseUrl()}/product/${product._id}`);
    await page.getByRole('main').getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.evaluate(() => localStorage.removeItem('cart-storage'));
  });

  test('/vitrine shows the catalogue: its categories and four featured products, no placeholder', async () => {
    const { page } = visitor;
    await page.goto('/vitrine');
    const main = page.getByRole('main');
    for (const name of ['Femme', 'Traditionnelle', 'Bijoux'])
      await main
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .first()
        .waitFor();
    const cards = productLinks(main);
    await cards.nth(3).waitFor();
    expect(await cards.count()).toBe(4);
    // Other journeys may feature a product of their own without pictures: only those may show the missing-image tile.
    let withoutPictures = 0;
    for (const link of await cards.all()) {
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/product\/[0-9a-f]{24}$/);
      const answer = await page.request.get(`${baseUrl()}/api${href.replace('/product/', '/products/')}`);
      const product = ((await answer.json()) as { data: { product: { images?: unknown[] } } }).data.product;
      if (!product.images?.length) withoutPictures += 1;
    }
    expect(await main.getByText('Image non disponible').count()).toBe(withoutPictures);
    for (const sample of ['Fashion', 'Home Decor', 'Robe wax Dakar'])
      expect(await main.getByText(sample, { exact: true }).count()).toBe(0);
  });

  test('/list-item is a form of one column on a phone, two on a desktop, its button after the last field', async () => {
    const layout = async (page: Page) => {
      await page.goto('/list-item');
      const form = page.getByRole('main').locator('form');
      await form.getByRole('textbox', { name: 'Titre' }).waitFor();
      return form.evaluate((element) => {
        const fields = [...element.querySelectorAll('input, select, [data-slot="image-picker"]')].filter(
          (field) => field.getBoundingClientRect().width > 0 && (field as HTMLInputElement).type !== 'file',
        );
        const lefts = new Set(fields.map((field) => Math.round(field.getBoundingClientRect().left)));
        const lastBottom = Math.max(...fields.map((field) => field.getBoundingClientRect().bottom));
        const button = element.querySelector('button[type="submit"]')?.getBoundingClientRect();
        return { columns: lefts.size, buttonBelow: (button?.top ?? 0) >= lastBottom };
      });
    };
    expect(await layout(visitor.page)).toEqual({ columns: 2, buttonBelow: true });
    const { context, page } = await phoneVisitor();
    try {
      expect(await layout(page)).toEqual({ columns: 1, buttonBelow: true });
      expect(await overflow(page)).toBe(0);
    } finally {
      await context.close();
    }
  });
});
