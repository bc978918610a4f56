import { accountMessages, identityMessages, messages, sellerAreaMessages } from '@teranga/messages';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import {
  baseUrl,
  descriptionOf,
  disconnectBrowser,
  newVisitor,
  registerCustomer,
  signIn,
  uniqueEmail,
} from '../support/shop';

const guard = accountMessages.guard;
const staff = accountMessages.staff;
const profile = messages.profile;

const ADMIN = { email: 'admin@teranga.demo', password: 'Admin-Teranga-2025' };

afterAll(() => disconnectBrowser());

const visitors: Array<{ close: () => Promise<void> }> = [];
afterAll(async () => {
  for (const visitor of visitors) await visitor.close();
});

async function visitor(viewport: 'desktop' | 'mobile' = 'desktop'): Promise<Page> {
  const { context, page } = await newVisitor(viewport);
  visitors.push(context);
  return page;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

/** The staff desk's entry for one seller, inside the section of a status ('En attente', 'Refusés', 'Suspendus', 'Validés'). */
const entryIn = (page: Page, section: string, email: string) =>
  page
    .getByRole('region', { name: new RegExp(`^${section}`) })
    .getByRole('article')
    .filter({ hasText: email });

describe('the account area', () => {
  test('a new seller waits at the guard, staff refuse then approve them, and the seller area opens', async () => {
    const seller = await visitor();
    const email = uniqueEmail('khady');

    // Signed out: the guard sends to the sign-in page and remembers the wanted one.
    await seller.goto('/seller/products');
    await seller.waitForURL(`${baseUrl()}/login?redirect=%2Fseller%2Fproducts`);

    await seller.goto('/register');
    const form = seller.getByRole('region', { name: 'Créer un compte' });
    await form.getByRole('radio', { name: /^Vendeur/ }).click();
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    await field('Prénom').fill('Khady');
    await field('Nom').fill('Sarr');
    await field('Email').fill(email);
    await field('Mot de passe').fill('Baobab2024');
    await field('Confirmer le mot de passe').fill('Baobab2024');
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    // The new seller reads that the request is received, and what happens next.
    await seller.waitForURL(`${baseUrl()}/seller/dashboard?welcome=1`);
    await heading(seller, guard.pendingTitle);
    await seller.getByText(identityMessages.registeredSeller).waitFor();
    await seller.getByRole('heading', { name: guard.nextTitle }).waitFor();

    // Pending: a clear page in place of the seller screen, on the same address (no redirect loop).
    await seller.goto('/seller/products');
    await heading(seller, guard.pendingTitle);
    await seller.getByText(guard.pendingText).waitFor();
    expect(seller.url()).toBe(`${baseUrl()}/seller/products`);

    // Staff: the desk is behind sign-in too, and the header shows admins the way in.
    const admin = await visitor();
    await admin.goto('/admin/sellers');
    await admin.waitForURL(/\/login\?redirect=/);
    await signIn(admin, ADMIN.email, ADMIN.password);
    await admin.waitForURL(`${baseUrl()}/admin/sellers`);
    await heading(admin, staff.title);
    await admin.getByRole('region', { name: /^En attente/ }).waitFor();
    const sections = await admin.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(sections.map((name) => name.replace(/\s*\(\d+\)$/, ''))).toEqual([
      'En attente',
      'Refusés',
      'Suspendus',
      'Validés',
    ]);
    await admin.getByRole('banner').getByRole('button', { name: 'Mon compte' }).click();
    await admin.getByRole('menuitem', { name: staff.headerLink }).waitFor();
    await admin.keyboard.press('Escape');

    // Refused, with a reason the seller reads.
    await entryIn(admin, 'En attente', email).getByRole('button', { name: staff.reject }).click();
    const dialog = admin.getByRole('dialog', { name: staff.rejectTitle('Khady Sarr') });
    await dialog
      .getByRole('textbox', { name: staff.reasonLabel })
      .fill('Ajoutez une photo de votre atelier.');
    await dialog.getByRole('button', { name: staff.confirmReject }).click();
    await entryIn(admin, 'Refusés', email).getByText('Ajoutez une photo de votre atelier.').waitFor();

    await seller.getByRole('button', { name: guard.checkAgain }).click();
    await heading(seller, guard.rejectedTitle);
    await seller.getByText('Ajoutez une photo de votre atelier.').waitFor();

    // Looked at again: pending, the earlier reason still readable; then approved.
    await entryIn(admin, 'Refusés', email).getByRole('button', { name: staff.reexamine }).click();
    await entryIn(admin, 'En attente', email).getByRole('button', { name: staff.approve }).click();
    await entryIn(admin, 'Validés', email).waitFor();

    await seller.getByRole('button', { name: guard.checkAgain }).click();
    await heading(seller, sellerAreaMessages.list.title);
    expect(seller.url()).toBe(`${baseUrl()}/seller/products`);
  });

  test('a customer who opens the seller area or the staff desk lands on the home page', async () => {
    const customer = await visitor();
    const email = uniqueEmail('ousmane');
    await registerCustomer(email);
    // The remembered page is reached after sign-in: here it turns the customer away.
    await customer.goto('/seller/products');
    await customer.waitForURL(/\/login\?redirect=/);
    await signIn(customer, email, 'Baobab2024');
    await customer.waitForURL(`${baseUrl()}/`);
    await customer.goto('/admin/sellers');
    await customer.waitForURL(`${baseUrl()}/`);
    await customer.getByRole('banner').getByRole('button', { name: 'Mon compte' }).click();
    await customer.getByRole('menuitem', { name: 'Mon Profil' }).waitFor();
    expect(await customer.getByRole('menuitem', { name: staff.headerLink }).count()).toBe(0);
  });

  test('the profile, read and edited, with every message', async () => {
    const page = await visitor();
    await page.goto('/profile');
    await page.getByRole('heading', { name: profile.unauthorized }).waitFor();
    await page.goto('/profile/edit');
    await page.waitForURL(`${baseUrl()}/login?redirect=%2Fprofile%2Fedit`);

    const email = uniqueEmail('fatou');
    await registerCustomer(email);
    await signIn(page, email, 'Baobab2024');
    await page.waitForURL(`${baseUrl()}/profile/edit`);
    await page.goto('/profile');

    const card = page.getByRole('region', { name: 'Aminata Ba' });
    await card.getByText(profile.customerLabel).waitFor();
    const today = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(),
    );
    await card.getByText(`Membre depuis le ${today}`).waitFor();
    await card.getByText(email).waitFor();
    // No phone given at registration.
    await card.getByText(profile.notProvided).waitFor();
    await page.getByRole('region', { name: 'Email' }).getByText('Non vérifié').waitFor();
    await page.getByRole('region', { name: 'Téléphone' }).getByText('Non vérifié').waitFor();

    await card.getByRole('link', { name: 'Modifier le profil' }).click();
    await page.waitForURL(`${baseUrl()}/profile/edit`);
    const emailField = page.getByRole('textbox', { name: 'Email' });
    expect(await emailField.isDisabled()).toBe(true);
    expect(await descriptionOf(emailField)).toContain(profile.emailLocked);
    const phone = page.getByRole('textbox', { name: 'Téléphone' });
    expect(await phone.getAttribute('placeholder')).toBe('+221 77 123 45 67');

    const accountType = page.getByRole('combobox', { name: 'Type de compte' });
    expect(await accountType.locator('option').allTextContents()).toEqual([
      profile.customerOption,
      profile.sellerOption,
    ]);
    expect(await descriptionOf(accountType)).toBe(accountMessages.profile.customerText);
    await accountType.selectOption('seller');
    expect(await descriptionOf(accountType)).toBe(accountMessages.profile.sellerText);
    await page.getByText(accountMessages.profile.sellerSwitchNotice).waitFor();
    await accountType.selectOption('customer');
    expect(await page.getByText(accountMessages.profile.sellerSwitchNotice).count()).toBe(0);

    await page.getByRole('textbox', { name: 'Prénom' }).fill('Fatou');
    await phone.fill('77 123 45 67');
    // A slower server, so that the saving state shows.
    await page.route('**/api/auth/profile', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await page.getByRole('button', { name: profile.saving }).waitFor();
    await page.getByRole('status').filter({ hasText: profile.updated }).waitFor();
    const savedAt = Date.now();
    await page.waitForURL(`${baseUrl()}/profile`);
    expect(Date.now() - savedAt).toBeGreaterThan(1500);
    const updated = page.getByRole('region', { name: 'Fatou Ba' });
    await updated.getByText('+221771234567').or(updated.getByText('+221 77 123 45 67')).first().waitFor();
  });
});
