import { formatCfa } from '@teranga/headless';
import { fill, messages, sellerFormMessages } from '@teranga/messages';
import { variantRowsLabels } from '@teranga/messages/kit/variant-rows';
import type { Product } from '@teranga/sdk';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, disconnectBrowser, newVisitor, signIn, storedToken } from '../support/shop';

const SELLER = { email: 'vendeur@teranga.demo', password: 'Vendeur-Teranga-2025' };
const t = sellerFormMessages;
const v = variantRowsLabels;

let page: Page;
let close: () => Promise<void>;
beforeAll(async () => {
  const visitor = await newVisitor();
  page = visitor.page;
  close = () => visitor.context.close();
  await page.goto('/login?redirect=%2Fseller%2Fadd-product');
  await signIn(page, SELLER.email, SELLER.password);
  await page.waitForURL(`${baseUrl()}/seller/add-product`);
});
afterAll(async () => {
  await close?.();
  await disconnectBrowser();
});

const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const number = (scope: Page | Locator, name: string) => scope.getByRole('spinbutton', { name, exact: true });
const toasts = () => page.locator('[data-slot="toast"]');
const rows = () => page.locator('[data-slot="variant-row"]');

/** Adds a variant row and fills it: a colour with its shade, or a size with its units and colour. */
async function addRow(
  type: 'size' | 'color',
  value: string,
  extra: { stock?: string; color?: string; hex?: string } = {},
) {
  await page.getByRole('button', { name: v.add }).click();
  const row = rows().last();
  await row.getByRole('combobox', { name: v.type }).selectOption(type);
  await field(row, v.value).fill(value);
  if (extra.hex) await row.getByLabel(v.hex).fill(extra.hex);
  if (extra.stock !== undefined) await number(row, v.stock).fill(extra.stock);
  if (extra.color) await row.getByRole('combobox', { name: v.color }).selectOption(extra.color);
}

/** The edit form's size row of that size and colour (rows of one size come in the server's order). */
async function sizeRow(size: string, color: string): Promise<Locator> {
  for (const row of await rows().all()) {
    if ((await row.getByRole('combobox', { name: v.type }).inputValue()) !== 'size') continue;
    if ((await field(row, v.value).inputValue()) !== size) continue;
    if ((await row.getByRole('combobox', { name: v.color }).inputValue()) === color) return row;
  }
  throw new Error(`Pas de ligne ${size} / ${color}`);
}

