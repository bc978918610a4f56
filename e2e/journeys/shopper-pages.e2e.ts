import { ordersShopTexts, shopTexts } from '@teranga/messages';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  baseUrl,
  disconnectBrowser,
  findProduct,
  newVisitor,
  registerCustomer,
  signIn,
  uniqueEmail,
} from '../support/shop';

// Issue 33, the shopper's pages: an order's page tells what became of the order (and nothing to a guest), the order
// links of « Mes commandes » wear the kit's colours, `//products` is one page for server and browser, home shows its
// products early on a phone, and a listing's catalogue requests all finish, even on a second visit.

const t = ordersShopTexts.confirmation;
const PASSWORD = 'Baobab2024';
const ADDRESS = { street: 'Rue 10 x 13, Médina', city: 'Dakar', region: 'Dakar', country: 'Sénégal' };

interface ApiOrder {
  id: string;
  orderNumber: string;
  status: string;
  paymentStatus: string;
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

/** Reads the order again until `done` holds (payments and refunds are answered by the sandbox a moment later). */
async function orderWhen(token: string, id: string, done: (order: ApiOrder) => boolean): Promise<ApiOrder> {
  const end = Date.now() + 20_000;
  for (;;) {
    const order = await api<ApiOrder>('GET', `/orders/${id}`, token);
    if (done(order)) return order;
    if (Date.now() > end) throw new Error(`Commande restée ${order.status} / ${order.paymentStatus}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** An order paid (or not) by the sandbox's payer at `payerPhone`. */
const placeOrder = (
  token: string,
  line: { productId: string; size?: string; color?: string },
  payerPhone: string,
) =>
  api<ApiOrder>('POST', '/orders', token, {
    items: [{ ...line, quantity: 1 }],
    paymentMethod: 'wave',
    payerPhone,
    shippingAddress: ADDRESS,
  });

/** The page's first heading's text. */
const titleOf = async (page: Page) => (await page.getByRole('heading', { level: 1 }).textContent())?.trim();

/** Errors the page reports: React's hydration mismatches among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

afterAll(async () => {
  await disconnectBrowser();
});

describe('an order page tells what became of the order', () => {
  const email = uniqueEmail('khady');
  const orders: Record<'paid' | 'failed' | 'pending' | 'cancelled', ApiOrder | undefined> = {
    paid: undefined,
    failed: undefined,
    pending: undefined,
    cancelled: undefined,
  };

  beforeAll(async () => {
    await registerCustomer(email, PASSWORD);
    const token = await tokenOf(email, PASSWORD);
    const product = await findProduct(
      (p) => (p.inventory?.quantity ?? 0) > 20 && p.inventory?.trackQuantity !== false,
    );
    const line = { productId: product._id, size: product.sizes?.[0], color: product.colors?.[0]?.name };
    const paid = await placeOrder(token, line, '+221 77 123 45 67');
    const failed = await placeOrder(token, line, '+221 70 000 00 02');
    const pending = await placeOrder(token, line, '+221 70 000 00 03');
    const cancelled = await placeOrder(token, line, '+221 77 765 43 21');
    orders.paid = await orderWhen(token, paid.id, (o) => o.paymentStatus === 'paid');
    orders.failed = await orderWhen(token, failed.id, (o) => o.paymentStatus === 'failed');
    orders.pending = pending;
    await orderWhen(token, cancelled.id, (o) => o.paymentStatus === 'paid');
    await api('POST', `/orders/${cancelled.id}/cancel`, token, {});
    orders.cancelled = await orderWhen(token, cancelled.id, (o) => o.paymentStatus === 'refunded');
  });

  const confirmationOf = (order: ApiOrder | undefined) => {
    if (!order) throw new Error('set-up incomplete');
    return `/order-confirmation?order=${order.id}`;
  };

  test('its buyer reads thanks only for a paid order; a cancelled, refused or unpaid one says so', async () => {
    const { context, page } = await newVisitor();
    try {
      await page.goto('/login');
      await signIn(page, email, PASSWORD);
      await page.waitForURL(`${baseUrl()}/`);

      await page.goto(confirmationOf(orders.paid));
      await page.getByRole('heading', { name: `Commande n° ${orders.paid?.orderNumber}` }).waitFor();
      expect(await titleOf(page)).toBe(t.title);

      const expectations = [
        [orders.cancelled, t.states.cancelledRefunded],
        [orders.failed, t.states.paymentFailed],
        [orders.pending, t.states.pending],
      ] as const;
      for (const [order, state] of expectations) {
        await page.goto(confirmationOf(order));
        await page.getByRole('heading', { name: `Commande n° ${order?.orderNumber}` }).waitFor();
        expect(await titleOf(page)).toBe(state.title);
        await page.getByText(state.text).waitFor();
        expect(await page.getByText(t.title).count()).toBe(0);
      }
    } finally {
      await context.close();
    }
  });

  test('a guest opening the link is asked to sign in, never told the order is confirmed (phone)', async () => {
    const { context, page } = await newVisitor('mobile');
    try {
      await page.goto(confirmationOf(orders.paid));
      await page.getByText(t.signedOut.title).waitFor();
      expect(await titleOf(page)).toBe(t.neutralTitle);
      const main = page.getByRole('main');
      expect(await main.getByText(/confirmée|Merci/).count()).toBe(0);
      // Signing in brings the buyer back to this very order.
      await main.getByRole('link', { name: t.signedOut.signIn }).click();
      await page.waitForURL(/\/login\?redirect=/);
      await signIn(page, email, PASSWORD);
      await page.waitForURL(`${baseUrl()}${confirmationOf(orders.paid)}`);
      await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('another customer opening the link is not thanked for it', async () => {
    const other = uniqueEmail('ousmane');
    await registerCustomer(other, PASSWORD);
    const { context, page } = await newVisitor();
    try {
      await page.goto('/login');
      await signIn(page, other, PASSWORD);
      await page.waitForURL(`${baseUrl()}/`);
      await page.goto(confirmationOf(orders.paid));
      await page.getByRole('alert').waitFor();
      expect(await titleOf(page)).toBe(t.neutralTitle);
      expect(
        await page
          .getByRole('main')
          .getByText(/confirmée|Merci/)
          .count(),
      ).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('the order links of « Mes commandes » wear the kit’s colour and a visible focus ring', async () => {
    const { context, page } = await newVisitor();
    try {
      await page.goto('/login');
      await signIn(page, email, PASSWORD);
      await page.waitForURL(`${baseUrl()}/`);
      await page.goto('/mes-commandes');
      const link = page.getByRole('link', { name: `Voir la commande ${orders.paid?.orderNumber}` });
      await link.waitFor();
      const { color, brand } = await link.evaluate((element) => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--teranga-color-foreground-brand)';
        document.body.append(probe);
        const brandColor = getComputedStyle(probe).color;
        probe.remove();
        return { color: getComputedStyle(element).color, brand: brandColor };
      });
      expect(color).not.toBe('rgb(0, 0, 238)');
      expect(color).toBe(brand);
      // Reached with the keyboard: the kit's focus ring, not the browser's default one.
      await link.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
      const outline = await link.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: style.outlineWidth };
      });
      expect(outline).toEqual({ style: 'solid', width: '3px' });
    } finally {
      await context.close();
    }
  });
});

describe('an address with a doubled leading slash', () => {
  test('//products and //femme lead to their page, drawn alike by server and browser (no error #418)', async () => {
    const { context, page } = await newVisitor();
    try {
      const errors = collectErrors(page);
      const cases = [
        ['//products', '/products', 'Tous les produits'],
        ['//femme', '/femme', 'Collection Femme'],
      ] as const;
      for (const [asked, path, heading] of cases) {
        const response = await page.goto(`${baseUrl()}${asked}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        // A moment for React to report a mismatch, if there were one.
        await page.waitForTimeout(500);
        expect(errors.filter((error) => /418|hydrat/i.test(error))).toEqual([]);
        // The server sent the browser to the one address of the page (301).
        expect(response?.request().redirectedFrom()?.url()).toBe(`${baseUrl()}${asked}`);
        expect(page.url()).toBe(`${baseUrl()}${path}`);
      }
      // An address that would leave the site stays on it.
      await page.goto(`${baseUrl()}//example.com/products`);
      expect(new URL(page.url()).origin).toBe(baseUrl());
    } finally {
      await context.close();
    }
  });
});

