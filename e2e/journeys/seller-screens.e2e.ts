import { accountMessages, fill, identityMessages, sellerAreaMessages, shopTexts } from '@teranga/messages';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import {
  baseUrl,
  disconnectBrowser,
  newVisitor,
  registerCustomer,
  signIn,
  uniqueEmail,
} from '../support/shop';

// Issue 29, the seller screens' rough edges: the list's pages past 100 products, the dashboard's « Inactifs » filter
// on the whole set, a refused seller who asks again, and the phone dashboard after a sale (no sideways scroll).

const SELLER = { email: 'vendeur@teranga.demo', password: 'Vendeur-Teranga-2025' };
const ADMIN = { email: 'admin@teranga.demo', password: 'Admin-Teranga-2025' };
const PASSWORD = 'Baobab2024';
const guard = accountMessages.guard;
const staff = accountMessages.staff;
const pager = shopTexts.pager;

interface ListedProduct {
  _id: string;
  name: string;
  status: string;
  sku: string;
  createdAt: string;
  inventory?: { quantity?: number };
  sizes?: string[];
  colors?: Array<{ name: string }>;
}

/** A call to the API for the journey's set-up and its expectations (never the screens under test). */
async function api<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as { data?: T };
  if (!response.ok) throw new Error(`${method} ${path} : ${response.status} ${JSON.stringify(json)}`);
  return json.data as T;
}

const tokenOf = async (emailOrPhone: string, password: string) =>
  (await api<{ token: string }>('POST', '/auth/login', null, { emailOrPhone, password })).token;

const listed = async (token: string, query: string) =>
  (await api<{ products: ListedProduct[] }>('GET', `/seller/products?${query}`, token)).products;

const visitors: Array<{ close: () => Promise<void> }> = [];
async function visitor(viewport: 'desktop' | 'mobile' = 'desktop'): Promise<Page> {
  const { context, page } = await newVisitor(viewport);
  visitors.push(context);
  return page;
}
afterAll(async () => {
  for (const open of visitors) await open.close();
  await disconnectBrowser();
});

async function signedInSeller(path: string, viewport: 'desktop' | 'mobile' = 'desktop'): Promise<Page> {
  const page = await visitor(viewport);
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, SELLER.email, SELLER.password);
  await page.waitForURL(`${baseUrl()}${path}`);
  return page;
}

/** The rows of the seller's product table (header included; the chart's and the ledger's tables aside). */
const productRows = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Produit', exact: true }) })
    .getByRole('row');

describe('the seller screens past the first page', () => {
  test('the product list pages through all 140 products of the demo seller, the page in the address', async () => {
    // 140 products in the demo shop (other journeys may have added some): the oldest are on the last page.
    const token = await tokenOf(SELLER.email, SELLER.password);
    const { pagination } = await api<{ pagination: { total: number; pages: number } }>(
      'GET',
      '/seller/products?limit=100',
      token,
    );
    expect(pagination.total).toBeGreaterThan(100);
    const last = pagination.pages;
    const lastPage = await listed(token, `page=${last}&limit=100`);
    const oldest = lastPage.at(-1)!;

    const page = await signedInSeller('/seller/products');
    await expect.poll(() => productRows(page).count()).toBe(101);
    const pages = page.getByRole('navigation', { name: pager.label });
    const current = pages.getByRole('link', { name: fill(pager.current, { page: 1, pages: last }) });
    expect(await current.getAttribute('aria-current')).toBe('page');

    // Keyboard: the last page is a link like any other.
    await pages.getByRole('link', { name: fill(pager.current, { page: last, pages: last }) }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/seller/products?page=${last}`);
    await expect.poll(() => productRows(page).count()).toBe(lastPage.length + 1);
    await productRows(page).filter({ hasText: oldest.name }).first().waitFor();

    // The address alone opens that page (a reload, a shared link), and Back returns to the first.
    await page.reload();
    await productRows(page).filter({ hasText: oldest.name }).first().waitFor();
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/seller/products`);
    await expect.poll(() => productRows(page).count()).toBe(101);

    // A filter starts again from its first page.
    await page.goto('/seller/products?page=2');
    await page.getByRole('combobox', { name: sellerAreaMessages.list.status }).selectOption('draft');
    await page.waitForURL(
      (url) => url.searchParams.get('status') === 'draft' && !url.searchParams.has('page'),
    );
  });

  test('the dashboard’s « Inactifs » filter finds every inactive product, older ones than the 50 newest included', async () => {
    const token = await tokenOf(SELLER.email, SELLER.password);
    // What « Inactifs » must show, asked status by status: drafts and archived products, newest first.
    const expected = (await listed(token, 'limit=100&status=draft'))
      .concat(await listed(token, 'limit=100&status=archived'))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const newest = new Set((await listed(token, 'limit=50')).map((product) => product._id));
    // The demo seller has inactive products beyond the 50 newest: filtering the first page alone would lose them.
    expect(expected.some((product) => !newest.has(product._id))).toBe(true);

    const page = await signedInSeller('/seller/dashboard');
    await page
      .getByRole('combobox', { name: sellerAreaMessages.dashboard.filter })
      .selectOption({ label: sellerAreaMessages.dashboard.filterOptions.inactive });
    await page.waitForURL((url) => url.searchParams.get('status') === 'inactive');
    await expect.poll(() => productRows(page).count()).toBe(expected.length + 1);
    for (const product of expected)
      await productRows(page).filter({ hasText: product.name }).first().waitFor();

    // The search too runs on the whole set: the oldest inactive product is found by its SKU.
    const oldest = expected.at(-1)!;
    const search = page.getByRole('searchbox', { name: sellerAreaMessages.dashboard.search });
    await search.fill(oldest.sku);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === oldest.sku);
    await expect.poll(() => productRows(page).count()).toBe(2);
    await productRows(page).filter({ hasText: oldest.name }).first().waitFor();
  });
});