async function sellerProduct(id: string): Promise<Product> {
  const response = await fetch(`${baseUrl()}/api/seller/products/${id}`, {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  return ((await response.json()) as { data: { product: Product } }).data.product;
}

const sizeStock = (product: Product) =>
  Object.fromEntries(
    (product.variants ?? [])
      .filter((variant) => variant.type === 'size')
      .map((variant) => [`${variant.value}/${variant.color ?? ''}`, variant.inventory?.quantity]),
  );

describe('a product with sizes × colours and their own stock', () => {
  let productId = '';

  test('field errors clear once corrected; a row without a value says so; only the latest toast shows', async () => {
    await page.getByRole('heading', { level: 1, name: t.createTitle }).waitFor();
    const submit = page.getByRole('button', { name: t.createSubmit });
    await submit.click();
    await toasts().filter({ hasText: messages.product.validationTitle }).waitFor();
    const name = field(page, `${t.fields.name} *`);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByText(messages.product.nameRequired, { exact: true }).count()).toBe(1);

    // Correcting the name clears its error at once; the description's stays until it is corrected too.
    await name.fill('Robe wax Kora');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByText(messages.product.nameRequired, { exact: true }).count()).toBe(0);
    const description = field(page, `${t.fields.description} *`);
    expect(await description.getAttribute('aria-invalid')).toBe('true');
    await description.fill('Robe longue en wax, coupe évasée, doublée de coton.');
    await expect.poll(() => description.getAttribute('aria-invalid')).toBeNull();

    // Euros typed, their CFA equivalent shown.
    await number(page, `${t.fields.price} *`).fill('25');
    await page.getByText(fill(t.cfaEquivalent, { amount: formatCfa(25) }), { exact: true }).waitFor();
    // 25 € × 655: « ≈ 16 375 CFA » (fr-FR groups with a narrow no-break space).
    expect(formatCfa(25)).toBe('16\u202f375 CFA');
    await page.getByRole('combobox', { name: `${t.fields.category} *` }).selectOption('femme');
    await page.getByRole('combobox', { name: t.fields.status }).selectOption('active');

    await addRow('color', 'Indigo', { hex: '#3f51b5' });
    await addRow('color', 'Ocre', { hex: '#cc7722' });
    await addRow('size', 'M', { stock: '3', color: 'Indigo' });
    await addRow('size', 'L', { stock: '0', color: 'Indigo' });
    await addRow('size', 'M', { stock: '0', color: 'Ocre' });
    // A row left without a value is not dropped: it says so.
    await page.getByRole('button', { name: v.add }).click();
    await submit.click();
    const empty = rows().last();
    await empty.getByText(t.variants.valueRequired, { exact: true }).waitFor();
    expect(await rows().count()).toBe(6);
    expect(await toasts().count()).toBe(1);
    expect(await toasts().first().textContent()).toContain(
      fill(t.variants.row, { number: '6', message: t.variants.valueRequired }),
    );
    await field(empty, v.value).fill('L');
    await number(empty, v.stock).fill('2');
    await empty.getByRole('combobox', { name: v.color }).selectOption('Ocre');
    await expect.poll(() => empty.getByText(t.variants.valueRequired).count()).toBe(0);
    // The sizes keep the stock: the product's quantity is their sum, not typed.
    expect(await number(page, t.fields.quantity).inputValue()).toBe('5');
    expect(await number(page, t.fields.quantity).getAttribute('readonly')).not.toBeNull();

    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/seller/products') && response.request().method() === 'POST',
    );
    await submit.click();
    const created = (await (await answer).json()) as { data: { product: { _id: string } } };
    productId = created.data.product._id;
    await toasts().filter({ hasText: messages.seller.createdAndPublished }).waitFor();
    // The old error does not sit above « Produit créé »: only the latest toast shows.
    expect(await toasts().count()).toBe(1);
    await page.waitForURL(`${baseUrl()}/seller/dashboard?created=1`, { timeout: 10_000 });

    const product = await sellerProduct(productId);
    expect(sizeStock(product)).toEqual({ 'M/Indigo': 3, 'L/Indigo': 0, 'M/Ocre': 0, 'L/Ocre': 2 });
    expect(product.inventory?.quantity).toBe(5);
  });

  test('edits a size’s stock, the weight and the SEO title; the product page follows', async () => {
    await page.goto(`/product/${productId}`);
    await page.getByRole('heading', { level: 1, name: 'Robe wax Kora' }).waitFor();
    const colours = page.getByRole('radiogroup', { name: /Couleur/ });
    expect(await colours.getByRole('radio', { name: 'Indigo' }).isEnabled()).toBe(true);
    expect(await colours.getByRole('radio', { name: 'Ocre' }).isEnabled()).toBe(true);
    const sizes = page.getByRole('radiogroup', { name: /Taille/ });
    // No colour is chosen for the shopper (issue 33): in Indigo, once chosen, L is sold out: shown, not to be chosen.
    await colours.getByRole('radio', { name: 'Indigo' }).click();
    expect(await sizes.getByRole('radio', { name: /^L/ }).isDisabled()).toBe(true);
    expect(await sizes.getByRole('radio', { name: /^M/ }).isEnabled()).toBe(true);

    await page.goto(`/seller/edit-product/${productId}`);
    await page.getByRole('heading', { level: 1, name: t.editTitle }).waitFor();
    await expect.poll(() => rows().count()).toBe(6);
    // Ocre: M 0 and L 2 → L 0: the colour is then sold out in every size.
    const ocreL = await sizeRow('L', 'Ocre');
    await number(ocreL, v.stock).fill('0');
    const indigoL = await sizeRow('L', 'Indigo');
    await number(indigoL, v.stock).fill('4');
    expect(await number(page, t.fields.weight).inputValue()).toBe('');
    await number(page, t.fields.weight).fill('0.6');
    await field(page, t.fields.seoTitle).fill('Robe wax Kora indigo');
    await page.getByRole('button', { name: t.editSubmit }).click();
    await toasts().filter({ hasText: messages.seller.updated }).waitFor();
    await page.waitForURL(`${baseUrl()}/seller/products`, { timeout: 10_000 });

    const product = await sellerProduct(productId);
    expect(sizeStock(product)).toEqual({ 'M/Indigo': 3, 'L/Indigo': 4, 'M/Ocre': 0, 'L/Ocre': 0 });
    expect(product.inventory?.quantity).toBe(7);
    expect(product.shipping?.weight).toBe(0.6);
    expect(product.seo?.metaTitle).toBe('Robe wax Kora indigo');

    // Shown back on the edit form.
    await page.goto(`/seller/edit-product/${productId}`);
    await page.getByRole('heading', { level: 1, name: t.editTitle }).waitFor();
    await expect.poll(() => number(page, t.fields.weight).inputValue()).toBe('0.6');
    expect(await field(page, t.fields.seoTitle).inputValue()).toBe('Robe wax Kora indigo');

    await page.goto(`/product/${productId}`);
    await page.getByRole('heading', { level: 1, name: 'Robe wax Kora' }).waitFor();
    expect(await colours.getByRole('radio', { name: 'Ocre' }).isDisabled()).toBe(true);
    expect(await sizes.getByRole('radio', { name: /^L/ }).isEnabled()).toBe(true);
  });
});
