import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  baseUrl,
  disconnectBrowser,
  findProduct,
  newVisitor,
  registerCustomer,
  signIn,
  uniqueEmail,
} from '../support/shop';

describe('the wishlist', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newVisitor());
  });
  afterAll(async () => {
    await context.close();
    await disconnectBrowser();
  });

  test('a guest is asked to sign in, and the prompt closes by itself after 5 s', async () => {
    const product = await findProduct(() => true);
    await page.goto(`/product/${product._id}`);
    await page
      .getByRole('button', { name: /favoris/i })
      .first()
      .click();
    const prompt = page.getByRole('dialog');
    await prompt.getByText('Vous devez être connecté pour ajouter aux favoris').waitFor();
    await prompt.getByRole('button', { name: 'Plus tard' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page
      .getByRole('button', { name: /favoris/i })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 7000, interval: 500 }).toBe(0);

    await page.goto('/wishlist');
    await page.waitForURL(`${baseUrl()}/login?redirect=wishlist`);
  });

  test('signed in, adds a product, writes a note, then removes it', async () => {
    const email = uniqueEmail('favoris');
    await registerCustomer(email);
    const product = await findProduct(() => true);
    await page.goto(`/product/${product._id}`);
    await page
      .getByRole('button', { name: /favoris/i })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${baseUrl()}/login?redirect=wishlist`);
    await signIn(page, email, 'Secret123');
    await page.waitForURL(`${baseUrl()}/wishlist`);
    await page.getByText('Aucun favori pour le moment').waitFor();

    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: 'Ajouter aux favoris' }).click();
    await page.getByRole('button', { name: 'Retirer des favoris' }).waitFor();
    await page
      .getByRole('link', { name: /Favoris.*1|1.*favori/i })
      .first()
      .waitFor();

    await page.goto('/wishlist');
    const item = page.getByRole('listitem').filter({ hasText: product.name });
    await item.waitFor();
    await item.getByRole('textbox', { name: /Note/ }).fill('Pour le mariage de ma sœur');
    await item.getByRole('button', { name: /Enregistrer/ }).click();
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole('listitem')
          .filter({ hasText: product.name })
          .getByRole('textbox', { name: /Note/ })
          .inputValue(),
      )
      .toBe('Pour le mariage de ma sœur');

    await page
      .getByRole('listitem')
      .filter({ hasText: product.name })
      .getByRole('button', { name: /Retirer/ })
      .click();
    await page.getByText('Aucun favori pour le moment').waitFor();
  });
});