describe('a refused seller asks again', () => {
  test('registers (and reads what happens next), is refused with a reason, asks again, and staff see the request', async () => {
    const seller = await visitor();
    const email = uniqueEmail('aminata');
    await seller.goto('/register');
    const form = seller.getByRole('region', { name: 'Créer un compte' });
    await form.getByRole('radio', { name: /^Vendeur/ }).click();
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    await field('Prénom').fill('Aminata');
    await field('Nom').fill('Ndiaye');
    await field('Email').fill(email);
    await field('Mot de passe').fill(PASSWORD);
    await field('Confirmer le mot de passe').fill(PASSWORD);
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await seller.waitForURL(`${baseUrl()}/seller/dashboard?welcome=1`);
    await seller.getByText(identityMessages.registeredSeller).waitFor();
    await seller.getByRole('heading', { name: guard.nextTitle }).waitFor();

    // Staff: a refusal without a reason is stopped with the server's words; with one, it goes.
    const admin = await visitor();
    await admin.goto('/login?redirect=%2Fadmin%2Fsellers');
    await signIn(admin, ADMIN.email, ADMIN.password);
    await admin.waitForURL(`${baseUrl()}/admin/sellers`);
    const entry = (section: string) =>
      admin
        .getByRole('region', { name: new RegExp(`^${section}`) })
        .getByRole('article')
        .filter({ hasText: email });
    await entry('En attente').getByRole('button', { name: staff.reject }).click();
    const dialog = admin.getByRole('dialog', { name: staff.rejectTitle('Aminata Ndiaye') });
    await dialog.getByRole('button', { name: staff.confirmReject }).click();
    await dialog.getByText(identityMessages.rejectReasonRequired).waitFor();
    const reason = dialog.getByRole('textbox', { name: staff.reasonLabel });
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    await reason.fill('Ajoutez une photo de vos créations.');
    await dialog.getByRole('button', { name: staff.confirmReject }).click();
    await entry('Refusés').getByText('Ajoutez une photo de vos créations.').waitFor();

    // The seller reads the reason and asks again with one button.
    await seller.getByRole('button', { name: guard.checkAgain }).click();
    await seller.getByRole('heading', { level: 1, name: guard.rejectedTitle }).waitFor();
    await seller.getByText('Ajoutez une photo de vos créations.').waitFor();
    await seller.getByRole('button', { name: guard.reapplyButton }).click();
    await seller.getByText(identityMessages.sellerReapplied).waitFor();
    await seller.getByRole('heading', { level: 1, name: guard.pendingTitle }).waitFor();
    await seller.getByText(guard.previousRefusal).waitFor();
    expect(await seller.getByRole('button', { name: guard.reapplyButton }).count()).toBe(0);

    // Staff see it waiting again, marked as a new request.
    await admin.reload();
    await entry('En attente').getByText(staff.reapplication).waitFor();
  });
});

describe('the seller dashboard on a phone after a sale', () => {
  test('shows the chart and its table for screen readers without scrolling sideways', async () => {
    // One paid sale of the demo seller's (through the sandbox): the first size and colour that has stock.
    const token = await tokenOf(SELLER.email, SELLER.password);
    const candidates = (await listed(token, 'limit=50&status=active')).filter(
      (product) => (product.inventory?.quantity ?? 0) > 5,
    );
    const buyerEmail = uniqueEmail('sokhna');
    await registerCustomer(buyerEmail, PASSWORD);
    const buyer = await tokenOf(buyerEmail, PASSWORD);
    let order: { id: string } | undefined;
    for (const product of candidates) {
      for (const size of product.sizes?.length ? product.sizes : [undefined]) {
        const color = product.colors?.[0]?.name;
        order = await api<{ id: string }>('POST', '/orders', buyer, {
          items: [
            { productId: product._id, quantity: 1, ...(size ? { size } : {}), ...(color ? { color } : {}) },
          ],
          paymentMethod: 'wave',
          payerPhone: '+221 77 123 45 67',
          shippingAddress: {
            street: 'Rue 10 x 13, Médina',
            city: 'Dakar',
            region: 'Dakar',
            country: 'Sénégal',
          },
        }).catch(() => undefined);
        if (order) break;
      }
      if (order) break;
    }
    if (!order) throw new Error('Aucun produit du vendeur de démonstration ne se commande');
    const end = Date.now() + 20_000;
    for (;;) {
      const seen = await api<{ paymentStatus: string }>('GET', `/orders/${order.id}`, buyer);
      if (seen.paymentStatus === 'paid') break;
      if (Date.now() > end) throw new Error(`Commande jamais payée : ${seen.paymentStatus}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }

    const page = await signedInSeller('/seller/dashboard', 'mobile');
    await page.setViewportSize({ width: 390, height: 844 });
    const chart = page.locator('[data-slot="sales-chart"]');
    await chart.locator('canvas').waitFor();
    await chart
      .getByRole('table', { name: sellerAreaMessages.chart.tableCaption })
      .waitFor({ state: 'attached' });
    await page.getByRole('navigation', { name: pager.label }).waitFor();
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    // The table is in the page for screen readers, in a box of one pixel.
    const hidden = await chart.getByRole('table').evaluate((table) => {
      const box = table.parentElement!.getBoundingClientRect();
      return { width: box.width, height: box.height };
    });
    expect(hidden.width).toBeLessThanOrEqual(1);
    expect(hidden.height).toBeLessThanOrEqual(1);
    if (process.env.SHOTS_DIR) {
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/dashboard-phone-after-sale.png`,
        fullPage: true,
      });
    }
  });
});
