import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, disconnectBrowser, newVisitor } from '../support/shop';

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
    await expect.poll(() => page.title()).toContain('Teranga');
    await page.getByRole('heading', { name: 'Shop by Category' }).waitFor();
    await page.getByRole('heading', { name: 'Produits en Vedette' }).waitFor();
    // The category tiles come from the backend, with their product counts.
    const femme = page.getByRole('link', { name: /Femme.*\d+ produits?/ }).first();
    await femme.click();
    await page.waitForURL(`${baseUrl()}/femme`);
    await page.getByRole('heading', { level: 1, name: 'Collection Femme' }).waitFor();
    const firstProduct = page.locator('a[href^="/product/"]').first();
    const name = (await firstProduct.getAttribute('aria-label')) ?? (await firstProduct.innerText());
    await page.evaluate(() => window.scrollTo(0, 400));
    await firstProduct.click();
    await page.waitForURL(/\/product\/[0-9a-f]{24}$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(name.length).toBeGreaterThan(0);
    // A new path starts at the top of the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Prices in XOF first, with EUR and USD equivalents.
    await page
      .getByText(/\d CFA/)
      .first()
      .waitFor();
    await page.getByText(/≈ .*€/).first().waitFor();
    await page
      .getByRole('navigation', { name: "Fil d'Ariane" })
      .getByRole('link', { name: 'Accueil' })
      .waitFor();
  });

  test('the Parcourir button of the hero scrolls to the categories', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Parcourir' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

  test('switching currency shows prices in euros', async () => {
    await page.goto('/products');
    await page
      .getByText(/\d CFA/)
      .first()
      .waitFor();
    await page
      .getByRole('combobox', { name: /Devise/ })
      .first()
      .selectOption('EUR');
    await page.locator('a[href^="/product/"]').first().waitFor();
    await expect.poll(() => page.getByText(/^\d[\d\s,]*€$/).count()).toBeGreaterThan(0);
    await page
      .getByRole('combobox', { name: /Devise/ })
      .first()
      .selectOption('XOF');
  });

  test('an unknown path shows the French 404 page', async () => {
    await page.goto('/cette-page-nexiste-pas');
    await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await page.waitForURL(`${baseUrl()}/`);
  });

  test('a doubled slash before the sign-in return path is folded into one', async () => {
    await page.goto(`${baseUrl()}//auth/success?error=Acc%C3%A8s%20refus%C3%A9`);
    expect(new URL(page.url()).pathname).toBe('/auth/success');
    await page.getByText('Accès refusé').waitFor();
  });
});
