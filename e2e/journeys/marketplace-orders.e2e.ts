import { accountMessages, fill, messages, ordersShopTexts, sellerAreaMessages } from '@teranga/messages';
import { orderPartCardLabels } from '@teranga/messages/kit/order-part-card';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fillTypedAddress } from '../support/checkout';
import { shipFromList } from '../support/ship';
import {
  baseUrl,
  chooseOptions,
  disconnectBrowser,
  newVisitor,
  registerCustomer,
  signIn,
  uniqueEmail,
} from '../support/shop';

const t = ordersShopTexts;
const PASSWORD = 'Baobab2024';
const ADMIN = { email: 'admin@teranga.demo', password: 'Admin-Teranga-2025' };
const DEMO_SELLER = { email: 'vendeur@teranga.demo', password: 'Vendeur-Teranga-2025' };

interface Shop {
  name: string;
  email: string;
  /** what the customer's order calls the seller ('Vendu par …') */
  sellerName: string;
  product: { _id: string; name: string };
}

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

/** A seller who asks for an account through the API; staff approve them on the staff desk during the journey. */
async function registerSeller(firstName: string, lastName: string): Promise<{ email: string }> {
  const email = uniqueEmail(firstName.toLowerCase());
  await api('POST', '/auth/register', null, {
    firstName,
    lastName,
    email,
    phone: '',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    role: 'seller',
  });
  return { email };
}

