import { mkdirSync } from 'node:fs';
import { checkoutPaymentTexts, messages, plural, stockTexts } from '@teranga/messages';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { DAKAR_ADDRESS, fillTypedAddress } from '../support/checkout';
import {
  baseUrl,
  disconnectBrowser,
  findProduct,
  newVisitor,
  registerCustomer,
  signIn,
  uniqueEmail,
} from '../support/shop';

// Issue 33, the cart and the checkout: a failure is brought into view, the cart follows the live stock and caps by the
// real stock unit, « Produit ajouté au panier ! » only when something was, « Acheter maintenant » opens the cart with
// no popup over it, and a guest's paying phone is checked before the sign-in.

const SHOTS = '/work/shots';
const PASSWORD = 'Baobab2024';
const { checkout: checkoutTexts, paymentStep } = checkoutPaymentTexts;
const ONE_SIZE = 'Taille unique';

const visitors: Array<{ close: () => Promise<void> }> = [];
afterAll(async () => {
  for (const visitor of visitors) await visitor.close();
  await disconnectBrowser();
});

async function visitorOn(viewport: 'desktop' | 'mobile'): Promise<Page> {
  const { context, page } = await newVisitor(viewport);
  visitors.push(context);
  return page;
}

/** A signed-in customer, new for the test. */
async function customerOn(viewport: 'desktop' | 'mobile'): Promise<Page> {
  const email = uniqueEmail('panier');
  await registerCustomer(email, PASSWORD);
  const page = await visitorOn(viewport);
  await page.goto('/login');
  await signIn(page, email, PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

/** A one-size accessory (no size to choose) that counts its stock, with `units` units or more on hand. */
const oneSizeProduct = (units: (quantity: number) => boolean) =>
  findProduct(
    (p) =>
      p.inventory?.trackQuantity !== false &&
      p.inventory?.allowBackorder !== true &&
      units(p.inventory?.quantity ?? 0) &&
      (p.sizes ?? []).length === 1 &&
      p.sizes?.[0] === ONE_SIZE,
  );

/** The units the server has on hand now. */
async function unitsOf(productId: string): Promise<number> {
  const answer = (await fetch(`${baseUrl()}/api/products/${productId}`).then((r) => r.json())) as {
    data: { product: { inventory: { quantity: number } } };
  };
  return answer.data.product.inventory.quantity;
}

/** A product name inside « »: its own guillemets become “ ” (the French nesting). */
const quotedName = (name: string): string => name.replace(/«\s*/g, '“').replace(/\s*»/g, '”');

/** Another customer buys `quantity` units through the API (the order takes the stock at once, paid or not). */
async function buyElsewhere(productId: string, quantity: number): Promise<void> {
  const email = uniqueEmail('autre');
  await registerCustomer(email, PASSWORD);
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrPhone: email, password: PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const order = await fetch(`${baseUrl()}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: JSON.stringify({
      items: [{ productId, quantity, size: ONE_SIZE }],
      paymentMethod: 'wave',
      payerPhone: '+221771234567',
      shippingAddress: { ...DAKAR_ADDRESS, phone: '+221771234567' },
    }),
  });
  if (order.status !== 201) throw new Error(`Commande refusée (${order.status}): ${await order.text()}`);
}

/** The cart's summary (« Récapitulatif »). */
const summaryOf = (page: Page): Locator => page.getByRole('region', { name: 'Récapitulatif' });

/**
 * Picks the first colour and size left when the product offers several and none is chosen (the shop chooses nothing
 * for the shopper), as a shopper would.
 */
async function pickOptions(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1 }).waitFor();
  for (const name of ['Couleur', 'Taille']) {
    const group = main.getByRole('radiogroup', { name, exact: true }).first();
    if ((await group.count()) === 0) continue;
    if ((await group.getByRole('radio', { checked: true }).count()) > 0) continue;
    await group.getByRole('radio', { disabled: false }).first().click();
  }
}

/** « Acheter maintenant » on the product page, then the cart. */
async function buyNow(page: Page, productId: string): Promise<void> {
  await page.goto(`/product/${productId}`);
  await pickOptions(page);
  await page.getByRole('main').getByRole('button', { name: 'Acheter maintenant' }).click();
  await page.waitForURL(`${baseUrl()}/cart`);
  await page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem').first().waitFor();
}

/** Types the paying phone and the address, then presses « Payer ». */
async function pay(page: Page, phone: string): Promise<void> {
  const summary = summaryOf(page);
  await summary.getByRole('textbox', { name: paymentStep.payerPhone }).fill(phone);
  await fillTypedAddress(summary);
  await summary.getByRole('button', { name: 'Payer' }).click();
}

/** The banner is wholly on screen and holds the focus (so a screen reader and the keyboard are on it too). */
async function expectInView(page: Page, banner: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const box = await banner.boundingBox();
      const height = page.viewportSize()?.height ?? 0;
      return box !== null && box.y >= 0 && box.y + box.height <= height;
    })
    .toBe(true);
  expect(await banner.evaluate((element) => element === document.activeElement)).toBe(true);
}

describe('a failure after a press is brought into view', () => {
  test('phone: a failed mobile-money payment shows its red banner on screen, focused (« Payer » is far below it)', async () => {
    const page = await customerOn('mobile');
    const product = await oneSizeProduct((quantity) => quantity > 10);
    await buyNow(page, product._id);
    // The sandbox's failing number.
    await pay(page, '70 000 00 02');
    const banner = page.getByRole('alert').filter({ hasText: checkoutTexts.paymentFailed });
    await banner.waitFor();
    await expectInView(page, banner);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/failed-payment-phone.png` });
  });

  test('desktop: a failed payment banner is in view too', async () => {
    const page = await customerOn('desktop');
    const product = await oneSizeProduct((quantity) => quantity > 10);
    await buyNow(page, product._id);
    await pay(page, '70 000 00 02');
    const banner = page.getByRole('alert').filter({ hasText: checkoutTexts.paymentFailed });
    await banner.waitFor();
    await expectInView(page, banner);
  });

  test('phone: registering with an e-mail already used shows the refusal on screen, focused', async () => {
    const page = await visitorOn('mobile');
    await page.goto('/register');
    const form = page.getByRole('region', { name: 'Créer un compte' });
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    await field('Prénom').fill('Awa');
    await field('Nom').fill('Ndiaye');
    await field('Email').fill('client@teranga.demo');
    await field('Mot de passe').fill('Teranga2025');
    await field('Confirmer le mot de passe').fill('Teranga2025');
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    const banner = form.getByRole('alert').first();
    await banner.waitFor();
    await expectInView(page, banner);
  });

  test('phone: a unit sold while paying is refused in view, its name quoted once, and the line reads « Rupture »', async () => {
    const product = await oneSizeProduct((quantity) => quantity >= 1 && quantity <= 10);
    const page = await customerOn('mobile');
    await buyNow(page, product._id);
    // Another customer takes every unit while this one types the address.
    await buyElsewhere(product._id, await unitsOf(product._id));
    await pay(page, '77 123 45 67');
    // « Stock insuffisant pour « Boucles d’oreilles “Saint-Louis” » (Taille unique) : épuisé »: one pair of guillemets.
    const refusal = `Stock insuffisant pour « ${quotedName(product.name)} »`;
    const banner = page.getByRole('alert').filter({ hasText: refusal });
    await banner.waitFor();
    expect(((await banner.textContent()) ?? '').match(/«/g)?.length).toBe(1);
    await expectInView(page, banner);
    // The refusal made the cart read the stock again.
    const line = page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem').first();
    await line.getByText(messages.cart.outOfStock, { exact: true }).waitFor();
    expect(await summaryOf(page).getByRole('button', { name: 'Payer' }).isDisabled()).toBe(true);
  });
});

