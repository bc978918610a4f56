import { formatPhone } from '@teranga/headless';
import { accountMessages, fill, sellerAreaMessages } from '@teranga/messages';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  baseUrl,
  disconnectBrowser,
  newVisitor,
  registerCustomer,
  signIn,
  uniqueEmail,
} from '../support/shop';

// Payouts (issue 27): a seller with a paid sale gives their Wave number on the dashboard, staff pay their balance from
// the balances screen (the sandbox pays), « Versements » shows it paid, and the seller sees the payout.

const PASSWORD = 'Baobab2024';
const ADMIN = { email: 'admin@teranga.demo', password: 'Admin-Teranga-2025' };
const SELLER_NAME = 'Couture Diallo';
const t = sellerAreaMessages.payouts;
const desk = accountMessages.staffDesk;

/** A call to the API for the journey's set-up (never the app under test). */
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

/** An approved seller with one paid sale (bought through the sandbox): a balance to pay. */
async function sellerWithASale(): Promise<string> {
  const email = uniqueEmail('diallo');
  const registered = await api<{ user: { id: string } }>('POST', '/auth/register', null, {
    firstName: 'Couture',
    lastName: 'Diallo',
    email,
    phone: '',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    role: 'seller',
  });
  const admin = await tokenOf(ADMIN.email, ADMIN.password);
  await api('PUT', `/admin/sellers/${registered.user.id}/status`, admin, { status: 'approved' });
  const seller = await tokenOf(email, PASSWORD);
  const categories = await api<Array<{ _id: string }> | { categories: Array<{ _id: string }> }>(
    'GET',
    '/categories',
    null,
  );
  const [category] = Array.isArray(categories) ? categories : categories.categories;
  if (!category) throw new Error('Aucune catégorie de démonstration');
  const made = await api<{ _id: string } | { product: { _id: string } }>('POST', '/seller/products', seller, {
    name: 'Pagne wax Couture Diallo',
    description: 'Pièce faite main à Thiès, en coton tissé localement.',
    price: 30,
    sku: `E2E-PAY-${Date.now().toString(36)}`.toUpperCase(),
    category: category._id,
    status: 'active',
    inventory: { trackQuantity: true, quantity: 3 },
  });
  const productId = 'product' in made ? made.product._id : made._id;
  const buyerEmail = uniqueEmail('awa');
  await registerCustomer(buyerEmail, PASSWORD);
  const buyer = await tokenOf(buyerEmail, PASSWORD);
  const order = await api<{ id: string }>('POST', '/orders', buyer, {
    items: [{ productId, quantity: 1 }],
    paymentMethod: 'wave',
    payerPhone: '+221 77 123 45 67',
    shippingAddress: { street: 'Rue 10 x 13, Médina', city: 'Dakar', region: 'Dakar', country: 'Sénégal' },
  });
  const end = Date.now() + 20_000;
  for (;;) {
    const seen = await api<{ paymentStatus: string }>('GET', `/orders/${order.id}`, buyer);
    if (seen.paymentStatus === 'paid') return email;
    if (Date.now() > end) throw new Error(`Commande jamais payée : ${seen.paymentStatus}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function reloadUntil(page: Page, check: () => Promise<boolean>, timeout = 20_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('La page n’a pas changé à temps');
    await page.waitForTimeout(500);
    await page.reload();
  }
}

describe('staff pay a seller’s balance to their Wave number', () => {
  let sellerEmail = '';

  beforeAll(async () => {
    sellerEmail = await sellerWithASale();
  });
  afterAll(async () => {
    await disconnectBrowser();
  });

  test('the seller gives their Wave number on the dashboard (a wrong one is refused in French)', async () => {
    const seller = await newVisitor();
    try {
      await seller.page.goto('/login?redirect=%2Fseller%2Fdashboard');
      await signIn(seller.page, sellerEmail, PASSWORD);
      await seller.page.waitForURL(`${baseUrl()}/seller/dashboard`);
      const form = seller.page.getByRole('form', { name: t.phoneTitle });
      await form.getByText(t.phoneNone).waitFor();
      const field = form.getByRole('textbox', { name: t.phoneLabel });
      await field.fill('06 12 34 56 78');
      await form.getByRole('button', { name: t.save }).click();
      await form.getByRole('alert').filter({ hasText: t.phoneInvalid }).waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await field.fill('+221 77 555 12 34');
      await field.press('Enter');
      await form.getByRole('status').filter({ hasText: t.saved }).waitFor();
      await form.getByText(fill(t.phoneCurrent, { phone: formatPhone('+221775551234') })).waitFor();
    } finally {
      await seller.context.close();
    }
  });

  test('staff pay the balance from the balances screen, and « Versements » shows it paid', async () => {
    const staff = await newVisitor();
    try {
      await staff.page.goto('/login?redirect=%2Fadmin%2Fbalances');
      await signIn(staff.page, ADMIN.email, ADMIN.password);
      await staff.page.waitForURL(`${baseUrl()}/admin/balances`);
      const row = staff.page.getByRole('row').filter({ hasText: sellerEmail });
      await row.getByRole('button', { name: fill(desk.balances.payLabel, { seller: SELLER_NAME }) }).click();
      const dialog = staff.page.getByRole('alertdialog');
      await dialog.getByText(desk.balances.confirmTitle).waitFor();
      await dialog.getByRole('button', { name: desk.balances.confirmPay }).click();
      await staff.page
        .getByRole('status')
        .filter({ hasText: new RegExp(`^Versement de .+ à ${SELLER_NAME} demandé$`) })
        .waitFor();
      // Nothing left to pay: the button is gone.
      await row.getByRole('button', { name: fill(desk.balances.payLabel, { seller: SELLER_NAME }) }).waitFor({
        state: 'detached',
      });
      await staff.page
        .getByRole('navigation', { name: desk.nav.label })
        .getByRole('link', { name: desk.nav.payouts })
        .click();
      await staff.page.waitForURL(`${baseUrl()}/admin/payouts`);
      await expect.poll(() => staff.page.title()).toContain(desk.titles.payouts);
      const payout = staff.page.getByRole('row').filter({ hasText: sellerEmail });
      await reloadUntil(
        staff.page,
        async () => (await payout.getByText(desk.payouts.statuses.succeeded).count()) > 0,
      );
      await payout.getByText(formatPhone('+221775551234')).waitFor();
    } finally {
      await staff.context.close();
    }
  });

  test('the seller sees the payout under the ledger, and a balance of 0', async () => {
    const seller = await newVisitor();
    try {
      await seller.page.goto('/login?redirect=%2Fseller%2Fdashboard');
      await signIn(seller.page, sellerEmail, PASSWORD);
      await seller.page.waitForURL(`${baseUrl()}/seller/dashboard`);
      const payouts = seller.page.getByRole('table', { name: t.caption });
      await payouts.getByRole('cell', { name: t.statuses.succeeded }).waitFor();
      const lines = seller.page.getByRole('table', { name: sellerAreaMessages.ledger.caption });
      await lines.getByRole('cell', { name: sellerAreaMessages.ledger.kinds.payout, exact: true }).waitFor();
      await seller.page
        .getByRole('region', { name: sellerAreaMessages.ledger.title })
        .getByRole('definition')
        .filter({ hasText: /^0 CFA$/ })
        .first()
        .waitFor();
    } finally {
      await seller.context.close();
    }
  });
});
