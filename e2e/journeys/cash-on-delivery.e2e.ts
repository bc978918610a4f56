import {
  cashOnDeliveryTexts,
  fill,
  messages,
  ordersShopTexts,
  payOnDeliveryConfirmation,
} from '@teranga/messages';
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

// Cash on delivery (issue 27): a customer orders with « Paiement à la livraison », the seller ships and records the
// cash at the door, the customer sees the order delivered and paid.

const t = ordersShopTexts;
const PASSWORD = 'Baobab2024';
const DEMO_SELLER = {
  email: 'vendeur@teranga.demo',
  password: 'Vendeur-Teranga-2025',
  name: 'Moussa Ndiaye',
};

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

/** A product of the demo seller with plenty of stock (its first size and colour are the product page's choice). */
async function demoSellerProduct(): Promise<{ _id: string; name: string }> {
  const { token } = await api<{ token: string }>('POST', '/auth/login', null, {
    emailOrPhone: DEMO_SELLER.email,
    password: DEMO_SELLER.password,
  });
  const { products } = await api<{
    products: Array<{ _id: string; name: string; price: number; inventory?: { quantity?: number } }>;
  }>('GET', '/seller/products?limit=50&status=active', token);
  // In stock, and far below the cash-on-delivery cap (300 000 CFA).
  const product = products.find((p) => (p.inventory?.quantity ?? 0) > 20 && p.price < 200);
  if (!product) throw new Error('Aucun produit du vendeur de démonstration en stock');
  return product;
}

const partOf = (page: Page) =>
  page.getByRole('region', {
    name: fill(orderPartCardLabels.soldBy, { seller: DEMO_SELLER.name }),
  });

describe('cash on delivery: confirmed unpaid, delivered and paid at the door', () => {
  const email = uniqueEmail('awa');
  let customer: Awaited<ReturnType<typeof newVisitor>>;
  let product: { _id: string; name: string };
  let orderNumber = '';
  let orderUrl = '';

  beforeAll(async () => {
    await registerCustomer(email, PASSWORD);
    product = await demoSellerProduct();
    customer = await newVisitor();
  });

  afterAll(async () => {
    await customer?.context.close();
    await disconnectBrowser();
  });

  test('the customer chooses « Paiement à la livraison »: the order is confirmed at once, to pay at the door', async () => {
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
    const cash = summary.getByRole('radio', { name: new RegExp(cashOnDeliveryTexts.choice.name) });
    await cash.click();
    expect(await cash.getAttribute('aria-checked')).toBe('true');
    await summary.getByText(cashOnDeliveryTexts.note).waitFor();
    await summary.getByRole('textbox', { name: cashOnDeliveryTexts.payerPhone }).fill('+221 77 123 45 67');
    await fillTypedAddress(summary);
    await summary.getByRole('button', { name: 'Payer' }).click();
    // No phone to confirm on: the order is confirmed, and says it is paid at the door.
    await page.getByText(payOnDeliveryConfirmation).first().waitFor({ timeout: 30_000 });
    await page.getByText(messages.checkout.confirmed).first().waitFor();
    await page.waitForURL(/\/order-confirmation\?order=[0-9a-f]{24}$/);
    orderUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    const heading = page.getByRole('heading', { name: /^Commande n° / });
    orderNumber = (await heading.textContent())?.replace('Commande n° ', '').trim() ?? '';
    expect(orderNumber).not.toBe('');
    const main = page.getByRole('main');
    await main.getByText(`${t.cashOnDelivery.method} · ${t.paymentStatuses.pending}`).waitFor();
    const part = partOf(page);
    await part.getByText(product.name).waitFor();
    await part.getByText(t.orderStatuses.processing).waitFor();
    await part.getByText(t.cashOnDelivery.toPay).waitFor();
  });

  test('the seller ships the part, then records the cash at the door', async () => {
    expect(orderNumber).not.toBe('');
    const seller = await newVisitor();
    try {
      const { page } = seller;
      await page.goto('/login?redirect=%2Fseller%2Forders%3Fstatus%3Dprocessing');
      await signIn(page, DEMO_SELLER.email, DEMO_SELLER.password);
      await page.waitForURL(`${baseUrl()}/seller/orders?status=processing`);
      const row = page.getByRole('row').filter({ hasText: orderNumber });
      await row.getByText(t.sellerOrders.cashOnDelivery).waitFor();
      await shipFromList(page, orderNumber);
      await page
        .getByRole('status')
        .filter({ hasText: `Commande ${orderNumber} : ${t.orderStatuses.shipped}` })
        .waitFor();

      await page.goto('/seller/orders?status=shipped');
      // At the door: delivered with the cash, or refused.
      await page.getByRole('button', { name: `${t.sellerOrders.refusedAtDoor} : ${orderNumber}` }).waitFor();
      await page.getByRole('button', { name: `${t.sellerOrders.collectCash} : ${orderNumber}` }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog
        .getByText(new RegExp(`^Avez-vous encaissé le paiement de la commande ${orderNumber}`))
        .waitFor();
      await dialog.getByRole('button', { name: t.sellerOrders.confirm }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Commande ${orderNumber} : ${t.orderStatuses.delivered}` })
        .waitFor();
    } finally {
      await seller.context.close();
    }
  });

  test('the customer sees the order delivered and paid', async () => {
    const { page } = customer;
    await page.goto(orderUrl);
    const main = page.getByRole('main');
    await main.getByText(`${t.cashOnDelivery.method} · ${t.paymentStatuses.paid}`).waitFor();
    const part = partOf(page);
    await part.getByText(t.orderStatuses.delivered).waitFor();
    await part.getByText(t.cashOnDelivery.paid).waitFor();
    expect(
      await page
        .getByRole('button', { name: fill(t.confirmation.cancelPartLabel, { seller: DEMO_SELLER.name }) })
        .count(),
    ).toBe(0);
  });
});