describe('home on a phone', () => {
  test('the categories are a compact row, and products come within the first two screens', async () => {
    const { context, page } = await newVisitor('mobile');
    try {
      await page.goto('/');
      const categories = page.getByRole('region', { name: shopTexts.home.categories });
      const tiles = categories.getByRole('link');
      await tiles.first().waitFor();
      expect(await tiles.count()).toBeGreaterThanOrEqual(7);
      const box = await categories.boundingBox();
      expect(box?.height).toBeLessThan(320);
      // The first featured product's card starts within two screens (740 px each).
      const card = page.getByRole('region', { name: shopTexts.home.featured }).getByRole('article').first();
      await card.waitFor();
      const top = await card.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeLessThan(2 * 740);
      // The row scrolls inside itself: the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // A tile reached with the keyboard scrolls into view.
      await tiles.last().focus();
      const last = await tiles.last().boundingBox();
      expect((last?.x ?? -1) >= 0 && (last?.x ?? 0) + (last?.width ?? 0) <= 375).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('on a desktop the categories stay a grid of large tiles', async () => {
    const { context, page } = await newVisitor('desktop');
    try {
      await page.goto('/');
      const tiles = page.getByRole('region', { name: shopTexts.home.categories }).getByRole('link');
      await tiles.first().waitFor();
      const boxes = await Promise.all((await tiles.all()).map((tile) => tile.boundingBox()));
      expect(boxes.length).toBeGreaterThanOrEqual(7);
      // Several large tiles side by side, wrapping onto a second row: none hidden sideways.
      expect(boxes[1]?.y).toBe(boxes[0]?.y);
      expect(boxes.at(-1)?.y).toBeGreaterThan(boxes[0]?.y ?? 0);
      for (const box of boxes) {
        expect(box?.width).toBeGreaterThan(180);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
      }
    } finally {
      await context.close();
    }
  });
});

describe('a listing visited again in the same browser', () => {
  test('each of its catalogue requests finishes (Chromium sees the end of every body)', async () => {
    const { context, page } = await newVisitor();
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const catalogue = new Map<string, string>();
      const finished = new Set<string>();
      cdp.on('Network.requestWillBeSent', (event) => {
        // The catalogue's reads (JSON), whoever sends them: the page's fetch, or the browser's cache revalidating.
        const { pathname } = new URL(event.request.url);
        if (pathname.startsWith('/api/') && !pathname.startsWith('/api/media/'))
          catalogue.set(event.requestId, event.request.url);
      });
      cdp.on('Network.loadingFinished', (event) => finished.add(event.requestId));
      cdp.on('Network.loadingFailed', (event) => finished.add(event.requestId));
      for (let visit = 0; visit < 2; visit += 1) {
        await page.goto('/products');
        await page.getByRole('heading', { level: 1, name: 'Tous les produits' }).waitFor();
        await page.getByRole('main').getByRole('article').first().waitFor();
        await page.waitForLoadState('networkidle').catch(() => undefined);
      }
      expect(catalogue.size).toBeGreaterThan(0);
      const deadline = Date.now() + 5_000;
      while ([...catalogue.keys()].some((id) => !finished.has(id)) && Date.now() < deadline)
        await page.waitForTimeout(100);
      const open = [...catalogue].filter(([id]) => !finished.has(id)).map(([, url]) => url);
      expect(open).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
