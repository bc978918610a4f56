import { mkdirSync } from 'node:fs';
import { messages, productChoiceTexts } from '@teranga/messages';
import { searchHref } from '@teranga/reference/routes';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { baseUrl, disconnectBrowser, findProduct, newVisitor } from '../support/shop';

/** The phone screen the shopper's first view is judged on. */
const PHONE = { width: 375, height: 667 };
const SHOTS = '/work/shots';

type Viewport = 'desktop' | 'mobile';
const viewports: Viewport[] = ['desktop', 'mobile'];

const visitors: Array<Awaited<ReturnType<typeof newVisitor>>> = [];
async function visitor(viewport: Viewport): Promise<Page> {
  const opened = await newVisitor(viewport);
  visitors.push(opened);
  if (viewport === 'mobile') await opened.page.setViewportSize(PHONE);
  return opened.page;
}
afterAll(async () => {
  for (const opened of visitors) await opened.context.close();
  await disconnectBrowser();
});

const inStock = (p: { inventory?: { quantity?: number } }) => (p.inventory?.quantity ?? 0) > 10;
const count = (p: { sizes?: unknown[]; colors?: unknown[] }, key: 'sizes' | 'colors') => p[key]?.length ?? 0;

/** The header's cart link: 'Panier' when empty, 'Panier 2' with two units. */
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Panier/ });

async function openProduct(page: Page, product: { _id: string; name: string }): Promise<Locator> {
  await page.goto(`/product/${product._id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  return page.getByRole('main');
}

/** The element that has the focus, as the accessibility tree names it (role and name). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      role: element?.getAttribute('role') ?? element?.tagName.toLowerCase(),
      group: element?.closest('[role="radiogroup"]')?.getAttribute('aria-invalid') ?? null,
      label: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
    };
  });

describe('a size chosen on purpose', () => {
  for (const viewport of viewports) {
    test(`nothing is chosen for the shopper, and adding without a size asks for one (${viewport})`, async () => {
      const page = await visitor(viewport);
      const product = await findProduct(
        (p) => count(p, 'sizes') > 1 && count(p, 'colors') === 1 && inStock(p),
      );
      const main = await openProduct(page, product);
      const sizes = main.getByRole('radiogroup', { name: 'Taille' });
      expect(await sizes.getByRole('radio', { checked: true }).count()).toBe(0);
      // The only colour is no choice: it stays chosen.
      await main.getByRole('radio', { name: product.colors?.[0]?.name, checked: true }).waitFor();

      const button = viewport === 'desktop' ? 'Ajouter au panier' : 'Acheter maintenant';
      await main.getByRole('button', { name: button }).first().click();
      const prompt = main.getByText(productChoiceTexts.prompt.size);
      await prompt.waitFor();
      expect(await sizes.getAttribute('aria-invalid')).toBe('true');
      const promptId = await prompt.getAttribute('id');
      expect(await sizes.getAttribute('aria-describedby')).toBe(promptId);
      expect(await focused(page)).toMatchObject({ role: 'radio', group: 'true' });
      // Nothing was added: no popup, no toast, the cart stays empty and the shopper stays on the product.
      await page.waitForTimeout(1500);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.getByText(messages.cart.added).count()).toBe(0);
      expect(await cartLink(page).textContent()).not.toMatch(/\d/);
      expect(new URL(page.url()).pathname).toBe(`/product/${product._id}`);

      if (viewport === 'mobile') {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/product-size-prompt-phone.png` });
      }

      // Choosing a size takes the prompt away; the line carries that size.
      const size = product.sizes?.[2] as string;
      await sizes.getByRole('radio', { name: size, exact: true }).click();
      expect(await prompt.count()).toBe(0);
      expect(await sizes.getAttribute('aria-invalid')).toBeNull();
      await main.getByRole('button', { name: button }).first().click();
      if (viewport === 'desktop') {
        const popup = page.getByRole('dialog', { name: messages.cart.addedPopup });
        await popup.getByText(new RegExp(`^Taille ${size} ·`)).waitFor();
      } else {
        await page.waitForURL(`${baseUrl()}/cart`);
        await page
          .getByText(new RegExp(`Taille : ${size} ·`))
          .first()
          .waitFor();
      }
    });
  }

  test('several sizes and colours: both are asked for at once, the focus goes to the first (colour)', async () => {
    const page = await visitor('desktop');
    const product = await findProduct((p) => count(p, 'sizes') > 1 && count(p, 'colors') > 1 && inStock(p));
    const main = await openProduct(page, product);
    expect(await main.getByRole('radio', { checked: true }).count()).toBe(0);
    await main.getByRole('button', { name: 'Ajouter au panier' }).first().click();
    await main.getByText(productChoiceTexts.prompt.color).waitFor();
    await main.getByText(productChoiceTexts.prompt.size).waitFor();
    const colours = main.getByRole('radiogroup', { name: 'Couleur' });
    expect(await colours.getAttribute('aria-invalid')).toBe('true');
    expect(await focused(page)).toMatchObject({ role: 'radio', group: 'true' });
    expect(product.colors?.map((c) => c.name)).toContain((await focused(page)).label);
  });

  test('a product with one size and one colour keeps them chosen and is bought at once (mobile)', async () => {
    const page = await visitor('mobile');
    const product = await findProduct(
      (p) => count(p, 'sizes') === 1 && count(p, 'colors') === 1 && (p.inventory?.quantity ?? 0) > 0,
    );
    const main = await openProduct(page, product);
    await main.getByRole('radio', { name: product.sizes?.[0], checked: true }).waitFor();
    await main.getByRole('button', { name: 'Acheter maintenant' }).click();
    await page.waitForURL(`${baseUrl()}/cart`);
    await page
      .getByRole('list', { name: 'Articles du panier' })
      .getByRole('heading', { name: product.name })
      .waitFor();
  });

  test('a card of a product with sizes opens the product instead of adding the first size', async () => {
    const page = await visitor('desktop');
    const product = await findProduct((p) => count(p, 'sizes') > 1 && inStock(p));
    await page.goto(searchHref(product.name) as string);
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({
        has: page.getByRole('heading', { name: product.name }),
      });
    await card.first().waitFor();
    expect(await card.first().getByRole('button', { name: 'Ajouter au panier' }).count()).toBe(0);
    const choose = card.first().getByRole('link', { name: `Choisir la taille de ${product.name}` });
    await choose.click();
    await page.waitForURL(`${baseUrl()}/product/${product._id}`);
    expect(await cartLink(page).textContent()).not.toMatch(/\d/);
  });
});

