import { messages } from '@teranga/headless';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
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

  test('a token in the address signs in, then goes home after 1.5 s', async () => {
    const token = await sessionToken();
    await page.goto(`/auth/success?token=${token}`);
    await page.getByText('Connexion réussie').waitFor();
    const shown = Date.now();
    await page.waitForURL(`${baseUrl()}/`);
    expect(Date.now() - shown).toBeGreaterThan(800);
    await page.getByRole('banner').getByRole('button', { name: 'Mon compte' }).waitFor();
    expect(await storedToken(page)).toBe(token);
  });

  test('a token in the fragment works too', async () => {
    const token = await sessionToken();
    await page.goto(`/auth/google/done#token=${token}`);
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Mon compte' }).waitFor();
  });

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
    await page.goto(`/auth/success?token=${token}`);
    await page.getByRole('alert').getByText(messages.token.verificationUnauthorized).waitFor();
    const shown = Date.now();
    await page.waitForURL(`${baseUrl()}/login`, { timeout: 10_000 });
    expect(Date.now() - shown).toBeGreaterThan(4000);
    expect(await storedToken(page)).toBeNull();
  });
});
