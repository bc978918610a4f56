import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  baseUrl,
  disconnectBrowser,
  lastMailLink,
  newVisitor,
  registerCustomer,
  signIn,
  uniqueEmail,
} from '../support/shop';

describe('accounts', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newVisitor());
  });
  afterAll(async () => {
    await context.close();
    await disconnectBrowser();
  });

  test('every validation message of the login form', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Veuillez saisir votre email ou téléphone').waitFor();
    await page.getByText('Veuillez saisir votre mot de passe').waitFor();
    await page.getByLabel('Email ou téléphone').fill('client@teranga.demo');
    await page.getByLabel('Mot de passe', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Le mot de passe doit contenir au moins 6 caractères').waitFor();
    await page.getByLabel('Mot de passe', { exact: true }).fill('mauvais-mot');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Email/téléphone ou mot de passe incorrect').waitFor();
  });

  test('every validation message of the registration form', async () => {
    await page.goto('/register');
    const submit = page.getByRole('button', { name: /Créer mon compte|S'inscrire/ });
    await submit.click();
    for (const message of [
      'Le prénom est requis',
      'Le nom est requis',
      "L'email est requis",
      'Le mot de passe est requis',
    ]) {
      await page.getByText(message).first().waitFor();
    }
    await page.getByLabel('Email').fill('pas-un-email');
    await page.getByLabel('Téléphone').fill('12345');
    await page.getByLabel('Mot de passe', { exact: true }).fill('abc');
    await page.getByLabel('Confirmer le mot de passe').fill('abd');
    await submit.click();
    await page.getByText('Format email invalide').waitFor();
    await page.getByText(/^Format de téléphone invalide \(ex: /).waitFor();
    await page.getByText(/^Le mot de passe doit contenir : /).waitFor();
    await page.getByText('Les mots de passe ne correspondent pas').first().waitFor();
    // The live checklist names each unmet rule.
    for (const rule of [
      'Au moins 6 caractères',
      'Au moins une majuscule (A-Z)',
      'Au moins un chiffre (0-9)',
    ]) {
      await page.getByText(rule).first().waitFor();
    }
    await page.getByRole('radio', { name: /Vendeur/ }).click();
    await page.getByText(/soumis à validation/).waitFor();
    // An address already registered: the server's 409 message.
    await page.getByLabel('Prénom').fill('Awa');
    await page.getByLabel('Nom', { exact: true }).fill('Diop');
    await page.getByLabel('Email').fill('client@teranga.demo');
    await page.getByLabel('Téléphone').fill('');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Teranga2025');
    await page.getByLabel('Confirmer le mot de passe').fill('Teranga2025');
    await submit.click();
    await page
      .getByRole('alert')
      .filter({ hasText: /existe déjà/ })
      .waitFor();
  });

  test('logs out and back in, and a signed-in visitor is sent away from /login', async () => {
    const email = uniqueEmail('moussa');
    await registerCustomer(email);
    await page.goto('/login');
    await signIn(page, email, 'Secret123');
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('button', { name: /Aminata/ }).click();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await page.getByRole('link', { name: 'Connexion' }).first().waitFor();
    expect(
      await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token')),
    ).toBeNull();

    await page.goto('/login?redirect=wishlist');
    await signIn(page, email, 'Secret123');
    await page.waitForURL(`${baseUrl()}/wishlist`);
    await page.goto('/login');
    await page.waitForURL(`${baseUrl()}/`);
  });

  test('a 401 in the middle of a session signs out and goes to /login', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: /Aminata/ }).waitFor();
    // The server no longer accepts the token (as after a revocation): the next authenticated call answers 401.
    await page.evaluate(() => {
      const storage = localStorage.getItem('token') ? localStorage : sessionStorage;
      const token = storage.getItem('token') ?? '';
      const [head, body] = token.split('.');
      storage.setItem('token', `${head}.${body}.signature-falsifiee`);
    });
    await page.goto('/wishlist');
    await page.waitForURL(/\/login/);
    await page.getByText('Session expirée. Redirection en cours...').waitFor();
    await page.getByRole('link', { name: 'Connexion' }).first().waitFor();
  });

  test('resets a forgotten password through the mail outbox', async () => {
    const email = uniqueEmail('oubli');
    await registerCustomer(email, 'Ancien123');
    await page.goto('/login');
    await page.getByRole('button', { name: /Mot de passe oublié/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: /Envoyer/ }).click();
    await dialog.getByText(/envoyé/).waitFor();
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 6000 }).toBe(0);

    await expect.poll(() => lastMailLink(email)).toBeTruthy();
    const link = new URL(lastMailLink(email) as string);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('Nouveau mot de passe').fill('court');
    await page.getByText('Faible').waitFor();
    await page.getByRole('button', { name: /Réinitialiser/ }).click();
    await page.getByText('Le mot de passe doit contenir au moins 8 caractères.').waitFor();
    await page.getByLabel('Nouveau mot de passe').fill('Nouveau2025');
    await page.getByText('Fort').waitFor();
    await page.getByLabel('Confirmer le mot de passe').fill('Nouveau2026');
    await page.getByRole('button', { name: /Réinitialiser/ }).click();
    await page.getByText('Les mots de passe ne correspondent pas.').waitFor();
    await page.getByLabel('Confirmer le mot de passe').fill('Nouveau2025');
    await page.getByRole('button', { name: /Réinitialiser/ }).click();
    await page.waitForURL(`${baseUrl()}/login`, { timeout: 8000 });
    await signIn(page, email, 'Nouveau2025');
    await page.waitForURL(`${baseUrl()}/`);
  });
});