/** Quick-adds, from its card, a product with nothing to choose (the only kind a card still adds). */
async function quickAddFromCard(page: Page): Promise<{ name: string; button: Locator }> {
  const product = await findProduct(
    (p) => count(p, 'sizes') <= 1 && count(p, 'colors') <= 1 && (p.inventory?.quantity ?? 0) > 0,
  );
  await page.goto(searchHref(product.name) as string);
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: product.name }) })
    .first();
  const button = card.getByRole('button', { name: 'Ajouter au panier' });
  await button.click();
  await page.getByRole('dialog', { name: messages.cart.addedPopup }).waitFor();
  return { name: product.name, button };
}

describe('the popup and the toast after a quick add', () => {
  for (const viewport of viewports) {
    test(`Escape closes « Ajouté au panier! » and the focus returns to the card's button (${viewport})`, async () => {
      const page = await visitor(viewport);
      const { button } = await quickAddFromCard(page);
      const popup = page.getByRole('dialog', { name: messages.cart.addedPopup });
      // The toast of the same add is showing: Escape is the popup's all the same.
      await page.getByText(messages.cart.added).first().waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => popup.count(), { timeout: 2000 }).toBe(0);
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    });
  }

  test('on a phone, the toast leaves the header cart badge in view', async () => {
    const page = await visitor('mobile');
    await quickAddFromCard(page);
    const toast = page.locator('[data-slot="toast"]').first();
    await toast.waitFor();
    const [toastBox, cartBox] = [await toast.boundingBox(), await cartLink(page).boundingBox()];
    if (!toastBox || !cartBox) throw new Error('toast or cart link not drawn');
    const overlaps =
      toastBox.x < cartBox.x + cartBox.width &&
      cartBox.x < toastBox.x + toastBox.width &&
      toastBox.y < cartBox.y + cartBox.height &&
      cartBox.y < toastBox.y + toastBox.height;
    expect(overlaps).toBe(false);
    expect(await cartLink(page).textContent()).toMatch(/1/);
  });
});

describe('the phone search panel', () => {
  const openSearch = async (page: Page) => {
    await page.getByRole('banner').getByRole('button', { name: 'Ouvrir la recherche' }).click();
    // The row the button opens (the bar's own field is hidden on a phone); a search box or a combobox.
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Fermer la recherche' });
    const row = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    const field = row.getByLabel('Rechercher un produit');
    await field.waitFor();
    return field;
  };
  const searchButtonHasFocus = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-expanded') === 'false');

  test('closes on Escape (the focus anywhere in it) and on a tap outside; the focus returns to its button', async () => {
    const page = await visitor('mobile');
    const product = await findProduct((p) => inStock(p));
    await openProduct(page, product);
    let field = await openSearch(page);
    // Escape from the panel's submit button, not only from the field.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => field.count(), { timeout: 2000 }).toBe(0);
    expect(await searchButtonHasFocus(page)).toBe(true);

    field = await openSearch(page);
    // A tap on the product's name, outside the panel (and on nothing that takes the focus itself).
    await page.getByRole('heading', { level: 1, name: product.name }).click();
    await expect.poll(() => field.count(), { timeout: 2000 }).toBe(0);
    expect(await searchButtonHasFocus(page)).toBe(true);
  });
});

describe('the product page on a phone', () => {
  test('the name and the price are in the first screen (375×667), with the photos started', async () => {
    const page = await visitor('mobile');
    const product = await findProduct((p) => count(p, 'sizes') > 1 && inStock(p));
    const main = await openProduct(page, product);
    const bottomOf = async (locator: Locator) => {
      const box = await locator.boundingBox();
      if (!box) throw new Error('not drawn');
      return box;
    };
    const title = await bottomOf(main.getByRole('heading', { level: 1 }));
    const price = await bottomOf(main.locator('[data-slot="price"]').first());
    const gallery = await bottomOf(main.locator('[data-slot="gallery"]'));
    expect(title.y + title.height).toBeLessThanOrEqual(PHONE.height);
    expect(price.y + price.height).toBeLessThanOrEqual(PHONE.height);
    // Part of the photos shows too (at least a fifth of the screen).
    expect(gallery.y).toBeLessThanOrEqual(PHONE.height * 0.8);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/product-first-screen-phone.png` });
  });
});
