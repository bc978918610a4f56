import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, disconnectBrowser, findProduct, newVisitor, uniqueEmail } from '../support/shop';

describe('checking out', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newVisitor());
  });
  afterAll(async () => {
    await context.close();
    await disconnectBrowser();
  });

  test('signed out, the payment waits for a new account, then finishes by itself', async () => {
    const product = await findProduct((p) => (p.inventory?.quantity ?? 0) > 10);
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: 'Acheter maintenant' }).click();
    await page.waitForURL(`${baseUrl()}/cart`);
    await page.getByRole('radio', { name: /Orange Money/ }).click();
    await page.getByRole('button', { name: /^Payer/ }).click();
    await page.waitForURL(`${baseUrl()}/login?redirect=checkout`);

    await page
      .getByRole('link', { name: /inscri/i })
      .first()
      .click();
    await page.waitForURL(`${baseUrl()}/register`);
    await page.getByLabel('Prénom').fill('Khady');
    await page.getByLabel('Nom', { exact: true }).fill('Faye');
    await page.getByLabel('Email').fill(uniqueEmail('khady'));
    await page.getByLabel('Mot de passe', { exact: true }).fill('Teranga2025');
    await page.getByLabel('Confirmer le mot de passe').fill('Teranga2025');
    await page.getByRole('button', { name: /Créer mon compte|S'inscrire/ }).click();

    // Back on the cart, the pending payment runs: 'Traitement...' 2 s, the confirmation 2 s, then the confirmation page.
    await page.waitForURL(`${baseUrl()}/cart`);
    await page.getByText('Traitement...').first().waitFor();
    await page.getByText('Commande confirmée !').waitFor();
    await page.getByText('Votre paiement a été traité avec succès.').waitFor();
    await page.waitForURL(`${baseUrl()}/order-confirmation`, { timeout: 10_000 });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-storage') ?? '{}'));
    expect(stored.state.items).toEqual([]);
  });
});
