import { messages, plural, sellerAreaMessages } from '@teranga/messages';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  baseUrl,
  disconnectBrowser,
  newVisitor,
  registerCustomer,
  signIn,
  uniqueEmail,
} from '../support/shop';

const list = sellerAreaMessages.list;
const dashboard = sellerAreaMessages.dashboard;
const ADMIN = { email: 'admin@teranga.demo', password: 'Admin-Teranga-2025' };
const PASSWORD = 'Baobab2024';

interface Seeded {
  id: string;
  name: string;
}

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(`${baseUrl()}/api${path}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new approved seller with products of every status (set-up through the real API, not the screens under test). */
async function approvedSellerWithProducts() {
  const email = uniqueEmail('fatou.vendeuse');
  const registered = await api<{ data: { token: string; user: { id: string } } }>('/auth/register', {
    method: 'POST',
    body: JSON.stringify({
      firstName: 'Fatou',
      lastName: 'Diop',
      email,
      phone: '',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 'seller',
    }),
  });
  const admin = await api<{ data: { token: string } }>('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ emailOrPhone: ADMIN.email, password: ADMIN.password }),
  });
  await api(`/admin/sellers/${registered.data.user.id}/status`, {
    method: 'PUT',
    token: admin.data.token,
    body: JSON.stringify({ status: 'approved' }),
  });
  const token = registered.data.token;
  const categories = await api<{ data: Array<{ id: string; slug: string; name: string }> }>('/categories');
  const [first, second] = categories.data;
  if (!first || !second) throw new Error('La boutique de démonstration doit avoir deux catégories');
  const suffix = Date.now().toString(36).toUpperCase();
  const create = async (name: string, fields: Record<string, unknown>): Promise<Seeded> => {
    const created = await api<{ data: { product: { id: string } } }>('/seller/products', {
      method: 'POST',
      token,
      body: JSON.stringify({
        name,
        description: `${name} : pièce cousue à la main à Dakar.`,
        price: 30,
        sku: `TST-${name.split(' ')[0]?.toUpperCase()}-${suffix}`,
        category: first.id,
        ...fields,
      }),
    });
    return { id: created.data.product.id, name };
  };
  const products = {
    alpha: await create('Boubou alpha', { status: 'active', comparePrice: 40, featured: true }),
    beta: await create('Chemise beta', { status: 'draft', category: second.id, price: 20 }),
    gamma: await create('Sac gamma', { status: 'archived', price: 50 }),
    delta: await create('Pagne delta', { status: 'draft', price: 12 }),
    epsilon: await create('Foulard epsilon', { status: 'draft', price: 8 }),
  };
  return { email, token, products, categories: { first, second } };
}

let seller: Awaited<ReturnType<typeof approvedSellerWithProducts>>;
const visitors: Array<{ close: () => Promise<void> }> = [];

beforeAll(async () => {
  seller = await approvedSellerWithProducts();
});
afterAll(async () => {
  for (const visitor of visitors) await visitor.close();
  await disconnectBrowser();
});

async function signedInSeller(
  viewport: 'desktop' | 'mobile' = 'desktop',
  size?: { width: number; height: number },
  account: { email: string } = seller,
) {
  const { context, page } = await newVisitor(viewport);
  visitors.push(context);
  if (size) await page.setViewportSize(size);
  await page.goto('/login');
  await signIn(page, account.email, PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

const rowOf = (page: Page, name: string): Locator => page.getByRole('row').filter({ hasText: name });
const toast = (page: Page, text: string): Locator =>
  page.locator('[data-slot="toast"]').filter({ hasText: text });
const productRows = (page: Page) => page.locator('[data-slot="data-table-row"]');
const resultsText = (page: Page, count: number) =>
  page
    .getByRole('status')
    .filter({ hasText: plural(list.results, count) })
    .waitFor();

async function openList(page: Page, search = '') {
  await page.goto(`/seller/products${search}`);
  await page.getByRole('heading', { level: 1, name: list.title }).waitFor();
}

describe('the seller product list', () => {
  test('search, status, category and sort live in the address; Back restores each step', async () => {
    const page = await signedInSeller();
    await openList(page);
    await page.getByText(plural(list.count, 5)).waitFor();
    await resultsText(page, 5);

    await page.getByRole('combobox', { name: list.status }).selectOption('draft');
    await page.waitForURL(/status=draft/);
    await resultsText(page, 3);

    await page.getByRole('combobox', { name: list.sort }).selectOption('name');
    await page.waitForURL(/sort=name/);
    // Name A to Z among the drafts.
    await expect
      .poll(() => productRows(page).locator('td:nth-child(2)').allTextContents())
      .toEqual([
        expect.stringContaining('Chemise beta'),
        expect.stringContaining('Foulard epsilon'),
        expect.stringContaining('Pagne delta'),
      ]);

    const search = page.getByRole('searchbox', { name: list.search, exact: true });
    await search.fill('epsilon');
    await search.press('Enter');
    await page.waitForURL(/q=epsilon/);
    await resultsText(page, 1);

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('q=') && url.search.includes('sort=name'));
    await resultsText(page, 3);
    expect(await search.inputValue()).toBe('');
    await page.goBack();
    await page.waitForURL((url) => url.search === '?status=draft');
    expect(await page.getByRole('combobox', { name: list.sort }).inputValue()).toBe('newest');
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/seller/products`);
    await resultsText(page, 5);

    // Category: the second category holds only the beta shirt; a reload keeps the filter.
    await page.getByRole('combobox', { name: list.category }).selectOption(seller.categories.second.slug);
    await resultsText(page, 1);
    await page.reload();
    await resultsText(page, 1);
    await rowOf(page, 'Chemise beta').waitFor();

    // Nothing matches: the filtered empty state.
    await search.fill('introuvable');
    await search.press('Enter');
    await page.getByRole('heading', { name: messages.seller.noProducts }).waitFor();
    await page.getByText(messages.seller.noMatch).waitFor();
  });

  test('the quick toggles change status and featured, and an activated product reaches the storefront', async () => {
    const page = await signedInSeller();
    const { beta } = seller.products;
    // A draft is not on the storefront.
    expect((await fetch(`${baseUrl()}/api/products/${beta.id}`)).status).toBe(404);

    await openList(page);
    const row = rowOf(page, beta.name);
    await row.getByText('Brouillon').waitFor();
    await row.getByRole('button', { name: `Activer : ${beta.name}` }).click();
    await row.getByText('Actif', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Désactiver : ${beta.name}` }).waitFor();

    await row.getByRole('button', { name: `Mettre en vedette : ${beta.name}` }).click();
    await row.getByText('En vedette').waitFor();
    await row.getByRole('button', { name: `Retirer de la vedette : ${beta.name}` }).waitFor();

    // Seen from the storefront: the product page opens (the list's view link leads there).
    await row.getByRole('link', { name: `Voir : ${beta.name}` }).click();
    await page.waitForURL(`${baseUrl()}/product/${beta.id}`);
    await page.getByRole('heading', { level: 1, name: beta.name }).waitFor();

    // Back to draft: gone from the storefront again.
    await openList(page);
    await rowOf(page, beta.name)
      .getByRole('button', { name: `Désactiver : ${beta.name}` })
      .click();
    await rowOf(page, beta.name).getByText('Brouillon').waitFor();
    expect((await fetch(`${baseUrl()}/api/products/${beta.id}`)).status).toBe(404);
  });

  test('delete asks first with the document text; the selection goes after one confirmation', async () => {
    const page = await signedInSeller();
    const { gamma, delta, epsilon } = seller.products;
    await openList(page);
    await rowOf(page, gamma.name)
      .getByRole('button', { name: `Supprimer : ${gamma.name}` })
      .click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(messages.seller.confirmDelete).waitFor();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await rowOf(page, gamma.name).waitFor({ state: 'detached' });
    await page.getByText(plural(list.count, 4)).waitFor();

    await page.getByRole('checkbox', { name: `Sélectionner ${delta.name}` }).click();
    await page.getByRole('checkbox', { name: `Sélectionner ${epsilon.name}` }).click();
    await page.getByRole('button', { name: 'Supprimer la sélection' }).click();
    const bulk = page.getByRole('alertdialog');
    await bulk.getByText(plural(list.deleteSelectedMessage, 2)).waitFor();
    await bulk.getByRole('button', { name: 'Supprimer' }).click();
    await rowOf(page, delta.name).waitFor({ state: 'detached' });
    await rowOf(page, epsilon.name).waitFor({ state: 'detached' });
    await page.getByText(plural(list.count, 2)).waitFor();
    await toast(page, plural(list.deleted, 2)).waitFor();
    expect(await page.getByRole('button', { name: 'Supprimer la sélection' }).count()).toBe(0);

    const remaining = await api<{ data: { stats: { total: number } } }>('/seller/products?limit=100', {
      token: seller.token,
    });
    expect(remaining.data.stats.total).toBe(2);
  });

  test('the dashboard figures match the list, and the created flag shows its toast then leaves the address', async () => {
    const page = await signedInSeller();
    await openList(page);
    const total = Number((await page.getByText(/produits? au total$/).textContent())?.match(/\d+/)?.[0]);
    await page.getByRole('combobox', { name: list.status }).selectOption('active');
    // The count is read once the filtered list has arrived (the previous count shows while it loads).
    const { data } = await api<{ data: { stats: { active: number } } }>('/seller/products?limit=1', {
      token: seller.token,
    });
    const active = data.stats.active;
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /résultats?$/ })
          .textContent(),
      )
      .toMatch(new RegExp(`^${active} résultats?$`));

    await page.goto('/seller/dashboard?created=1');
    await page.getByRole('heading', { level: 1, name: dashboard.title }).waitFor();
    await toast(page, messages.seller.created).waitFor();
    const figure = (label: string) => page.getByRole('region', { name: label }).locator('p').first();
    await expect.poll(() => figure(dashboard.totalProducts).textContent()).toBe(String(total));
    await expect.poll(() => figure(dashboard.activeProducts).textContent()).toBe(String(active));
    await expect.poll(() => figure(dashboard.totalSales).textContent()).toBe('0');
    await expect.poll(() => figure(dashboard.revenue).textContent()).toBe('0 CFA');
    // Without orders the chart says so instead of drawing an empty frame.
    await page.getByText(sellerAreaMessages.chart.empty).waitFor();
    // Every product of the seller is in the table, with its category or 'Sans catégorie'.
    await expect.poll(() => productRows(page).count()).toBe(total);
    await rowOf(page, seller.products.alpha.name).getByText(seller.categories.first.name).waitFor();

    // 5 s later the flag is gone from the address (replaced, not a new history step).
    await page.waitForURL(`${baseUrl()}/seller/dashboard`, { timeout: 15_000 });
  });

  test('on a phone (390 × 844) the list reads as cards and the page never scrolls sideways', async () => {
    const page = await signedInSeller('mobile', { width: 390, height: 844 });
    await openList(page);
    const row = rowOf(page, seller.products.alpha.name);
    await row.waitFor();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
    // Each cell names its column where the header row is hidden.
    expect(
      await row.locator('td[data-label]').evaluateAll((cells) => cells.map((cell) => cell.dataset.label)),
    ).toEqual(['Statut', 'Prix', 'Stock', 'Actions']);
    // 'Tout sélectionner' stays written out above the cards.
    await page.getByText('Tout sélectionner').waitFor();
    // The actions are on screen and work.
    const feature = row.getByRole('button', {
      name: `Retirer de la vedette : ${seller.products.alpha.name}`,
    });
    const box = await feature.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await feature.click();
    await row.getByRole('button', { name: `Mettre en vedette : ${seller.products.alpha.name}` }).waitFor();
    // The seller navigation is there too.
    await page
      .getByRole('navigation', { name: sellerAreaMessages.nav.label })
      .getByRole('link', { name: sellerAreaMessages.nav.dashboard })
      .click();
    await page.waitForURL(`${baseUrl()}/seller/dashboard`);
  });

  test('a customer who opens /seller/products lands on the home page', async () => {
    const email = uniqueEmail('moussa');
    await registerCustomer(email);
    const { context, page } = await newVisitor();
    visitors.push(context);
    await page.goto('/login');
    await signIn(page, email, 'Baobab2024');
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto('/seller/products');
    await page.waitForURL(`${baseUrl()}/`);
    expect(await page.getByRole('heading', { name: list.title }).count()).toBe(0);
  });
});

describe('the seller dashboard', () => {
  // Its own seller: the list's journeys above change and delete their seller's products.
  let own: Awaited<ReturnType<typeof approvedSellerWithProducts>>;
  beforeAll(async () => {
    own = await approvedSellerWithProducts();
  });
  const signedInOwnSeller = () => signedInSeller('desktop', undefined, own);
  async function openDashboard(page: Page, search = '') {
    await page.goto(`/seller/dashboard${search}`);
    await page.getByRole('heading', { level: 1, name: dashboard.title }).waitFor();
  }

  test('its all/active/inactive filter and its search live in the address, as the list does', async () => {
    const page = await signedInOwnSeller();
    await openDashboard(page);
    await expect.poll(() => productRows(page).count()).toBe(5);

    await page.getByRole('combobox', { name: dashboard.filter }).selectOption('inactive');
    await page.waitForURL(/status=inactive/);
    await expect.poll(() => productRows(page).count()).toBe(4);
    expect(await rowOf(page, own.products.alpha.name).count()).toBe(0);

    const search = page
      .getByRole('main')
      .getByRole('search')
      .getByRole('searchbox', { name: dashboard.search });
    await search.fill('Pagne');
    await page.getByRole('main').getByRole('search').getByRole('button', { name: list.search }).click();
    await page.waitForURL(/q=Pagne/);
    await rowOf(page, own.products.delta.name).waitFor();
    await expect.poll(() => productRows(page).count()).toBe(1);

    // A reload (or a shared link) keeps both.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: dashboard.title }).waitFor();
    expect(await page.getByRole('combobox', { name: dashboard.filter }).inputValue()).toBe('inactive');
    expect(
      await page
        .getByRole('main')
        .getByRole('search')
        .getByRole('searchbox', { name: dashboard.search })
        .inputValue(),
    ).toBe('Pagne');
    await expect.poll(() => productRows(page).count()).toBe(1);

    // 'Tous' and an empty search leave the address clean.
    await page.getByRole('combobox', { name: dashboard.filter }).selectOption('all');
    await search.fill('');
    await page.getByRole('main').getByRole('search').getByRole('button', { name: list.search }).click();
    await page.waitForURL(`${baseUrl()}/seller/dashboard`);
    await expect.poll(() => productRows(page).count()).toBe(5);

    await page.goto('/seller/dashboard?status=active');
    await rowOf(page, own.products.alpha.name).waitFor();
    await expect.poll(() => productRows(page).count()).toBe(1);
  });

  test("'Erreur serveur' from the API: the hint is shown and the list is emptied", async () => {
    const page = await signedInOwnSeller();
    await openDashboard(page);
    await rowOf(page, own.products.alpha.name).waitFor();
    // The real server answers everything else; only the product list answers the document's server error.
    await page.route(
      (url) => url.pathname === '/api/seller/products',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: dashboard.serverErrorMarker }),
        }),
    );
    await page.reload();
    // The seller queries are not retried (seller-products.ts): the error shows at once.
    await page.getByText(dashboard.serverErrorHint).waitFor({ timeout: 45_000 });
    await page.getByRole('alert').filter({ hasText: dashboard.serverErrorMarker }).first().waitFor();
    expect(await productRows(page).count()).toBe(0);
    expect(await rowOf(page, own.products.alpha.name).count()).toBe(0);
    // The seller stays on the dashboard (only a token error signs out).
    expect(page.url()).toBe(`${baseUrl()}/seller/dashboard`);
  }, 90_000);

  test('a token the server refuses: the stored session is cleared and the seller lands on /login', async () => {
    const page = await signedInOwnSeller();
    await openDashboard(page);
    await rowOf(page, own.products.alpha.name).waitFor();
    const storedToken = () =>
      page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));
    expect(await storedToken()).toBeTruthy();
    await page.route(
      (url) => url.pathname === '/api/seller/stats',
      (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            message: 'Token expiré ou invalide. Veuillez vous reconnecter.',
          }),
        }),
    );
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await storedToken()).toBeNull();
    await page.getByRole('region', { name: 'Partner Login' }).waitFor();
  });
});