/** Once approved, the seller puts a product with stock on sale (no size or colour to choose). */
async function putOnSale(email: string, name: string, price: number): Promise<{ _id: string; name: string }> {
  const token = await tokenOf(email, PASSWORD);
  const categories = await api<Array<{ _id: string }> | { categories: Array<{ _id: string }> }>(
    'GET',
    '/categories',
    null,
  );
  const [category] = Array.isArray(categories) ? categories : categories.categories;
  if (!category) throw new Error('Aucune catégorie de démonstration');
  const made = await api<{ _id: string; name: string } | { product: { _id: string; name: string } }>(
    'POST',
    '/seller/products',
    token,
    {
      name,
      description: 'Pièce faite main à Thiès, en coton tissé localement.',
      price,
      sku: `E2E-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase(),
      category: category._id,
      status: 'active',
      // Few enough that the other journeys' "a product with stock" (more than 10) never picks it.
      inventory: { trackQuantity: true, quantity: 8 },
    },
  );
  return 'product' in made ? made.product : made;
}

/** A product of the demo seller with stock in its first size and colour (the product page's choice). */
async function demoSellerProduct(): Promise<{ _id: string; name: string }> {
  const token = await tokenOf(DEMO_SELLER.email, DEMO_SELLER.password);
  const { products } = await api<{
    products: Array<{ _id: string; name: string; inventory?: { quantity?: number } }>;
  }>('GET', '/seller/products?limit=50&status=active', token);
  const product = products.find((p) => (p.inventory?.quantity ?? 0) > 20);
  if (!product) throw new Error('Aucun produit du vendeur de démonstration en stock');
  return product;
}

/** Buys now from the product page: the line is added and the cart opens. */
async function addToCart(page: Page, product: { _id: string; name: string }): Promise<void> {
  await page.goto(`/product/${product._id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await chooseOptions(page);
  await page.getByRole('main').getByRole('button', { name: 'Acheter maintenant' }).click();
  await page.waitForURL(`${baseUrl()}/cart`);
  await page
    .getByRole('list', { name: 'Articles du panier' })
    .getByRole('heading', { name: product.name })
    .waitFor();
}

/** Reloads a page until `check` passes: a refund is confirmed by the provider's webhook, a moment later. */
async function reloadUntil(page: Page, check: () => Promise<boolean>, timeout = 20_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('La page n’a pas changé à temps');
    await page.waitForTimeout(500);
    await page.reload();
  }
}

/** A seller's part on the customer's order page: a region named 'Vendu par …'. */
const partOf = (page: Page, shop: Shop) =>
  page.getByRole('region', {
    name: fill(orderPartCardLabels.soldBy, { seller: shop.sellerName }),
  });

describe('a marketplace order: one order, one part per seller', () => {
  const email = uniqueEmail('khady');
  let customer: Awaited<ReturnType<typeof newVisitor>>;
  let orderNumber = '';
  let orderUrl = '';
  const shops: Shop[] = [];

  beforeAll(async () => {
    await registerCustomer(email, PASSWORD);
    const sow = await registerSeller('Maison', 'Sow');
    const fall = await registerSeller('Atelier', 'Fall');
    shops.push(
      {
        name: 'demo',
        email: DEMO_SELLER.email,
        sellerName: 'Moussa Ndiaye',
        product: await demoSellerProduct(),
      },
      { name: 'sow', email: sow.email, sellerName: 'Maison Sow', product: { _id: '', name: '' } },
      { name: 'fall', email: fall.email, sellerName: 'Atelier Fall', product: { _id: '', name: '' } },
    );
    customer = await newVisitor();
  });

  afterAll(async () => {
    await customer?.context.close();
    await disconnectBrowser();
  });

  test('staff approve the two new sellers on the staff desk, who then put a product on sale', async () => {
    const staff = await newVisitor();
    try {
      await staff.page.goto('/login?redirect=%2Fadmin%2Fsellers');
      await signIn(staff.page, ADMIN.email, ADMIN.password);
      await staff.page.waitForURL(`${baseUrl()}/admin/sellers`);
      await staff.page.getByRole('navigation', { name: accountMessages.staffDesk.nav.label }).waitFor();
      for (const shop of shops.slice(1)) {
        const entry = staff.page
          .getByRole('region', { name: /^En attente/ })
          .getByRole('article', { name: shop.sellerName });
        await entry.getByRole('button', { name: accountMessages.staff.approve }).click();
        await staff.page
          .getByRole('region', { name: /^Validés/ })
          .getByRole('article', { name: shop.sellerName })
          .waitFor();
      }
    } finally {
      await staff.context.close();
    }
    for (const [index, shop] of shops.slice(1).entries()) {
      shop.product = await putOnSale(
        shop.email,
        `Pagne tissé ${shop.sellerName} ${index + 1}`,
        20 + index * 10,
      );
    }
  });

  test('a customer buys from three sellers at once: one order, one number, one payment, three parts', async () => {
    const { page } = customer;
    await page.goto('/login');
    await signIn(page, email, PASSWORD);
    await page.waitForURL(`${baseUrl()}/`);
    for (const shop of shops) await addToCart(page, shop.product);
    const summary = page.getByRole('region', { name: 'Récapitulatif' });
    await summary.getByRole('textbox', { name: t.paymentStep.payerPhone }).fill('+221 77 123 45 67');
    await fillTypedAddress(summary);
    await summary.getByRole('button', { name: 'Payer' }).click();
    await page.getByText(messages.checkout.confirmed).first().waitFor({ timeout: 30_000 });
    await page.waitForURL(/\/order-confirmation\?order=[0-9a-f]{24}$/);
    orderUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    const heading = page.getByRole('heading', { name: /^Commande n° / });
    orderNumber = (await heading.textContent())?.replace('Commande n° ', '').trim() ?? '';
    expect(orderNumber).not.toBe('');
    for (const shop of shops) {
      const part = partOf(page, shop);
      await part.getByText(shop.product.name).waitFor();
      await part.getByText(t.orderStatuses.processing).waitFor();
      // Paid and not shipped: the customer may still cancel each part.
      await part
        .getByRole('button', { name: fill(t.confirmation.cancelPartLabel, { seller: shop.sellerName }) })
        .waitFor();
    }
  });

  test('each seller sees and ships only their own part', async () => {
    expect(orderNumber).not.toBe('');
    for (const shop of shops.slice(0, 2)) {
      const seller = await newVisitor();
      try {
        await seller.page.goto('/login?redirect=%2Fseller%2Forders%3Fstatus%3Dprocessing');
        await signIn(seller.page, shop.email, shop === shops[0] ? DEMO_SELLER.password : PASSWORD);
        await seller.page.waitForURL(`${baseUrl()}/seller/orders?status=processing`);
        const row = seller.page.getByRole('row').filter({ hasText: orderNumber });
        await row.getByText(shop.product.name, { exact: false }).waitFor();
        // The other sellers' lines are not theirs to see.
        for (const other of shops.filter((s) => s !== shop)) {
          expect(await row.getByText(other.product.name, { exact: false }).count()).toBe(0);
        }
        await shipFromList(seller.page, orderNumber, { carrier: 'dhl', trackingNumber: 'JD014600003SN' });
        await seller.page
          .getByRole('status')
          .filter({ hasText: `Commande ${orderNumber} : ${t.orderStatuses.shipped}` })
          .waitFor();
      } finally {
        await seller.context.close();
      }
      if (shop === shops[0]) {
        // One part on its way, the others not yet: the customer reads « Partiellement expédiée ».
        await customer.page.goto(orderUrl);
        await customer.page.getByText(t.orderStatuses.partially_shipped).first().waitFor();
      }
    }
  });

  test('the customer cancels the third part before it ships and sees it refunded', async () => {
    const { page } = customer;
    const fall = shops[2];
    if (!fall) throw new Error('no third seller');
    await page.goto(orderUrl);
    const part = partOf(page, fall);
    // A shipped part can no longer be cancelled.
    expect(
      await page
        .getByRole('button', { name: fill(t.confirmation.cancelPartLabel, { seller: 'Maison Sow' }) })
        .count(),
    ).toBe(0);
    await part
      .getByRole('button', { name: fill(t.confirmation.cancelPartLabel, { seller: fall.sellerName }) })
      .click();
    const dialog = page.getByRole('alertdialog', { name: t.confirmation.confirmCancelTitle });
    // The safe choice has the focus.
    expect(
      await dialog
        .getByRole('button', { name: t.confirmation.keep })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await dialog.getByRole('button', { name: t.confirmation.confirmCancel }).click();
    await page
      .getByRole('status')
      .filter({ hasText: fill(t.confirmation.partCancelled, { seller: fall.sellerName }) })
      .waitFor();
    await reloadUntil(
      page,
      async () => (await partOf(page, fall).getByText(t.refundStatuses.succeeded).count()) > 0,
    );
    await partOf(page, fall).getByText(t.orderStatuses.cancelled).waitFor();
    // The two other parts are shipped: the order is « Expédiée », and its payment partly refunded, with the amount.
    const main = page.getByRole('main');
    await main.getByText(t.orderStatuses.shipped).first().waitFor();
    await main
      .getByText(new RegExp(`${t.paymentStatuses.partially_refunded} : \\d+,\\d\\d€ \\(\\d[\\d\\s]* CFA\\)`))
      .first()
      .waitFor();
    // Paid through the sandbox: the order says no money moved (issue 27).
    await main
      .getByText(`${t.paymentStatuses.partially_refunded}`, { exact: false })
      .filter({ hasText: t.demoPayment })
      .first()
      .waitFor();
    await main.getByRole('term').filter({ hasText: t.confirmation.refunded }).first().waitFor();
    // « Mes commandes » says it too.
    await page.goto('/mes-commandes');
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await row.getByText(t.paymentStatuses.partially_refunded, { exact: false }).waitFor();
    await row
      .getByText(`${fall.sellerName} : ${t.orderStatuses.cancelled} · ${t.refundStatuses.succeeded}`)
      .waitFor();
  });

  test('the refunded seller’s ledger shows the sale and its refund; staff see the refund and every balance', async () => {
    const fall = shops[2];
    if (!fall) throw new Error('no third seller');
    const seller = await newVisitor();
    try {
      await seller.page.goto('/login?redirect=%2Fseller%2Fdashboard');
      await signIn(seller.page, fall.email, PASSWORD);
      await seller.page.waitForURL(`${baseUrl()}/seller/dashboard`);
      const balance = seller.page.getByRole('region', { name: sellerAreaMessages.ledger.title });
      await balance
        .getByRole('definition')
        .filter({ hasText: /^0 CFA$/ })
        .first()
        .waitFor();
      const lines = seller.page.getByRole('table', { name: sellerAreaMessages.ledger.caption });
      await lines.getByRole('cell', { name: sellerAreaMessages.ledger.kinds.sale }).waitFor();
      await lines.getByRole('cell', { name: sellerAreaMessages.ledger.kinds.refund }).waitFor();
    } finally {
      await seller.context.close();
    }
    const staff = await newVisitor();
    try {
      await staff.page.goto('/login?redirect=%2Fadmin%2Frefunds');
      await signIn(staff.page, ADMIN.email, ADMIN.password);
      await staff.page.waitForURL(`${baseUrl()}/admin/refunds`);
      const row = staff.page.getByRole('row').filter({ hasText: orderNumber });
      await row.getByText(t.refundStatuses.succeeded).waitFor();
      await staff.page.getByRole('link', { name: accountMessages.staffDesk.nav.balances }).click();
      await staff.page.waitForURL(`${baseUrl()}/admin/balances`);
      for (const shop of shops) await staff.page.getByRole('row').filter({ hasText: shop.email }).waitFor();
    } finally {
      await staff.context.close();
    }
  });
});

describe('a suspended seller: staff cancel the flagged part, and retry the refund the provider refused', () => {
  const sellerName = 'Couture Diallo';
  let orderNumber = '';

  beforeAll(async () => {
    // Set-up through the API: an approved seller with a product, and a customer's paid order from them whose payer
    // number is the sandbox's « refund refused » one.
    const seller = await registerSeller('Couture', 'Diallo');
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const pending = await api<
      Array<{ id: string; email: string }> | { sellers: Array<{ id: string; email: string }> }
    >('GET', '/admin/sellers?status=pending', admin);
    const account = (Array.isArray(pending) ? pending : pending.sellers).find(
      (s) => s.email === seller.email,
    );
    if (!account) throw new Error('Vendeur introuvable');
    await api('PUT', `/admin/sellers/${account.id}/status`, admin, { status: 'approved' });
    const product = await putOnSale(seller.email, `Boubou ${sellerName}`, 40);
    const email = uniqueEmail('ndeye');
    await registerCustomer(email, PASSWORD);
    const customer = await tokenOf(email, PASSWORD);
    const order = await api<{ id: string; orderNumber: string }>('POST', '/orders', customer, {
      items: [{ productId: product._id, quantity: 1 }],
      paymentMethod: 'wave',
      payerPhone: '+221700000004',
      shippingAddress: { street: 'Route de Ngor', city: 'Dakar', region: 'Dakar' },
    });
    orderNumber = order.orderNumber;
    const end = Date.now() + 20_000;
    while (
      (await api<{ paymentStatus: string }>('GET', `/orders/${order.id}`, customer)).paymentStatus !== 'paid'
    ) {
      if (Date.now() > end) throw new Error('Le paiement n’a pas été confirmé');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  });

  afterAll(() => disconnectBrowser());

  test('staff suspend the seller; the open part is flagged, cancelled from the flagged orders, and its refused refund retried', async () => {
    const staff = await newVisitor();
    const { page } = staff;
    const desk = accountMessages.staffDesk;
    try {
      await page.goto('/login?redirect=%2Fadmin%2Fsellers');
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.waitForURL(`${baseUrl()}/admin/sellers`);
      await page
        .getByRole('region', { name: /^Validés/ })
        .getByRole('article', { name: sellerName })
        .getByRole('button', { name: accountMessages.staff.suspend })
        .click();
      await page
        .getByRole('region', { name: /^Suspendus/ })
        .getByRole('article', { name: sellerName })
        .waitFor();

      // Every seller's balance, the suspended one with a flagged part.
      await page.getByRole('link', { name: desk.nav.balances }).click();
      await page.waitForURL(`${baseUrl()}/admin/balances`);
      const balance = page.getByRole('row').filter({ hasText: sellerName });
      await balance.getByText(desk.sellerStatuses.suspended).waitFor();
      await page.getByRole('link', { name: desk.balances.flaggedLink }).click();
      await page.waitForURL(`${baseUrl()}/admin/orders`);

      // The flagged order: staff cancel the part and the customer is refunded.
      const order = page.getByRole('region', { name: orderNumber });
      await order.getByText(orderPartCardLabels.flagged).waitFor();
      await order
        .getByRole('button', {
          name: fill(desk.flagged.cancelLabel, { seller: sellerName, number: orderNumber }),
        })
        .click();
      const dialog = page.getByRole('alertdialog', { name: desk.flagged.confirmTitle });
      await dialog.getByRole('button', { name: desk.flagged.cancel }).click();
      await page
        .getByRole('status')
        .filter({ hasText: fill(desk.flagged.done, { seller: sellerName, number: orderNumber }) })
        .waitFor();

      // The provider refuses that refund: it waits on the refunds page, where staff ask again.
      await page.getByRole('link', { name: desk.nav.refunds }).click();
      await page.waitForURL(`${baseUrl()}/admin/refunds`);
      await page.getByRole('combobox', { name: desk.refunds.filter }).selectOption('failed');
      await page.waitForURL(`${baseUrl()}/admin/refunds?status=failed`);
      const retry = page.getByRole('button', {
        name: fill(desk.refunds.retryLabel, { number: orderNumber }),
      });
      await reloadUntil(page, async () => (await retry.count()) > 0);
      await retry.click();
      await page.getByRole('status').filter({ hasText: t.refundRetried }).waitFor();
    } finally {
      await staff.context.close();
    }
  });
});