describe('the cart follows the live stock and the real stock units', () => {
  test('a line whose units were sold since it was added reads them again on opening the cart, and blocks « Payer » with the reason', async () => {
    const product = await oneSizeProduct((quantity) => quantity >= 3 && quantity <= 10);
    const page = await customerOn('desktop');
    await page.goto(`/product/${product._id}`);
    await pickOptions(page);
    const main = page.getByRole('main');
    const units = await unitsOf(product._id);
    // « Stock limité · 3 restants », in French plural.
    await main.getByText(`${messages.cart.lowStock} · ${plural(stockTexts.unitsLeft, units)}`).waitFor();
    await main.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await main.getByRole('button', { name: 'Acheter maintenant' }).click();
    await page.waitForURL(`${baseUrl()}/cart`);
    const line = page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem').first();
    await line.getByText(messages.cart.lowStock, { exact: true }).waitFor();
    // Someone else leaves one unit.
    await buyElsewhere(product._id, units - 1);
    await page.goto(`/product/${product._id}`);
    // « Stock limité · 1 restant », never « 1 restants ».
    await main
      .getByText(`${messages.cart.lowStock} · ${plural(stockTexts.unitsLeft, 1)}`, { exact: true })
      .waitFor();
    expect(await main.getByText('1 restants').count()).toBe(0);
    await page.goto('/cart');
    const reason = plural(stockTexts.payBlockedShort, 1).replace('{name}', quotedName(product.name));
    await summaryOf(page).getByText(reason).waitFor();
    expect(await summaryOf(page).getByRole('button', { name: 'Payer' }).isDisabled()).toBe(true);
    // Down to what is left, it can be paid again.
    await line.getByRole('button', { name: 'Diminuer la quantité' }).click();
    await expect.poll(() => summaryOf(page).getByText(reason).count()).toBe(0);
    // The last unit goes too: the line reads « Rupture » once the cart is opened again.
    await buyElsewhere(product._id, 1);
    await page.goto('/cart');
    await line.getByText(messages.cart.outOfStock, { exact: true }).waitFor();
    expect(await summaryOf(page).getByRole('button', { name: 'Payer' }).isDisabled()).toBe(true);
  });

  test('adds never hold more than the stock across lines; at the cap nothing is added and the toast says so', async () => {
    // One colour at most: a card's quick add then takes the product as it is (no choice to make).
    const product = await findProduct(
      (p) =>
        p.inventory?.trackQuantity !== false &&
        p.inventory?.allowBackorder !== true &&
        (p.inventory?.quantity ?? 0) >= 1 &&
        (p.inventory?.quantity ?? 0) <= 2 &&
        (p.colors ?? []).length <= 1 &&
        p.sizes?.length === 1 &&
        p.sizes[0] === ONE_SIZE,
    );
    const units = await unitsOf(product._id);
    const page = await visitorOn('desktop');
    await page.goto(`/product/${product._id}`);
    await pickOptions(page);
    const main = page.getByRole('main');
    // The product's own button (the related products' cards come after it).
    const add = main.getByRole('button', { name: 'Ajouter au panier', exact: true }).first();
    for (let i = 0; i < units; i++) {
      await add.click();
      await page.getByText(messages.cart.added).first().waitFor();
      await page.getByText(messages.cart.added).first().waitFor({ state: 'detached', timeout: 8000 });
    }
    // One more: the cart holds all the stock already.
    await add.click();
    const capped = stockTexts.addCapped.replace('{name}', quotedName(product.name));
    await page.getByText(capped).first().waitFor();
    expect(await page.getByText(messages.cart.added).count()).toBe(0);
    // A card's quick add (no size chosen) draws on the same stock: nothing added either.
    await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
    const card = page.getByRole('main').getByRole('article').filter({ hasText: product.name }).first();
    await card.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByText(capped).first().waitFor();
    expect(await page.getByText(messages.cart.added).count()).toBe(0);
    await page.goto('/cart');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-storage') ?? '{}'));
    const items = (stored.state?.items ?? stored.items) as Array<{ quantity: number }>;
    expect(items.reduce((sum, item) => sum + item.quantity, 0)).toBe(units);
  });
});

