import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import {
  baseUrl,
  connectBrowser,
  disconnectBrowser,
  findProduct,
  newVisitor,
  registerCustomer,
  signIn,
  uniqueEmail,
} from '../support/shop';

// Storefront pages come drawn from the server (issue 16): readable before any script, then taken over by the shop
// without being drawn again, and what only the browser knows (session, cart, favourites, currency) shows right after.

/** Prices in CFA francs as the shop writes them: '13 119 CFA'. */
const XOF = /^[\d\s]+CFA$/;

/**
 * Remembers the page's first heading as the HTML parser made it, before the shop's scripts have run; `adopted` then
 * tells whether that very element is still on the page (a page drawn again by the browser would have new elements).
 */
async function watchServerHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const scope = window as unknown as { serverHeading?: Element | null };
      if (document.readyState === 'interactive') scope.serverHeading = document.querySelector('main h1');
    });
  });
}
const adopted = (page: Page) =>
  page.evaluate(() => {
    const { serverHeading } = window as unknown as { serverHeading?: Element | null };
    return Boolean(serverHeading?.isConnected) && serverHeading === document.querySelector('main h1');
  });

/** Errors the page reports: React's hydration mismatches among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

afterAll(async () => {
  await disconnectBrowser();
});

describe('storefront pages drawn on the server', () => {
  test('without JavaScript, home, a collection and a product page show their text and prices', async () => {
    const browser = await connectBrowser();
    const context = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'fr-FR',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.goto('/femme');
      await page.getByRole('heading', { level: 1, name: 'Collection Femme' }).waitFor();
      await page.getByRole('main').getByText(XOF).first().waitFor();
      const product = await findProduct((p) => (p.inventory?.quantity ?? 0) > 0);
      await page.goto(`/product/${product._id}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      await page.getByRole('main').getByText(XOF).first().waitFor();
    } finally {
      await context.close();
    }
  });

  test('the shop takes the drawn page over as it is, with no mismatch', async () => {
    const { context, page } = await newVisitor();
    const errors = collectErrors(page);
    try {
      await watchServerHeading(page);
      for (const path of ['/', '/femme', '/category/bijoux']) {
        await page.goto(path);
        expect(await adopted(page), path).toBe(true);
      }
      // Taken over means working: the sort changes the list in place.
      await page.getByRole('main').getByRole('combobox', { name: 'Trier par' }).selectOption('price-asc');
      await page.waitForURL(/sort=price-asc/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a signed-in shopper with a cart, a favourite and euros sees them all once the page is taken over', async () => {
    const email = uniqueEmail('rendu-serveur');
    await registerCustomer(email);
    const { context, page } = await newVisitor();
    const errors = collectErrors(page);
    try {
      await page.goto('/login');
      await signIn(page, email, 'Baobab2024');
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      // Jewellery: nothing to choose (one size, one colour), so its cards have a quick add; the others link to their page.
      await page.goto('/category/bijoux');
      const quickAdd = page.getByRole('button', { name: 'Ajouter au panier', disabled: false });
      const card = page.getByRole('main').getByRole('article').filter({ has: quickAdd }).first();
      await card.getByRole('button', { name: /^Ajouter .* aux favoris$/ }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Favoris 1' }).waitFor();
      await card.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page
        .getByRole('dialog', { name: 'Ajouté au panier!' })
        .getByRole('button', { name: 'Continuer' })
        .click();
      await page.getByRole('banner').getByRole('link', { name: 'Panier 1' }).waitFor();
      await page.getByRole('radio', { name: 'Euro' }).click();

      await watchServerHeading(page);
      errors.length = 0;
      await page.reload();
      expect(await adopted(page)).toBe(true);
      const banner = page.getByRole('banner');
      await banner.getByRole('link', { name: 'Panier 1' }).waitFor();
      await banner.getByRole('link', { name: 'Favoris 1' }).waitFor();
      await page
        .getByRole('main')
        .getByText(/^[\d\s]+,\d{2}€$/)
        .first()
        .waitFor();
      // The cart page holds its lines' place on the server and shows them once taken over.
      await page.goto('/cart');
      await page.getByRole('list', { name: 'Articles du panier' }).getByRole('article').first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
