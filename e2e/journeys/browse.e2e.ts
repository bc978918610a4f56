import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, disconnectBrowser, newVisitor, productLinks } from '../support/shop';

/** An amount in CFA francs as the shop writes it: '40 544,5 CFA' (fr-FR digits). */
const XOF = /^\d[\d\s,]*CFA$/;

describe('a visitor browsing the shop', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newVisitor());
  });
  afterAll(async () => {
    await context.close();
    await disconnectBrowser();
  });

  test('goes from the home page to a collection, then to a product', async () => {
    await page.goto('/');
    expect(await page.title()).toContain('Teranga');
    const categories = page.getByRole('region', { name: 'Shop by Category' });
    // The category tiles come from the backend, each with its product count.
    const femme = categories.getByRole('link', { name: /^Femme\s*\d+\s+produits$/ });
    const count = Number((await femme.innerText()).match(/(\d+)\s+produits/)?.[1]);
    expect(count).toBeGreaterThan(1);
    // Home shows the first 4 featured products.
    await expect
      .poll(() => productLinks(page.getByRole('region', { name: 'Produits en Vedette' })).count())
      .toBe(4);

    await femme.click();
    await page.waitForURL(`${baseUrl()}/femme`);
    await page.getByRole('heading', { level: 1, name: 'Collection Femme' }).waitFor();
    await page.getByText(`${count} produits`, { exact: true }).waitFor();
    // Every card of the collection is a woman's piece.
    const main = page.getByRole('main');
    await productLinks(main).first().waitFor();
    const categoryLabels = await main.getByRole('article').getByRole('paragraph').allTextContents();
    expect(new Set(categoryLabels)).toEqual(new Set(['Femme']));

    const firstProduct = productLinks(main).first();
    const name = (await firstProduct.textContent()) ?? '';
    await page.evaluate(() => window.scrollTo(0, 600));
    await firstProduct.click();
    await page.waitForURL(/\/product\/[0-9a-f]{24}$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    // A new path starts at the top of the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Prices in XOF first, with EUR and USD equivalents.
    await main.getByText(XOF).first().waitFor();
    await main
      .getByText(/^≈ [\d,]+€ · ≈ \$[\d,]+$/)
      .first()
      .waitFor();
    const breadcrumb = page.getByRole('navigation', { name: "Fil d'Ariane" });
    await breadcrumb.getByRole('link', { name: 'Accueil' }).waitFor();
    await breadcrumb.getByRole('link', { name: 'Femme' }).waitFor();
    await breadcrumb.getByText(name, { exact: true }).waitFor();
    // Four related products.
    await expect
      .poll(() => productLinks(page.getByRole('region', { name: 'Produits similaires' })).count())
      .toBe(4);
  });

  test('the Parcourir button of the hero scrolls to the categories', async () => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Shop by Category' }).getByRole('link').first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Parcourir' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

  test('switching currency shows prices in euros first, then back in CFA', async () => {
    await page.goto('/products');
    const card = page.getByRole('main').getByRole('article').first();
    await card.getByText(XOF).first().waitFor();
    await card.getByText(/^≈ [\d,]+€ · ≈ \$[\d,]+$/).waitFor();
    await page.getByRole('radio', { name: 'Euro' }).click();
    await card
      .getByText(/^[\d,]+€$/)
      .first()
      .waitFor();
    await card.getByText(/^≈ [\d\s,]+CFA · ≈ \$[\d,]+$/).waitFor();
    // The choice is kept across pages.
    await page.reload();
    await card
      .getByText(/^[\d,]+€$/)
      .first()
      .waitFor();
    await page.getByRole('radio', { name: 'Franc CFA' }).click();
    await card.getByText(XOF).first().waitFor();
  });

  test('an unknown path shows the French 404 page', async () => {
    await page.goto('/cette-page-nexiste-pas');
    await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await page.waitForURL(`${baseUrl()}/`);
  });

  test('a doubled slash before the sign-in return path is folded into one', async () => {
    await page.goto(`${baseUrl()}//auth/success?error=Acc%C3%A8s%20refus%C3%A9`);
    expect(new URL(page.url()).pathname).toBe('/auth/success');
    await page.getByRole('alert').getByText('Accès refusé').waitFor();
  });
});
