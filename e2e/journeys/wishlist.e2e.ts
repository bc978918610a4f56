import { messages } from '@teranga/headless';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  baseUrl,
  disconnectBrowser,
  findProduct,
  newVisitor,
  registerCustomer,
  signIn,
  storedToken,
  uniqueEmail,
} from '../support/shop';

const NOTE = 'Pour le mariage de ma sœur, taille L';

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

  const prompt = () => page.getByRole('dialog', { name: 'Connexion requise' });
  const favouriteButton = () => page.getByRole('main').getByRole('button', { name: 'Ajouter aux favoris' });

  test('a guest is asked to sign in; the prompt closes on "Plus tard" and by itself after 5 s', async () => {
    const product = await findProduct(() => true);
    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await favouriteButton().click();
    await prompt().getByText(messages.wishlist.signInToAdd).waitFor();
    await prompt().getByRole('button', { name: 'Plus tard' }).click();
    await expect.poll(() => prompt().count()).toBe(0);
    expect(page.url()).toBe(`${baseUrl()}/product/${product._id}`);

    await favouriteButton().click();
    await prompt().waitFor();
    const opened = Date.now();
    await expect.poll(() => prompt().count(), { timeout: 8000, interval: 250 }).toBe(0);
    expect(Date.now() - opened).toBeGreaterThan(4000);

    // The wishlist page itself asks for a sign-in.
    await page.goto('/wishlist');
    await page.waitForURL(`${baseUrl()}/login?redirect=wishlist`);
  });

  test('signed in from the prompt, adds a product, keeps a note, then removes it', async () => {
    const email = uniqueEmail('favoris');
    await registerCustomer(email);
    const product = await findProduct((p) => p.name.includes('boubou'));
    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await favouriteButton().click();
    await prompt().getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${baseUrl()}/login?redirect=wishlist`);
    await signIn(page, email, 'Secret123');
    await page.waitForURL(`${baseUrl()}/wishlist`);
    await page.getByRole('heading', { level: 1, name: 'Mes Favoris' }).waitFor();
    await page.getByText('Aucun favori pour le moment').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Favoris', exact: true }).waitFor();

    await page.goto(`/product/${product._id}`);
    await favouriteButton().click();
    await page.getByRole('main').getByRole('button', { name: 'Retirer des favoris' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Favoris 1' }).waitFor();

    await page.getByRole('banner').getByRole('link', { name: 'Favoris 1' }).click();
    await page.waitForURL(`${baseUrl()}/wishlist`);
    const item = page.getByRole('list', { name: 'Mes favoris' }).getByRole('article', { name: product.name });
    await item.getByText(/^Ajouté le /).waitFor();
    await item.getByText('Aucune note').waitFor();
    await item.getByRole('button', { name: 'Ajouter une note' }).click();
    await item.getByRole('textbox', { name: 'Note' }).fill(NOTE);
    await item.getByRole('button', { name: 'Enregistrer' }).click();
    await item.getByText(NOTE).waitFor();
    await item.getByRole('button', { name: 'Modifier la note' }).waitFor();

    // The note is kept by the server: still there after a reload.
    await page.reload();
    await item.getByText(NOTE).waitFor();
    const saved = await fetch(`${baseUrl()}/api/wishlist`, {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
    });
    const body = (await saved.json()) as { data: { items: Array<{ productId: string; notes: string }> } };
    expect(body.data.items).toEqual([expect.objectContaining({ productId: product._id, notes: NOTE })]);

    // 'Voir' leads to the product.
    await item.getByRole('link', { name: 'Voir' }).click();
    await page.waitForURL(`${baseUrl()}/product/${product._id}`);
    await page.goBack();

    await item.getByRole('button', { name: 'Retirer' }).click();
    await page.getByText('Aucun favori pour le moment').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Favoris', exact: true }).waitFor();
  });
});
