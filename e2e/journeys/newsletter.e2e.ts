import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { newsletterTexts } from '@teranga/messages';
import { newsletterFormLabels } from '@teranga/messages/kit/newsletter-form';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { baseUrl, newVisitor, openWithChunkHeld, uniqueEmail, visitorForThisFile } from '../support/shop';

/** The text of the newest mail to `address` in the run's outbox. */
function lastMailText(address: string): string | undefined {
  const outbox = join(inject('dataDir'), 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .reverse();
  } catch {
    return undefined;
  }
  for (const file of files) {
    const mail = JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to?: string; text?: string };
    if (mail.to === address) return mail.text;
  }
  return undefined;
}

const linkTo = (text: string, path: string): string => {
  const found = text.match(new RegExp(`\\S+${path}\\?token=\\S+`))?.[0];
  if (!found) throw new Error(`no ${path} link in the mail`);
  const url = new URL(found);
  expect(url.origin).toBe(baseUrl());
  return `${url.pathname}${url.search}`;
};

/** Fills the footer's newsletter form with `email` and presses « S’abonner »; answers the form. */
async function subscribeInFooter(page: Page, email: string) {
  const form = page.getByRole('contentinfo').getByRole('form', { name: newsletterFormLabels.title });
  await form.getByRole('textbox', { name: newsletterFormLabels.email }).fill(email);
  await form.getByRole('button', { name: newsletterFormLabels.submit }).click();
  return form;
}

describe('the newsletter, a real subscription', () => {
  const visitor = visitorForThisFile();

  test('the footer form asks for a confirmation by mail; the mailed links confirm, then unsubscribe', async () => {
    const { page } = visitor;
    const email = uniqueEmail('lettre');
    await page.goto('/');
    const form = await subscribeInFooter(page, email);
    // The truth: nothing is active until the link is followed.
    await form.getByRole('status').filter({ hasText: newsletterTexts.form.success }).waitFor();

    await expect
      .poll(() => lastMailText(email), { timeout: 10_000 })
      .toContain('/newsletter/confirmer?token=');
    const text = lastMailText(email) as string;
    await page.goto(linkTo(text, '/newsletter/confirmer'));
    await page.getByRole('heading', { name: newsletterTexts.pages.confirmTitle }).waitFor();
    await page.getByText(newsletterTexts.api.confirmed).waitFor();

    await page.goto(linkTo(text, '/newsletter/desinscription'));
    await page.getByText(newsletterTexts.pages.unsubscribeQuestion).waitFor();
    await page.getByRole('button', { name: newsletterTexts.pages.unsubscribeButton }).click();
    await page.getByText(newsletterTexts.api.unsubscribed).waitFor();

    // The old confirm link no longer subscribes the address again.
    await page.goto(linkTo(text, '/newsletter/confirmer'));
    await page.getByText(newsletterTexts.api.confirmTokenInvalid).waitFor();
  });

  test("on a slow line, the page is ready only once the footer's late code has come: its form then answers", async () => {
    const { context, page } = await newVisitor('mobile');
    try {
      // The footer's chunk comes 1.5 s after it is asked for. Ready before it, the page would take a press on the
      // drawn form, not yet hydrated, as a native submission: a reload with the address in the URL.
      await context.route('**/site-footer-*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto('/');
      const form = await subscribeInFooter(page, uniqueEmail('lettre-lente'));
      await form.getByRole('status').filter({ hasText: newsletterTexts.form.success }).waitFor();
      expect(new URL(page.url()).search).toBe('');
    } finally {
      await context.close();
    }
  });

  test('a press before the footer has woken up stays on the page: no reload, no address in the URL, the next press subscribes', async () => {
    const { context, page } = await newVisitor('mobile');
    try {
      // The press comes while the footer's code is on its way, on the form the server drew.
      await openWithChunkHeld(page, '/', '**/site-footer-*.js', 5000);
      const email = uniqueEmail('lettre-tot');
      await page.waitForSelector('html:not([data-shop-ready])', { state: 'attached' });
      const form = await subscribeInFooter(page, email);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-shop-ready'))).toBe(false);
      await page.waitForSelector('html[data-shop-ready]', { state: 'attached' });
      expect(new URL(page.url()).search).toBe('');
      const field = form.getByRole('textbox', { name: newsletterFormLabels.email });
      expect(await field.inputValue()).toBe(email);
      await form.getByRole('button', { name: newsletterFormLabels.submit }).click();
      await form.getByRole('status').filter({ hasText: newsletterTexts.form.success }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('a broken link says so in French', async () => {
    const { page } = visitor;
    await page.goto('/newsletter/confirmer');
    await page.getByText(newsletterTexts.pages.missingToken).waitFor();
    await page.goto('/newsletter/desinscription?token=inconnu');
    await page.getByRole('button', { name: newsletterTexts.pages.unsubscribeButton }).click();
    await page.getByText(newsletterTexts.api.unsubscribeTokenInvalid).waitFor();
  });
});
