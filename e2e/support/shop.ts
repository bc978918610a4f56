import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const baseUrl = (): string => inject('baseUrl');

let browser: Browser | undefined;

/** Connects to the run's one Chromium (started by the global setup). */
export async function connectBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject('browserEndpoint'));
  return browser;
}

export async function disconnectBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

/**
 * Pages drawn on the server show their buttons before the scripts have run: a load (goto, reload) returns once the
 * shop has taken the page over (`<html data-shop-ready>`), so that a step never presses a button nobody listens to.
 */
export function waitForShopOnLoad(page: Page): Page {
  const settle = async <T extends { headers(): Record<string, string> } | null>(response: T): Promise<T> => {
    if (response?.headers()['content-type']?.startsWith('text/html'))
      await page.waitForSelector('html[data-shop-ready]', { state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => settle(await goto(...args));
  page.reload = async (...args) => settle(await reload(...args));
  return page;
}

/**
 * Opens `path` with the chunk whose file matches `chunk` (`**\/site-footer-*.js`) held `heldMs` after the browser asks
 * for it, and returns as it is asked: the part of the page it wakes up is still only drawn by the server. Not the
 * visitor's goto, which would wait for the shop to be ready.
 */
export async function openWithChunkHeld(
  page: Page,
  path: string,
  chunk: string,
  heldMs: number,
): Promise<void> {
  let chunkAsked!: () => void;
  const asked = new Promise<void>((resolve) => {
    chunkAsked = resolve;
  });
  await page.context().route(chunk, async (route) => {
    chunkAsked();
    await new Promise((resolve) => setTimeout(resolve, heldMs));
    await route.continue();
  });
  await page.evaluate((url) => window.location.assign(url), `${baseUrl()}${path}`);
  await asked;
}

/** Every page a context opens waits for the shop on load (waitForShopOnLoad). */
export function waitForShopInContext(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) waitForShopOnLoad(page);
  context.on('page', waitForShopOnLoad);
  return context;
}

/** A fresh visitor: own cookies and storage, French locale, a desktop or a phone viewport. */
export async function newVisitor(
  viewport: 'desktop' | 'mobile' = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const b = await connectBrowser();
  const context = await b.newContext({
    baseURL: baseUrl(),
    locale: 'fr-FR',
    viewport: viewport === 'desktop' ? { width: 1280, height: 900 } : { width: 375, height: 740 },
  });
  // Fail a step well inside the test's own timeout, with Playwright's message naming the locator.
  context.setDefaultTimeout(15_000);
  waitForShopInContext(context);
  const page = await context.newPage();
  return { context, page };
}

/** One visitor for the journeys of a file: opened before the first, closed (with the browser) after the last. */
export function visitorForThisFile(): { readonly context: BrowserContext; readonly page: Page } {
  let visitor: { context: BrowserContext; page: Page } | undefined;
  beforeAll(async () => {
    visitor = await newVisitor();
  });
  afterAll(async () => {
    await visitor?.context.close();
    await disconnectBrowser();
  });
  const opened = () => {
    if (!visitor) throw new Error('The visitor opens in beforeAll: use it inside a test.');
    return visitor;
  };
  return {
    get context() {
      return opened().context;
    },
    get page() {
      return opened().page;
    },
  };
}

/** The product links of the cards in a part of the page (each card's heading is a link to the product). */
export const productLinks = (scope: Page | Locator): Locator =>
  scope.getByRole('article').getByRole('heading').getByRole('link');

/** The result count a listing shows ('23 produits'). */
export async function resultCount(page: Page): Promise<number> {
  const text = await page
    .getByRole('main')
    .getByText(/^\d+\s+produits?$/)
    .textContent();
  return Number(text?.match(/\d+/)?.[0]);
}

/** A unique e-mail per test run, so journeys never collide with each other or the demo accounts. */
export const uniqueEmail = (prefix: string): string =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@exemple.sn`;

/** The link of the newest mail sent to this address (the API writes `<DATA_DIR>/outbox/*.json` when no SMTP is set). */
export function lastMailLink(address: string): string | undefined {
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
    const mail = JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to?: string; link?: string };
    if (mail.to === address && mail.link) return mail.link;
  }
  return undefined;
}

interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  sizes?: string[];
  colors?: Array<{ name: string }>;
  inventory?: { quantity?: number; trackQuantity?: boolean; allowBackorder?: boolean };
  sellerId?: string | null;
}

/** Finds a demo product for a journey straight from the API (test set-up, not the app under test). */
export async function findProduct(match: (product: ApiProduct) => boolean): Promise<ApiProduct> {
  for (let page = 1; page <= 20; page++) {
    const response = await fetch(`${baseUrl()}/api/products?limit=50&page=${page}`);
    const body = (await response.json()) as {
      data: { products: ApiProduct[]; pagination: { pages: number } };
    };
    const found = body.data.products.find(match);
    if (found) return found;
    if (page >= body.data.pagination.pages) break;
  }
  throw new Error('Aucun produit de démonstration ne convient à ce parcours');
}

/** Registers a customer through the API (set-up for journeys that are not about registration). The default password
 * meets the documents' rules and is on no common-password list (the server refuses those). */
export async function registerCustomer(email: string, password = 'Baobab2024'): Promise<void> {
  const response = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Aminata',
      lastName: 'Ba',
      email,
      phone: '',
      password,
      confirmPassword: password,
      role: 'customer',
    }),
  });
  if (response.status !== 201)
    throw new Error(`Inscription refusée (${response.status}): ${await response.text()}`);
}

/** Signs in through the login page. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('region', { name: 'Partner Login' });
  await form.getByRole('textbox', { name: 'Email ou téléphone' }).fill(email);
  await form.getByRole('textbox', { name: 'Mot de passe' }).fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

/** The text a field's aria-describedby points to: its hint and its error, as a screen reader reads them. */
export const descriptionOf = (field: Locator): Promise<string> =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' '),
  );

/** The session token the shop stored (local storage with "remember me", else session storage). */
export const storedToken = (page: Page): Promise<string | null> =>
  page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));

/**
 * On a product page, chooses the first colour and the first size left when the product offers several and none is
 * chosen (the shop chooses nothing for the shopper; a journey about something else picks as a shopper would).
 */
export async function chooseOptions(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1 }).waitFor();
  for (const name of ['Couleur', 'Taille']) {
    const group = main.getByRole('radiogroup', { name, exact: true }).first();
    if ((await group.count()) === 0) continue;
    if ((await group.getByRole('radio', { checked: true }).count()) > 0) continue;
    await group.getByRole('radio', { disabled: false }).first().click();
  }
}
