import {
  customerOrderTexts,
  fill,
  packingSlipLabels,
  sellerOrderSheetTexts,
  shipmentRuleTexts,
} from '@teranga/messages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  baseUrl,
  disconnectBrowser,
  newVisitor,
  registerCustomer,
  signIn,
  uniqueEmail,
} from '../support/shop';

// The order sheet (issue 28): the seller opens their part of an order, prints the packing slip (the print stylesheet
// shows it alone on an A5 page), ships with a carrier and a tracking number; the customer reads them on their order.

const t = sellerOrderSheetTexts;
const PASSWORD = 'Baobab2024';
const DEMO_SELLER = { email: 'vendeur@teranga.demo', password: 'Vendeur-Teranga-2025' };
const TRACKING = 'JD014600003SN';
const shots = process.env.SHOTS_DIR;

interface ApiOrder {
  id: string;
  orderNumber: string;
  paymentStatus: string;
}

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

const tokenOf = async (email: string, password: string) =>
  (await api<{ token: string }>('POST', '/auth/login', null, { emailOrPhone: email, password })).token;

/** A paid order (Wave sandbox) of one unit of a demo seller's product, placed through the API. */
async function paidOrderOfDemoSeller(customerToken: string): Promise<ApiOrder & { productName: string }> {
  const sellerToken = await tokenOf(DEMO_SELLER.email, DEMO_SELLER.password);
  const { products } = await api<{
    products: Array<{ _id: string; name: string; inventory?: { quantity?: number } }>;
  }>('GET', '/seller/products?limit=50&status=active', sellerToken);
  const product = products.find((p) => (p.inventory?.quantity ?? 0) > 20);
  if (!product) throw new Error('Aucun produit du vendeur de démonstration en stock');
  const detail = await api<{ sizes?: string[]; colors?: Array<string | { name: string }> }>(
    'GET',
    `/products/${product._id}`,
    null,
  );
  const color = detail.colors?.[0];
  const placed = await api<ApiOrder>('POST', '/orders', customerToken, {
    items: [
      {
        productId: product._id,
        quantity: 2,
        size: detail.sizes?.[0] ?? null,
        color: typeof color === 'string' ? color : (color?.name ?? null),
      },
    ],
    paymentMethod: 'wave',
    payerPhone: '+221 77 123 45 67',
    shippingAddress: {
      firstName: 'Aminata',
      lastName: 'Ba',
      phone: '+221 77 555 44 33',
      street: 'Rue 10 x 13, Médina',
      city: 'Dakar',
      region: 'Dakar',
    },
  });
  for (let attempt = 0; attempt < 200; attempt++) {
    const order = await api<ApiOrder>('GET', `/orders/${placed.id}`, customerToken);
    if (order.paymentStatus === 'paid') return { ...order, productName: product.name };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`La commande ${placed.orderNumber} n’est pas payée`);
}

