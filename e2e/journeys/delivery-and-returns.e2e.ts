import {
  checkoutDeliveryTexts,
  checkoutPaymentTexts,
  customerOrderTexts,
  customerReturnTexts,
  fill,
  messages,
  orderMessages,
  ordersShopTexts,
  packingSlipLabels,
  returnStatusLabels,
  sellerOrderSheetTexts,
  sellerReturnTexts,
  staffReturnTexts,
} from '@teranga/messages';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DAKAR_ADDRESS, fillTypedAddress } from '../support/checkout';
import {
  baseUrl,
  chooseOptions,
  connectBrowser,
  disconnectBrowser,
  newVisitor,
  registerCustomer,
  signIn,
  storedToken,
  uniqueEmail,
  waitForShopInContext,
} from '../support/shop';

// Issue 28 end to end: a customer in Dakar chooses a pickup point and pays; the seller opens the order, prints the
// packing slip, ships it with a tracking number and delivers it; the customer reads the tracking number and asks for
// a return (a reason and a photo); the seller accepts it and marks the parcel received; the refund shows on the
// customer's order.

const d = checkoutDeliveryTexts;
const labels = checkoutPaymentTexts.paymentStep;
const sheet = sellerOrderSheetTexts;
const PASSWORD = 'Baobab2024';
const DEMO_SELLER = { email: 'vendeur@teranga.demo', password: 'Vendeur-Teranga-2025' };
const DEMO_ADMIN = { email: 'admin@teranga.demo', password: 'Admin-Teranga-2025' };
const TRACKING = 'JD014600003SN';
const REASON = 'La taille ne me va pas';
const shots = process.env.SHOTS_DIR;

/** The return's status badge (ReturnStatusBadge) inside its card, once it reads `label`. */
const statusOf = (card: Locator, label: string) =>
  card.locator('[data-slot="return-status-badge"]', { hasText: new RegExp(`^${label}$`) });

