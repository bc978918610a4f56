import { messages } from '@teranga/headless';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  baseUrl,
  descriptionOf,
  disconnectBrowser,
  lastMailLink,
  newVisitor,
  registerCustomer,
  signIn,
  storedToken,
  uniqueEmail,
} from '../support/shop';

const login = messages.login;
const registration = messages.registration;
const reset = messages.resetPassword;

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

  test('every validation message of the login form, each on its field', async () => {
    await page.goto('/login');
    const form = page.getByRole('region', { name: 'Partner Login' });
    await form.getByRole('heading', { level: 1, name: 'Partner Login' }).waitFor();
    const who = form.getByRole('textbox', { name: 'Email ou téléphone' });
    const password = form.getByRole('textbox', { name: 'Mot de passe' });
    const submit = form.getByRole('button', { name: 'Se connecter' });

    await submit.click();
    await form.getByRole('alert').filter({ hasText: login.emailOrPhoneRequired }).waitFor();
    await form.getByRole('alert').filter({ hasText: login.passwordRequired }).waitFor();
    expect(await descriptionOf(who)).toContain(login.emailOrPhoneRequired);
    expect(await descriptionOf(password)).toContain(login.passwordRequired);
    expect(await who.getAttribute('aria-invalid')).toBe('true');

    // Input is trimmed: spaces alone are still empty.
    await who.fill('   ');
    await password.fill('abc');
    await submit.click();
    await expect.poll(() => descriptionOf(password)).toContain(login.passwordTooShort);
    expect(await descriptionOf(who)).toContain(login.emailOrPhoneRequired);

    // The password can be shown and hidden.
    expect(await password.getAttribute('type')).toBe('password');
    await form.getByRole('button', { name: 'Afficher le mot de passe' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await form.getByRole('button', { name: 'Masquer le mot de passe' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    // Well formed but wrong: the server's answer, in an alert banner.
    await who.fill('client@teranga.demo');
    await password.fill('mauvais-mot-de-passe');
    await submit.click();
    await page.getByRole('alert').filter({ hasText: login.invalidCredentials }).first().waitFor();
    expect(page.url()).toBe(`${baseUrl()}/login`);
  });

  test('every validation message of the registration form, each on its field', async () => {
    await page.goto('/register');
    const form = page.getByRole('region', { name: 'Créer un compte' });
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    const submit = form.getByRole('button', { name: 'Créer mon compte' });

    await submit.click();
    await form.getByRole('alert').first().waitFor();
    expect(await descriptionOf(field('Prénom'))).toContain(registration.firstNameRequired);
    expect(await descriptionOf(field('Nom'))).toContain(registration.lastNameRequired);
    expect(await descriptionOf(field('Email'))).toContain(registration.emailRequired);
    // The password's own description is its rules checklist; its error is an alert beside it.
    await form.getByRole('alert').filter({ hasText: registration.passwordRequired }).waitFor();
    // The phone is optional.
    expect(await descriptionOf(field('Téléphone (optionnel)'))).not.toContain('invalide');

    await field('Prénom').fill('  Awa ');
    await field('Nom').fill('Diop');
    await field('Email').fill('pas-un-email');
    await field('Téléphone (optionnel)').fill('12345');
    await field('Mot de passe').fill('abc');
    await field('Confirmer le mot de passe').fill('abd');
    // The live checklist says which rules are met, before any submit.
    const checklist = form.getByRole('list').filter({ hasText: registration.passwordMinLength });
    await checklist.getByText(`${registration.passwordMinLength} (non respectée)`).waitFor();
    await checklist.getByText(`${registration.passwordUppercase} (non respectée)`).waitFor();
    await checklist.getByText(`${registration.passwordDigit} (non respectée)`).waitFor();
    expect(await checklist.getByText(`${registration.passwordLowercase} (non respectée)`).count()).toBe(0);
    await submit.click();
    await expect.poll(() => descriptionOf(field('Email'))).toContain(registration.emailInvalid);
    expect(await descriptionOf(field('Prénom'))).toBe('');
    expect(await descriptionOf(field('Téléphone (optionnel)'))).toContain(registration.phoneInvalid);
    await form
      .getByRole('alert')
      .filter({
        hasText: `${registration.passwordMustContain}${[
          registration.passwordMinLength,
          registration.passwordUppercase,
          registration.passwordDigit,
        ].join(', ')}`,
      })
      .waitFor();
    expect(await descriptionOf(field('Confirmer le mot de passe'))).toContain(
      registration.passwordsDoNotMatch,
    );

    // A lowercase-only password names the two missing kinds.
    await field('Mot de passe').fill('ABCDEF1');
    await submit.click();
    await form
      .getByRole('alert')
      .getByText(`${registration.passwordMustContain}${registration.passwordLowercase}`, { exact: true })
      .waitFor();

    // A seller account is reviewed before activation.
    await form.getByRole('radio', { name: /^Vendeur/ }).click();
    await form
      .getByRole('status')
      .getByText(
        "Votre compte vendeur est soumis à validation : notre équipe l'examine avant son activation.",
      )
      .waitFor();
    await form.getByRole('radio', { name: /^Client/ }).click();

    // All valid, but the address is taken: the server's 409 message.
    await field('Email').fill('CLIENT@teranga.demo ');
    await field('Téléphone (optionnel)').fill('+221 77 123 45 67');
    await field('Mot de passe').fill('Teranga2025');
    await field('Confirmer le mot de passe').fill('Teranga2025');
    await submit.click();
    await page.getByRole('alert').filter({ hasText: registration.userExists }).first().waitFor();
    for (const name of ['Prénom', 'Nom', 'Email', 'Téléphone (optionnel)', 'Mot de passe']) {
      expect(await field(name).getAttribute('aria-invalid')).toBeNull();
    }
  });

  test('logs out and back in, and a signed-in visitor is sent away from /login', async () => {
    const email = uniqueEmail('moussa');
    await registerCustomer(email);
    await page.goto('/login');
    await signIn(page, email, 'Secret123');
    await page.waitForURL(`${baseUrl()}/`);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Mon compte' }).click();
    const menu = page.getByRole('menu');
    await menu.getByText('Aminata Ba').waitFor();
    await menu.getByText(email).waitFor();
    await menu.getByRole('menuitem', { name: 'Mon Profil' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Mes Favoris' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await header.getByRole('link', { name: 'Connexion' }).waitFor();
    await header.getByRole('link', { name: "S'inscrire" }).waitFor();
    expect(await storedToken(page)).toBeNull();
    // Signed out is signed out for the server too: the wishlist sends to the login page.
    await page.goto('/wishlist');
    await page.waitForURL(`${baseUrl()}/login?redirect=wishlist`);

    await signIn(page, email, 'Secret123');
    await page.waitForURL(`${baseUrl()}/wishlist`);
    expect(await storedToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // The session survives a reload.
    await page.reload();
    await header.getByRole('button', { name: 'Mon compte' }).waitFor();
    await page.goto('/login');
    await page.waitForURL(`${baseUrl()}/`);
  });

  test('a 401 in the middle of a session signs out and goes to /login', async () => {
    await page.goto('/products');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Mon compte' }).waitFor();
    const token = await storedToken(page);
    // The session ends on the server (as when it is revoked from elsewhere): the page does not know yet.
    const revoked = await fetch(`${baseUrl()}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(200);

    // The next authenticated call answers 401.
    const card = page.getByRole('main').getByRole('article').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: `Ajouter ${name} aux favoris` }).click();
    await page.waitForURL(/\/login/);
    await page.getByText(messages.session.expiredRedirecting).waitFor();
    await header.getByRole('link', { name: 'Connexion' }).waitFor();
    expect(await storedToken(page)).toBeNull();
  });

  test('resets a forgotten password through the mail outbox', async () => {
    const email = uniqueEmail('oubli');
    await registerCustomer(email, 'Ancien123');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('button', { name: /Envoyer/ }).click();
    await dialog.getByText(messages.forgotPassword.sent).waitFor();
    // The success message closes the modal after 3 s.
    await expect.poll(() => dialog.count(), { timeout: 6000 }).toBe(0);

    // The mail the server wrote to <DATA_DIR>/outbox, and its link.
    await expect.poll(() => lastMailLink(email)).toMatch(/\/reset-password\?token=/);
    const link = new URL(lastMailLink(email) as string);
    expect(link.origin).toBe(baseUrl());
    await page.goto(`${link.pathname}${link.search}`);
    const newPassword = page.getByRole('textbox', { name: 'Nouveau mot de passe' });
    const confirm = page.getByRole('textbox', { name: 'Confirmer le mot de passe' });
    const submit = page.getByRole('button', { name: 'Réinitialiser le mot de passe' });
    await newPassword.fill('court');
    await page.getByText(`Force du mot de passe : ${reset.weak}`, { exact: true }).waitFor();
    await confirm.fill('court');
    await submit.click();
    await page.getByText(reset.tooShort).waitFor();
    await newPassword.fill('Nouveau2025');
    await page.getByText(`Force du mot de passe : ${reset.strong}`, { exact: true }).waitFor();
    await confirm.fill('Nouveau2026');
    await submit.click();
    await page.getByText(reset.mismatch).waitFor();
    await confirm.fill('Nouveau2025');
    await submit.click();
    // A confirmation, then the login page after 3 s.
    await page.waitForURL(`${baseUrl()}/login`, { timeout: 8000 });
    await signIn(page, email, 'Ancien123');
    await page.getByRole('alert').filter({ hasText: login.invalidCredentials }).first().waitFor();
    await signIn(page, email, 'Nouveau2025');
    await page.waitForURL(`${baseUrl()}/`);

    // The link works once.
    const again = await fetch(`${baseUrl()}/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link.searchParams.get('token'), newPassword: 'Encore2025' }),
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
  });
});