describe('the seller’s order sheet: packing slip, shipping with a tracking number', () => {
  const email = uniqueEmail('aminata');
  let order: ApiOrder & { productName: string };

  beforeAll(async () => {
    await registerCustomer(email, PASSWORD);
    order = await paidOrderOfDemoSeller(await tokenOf(email, PASSWORD));
  });

  afterAll(() => disconnectBrowser());

  test('the seller opens the order, prints the packing slip and ships it with a tracking number', async () => {
    const seller = await newVisitor();
    try {
      const { page } = seller;
      await page.goto('/login?redirect=%2Fseller%2Forders%3Fstatus%3Dprocessing');
      await signIn(page, DEMO_SELLER.email, DEMO_SELLER.password);
      await page.waitForURL(`${baseUrl()}/seller/orders?status=processing`);
      await page.getByRole('link', { name: fill(t.open, { number: order.orderNumber }) }).click();
      await page.waitForURL(`${baseUrl()}/seller/orders/${order.id}`);
      const main = page.getByRole('main');
      await main
        .getByRole('heading', { level: 1, name: fill(t.title, { number: order.orderNumber }) })
        .waitFor();
      // What to pack and where it goes: the line with its quantity, the customer's name and phone, the address.
      const lines = main.getByRole('region', { name: t.lines });
      await lines.getByText(order.productName).waitFor();
      expect(await lines.getByText(`${t.quantity} :`).count()).toBe(1);
      expect(await lines.locator('dd').filter({ hasText: /^2$/ }).count()).toBe(1);
      const customer = main.getByRole('region', { name: t.customer });
      await customer.getByText('Aminata Ba').waitFor();
      await customer.getByRole('link', { name: /^\+221 ?77 ?555 ?44 ?33$/ }).waitFor();
      await main.getByRole('region', { name: t.delivery }).getByText('Rue 10 x 13, Médina').waitFor();
      if (shots) await page.screenshot({ path: `${shots}/seller-order-sheet-desktop.png`, fullPage: true });

      // On screen the printed copy is hidden; printed, the slip is all there is, on an A5 page.
      const slip = page.locator('[data-print-sheet]').getByRole('article', { name: packingSlipLabels.title });
      expect(await slip.isVisible()).toBe(false);
      await main.getByRole('button', { name: t.print }).waitFor();
      await page.emulateMedia({ media: 'print' });
      expect(await slip.isVisible()).toBe(true);
      expect(await page.getByRole('banner').first().isVisible()).toBe(false);
      expect(await page.getByRole('contentinfo').first().isVisible()).toBe(false);
      expect(await main.isVisible()).toBe(false);
      await slip.getByText(fill(packingSlipLabels.order, { number: order.orderNumber })).waitFor();
      await slip.getByRole('region', { name: packingSlipLabels.recipient }).getByText('Aminata Ba').waitFor();
      expect(await slip.getByRole('row').filter({ hasText: order.productName }).textContent()).toContain('2');
      const pageSizes = await page.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) =>
          [...sheet.cssRules].flatMap((rule) =>
            rule instanceof CSSMediaRule && rule.conditionText === 'print'
              ? [...rule.cssRules]
                  .filter((inner): inner is CSSPageRule => inner instanceof CSSPageRule)
                  .map((inner) => inner.style.getPropertyValue('size').toUpperCase())
              : [],
          ),
        ),
      );
      expect(pageSizes).toContain('A5');
      if (shots) {
        // As printed: an A5 sheet is 148 mm wide (559 CSS pixels).
        await page.setViewportSize({ width: 559, height: 794 });
        await page.screenshot({ path: `${shots}/packing-slip-print.png`, fullPage: true });
        await page.setViewportSize({ width: 1280, height: 900 });
      }
      // Printed to PDF with the page's own size: one A5 sheet (148 × 210 mm = 420 × 595 points).
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      if (shots) await import('node:fs').then((fs) => fs.writeFileSync(`${shots}/packing-slip.pdf`, pdf));
      const text = pdf.toString('latin1');
      expect(text.match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
      expect(text).toMatch(/\/MediaBox\s*\[\s*0 0 4(19|20)(\.\d+)? 59[45](\.\d+)?\s*\]/);
      await page.emulateMedia({ media: 'screen' });

      // Shipping: a carrier needs its tracking number (the server's own rule, said before sending).
      await main.getByRole('button', { name: t.ship }).click();
      const form = main.getByRole('form', { name: t.ship });
      await form.getByRole('combobox', { name: t.carrier }).selectOption('dhl');
      await form.getByRole('button', { name: t.shipSubmit }).click();
      await form.getByText(shipmentRuleTexts.trackingRequired).waitFor();
      await form.getByRole('textbox', { name: t.trackingNumber }).fill('JD01 46$');
      await form.getByRole('button', { name: t.shipSubmit }).click();
      await form.getByText(shipmentRuleTexts.trackingCharset).waitFor();
      await form.getByRole('textbox', { name: t.trackingNumber }).fill(TRACKING.toLowerCase());
      await form.getByRole('button', { name: t.shipSubmit }).click();
      await page
        .getByRole('status')
        .filter({ hasText: fill(t.shipped, { number: order.orderNumber }) })
        .waitFor();
      const shipment = main.getByRole('region', { name: t.shipment });
      await shipment.getByText('DHL Express').waitFor();
      await shipment.getByText(TRACKING).waitFor();
      await main.getByRole('button', { name: t.deliver }).waitFor();
      expect(await main.getByRole('button', { name: t.ship }).count()).toBe(0);

      await page.setViewportSize({ width: 390, height: 844 });
      await main.getByRole('heading', { level: 1 }).waitFor();
      if (shots) await page.screenshot({ path: `${shots}/seller-order-sheet-phone.png`, fullPage: true });
    } finally {
      await seller.context.close();
    }
  });

  test('the customer reads the carrier and the tracking number on their order page', async () => {
    const customer = await newVisitor();
    try {
      const { page } = customer;
      await page.goto('/login?redirect=%2Fmes-commandes');
      await signIn(page, email, PASSWORD);
      await page.waitForURL(`${baseUrl()}/mes-commandes`);
      await page.getByRole('link', { name: `Voir la commande ${order.orderNumber}` }).click();
      await page.waitForURL(`${baseUrl()}/orders/${order.id}`);
      const main = page.getByRole('main');
      await main
        .getByRole('heading', {
          level: 1,
          name: fill(customerOrderTexts.title, { number: order.orderNumber }),
        })
        .waitFor();
      await main.getByText('DHL Express').waitFor();
      await main.getByText(TRACKING).waitFor();
      await main.getByText(/^Expédiée le /).waitFor();
      // The line's photo is there (decorative: its name says what it is).
      expect(await main.locator('img[alt=""]').count()).toBeGreaterThan(0);
      // Shipped: nothing left to cancel.
      expect(await main.getByRole('button', { name: 'Annuler' }).count()).toBe(0);
      if (shots) await page.screenshot({ path: `${shots}/customer-order-page.png`, fullPage: true });
    } finally {
      await customer.context.close();
    }
  });
});
