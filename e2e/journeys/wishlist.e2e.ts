import { messages } from '@teranga/messages';
import { describe, expect, test } from 'vitest';
import {
  baseUrl,
  findProduct,
  registerCustomer,
  signIn,
  storedToken,
  uniqueEmail,
  visitorForThisFile,
} from '../support/shop';

const NOTE = 'Pour le mariage de ma sœur, taille L';

describe('the wishlist', () => {
  const visitor = visitorForThisFile();

  const prompt = () => visitor.page.getByRole('dialog', { name: 'Connexion requise' });
  const favouriteButton = () =>
    visitor.page.getByRole('main').getByRole('button', { name: 'Ajouter aux favoris' });

  test('a guest is asked to sign in; the prompt closes on "Plus tard" and by itself after 5 s', async () => {
    const product = await findProduct(() => true);
    await visitor.page.goto(`/product/${product._id}`);
    await visitor.page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await favouriteButton().click();
    await prompt().getByText(messages.wishlist.signInToAdd).waitFor();
    await prompt().getByRole('button', { name: 'Plus tard' }).click();
    await expect.poll(() => prompt().count()).toBe(0);
    expect(visitor.page.url()).toBe(`${baseUrl()}/product/${product._id}`);

    await favouriteButton().click();
    await prompt().waitFor();
    const opened = Date.now();
    await expect.poll(() => prompt().count(), { timeout: 8000, interval: 250 }).toBe(0);
    expect(Date.now() - opened).toBeGreaterThan(4000);

    // The wishlist page itself asks for a sign-in.
    await visitor.page.goto('/wishlist');
    await visitor.page.waitForURL(`${baseUrl()}/login?redirect=wishlist`);
  });

  test('signed in from the prompt, adds a product, keeps a note, then removes it', async () => {
    const email = uniqueEmail('favoris');
    await registerCustomer(email);
    const product = await findProduct((p) => p.name.includes('boubou'));
    await visitor.page.goto(`/product/${product._id}`);
    await visitor.page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await favouriteButton().click();
    await prompt().getByRole('button', { name: 'Se connecter' }).click();
    await visitor.page.waitForURL(`${baseUrl()}/login?redirect=wishlist`);
    await signIn(visitor.page, email, 'Baobab2024');
    await visitor.page.waitForURL(`${baseUrl()}/wishlist`);
    await visitor.page.getByRole('heading', { level: 1, name: 'Mes Favoris' }).waitFor();
    await visitor.page.getByText('Aucun favori pour le moment').waitFor();
    await visitor.page.getByRole('banner').getByRole('link', { name: 'Favoris', exact: true }).waitFor();

    await visitor.page.goto(`/product/${product._id}`);
    // From the keyboard, on a slow line: the heart keeps the focus while its press is on its way, and after.
    await visitor.page.route('**/api/wishlist/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.fallback();
    });
    await favouriteButton().focus();
    await visitor.page.keyboard.press('Enter');
    await visitor.page.keyboard.press('Enter');
    const heart = visitor.page
      .getByRole('main')
      .getByRole('button', { name: /^(Ajouter aux|Retirer des) favoris$/ });
    const hasFocus = () => heart.evaluate((button) => button === document.activeElement);
    expect(await hasFocus()).toBe(true);
    await visitor.page.getByRole('main').getByRole('button', { name: 'Retirer des favoris' }).waitFor();
    expect(await hasFocus()).toBe(true);
    await visitor.page.unroute('**/api/wishlist/**');
    await visitor.page.getByRole('banner').getByRole('link', { name: 'Favoris 1' }).waitFor();

    await visitor.page.getByRole('banner').getByRole('link', { name: 'Favoris 1' }).click();
    await visitor.page.waitForURL(`${baseUrl()}/wishlist`);
    const item = visitor.page
      .getByRole('list', { name: 'Mes favoris' })
      .getByRole('article', { name: product.name });
    await item.getByText(/^Ajouté le /).waitFor();
    await item.getByText('Aucune note').waitFor();
    await item.getByRole('button', { name: 'Ajouter une note' }).click();
    await item.getByRole('textbox', { name: 'Note' }).fill(NOTE);
    await item.getByRole('button', { name: 'Enregistrer' }).click();
    await item.getByText(NOTE).waitFor();
    await item.getByRole('button', { name: 'Modifier la note' }).waitFor();

    // The note is kept by the server: still there after a reload.
    await visitor.page.reload();
    await item.getByText(NOTE).waitFor();
    const saved = await fetch(`${baseUrl()}/api/wishlist`, {
      headers: { authorization: `Bearer ${await storedToken(visitor.page)}` },
    });
    const body = (await saved.json()) as { data: { items: Array<{ productId: string; notes: string }> } };
    expect(body.data.items).toEqual([expect.objectContaining({ productId: product._id, notes: NOTE })]);

    // A boubou has sizes: « Ajouter au panier » opens the product to choose one instead of adding a line with none.
    expect(product.sizes?.length ?? 0).toBeGreaterThan(1);
    await item.getByRole('button', { name: 'Ajouter au panier' }).click();
    await visitor.page.waitForURL(`${baseUrl()}/product/${product._id}`);
    await visitor.page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const cartLink = visitor.page.getByRole('banner').getByRole('link', { name: /^Panier/ });
    expect(await cartLink.textContent()).not.toMatch(/\d/);
    await visitor.page.goBack();

    // 'Voir' leads to the product.
    await item.getByRole('link', { name: 'Voir' }).click();
    await visitor.page.waitForURL(`${baseUrl()}/product/${product._id}`);
    await visitor.page.goBack();

    // Removed from the keyboard, the last favourite leaves the focus on the empty list's way on (not on <body>).
    await item.getByRole('button', { name: 'Retirer' }).press('Enter');
    await visitor.page.getByText('Aucun favori pour le moment').waitFor();
    const discover = visitor.page.getByRole('main').getByRole('link', { name: 'Découvrir la boutique' });
    await expect.poll(() => discover.evaluate((link) => link === document.activeElement)).toBe(true);
    await visitor.page.getByRole('banner').getByRole('link', { name: 'Favoris', exact: true }).waitFor();
  });
});
