import { messages } from '@teranga/messages';
import { describe, expect, test } from 'vitest';
import {
  baseUrl,
  descriptionOf,
  lastMailLink,
  registerCustomer,
  signIn,
  storedToken,
  uniqueEmail,
  visitorForThisFile,
} from '../support/shop';

const login = messages.login;
const registration = messages.registration;
const reset = messages.resetPassword;

describe('accounts', () => {
  const visitor = visitorForThisFile();

  test('every validation message of the login form, each on its field', async () => {
    await visitor.page.goto('/login');
    const form = visitor.page.getByRole('region', { name: 'Partner Login' });
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
    await visitor.page.getByRole('alert').filter({ hasText: login.invalidCredentials }).first().waitFor();
    expect(visitor.page.url()).toBe(`${baseUrl()}/login`);
  });

  test('every validation message of the registration form, each on its field', async () => {
    await visitor.page.goto('/register');
    const form = visitor.page.getByRole('region', { name: 'Créer un compte' });
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
    await visitor.page.getByRole('alert').filter({ hasText: registration.userExists }).first().waitFor();
    for (const name of ['Prénom', 'Nom', 'Email', 'Téléphone (optionnel)', 'Mot de passe']) {
      expect(await field(name).getAttribute('aria-invalid')).toBeNull();
    }
  });

  test('logs out and back in, and a signed-in visitor is sent away from /login', async () => {
    const email = uniqueEmail('moussa');
    await registerCustomer(email);
    await visitor.page.goto('/login');
    await signIn(visitor.page, email, 'Baobab2024');
    await visitor.page.waitForURL(`${baseUrl()}/`);
    const header = visitor.page.getByRole('banner');
    await header.getByRole('button', { name: 'Mon compte' }).click();
    const menu = visitor.page.getByRole('menu');
    await menu.getByText('Aminata Ba').waitFor();
    await menu.getByText(email).waitFor();
    await menu.getByRole('menuitem', { name: 'Mon Profil' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Mes Favoris' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await header.getByRole('link', { name: 'Connexion' }).waitFor();
    await header.getByRole('link', { name: "S'inscrire" }).waitFor();
    expect(await storedToken(visitor.page)).toBeNull();
    // Signed out is signed out for the server too: the wishlist sends to the login visitor.page.
    await visitor.page.goto('/wishlist');
    await visitor.page.waitForURL(`${baseUrl()}/login?redirect=wishlist`);

    await signIn(visitor.page, email, 'Baobab2024');
    await visitor.page.waitForURL(`${baseUrl()}/wishlist`);
    expect(await storedToken(visitor.page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // The session survives a reload.
    await visitor.page.reload();
    await header.getByRole('button', { name: 'Mon compte' }).waitFor();
    await visitor.page.goto('/login');
    await visitor.page.waitForURL(`${baseUrl()}/`);
  });

  test('a 401 in the middle of a session signs out and goes to /login', async () => {
    await visitor.page.goto('/products');
    const header = visitor.page.getByRole('banner');
    await header.getByRole('button', { name: 'Mon compte' }).waitFor();
    const token = await storedToken(visitor.page);
    // The session ends on the server (as when it is revoked from elsewhere): the page does not know yet.
    const revoked = await fetch(`${baseUrl()}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(200);

    // The next authenticated call answers 401: the heart's, or the bell's feed (loaded once the page is idle, it asks
    // for the orders), whichever comes first; either signs out and goes to /login. Nothing is read off the list before
    // the race: the bell may already have left it for /login.
    const signedOut = visitor.page.waitForURL(/\/login/);
    const heart = visitor.page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Ajouter .* aux favoris$/ });
    await Promise.race([signedOut, heart.click({ timeout: 10_000 }).catch(() => undefined)]);
    await signedOut;
    await visitor.page.getByText(messages.session.expiredRedirecting).waitFor();
    await header.getByRole('link', { name: 'Connexion' }).waitFor();
    expect(await storedToken(visitor.page)).toBeNull();
  });

  test('resets a forgotten password through the mail outbox', async () => {
    const email = uniqueEmail('oubli');
    await registerCustomer(email, 'Ancien123');
    await visitor.page.goto('/login');
    await visitor.page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    const dialog = visitor.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('button', { name: /Envoyer/ }).click();
    await dialog.getByText(messages.forgotPassword.sent).waitFor();
    // The success message closes the modal after 3 s.
    await expect.poll(() => dialog.count(), { timeout: 6000 }).toBe(0);

    // The mail the server wrote to <DATA_DIR>/outbox, and its link.
    await expect.poll(() => lastMailLink(email)).toMatch(/\/reset-password\?token=/);
    const link = new URL(lastMailLink(email) as string);
    expect(link.origin).toBe(baseUrl());
    await visitor.page.goto(`${link.pathname}${link.search}`);
    const newPassword = visitor.page.getByRole('textbox', { name: 'Nouveau mot de passe' });
    const confirm = visitor.page.getByRole('textbox', { name: 'Confirmer le mot de passe' });
    const submit = visitor.page.getByRole('button', { name: 'Réinitialiser le mot de passe' });
    await newPassword.fill('court');
    await visitor.page.getByText(`Force du mot de passe : ${reset.weak}`, { exact: true }).waitFor();
    await confirm.fill('court');
    await submit.click();
    await visitor.page.getByText(reset.tooShort).waitFor();
    await newPassword.fill('Nouveau2025');
    await visitor.page.getByText(`Force du mot de passe : ${reset.strong}`, { exact: true }).waitFor();
    await confirm.fill('Nouveau2026');
    await submit.click();
    await visitor.page.getByText(reset.mismatch).waitFor();
    await confirm.fill('Nouveau2025');
    await submit.click();
    // A confirmation, then the login page after 3 s.
    await visitor.page.waitForURL(`${baseUrl()}/login`, { timeout: 8000 });
    await signIn(visitor.page, email, 'Ancien123');
    await visitor.page.getByRole('alert').filter({ hasText: login.invalidCredentials }).first().waitFor();
    await signIn(visitor.page, email, 'Nouveau2025');
    await visitor.page.waitForURL(`${baseUrl()}/`);

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
