import { newsletterTexts } from '@teranga/messages';
import { afterEach, describe, expect, test } from 'vitest';
import { baseUrl, newVisitor, registerCustomer, signIn, uniqueEmail } from '../support/shop';

type Visitor = Awaited<ReturnType<typeof newVisitor>>;

/** Sign-in rough edges (issue 17): provider errors in French, and the way back to the wishlist kept. */
describe('signing in from where the shopper was', () => {
  let visitor: Visitor | undefined;
  const open = async () => {
    visitor = await newVisitor();
    return visitor.page;
  };
  afterEach(async () => {
    await visitor?.context.close();
    visitor = undefined;
  });

  test('a provider’s access_denied reads in French on the return screen, not as a code', async () => {
    const page = await open();
    await page.goto('/auth/callback?error=access_denied&error_description=The+user+denied');
    await page
      .getByRole('alert')
      .getByText(newsletterTexts.oauthErrors.access_denied as string)
      .waitFor();
    expect(await page.getByText('access_denied').count()).toBe(0);
  });

  test('Google from the wishlist’s login prompt comes back to /wishlist', async () => {
    const page = await open();
    await page.goto('/products');
    await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('button', { name: /aux favoris$/ })
      .click();
    const prompt = page.getByRole('dialog', { name: 'Connexion requise' });
    await prompt.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${baseUrl()}/login?redirect=wishlist`);
    await page.getByRole('button', { name: 'Google' }).click();
    await page.getByText('Connexion réussie').waitFor();
    await page.waitForURL(`${baseUrl()}/wishlist`);
    await page.getByRole('banner').getByRole('button', { name: 'Mon compte' }).waitFor();
  });

  test('signing up from the wishlist’s login page also comes back to /wishlist', async () => {
    const page = await open();
    await page.goto('/login?redirect=wishlist');
    await page
      .getByRole('region', { name: 'Partner Login' })
      .getByRole('link', { name: "S'inscrire" })
      .click();
    await page.waitForURL(`${baseUrl()}/register?redirect=%2Fwishlist`);
    const form = page.getByRole('region', { name: 'Créer un compte' });
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    await field('Prénom').fill('Awa');
    await field('Nom').fill('Diop');
    await field('Email').fill(uniqueEmail('retour.favoris'));
    await field('Mot de passe').fill('Baobab2024');
    await field('Confirmer le mot de passe').fill('Baobab2024');
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL(`${baseUrl()}/wishlist`);
  });

  test('the password sign-in keeps doing so', async () => {
    const page = await open();
    const email = uniqueEmail('favoris');
    await registerCustomer(email);
    await page.goto('/login?redirect=wishlist');
    await signIn(page, email, 'Baobab2024');
    await page.waitForURL(`${baseUrl()}/wishlist`);
  });
});
