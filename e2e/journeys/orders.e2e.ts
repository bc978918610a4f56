import { messages, ordersShopTexts } from '@teranga/messages';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fillTypedAddress } from '../support/checkout';
import { shipFromList } from '../support/ship';
import {
  baseUrl,
  chooseOptions,
  disconnectBrowser,
  findProduct,
  newVisitor,
  registerCustomer,
  signIn,
  uniqueEmail,
} from '../support/shop';

const t = ordersShopTexts;
const PASSWORD = 'Baobab2024';
const SELLER = { email: 'vendeur@teranga.demo', password: 'Vendeur-Teranga-2025' };

/** Buys now from the product page: the line is added and the cart opens. */
async function addToCart(page: Page, productId: string, name: string): Promise<void> {
  await page.goto(`/product/${productId}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await chooseOptions(page);
  await page.getByRole('main').getByRole('button', { name: 'Acheter maintenant' }).click();
  await page.waitForURL(`${baseUrl()}/cart`);
  await page.getByRole('list', { name: 'Articles du panier' }).getByRole('heading', { name }).waitFor();
}

/** The payment step: the paying number and the delivery address. */
async function fillPayer(page: Page, phone: string): Promise<void> {
  const summary = page.getByRole('region', { name: 'Récapitulatif' });
  await summary.getByRole('textbox', { name: t.paymentStep.payerPhone }).fill(phone);
  await fillTypedAddress(summary);
}

describe('real orders, from the cart to the seller', () => {
  const email = uniqueEmail('fatou');
  let customer: Awaited<ReturnType<typeof newVisitor>>;
  let orderNumber = '';
  const picks: Array<{ _id: string; name: string }> = [];

  beforeAll(async () => {
    await registerCustomer(email, PASSWORD);
    customer = await newVisitor();
    const inStock = (p: { inventory?: { quantity?: number; trackQuantity?: boolean } }) =>
      (p.inventory?.quantity ?? 0) > 20 && p.inventory?.trackQuantity !== false;
    const first = await findProduct(inStock);
    const second = await findProduct((p) => inStock(p) && p._id !== first._id);
    picks.push(first, second);
    await customer.page.goto('/login');
    await signIn(customer.page, email, PASSWORD);
    await customer.page.waitForURL(`${baseUrl()}/`);
  });

  afterAll(async () => {
    await customer?.context.close();
    await disconnectBrowser();
  });

  test('a customer buys two items with Wave and sees the real confirmation', async () => {
    const { page } = customer;
    for (const product of picks) await addToCart(page, product._id, product.name);
    const summary = page.getByRole('region', { name: 'Récapitulatif' });
    // Nothing typed yet: the payment step says what it needs, in French, and nothing is bought.
    await summary.getByRole('textbox', { name: t.paymentStep.payerPhone }).fill('');
    await summary.getByRole('button', { name: 'Payer' }).click();
    await summary.getByText(t.checkout.phoneRequired).waitFor();
    await fillPayer(page, '+221 77 123 45 67');
    // The server's price for a Dakar address (its zone's home delivery, free past its threshold), not the flat 10 EUR.
    await summary.getByText('Tarifs pour la zone : Dakar').waitFor();
    const shippingRow = summary
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: /^Livraison$/ }) });
    const shown = (await shippingRow.locator('dd').textContent())?.trim() ?? '';
    const shippingShown = shown === 'Gratuite' ? '0,00€' : shown;
    expect(shippingShown).toMatch(/^\d+,\d{2}€$/);
    expect(shippingShown).not.toBe('10,00€');
    expect(
      await summary
        .getByRole('radiogroup', { name: 'Moyen de paiement' })
        .getByRole('radio', { name: /^Wave/ })
        .isChecked(),
    ).toBe(true);
    await summary.getByRole('button', { name: 'Payer' }).click();
    await page.getByText(messages.checkout.processing).first().waitFor();
    const processingSeen = Date.now();
    await page.getByText(messages.checkout.confirmed).first().waitFor({ timeout: 30_000 });
    // 'Traitement...' lasted its 2 s at least (seen a little after it started).
    expect(Date.now() - processingSeen).toBeGreaterThan(1500);
    await page.getByText(messages.checkout.paymentSucceeded).first().waitFor();
    await page.waitForURL(/\/order-confirmation\?order=[0-9a-f]{24}$/);
    const heading = page.getByRole('heading', { name: /^Commande n° / });
    await heading.waitFor();
    orderNumber = (await heading.textContent())?.replace('Commande n° ', '').trim() ?? '';
    expect(orderNumber).not.toBe('');
    const main = page.getByRole('main');
    for (const product of picks) await main.getByText(product.name).first().waitFor();
    // The order's status, and its one part's (one seller here).
    await main.getByText(t.orderStatuses.processing).first().waitFor();
    // Totals in EUR and whole francs CFA; the shipping the cart showed for the Dakar address.
    await main
      .getByText(new RegExp(`^${shippingShown.replace('€', '')}€ \\(\\d[\\d\\s]* CFA\\)$`))
      .first()
      .waitFor();
    await main
      .getByText(/€ \(\d[\d\s]* CFA\)$/)
      .first()
      .waitFor();
    // The cart is empty now.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-storage') ?? '{}'));
    expect(stored.state?.items).toEqual([]);
    // The order is listed under 'Mes commandes'.
    await page.goto('/mes-commandes');
    await page.getByRole('link', { name: `Voir la commande ${orderNumber}` }).waitFor();
    // The advanced search finds it by its number and status; an amount range that excludes it finds nothing.
    await page.getByRole('link', { name: t.myOrders.search }).click();
    await page.waitForURL(`${baseUrl()}/recherche-avancee`);
    await page.getByRole('textbox', { name: 'Numéro de commande' }).fill(orderNumber);
    await page.getByRole('main').getByRole('combobox', { name: 'Statut' }).selectOption('processing');
    await page.getByRole('main').getByRole('button', { name: 'Rechercher' }).click();
    await page.getByRole('status').filter({ hasText: '1 commande' }).waitFor();
    await page.getByRole('link', { name: `Voir la commande ${orderNumber}` }).waitFor();
    await page.goto(`/recherche-avancee?orderNumber=${orderNumber}&maxAmount=1000`);
    await page.getByText(t.orderSearch.none).waitFor();
    await page.goto('/recherche-avancee?minAmount=5000&maxAmount=1000');
    await page.getByRole('alert').filter({ hasText: t.orderSearch.invalidRange }).waitFor();
  });

  test('a payment with the failing number keeps the cart and says so', async () => {
    const { page } = customer;
    const [product] = picks;
    if (!product) throw new Error('no product');
    await addToCart(page, product._id, product.name);
    await fillPayer(page, '+221 70 000 00 02');
    await page.getByRole('region', { name: 'Récapitulatif' }).getByRole('button', { name: 'Payer' }).click();
    await page.getByText(messages.checkout.processing).first().waitFor();
    await page.getByRole('alert').filter({ hasText: t.checkout.paymentFailed }).waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(`${baseUrl()}/cart`);
    await page
      .getByRole('list', { name: 'Articles du panier' })
      .getByRole('heading', { name: product.name })
      .waitFor();
    expect(await page.getByText(messages.checkout.confirmed).count()).toBe(0);
    // Emptied for the next journeys.
    await page.evaluate(() => localStorage.removeItem('cart-storage'));
  });

  test('the order is tracked on /suivi-commande, and once the seller ships it the customer sees En Transit', async () => {
    expect(orderNumber).not.toBe('');
    const visitor = await newVisitor('mobile');
    try {
      await visitor.page.goto('/suivi-commande');
      await visitor.page.getByRole('textbox', { name: t.tracking.orderNumber }).fill(orderNumber);
      await visitor.page.getByRole('textbox', { name: 'Email' }).fill(email);
      await visitor.page.getByRole('button', { name: 'Suivre ma commande' }).click();
      await visitor.page.getByRole('heading', { name: `Commande ${orderNumber}` }).waitFor();
      const timeline = visitor.page.getByRole('list', { name: 'Suivi de la commande' });
      expect(await timeline.getByRole('listitem').nth(1).getAttribute('aria-current')).toBe('step');
      await timeline.getByText('Emballée (en cours)').waitFor();
      // A wrong email is the same 'not found' as an unknown number.
      await visitor.page.goto(`/suivi-commande?orderNumber=${orderNumber}&email=autre%40exemple.sn`);
      await visitor.page.getByRole('alert').waitFor();
      expect(await visitor.page.getByRole('heading', { name: `Commande ${orderNumber}` }).count()).toBe(0);

      // The seller finds the paid order on /seller/orders and ships it.
      const seller = await newVisitor();
      try {
        await seller.page.goto('/login?redirect=%2Fseller%2Forders%3Fstatus%3Dprocessing');
        await signIn(seller.page, SELLER.email, SELLER.password);
        await seller.page.waitForURL(`${baseUrl()}/seller/orders?status=processing`);
        await seller.page.getByRole('heading', { name: t.sellerOrders.title, level: 1 }).waitFor();
        expect(await seller.page.getByRole('combobox', { name: t.sellerOrders.filter }).inputValue()).toBe(
          'processing',
        );
        await shipFromList(seller.page, orderNumber);
        await seller.page
          .getByRole('status')
          .filter({ hasText: `Commande ${orderNumber} : Expédiée` })
          .waitFor();
        // A shipped order cannot be cancelled any more: its only step is 'delivered'.
        await seller.page.getByRole('combobox', { name: t.sellerOrders.filter }).selectOption('shipped');
        await seller.page.waitForURL(`${baseUrl()}/seller/orders?status=shipped`);
        await seller.page
          .getByRole('button', { name: `${t.sellerOrders.deliver} : ${orderNumber}` })
          .waitFor();
        expect(
          await seller.page
            .getByRole('button', { name: `${t.sellerOrders.cancel} : ${orderNumber}` })
            .count(),
        ).toBe(0);
      } finally {
        await seller.context.close();
      }

      await visitor.page.goto(
        `/suivi-commande?orderNumber=${orderNumber}&email=${encodeURIComponent(email)}`,
      );
      await visitor.page.getByText('En Transit (en cours)').waitFor();
      await visitor.page.getByText(`Statut : ${t.orderStatuses.shipped}`).waitFor();
    } finally {
      await visitor.context.close();
    }
  });
});