/** A 2 × 2 pixel PNG: the customer's photo of the parcel (the server re-encodes it). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  inventory?: { quantity?: number };
}

async function api<T>(method: string, path: string, token: string | null): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const json = (await response.json().catch(() => ({}))) as { data?: T };
  if (!response.ok) throw new Error(`${method} ${path} : ${response.status} ${JSON.stringify(json)}`);
  return json.data as T;
}

async function signedInSeller(): Promise<{ context: BrowserContext; page: Page }> {
  const seller = await newVisitor();
  await seller.page.goto('/login');
  await signIn(seller.page, DEMO_SELLER.email, DEMO_SELLER.password);
  await seller.page.waitForURL((url) => url.pathname !== '/login');
  return seller;
}

describe('delivery and returns: pickup point, packing slip, tracking, a return refunded', () => {
  const email = uniqueEmail('mariama');
  let customer: { context: BrowserContext; page: Page };
  let seller: { context: BrowserContext; page: Page };
  let product: ApiProduct;
  let order: { id: string; orderNumber: string };

  beforeAll(async () => {
    await registerCustomer(email, PASSWORD);
    // One of the demo seller's products in stock, under the free pickup threshold of Dakar (30 000 CFA).
    const sellerToken = (
      await fetch(`${baseUrl()}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailOrPhone: DEMO_SELLER.email, password: DEMO_SELLER.password }),
      }).then((response) => response.json() as Promise<{ data: { token: string } }>)
    ).data.token;
    const { products } = await api<{ products: ApiProduct[] }>(
      'GET',
      '/seller/products?limit=50&status=active',
      sellerToken,
    );
    const found = products.find(
      (candidate) =>
        candidate.price >= 10 && candidate.price < 40 && (candidate.inventory?.quantity ?? 0) > 20,
    );
    if (!found) throw new Error('Aucun produit du vendeur de démonstration entre 10 et 40 € en stock');
    product = found;
    const browser = await connectBrowser();
    const context = waitForShopInContext(
      await browser.newContext({
        baseURL: baseUrl(),
        locale: 'fr-FR',
        viewport: { width: 390, height: 844 },
      }),
    );
    context.setDefaultTimeout(15_000);
    customer = { context, page: await context.newPage() };
    seller = await signedInSeller();
  });

  afterAll(async () => {
    await customer?.context.close();
    await seller?.context.close();
    await disconnectBrowser();
  });

  test('a customer in Dakar chooses a pickup point and pays with Wave', async () => {
    const { page } = customer;
    await page.goto('/login');
    await signIn(page, email, PASSWORD);
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await chooseOptions(page);
    await page.getByRole('main').getByRole('button', { name: 'Acheter maintenant' }).click();
    await page.waitForURL(`${baseUrl()}/cart`);
    const summary = page.getByRole('region', { name: 'Récapitulatif' });
    await summary.getByRole('textbox', { name: labels.payerPhone }).fill('77 123 45 67');
    await fillTypedAddress(summary, DAKAR_ADDRESS);
    await summary.getByText(fill(d.zone, { zone: 'Dakar' })).waitFor();
    const picker = summary.getByRole('radiogroup', { name: d.picker.legend });
    await picker.getByRole('radio', { name: /Point relais/ }).click();
    const point = summary
      .getByRole('radiogroup', { name: d.picker.pickupLegend })
      .getByRole('radio', { name: /Relais Sacré-Cœur/ });
    await point.click();
    expect(await point.getAttribute('aria-checked')).toBe('true');
    await summary.getByRole('button', { name: 'Payer' }).click();
    await page.getByText(messages.checkout.confirmed).first().waitFor({ timeout: 30_000 });
    await page.waitForURL(/\/order-confirmation\?order=[0-9a-f]{24}$/);
    const id = new URL(page.url()).searchParams.get('order') ?? '';
    const placed = await api<{ id: string; orderNumber: string; delivery: { kind: string } }>(
      'GET',
      `/orders/${id}`,
      await storedToken(page),
    );
    expect(placed.delivery.kind).toBe('pickup');
    order = placed;
  });

  test('the seller opens the order, prints the packing slip, ships it with a tracking number and delivers it', async () => {
    const { page } = seller;
    await page.goto('/seller/orders?status=processing');
    await page.getByRole('link', { name: fill(sheet.open, { number: order.orderNumber }) }).click();
    await page.waitForURL(`${baseUrl()}/seller/orders/${order.id}`);
    const main = page.getByRole('main');
    await main
      .getByRole('heading', { level: 1, name: fill(sheet.title, { number: order.orderNumber }) })
      .waitFor();
    await main
      .getByRole('region', { name: sheet.delivery })
      .getByText(/Relais Sacré-Cœur/)
      .first()
      .waitFor();

    // Printed, the slip is all there is: the recipient, the pickup point and the line.
    const slip = page.locator('[data-print-sheet]').getByRole('article', { name: packingSlipLabels.title });
    expect(await slip.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    expect(await slip.isVisible()).toBe(true);
    expect(await main.isVisible()).toBe(false);
    await slip.getByText(fill(packingSlipLabels.order, { number: order.orderNumber })).waitFor();
    await slip
      .getByText(/Relais Sacré-Cœur/)
      .first()
      .waitFor();
    expect(await slip.getByRole('row').filter({ hasText: product.name }).count()).toBe(1);
    await page.emulateMedia({ media: 'screen' });

    await main.getByRole('button', { name: sheet.ship }).click();
    const form = main.getByRole('form', { name: sheet.ship });
    await form.getByRole('combobox', { name: sheet.carrier }).selectOption('dhl');
    await form.getByRole('textbox', { name: sheet.trackingNumber }).fill(TRACKING);
    await form.getByRole('button', { name: sheet.shipSubmit }).click();
    await page
      .getByRole('status')
      .filter({ hasText: fill(sheet.shipped, { number: order.orderNumber }) })
      .waitFor();
    await main.getByRole('region', { name: sheet.shipment }).getByText(TRACKING).waitFor();
  });

  test('the customer reads the tracking number on their order page', async () => {
    const { page } = customer;
    await page.goto('/mes-commandes');
    await page.getByRole('link', { name: `Voir la commande ${order.orderNumber}` }).click();
    await page.waitForURL(`${baseUrl()}/orders/${order.id}`);
    const main = page.getByRole('main');
    await main
      .getByRole('heading', { level: 1, name: fill(customerOrderTexts.title, { number: order.orderNumber }) })
      .waitFor();
    await main.getByText('DHL Express').waitFor();
    await main.getByText(TRACKING).waitFor();
    // Not delivered yet: no return to ask.
    expect(await main.getByRole('button', { name: customerReturnTexts.ask }).count()).toBe(0);
  });

  test('once delivered, the customer asks for a return with a reason and a photo', async () => {
    const sellerPage = seller.page;
    const sellerMain = sellerPage.getByRole('main');
    await sellerMain.getByRole('button', { name: sheet.deliver }).click();
    await sellerPage
      .getByRole('alertdialog')
      .getByRole('button', { name: ordersShopTexts.sellerOrders.confirm })
      .click();
    await sellerPage
      .getByRole('status')
      .filter({ hasText: fill(sheet.delivered, { number: order.orderNumber }) })
      .waitFor();

    const { page } = customer;
    await page.reload();
    const main = page.getByRole('main');
    const returns = main.getByRole('region', { name: customerReturnTexts.title });
    await returns.getByRole('button', { name: customerReturnTexts.ask }).click();
    const form = returns.getByRole('form', { name: customerReturnTexts.ask });
    // Sending nothing: the form's own French messages, nothing sent.
    await form.getByRole('button', { name: customerReturnTexts.submit }).click();
    await form.getByText('Choisissez au moins un article à retourner').waitFor();
    await form.getByText('Indiquez le motif du retour').waitFor();
    await form
      .getByRole('combobox', { name: `${customerReturnTexts.quantity} : ${product.name}` })
      .selectOption('1');
    await form.getByRole('textbox', { name: customerReturnTexts.reason }).fill(REASON);
    await form
      .getByLabel(customerReturnTexts.addPhotos)
      .setInputFiles({ name: 'colis.png', mimeType: 'image/png', buffer: PHOTO });
    await form.getByRole('img', { name: fill(customerReturnTexts.photo, { n: '1' }) }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/return-form-phone.png`, fullPage: true });
    await form.getByRole('button', { name: customerReturnTexts.submit }).click();
    const card = returns.getByRole('article', {
      name: fill(sellerReturnTexts.order, { number: order.orderNumber }),
    });
    await statusOf(card, returnStatusLabels.requested).waitFor();
    await card.getByText(fill(sellerReturnTexts.reason, { reason: REASON })).waitFor();
  });

  test('the seller accepts the return and marks the parcel received', async () => {
    const { page } = seller;
    await page.goto('/seller/returns');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: sellerReturnTexts.title }).waitFor();
    const card = main.getByRole('article', {
      name: fill(sellerReturnTexts.order, { number: order.orderNumber }),
    });
    await card.getByText(fill(sellerReturnTexts.reason, { reason: REASON })).waitFor();
    await card.getByRole('img', { name: fill(sellerReturnTexts.photo, { n: '1' }) }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/seller-returns.png`, fullPage: true });
    await card.getByRole('button', { name: sellerReturnTexts.accept }).click();
    await statusOf(card, returnStatusLabels.accepted).waitFor();
    await card.getByRole('button', { name: sellerReturnTexts.received }).click();
    await statusOf(card, `(${returnStatusLabels.received}|${returnStatusLabels.refunded})`).waitFor();
  });

  test('the refund shows on the customer’s order', async () => {
    const { page } = customer;
    const main = page.getByRole('main');
    const card = main.getByRole('article', {
      name: fill(sellerReturnTexts.order, { number: order.orderNumber }),
    });
    const orderRefunded = main.getByText(orderMessages.paymentStatusLabels.partially_refunded).first();
    // The sandbox confirms the refund shortly after the parcel is received. The return and the order are read by two
    // requests: a reload between them can show the return refunded and the order not yet, so both are waited for.
    for (let attempt = 0; attempt < 40; attempt++) {
      await page.reload();
      if (
        (await statusOf(card, returnStatusLabels.refunded).count()) > 0 &&
        (await orderRefunded.count()) > 0
      )
        break;
      await page.waitForTimeout(500);
    }
    await statusOf(card, returnStatusLabels.refunded).waitFor();
    await card.getByText(/^Remboursé : \d/).waitFor();
    await orderRefunded.waitFor();
    if (shots) await page.screenshot({ path: `${shots}/customer-order-refunded-phone.png`, fullPage: true });
  });

  test('staff find it in the desk’s « Retours », among all requests (the seller answered in time)', async () => {
    const staff = await newVisitor();
    try {
      const { page } = staff;
      await page.goto('/login?redirect=%2Fadmin%2Freturns');
      await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await page.waitForURL(`${baseUrl()}/admin/returns`);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: staffReturnTexts.title }).waitFor();
      const card = main.getByRole('article', {
        name: fill(sellerReturnTexts.order, { number: order.orderNumber }),
      });
      // Answered by its seller: not among those waiting for staff.
      await main.getByText(staffReturnTexts.empty).waitFor();
      expect(await card.count()).toBe(0);
      await main.getByRole('button', { name: staffReturnTexts.allReturns }).click();
      await statusOf(card, returnStatusLabels.refunded).waitFor();
      expect(await card.getByRole('button').count()).toBe(0);
    } finally {
      await staff.context.close();
    }
  });
});
