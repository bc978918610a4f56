import { messages } from '@teranga/messages';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, findProduct, visitorForThisFile } from '../support/shop';

/** Presses Tab until `target` has the focus (at most `max` times); each stop must show a visible focus ring. */
async function tabTo(page: Page, target: Locator, max = 30): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return 'none';
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none' ? 'visible' : `none on ${element.outerHTML.slice(0, 120)}`;
    });
    expect(ring).toBe('visible');
    if (await target.evaluate((element) => element === document.activeElement)) return;
    // The header's search swaps its plain field for the one with suggestions on first focus (their code loads then)
    // and hands the focus over: on a search field, give the swap a moment before tabbing on past it.
    const onSearch = await page.evaluate(
      () => document.activeElement?.matches('input[type="search"], [role="combobox"]') ?? false,
    );
    if (onSearch) {
      await page.waitForTimeout(500);
      if (await target.evaluate((element) => element === document.activeElement)) return;
    }
  }
  throw new Error(`Focus never reached the target after ${max} Tab presses`);
}

/** A shopper using only the keyboard. */
describe('keyboard only', () => {
  const visitor = visitorForThisFile();

  test('searches from the header', async () => {
    await visitor.page.goto('/');
    await visitor.page.getByRole('region', { name: 'Shop by Category' }).getByRole('link').first().waitFor();
    const search = visitor.page.getByRole('banner').getByRole('combobox', { name: 'Rechercher un produit' });
    await tabTo(visitor.page, search, 10);
    await visitor.page.keyboard.type('wax');
    await visitor.page.keyboard.press('Enter');
    await visitor.page.waitForURL(`${baseUrl()}/products?search=wax`);
    await visitor.page.getByRole('heading', { level: 1, name: 'Résultats pour "wax"' }).waitFor();
  });

  test('chooses a colour and a size with the arrow keys, adds to the cart, closes the popup with Escape', async () => {
    const product = await findProduct(
      (p) => (p.sizes?.length ?? 0) > 1 && (p.colors?.length ?? 0) > 1 && (p.inventory?.quantity ?? 0) > 10,
    );
    await visitor.page.goto(`/product/${product._id}`);
    const main = visitor.page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const colors = main.getByRole('radiogroup', { name: /^Couleur/ });
    const sizes = main.getByRole('radiogroup', { name: 'Taille' });
    const firstColor = product.colors?.[0]?.name as string;
    const secondColor = product.colors?.[1]?.name as string;
    await tabTo(visitor.page, colors.getByRole('radio', { name: firstColor, exact: true }));
    await visitor.page.keyboard.press('ArrowRight');
    await expect
      .poll(() => colors.getByRole('radio', { name: secondColor, exact: true }).isChecked())
      .toBe(true);
    // No size is chosen for the shopper: Tab lands on the first one.
    await tabTo(
      visitor.page,
      sizes.getByRole('radio', { name: product.sizes?.[0] as string, exact: true }),
      3,
    );
    await visitor.page.keyboard.press('ArrowRight');
    const secondSize = product.sizes?.[1] as string;
    await expect
      .poll(() => sizes.getByRole('radio', { name: secondSize, exact: true }).isChecked())
      .toBe(true);

    await tabTo(visitor.page, main.getByRole('button', { name: 'Ajouter au panier' }).first(), 6);
    await visitor.page.keyboard.press('Enter');
    const popup = visitor.page.getByRole('dialog', { name: messages.cart.addedPopup });
    await popup.getByText(`Taille ${secondSize} · ${secondColor} · Qté 1`).waitFor();
    await visitor.page.keyboard.press('Escape');
    await expect.poll(() => popup.count()).toBe(0);
    await visitor.page.getByRole('banner').getByRole('link', { name: 'Panier 1' }).waitFor();
  });
});