describe('buying at once', () => {
  test('« Acheter maintenant » opens the cart with its payment form in view, no popup over it', async () => {
    const page = await visitorOn('mobile');
    const product = await oneSizeProduct((quantity) => quantity > 10);
    await buyNow(page, product._id);
    await summaryOf(page).getByRole('textbox', { name: paymentStep.payerPhone }).waitFor();
    // Watch for the popup a good while (it used to open over the cart as the page came).
    const popup = page.getByRole('dialog', { name: messages.cart.addedPopup });
    const shown = await popup.waitFor({ state: 'attached', timeout: 2500 }).then(
      () => true,
      () => false,
    );
    expect(shown).toBe(false);
  });

  test("a guest's mistyped paying phone is refused on the cart, before any sign-in is asked for", async () => {
    const page = await visitorOn('mobile');
    const product = await oneSizeProduct((quantity) => quantity > 10);
    await buyNow(page, product._id);
    await pay(page, '12 34');
    const phone = summaryOf(page).getByRole('textbox', { name: paymentStep.payerPhone });
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    await summaryOf(page).getByText(checkoutTexts.phoneInvalid).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cart');
    // Corrected, the payment goes on to the sign-in.
    await phone.fill('77 123 45 67');
    await summaryOf(page).getByRole('button', { name: 'Payer' }).click();
    await page.waitForURL(`${baseUrl()}/login?redirect=checkout`);
  });
});
