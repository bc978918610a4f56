import { messages } from '@teranga/messages';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, inject, test } from 'vitest';
import {
  baseUrl,
  disconnectBrowser,
  newVisitor,
  registerCustomer,
  storedToken,
  uniqueEmail,
} from '../support/shop';

/** A real session token, as Google or Facebook sign-in would hand it to the return screen. */
async function sessionToken(): Promise<string> {
  const email = uniqueEmail('retour');
  await registerCustomer(email);
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrPhone: email, password: 'Baobab2024', rememberMe: false }),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

/** The sign-in return screen (/auth/success, /auth/callback, /auth/*) on its paths. */
describe('coming back from Google or Facebook', () => {
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    ({ context, page } = await newVisitor());
  });
  afterEach(async () => {
    await context.close();
  });
  afterAll(async () => {
    await disconnectBrowser();
  });

  test('Google from the login page: the provider signs in, the return screen adopts the token and goes home after 1.5 s', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Google' }).click();
    // The API → the mock Google (signs in at once) → the API's callback → /auth/success#token=…&nonce=….
    await page.getByText('Connexion réussie').waitFor();
    const landed = new URL(page.url());
    expect(landed.search).toBe('');
    expect(landed.hash).toMatch(/^#token=[^&]+&nonce=[A-Za-z0-9_-]{43}$/);
    const shown = Date.now();
    await page.waitForURL(`${baseUrl()}/`);
    expect(Date.now() - shown).toBeGreaterThan(800);
    await page.getByRole('banner').getByRole('button', { name: 'Mon compte' }).waitFor();
    const token = await storedToken(page);
    const me = await fetch(`${baseUrl()}/api/auth/verify-token`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await me.json()) as { data: { user: { email: string } } }).data.user.email).toBe(
      inject('googleEmail'),
    );
    expect(await page.evaluate(() => sessionStorage.getItem('signInNonce'))).toBeNull();
  });

  test.each([
    ['in the query', (token: string) => `/auth/success?token=${token}`],
    ['in the fragment without a nonce', (token: string) => `/auth/success#token=${token}`],
    [
      'in the fragment with a guessed nonce',
      (token: string) => `/auth/google/done#token=${token}&nonce=devine-0123456789abcdefghij`,
    ],
  ])(
    "login CSRF: a page linking here with another account's real token %s shows the error and signs nobody in",
    async (_where, link) => {
      const token = await sessionToken();
      const attacker = `<a href="${baseUrl()}${link(token)}">Voir la promo</a>`;
      // Another site's page (not the shop's origin) with a link into the shop.
      await page.setContent(attacker);
      await page.getByRole('link', { name: 'Voir la promo' }).click();
      await page.getByRole('alert').getByText(messages.signInReturn.generic).waitFor();
      await page.waitForURL(`${baseUrl()}/login`, { timeout: 8000 });
      await page.getByRole('banner').getByRole('link', { name: 'Connexion' }).waitFor();
      expect(await storedToken(page)).toBeNull();
      expect((await page.evaluate(() => localStorage.getItem('auth-storage'))) ?? '').not.toContain(token);
    },
  );

  test('no token: the error, then the login page after 3 s', async () => {
    await page.goto('/auth/callback');
    await page.getByRole('alert').getByText(messages.signInReturn.noToken).waitFor();
    const shown = Date.now();
    await page.waitForURL(`${baseUrl()}/login`, { timeout: 8000 });
    expect(Date.now() - shown).toBeGreaterThan(2000);
  });

  test('a token the server refuses: the verification message, then the login page after 5 s', async () => {
    const token = await sessionToken();
    await fetch(`${baseUrl()}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    // This tab started a sign-in (its nonce is kept), but the token came back revoked.
    await page.goto('/');
    await page.evaluate(() =>
      sessionStorage.setItem('signInNonce', 'nonce-de-cet-onglet-0123456789abcdefgh'),
    );
    await page.goto(`/auth/success#token=${token}&nonce=nonce-de-cet-onglet-0123456789abcdefgh`);
    await page.getByRole('alert').getByText(messages.token.verificationUnauthorized).waitFor();
    const shown = Date.now();
    await page.waitForURL(`${baseUrl()}/login`, { timeout: 10_000 });
    expect(Date.now() - shown).toBeGreaterThan(4000);
    expect(await storedToken(page)).toBeNull();
  });
});
