import { imageUploadLabels, mediaMessages, messages, sellerFormMessages } from '@teranga/messages';
import { toasterLabels } from '@teranga/messages/kit/toaster';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, disconnectBrowser, newVisitor, signIn, storedToken } from '../support/shop';

const SELLER = { email: 'vendeur@teranga.demo', password: 'Vendeur-Teranga-2025' };
const t = sellerFormMessages;

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

/** A noisy PNG of a few hundred kilobytes: long enough to send that its progress can be seen. */
async function photo(name: string, hue: number) {
  const buffer = await sharp({
    create: {
      width: 420,
      height: 420,
      channels: 3,
      background: { r: hue, g: 80, b: 255 - hue },
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const number = (scope: Page | Locator, name: string) => scope.getByRole('spinbutton', { name, exact: true });
const toast = (title: string) => page.locator('[data-slot="toast"]').filter({ hasText: title });

/** Records every value each progress bar shows (a bar only lives while its image is sent). */
async function watchProgress(target: Page) {
  await target.evaluate(() => {
    const seen: Record<string, number[]> = {};
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    const record = () => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        const name = bar.getAttribute('aria-label') ?? '';
        const value = Number(bar.getAttribute('aria-valuenow'));
        const values = seen[name] ?? [];
        seen[name] = values;
        if (values.at(-1) !== value) values.push(value);
      }
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}

/** Slows the upload down (about 400 kB/s) so each image's progress shows, as on a phone network. */
async function slowUploads(target: Page, on: boolean) {
  const cdp = await target.context().newCDPSession(target);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: on ? 20 : 0,
    downloadThroughput: -1,
    uploadThroughput: on ? 400 * 1024 : -1,
  });
  return cdp;
}

/** The create form with no photo: one left by a test that stopped half way (the form keeps them) would shift the rest. */
async function openEmptyCreateForm() {
  // The draft's key in apps/reference's use-image-uploads.ts (the session's sign-in stays).
  await page.evaluate(() => sessionStorage.removeItem('teranga.product-photos.create'));
  await page.goto('/seller/add-product');
}

async function fillBasics(scope: Page, name: string, price: string) {
  await field(scope, `${t.fields.name} *`).fill(name);
  await field(scope, `${t.fields.description} *`).fill('Robe longue en wax, coupe évasée, doublée de coton.');
  await number(scope, `${t.fields.price} *`).fill(price);
  await scope.getByRole('combobox', { name: `${t.fields.category} *` }).selectOption('femme');
}

describe("the seller's product create and edit screens", () => {
  let productId = '';

  test('creates an active product with three images, each followed by its progress bar', async () => {
    await page.getByRole('heading', { level: 1, name: t.createTitle }).waitFor();
    await fillBasics(page, 'Robe wax Baobab', '45.5');
    const sku = await field(page, t.fields.sku).inputValue();
    expect(sku).toMatch(/^FEM-ROBEWA-\d{4}$/);
    expect(await field(page, t.fields.sku).getAttribute('readonly')).not.toBeNull();
    await expect.poll(() => page.getByText('51/2000').isVisible()).toBe(true);

    await page.getByRole('textbox', { name: t.fields.tags }).fill('  wax ');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: t.fields.tags }).fill('wax');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: t.fields.tags }).fill('robe');
    await page.keyboard.press('Enter');
    expect(await page.locator('[data-slot="tag-input-chip"]').allTextContents()).toEqual(['wax', 'robe']);

    await number(page, t.fields.quantity).fill('7');
    await number(page, t.fields.weight).fill('0.4');
    await field(page, t.fields.seoTitle).fill('x'.repeat(80));
    expect((await field(page, t.fields.seoTitle).inputValue()).length).toBe(60);
    await page.getByRole('combobox', { name: t.fields.status }).selectOption('active');

    await watchProgress(page);
    const cdp = await slowUploads(page, true);
    await page
      .locator('input[type="file"]')
      .setInputFiles([
        await photo('face.png', 30),
        await photo('dos.png', 120),
        await photo('detail.png', 220),
      ]);
    const items = page.locator('[data-slot="image-picker-item"]');
    await expect.poll(() => items.count()).toBe(3);
    await expect
      .poll(() => items.evaluateAll((list) => list.map((item) => item.getAttribute('data-state'))), {
        timeout: 30_000,
      })
      .toEqual(['uploaded', 'uploaded', 'uploaded']);
    await slowUploads(page, false);
    await cdp.detach();
    const seen = await page.evaluate(
      () => (window as unknown as { progressSeen: Record<string, number[]> }).progressSeen,
    );
    const bars = ['face.png', 'dos.png', 'detail.png'].map(
      (name, index) => seen[`${imageUploadLabels.progress} ${index + 1} (${name})`] ?? [],
    );
    // Each image had its own bar, which only ever went forward.
    for (const values of bars) {
      expect(values.length).toBeGreaterThan(0);
      expect(values).toEqual([...values].sort((a, b) => a - b));
    }
    // Bars move while the bytes go. Not every bar is caught part way: on a starved CPU the browser can hand the page
    // all of a short upload's progress at once (a CI run saw the third image go from 0 to done).
    expect(
      bars.some((values) => values.some((value) => value > 0 && value < 100)),
      JSON.stringify(bars),
    ).toBe(true);
    await expect.poll(() => items.nth(0).textContent()).toContain('Principal');

    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/seller/products') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: t.createSubmit }).click();
    const created = (await (await answer).json()) as {
      data: { product: { _id: string; images: unknown[] } };
    };
    productId = created.data.product._id;
    expect(created.data.product.images).toHaveLength(3);
    await toast(messages.seller.createdAndPublished).waitFor();
    await page.waitForURL(`${baseUrl()}/seller/dashboard?created=1`, { timeout: 10_000 });

    await page.goto(`/product/${productId}`);
    await page.getByRole('heading', { level: 1, name: 'Robe wax Baobab' }).waitFor();
  });

  test('edits it: price changed, one image removed, then the product list', async () => {
    await page.goto(`/seller/edit-product/${productId}`);
    await page.getByRole('heading', { level: 1, name: t.editTitle }).waitFor();
    expect(await number(page, `${t.fields.price} *`).inputValue()).toBe('45.5');
    expect(await field(page, t.fields.sku).getAttribute('readonly')).toBeNull();
    await expect.poll(() => page.locator('[data-slot="image-picker-item"]').count()).toBe(3);
    await number(page, `${t.fields.price} *`).fill('39.9');
    await page.getByRole('button', { name: "Retirer l'image 2 (Image 2)" }).click();
    await expect.poll(() => page.locator('[data-slot="image-picker-item"]').count()).toBe(2);
    await page.getByRole('button', { name: t.editSubmit }).click();
    await toast(messages.seller.updated).waitFor();
    await page.waitForURL(`${baseUrl()}/seller/products`, { timeout: 10_000 });

    const token = await storedToken(page);
    const response = await fetch(`${baseUrl()}/api/seller/products/${productId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { data } = (await response.json()) as { data: { product: { price: number; images: unknown[] } } };
    expect(data.product.price).toBe(39.9);
    expect(data.product.images).toHaveLength(2);
  });

  test('the edit screen: loading, then the load-error screen with its way back', async () => {
    await page.goto('/seller/edit-product/000000000000000000000000');
    await page.getByRole('heading', { name: messages.seller.productLoadFailed }).waitFor();
    await page.getByRole('link', { name: t.backToList }).click();
    await page.waitForURL(`${baseUrl()}/seller/products`);
  });

  test('the edit screen asks for the required fields', async () => {
    await page.goto(`/seller/edit-product/${productId}`);
    await field(page, `${t.fields.name} *`).fill('   ');
    await page.getByRole('button', { name: t.editSubmit }).click();
    await toast(messages.product.editRequiredFields).waitFor();
    expect(page.url()).toBe(`${baseUrl()}/seller/edit-product/${productId}`);
  });

  test('shows every create-form rule under "Erreur de validation", joined with commas', async () => {
    await openEmptyCreateForm();
    const submit = page.getByRole('button', { name: t.createSubmit });
    const validation = page
      .locator('[data-slot="toast"]')
      .filter({ hasText: messages.product.validationTitle });
    const lastSummary = async () => (await validation.last().textContent()) ?? '';
    const dismissAll = async () => {
      for (const close of await page
        .locator('[data-slot="toast"]')
        .getByRole('button', { name: toasterLabels.close })
        .all())
        await close.click();
    };

    await submit.click();
    await expect
      .poll(lastSummary)
      .toContain(
        [
          messages.product.nameRequired,
          messages.product.descriptionRequired,
          messages.product.priceRequired,
          messages.product.skuRequired,
          messages.product.categoryRequired,
        ].join(', '),
      );
    await dismissAll();

    await field(page, `${t.fields.name} *`).fill('Robe');
    await field(page, `${t.fields.description} *`).fill('Courte');
    await number(page, `${t.fields.price} *`).fill('20');
    await number(page, t.fields.comparePrice).fill('15');
    await page.getByRole('combobox', { name: `${t.fields.category} *` }).selectOption('femme');
    await submit.click();
    await expect
      .poll(lastSummary)
      .toContain(`${messages.product.descriptionTooShort}, ${messages.product.comparePriceTooLow}`);
    await dismissAll();

    await field(page, `${t.fields.description} *`).fill('a'.repeat(2001));
    await expect.poll(() => page.getByText('2001/2000').isVisible()).toBe(true);
    await submit.click();
    await expect.poll(lastSummary).toContain(messages.product.descriptionTooLong);
    // Nothing typed is lost.
    expect(await field(page, `${t.fields.name} *`).inputValue()).toBe('Robe');
  });

  test('a refused file says why next to it and keeps what was typed', async () => {
    await openEmptyCreateForm();
    await fillBasics(page, 'Boubou bazin', '80');
    const gif = { name: 'anime.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') };
    const fake = {
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Ceci est un texte, pas une image.'),
    };
    await page.locator('input[type="file"]').setInputFiles([gif, fake, await photo('vraie.png', 60)]);
    const items = page.locator('[data-slot="image-picker-item"]');
    await expect
      .poll(() => items.evaluateAll((list) => list.map((item) => item.getAttribute('data-state'))), {
        timeout: 20_000,
      })
      .toEqual(['refused', 'refused', 'uploaded']);
    expect(await items.nth(0).getByRole('alert').textContent()).toContain(mediaMessages.unsupportedFormat);
    // The server sniffs the content: a text renamed .png is « Refusée » with its 415 message (no « Réessayer »).
    expect(await items.nth(1).getByRole('alert').textContent()).toContain(mediaMessages.unsupportedFormat);
    expect(await field(page, `${t.fields.name} *`).inputValue()).toBe('Boubou bazin');
    expect(await number(page, `${t.fields.price} *`).inputValue()).toBe('80');

    // Saving with a refused file in the list asks to remove it first, then succeeds without it.
    await page.getByRole('button', { name: t.createSubmit }).click();
    await toast(t.images.failedUploads).waitFor();
    await page.getByRole('button', { name: "Retirer l'image 1 (anime.gif)" }).click();
    await page.getByRole('button', { name: "Retirer l'image 1 (notes.png)" }).click();
    await page.getByRole('button', { name: t.createSubmit }).click();
    await toast(messages.seller.createdAsDraft).waitFor();
  });

  test('an upload can be cancelled while it runs; the others go on', async () => {
    await openEmptyCreateForm();
    await page.getByRole('heading', { level: 1, name: t.createTitle }).waitFor();
    const cdp = await slowUploads(page, true);
    await page
      .locator('input[type="file"]')
      .setInputFiles([await photo('lente.png', 90), await photo('garde.png', 180)]);
    const cancel = page.getByRole('button', { name: `${imageUploadLabels.cancel} 1 (lente.png)` });
    await cancel.click();
    const items = page.locator('[data-slot="image-picker-item"]');
    await expect.poll(() => items.count()).toBe(1);
    await expect.poll(() => items.first().getAttribute('data-state'), { timeout: 30_000 }).toBe('uploaded');
    expect(await items.first().textContent()).toContain('garde.png');
    await slowUploads(page, false);
    await cdp.detach();
  });

  test('with the network down, saving says so and nothing typed is lost; back online it saves', async () => {
    await openEmptyCreateForm();
    await fillBasics(page, 'Pagne tissé', '25');
    await page.getByRole('textbox', { name: t.fields.tags }).fill('pagne');
    await page.keyboard.press('Enter');
    await page.context().setOffline(true);
    await page.getByRole('button', { name: t.createSubmit }).click();
    await toast(messages.network.unreachable).waitFor();
    await page.context().setOffline(false);
    expect(await field(page, `${t.fields.name} *`).inputValue()).toBe('Pagne tissé');
    expect(await number(page, `${t.fields.price} *`).inputValue()).toBe('25');
    expect(await page.locator('[data-slot="tag-input-chip"]').allTextContents()).toEqual(['pagne']);
    await page.getByRole('button', { name: t.createSubmit }).click();
    await toast(messages.seller.createdAsDraft).waitFor();
  });

  test('a seller creates a product with the keyboard only (Tab, Enter, Space, arrows)', async () => {
    await openEmptyCreateForm();
    await page.getByRole('heading', { level: 1, name: t.createTitle }).waitFor();
    const tabTo = async (target: Locator) => {
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        if (await target.evaluate((element) => element === document.activeElement)) return;
      }
      throw new Error('Focus never reached the target');
    };
    await tabTo(field(page, `${t.fields.name} *`));
    await page.keyboard.type('Chemise bogolan');
    await tabTo(field(page, `${t.fields.description} *`));
    await page.keyboard.type('Chemise en bogolan teint à la main, coupe droite.');
    await tabTo(number(page, `${t.fields.price} *`));
    await page.keyboard.type('35');
    await tabTo(page.getByRole('combobox', { name: `${t.fields.category} *` }));
    await page.keyboard.press('ArrowDown');
    await tabTo(page.getByRole('textbox', { name: t.fields.tags }));
    await page.keyboard.type('bogolan');
    await page.keyboard.press('Enter');
    await tabTo(page.getByRole('checkbox', { name: t.fields.featured }));
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: t.fields.featured }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await tabTo(page.getByRole('button', { name: t.createSubmit }));
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/seller/products') && response.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    const created = (await (await answer).json()) as {
      data: { product: { name: string; tags: string[]; featured: boolean; status: string } };
    };
    expect(created.data.product).toMatchObject({
      name: 'Chemise bogolan',
      tags: ['bogolan'],
      featured: true,
      status: 'draft',
    });
    await toast(messages.seller.createdAsDraft).waitFor();
    await page.waitForURL(`${baseUrl()}/seller/dashboard?created=1`, { timeout: 10_000 });
  });
});
