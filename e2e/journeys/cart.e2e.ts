import { describe, expect, test } from 'vitest';
import { baseUrl, chooseOptions, findProduct, newVisitor, visitorForThisFile } from '../support/shop';

/** Euros as the cart writes them: '209,00€'. */
const euros = (amount: number) => `${amount.toFixed(2).replace('.', ',')}€`;

describe('the cart', () => {
  const visitor = visitorForThisFile();

  let firstPrice = 0;
  const cartLines = () => visitor.page.getByRole('list', { name: 'Articles du panier' }).getByRole('article');
  const summary = () => visitor.page.getByRole('region', { name: 'Récapitulatif' });

  test('adds a product with a size and a colour, and the same choice again raises its quantity', async () => {
    const product = await findProduct(
      (p) =>
        (p.sizes?.length ?? 0) > 1 &&
        (p.colors?.length ?? 0) > 1 &&
        (p.inventory?.quantity ?? 0) > 10 &&
        p.inventory?.trackQuantity !== false,
    );
    firstPrice = product.price;
    const size = product.sizes?.[1] as string;
    const color = product.colors?.[1]?.name as string;
    await visitor.page.goto(`/product/${product._id}`);
    await visitor.page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const main = visitor.page.getByRole('main');
    await main.getByRole('radio', { name: color, exact: true }).click();
    await main.getByRole('radio', { name: size, exact: true }).click();
    // The page's own button comes first; the related products' quick-add buttons carry the same name.
    const add = main.getByRole('button', { name: 'Ajouter au panier' }).first();
    // From the keyboard: the button loads without being disabled, so it keeps the focus, and the popup gives it back.
    await add.press('Enter');
    // The adding animation, then the toast and the popup with the chosen options.
    await main.getByText('Ajout en cours…').waitFor();
    await visitor.page.getByText('Produit ajouté au panier !').first().waitFor();
    const popup = visitor.page.getByRole('dialog', { name: 'Ajouté au panier!' });
    await popup.getByText(product.name).waitFor();
    await popup.getByText(`Taille ${size} · ${color} · Qté 1`).waitFor();
    await popup.getByRole('button', { name: 'Continuer' }).press('Enter');
    await expect.poll(() => popup.count()).toBe(0);
    expect(await add.evaluate((button) => button === document.activeElement)).toBe(true);
    // The popup is modal; once closed, the header counts the unit.
    await visitor.page.getByRole('banner').getByRole('link', { name: 'Panier 1' }).waitFor();

    // Same size and colour: one line, quantity 2.
    await add.click();
    await popup.getByText(`Taille ${size} · ${color} · Qté 2`).waitFor();
    await popup.getByRole('button', { name: 'Voir le panier' }).click();
    await visitor.page.waitForURL(`${baseUrl()}/cart`);

    const line = cartLines().filter({ has: visitor.page.getByRole('heading', { name: product.name }) });
    await line.waitFor();
    expect(await cartLines().count()).toBe(1);
    await line.getByText(`Taille : ${size} · Couleur : ${color} · ${euros(product.price)}`).waitFor();
    await line.getByText('En stock', { exact: true }).waitFor();
    expect(await line.getByRole('group', { name: 'Quantité' }).getByRole('status').innerText()).toBe('2');
    // Prices of the cart are in euros; shipping is a flat 10 €.
    await summary()
      .getByRole('definition')
      .filter({ hasText: euros(2 * product.price) })
      .first()
      .waitFor();
    expect(await summary().getByRole('definition').allInnerTexts()).toEqual([
      euros(2 * product.price),
      '10,00€',
      euros(2 * product.price + 10),
    ]);
  });

  test('keeps each quantity between 1 and the stock', async () => {
    const product = await findProduct(
      (p) =>
        (p.inventory?.quantity ?? 0) >= 2 &&
        (p.inventory?.quantity ?? 0) <= 4 &&
        p.inventory?.trackQuantity !== false &&
        !p.inventory?.allowBackorder,
    );
    const stock = product.inventory?.quantity as number;
    await visitor.page.goto(`/product/${product._id}`);
    await visitor.page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await chooseOptions(visitor.page);
    await visitor.page.getByRole('main').getByRole('button', { name: 'Ajouter au panier' }).first().click();
    await visitor.page
      .getByRole('dialog', { name: 'Ajouté au panier!' })
      .getByRole('button', { name: 'Fermer' })
      .click();
    await visitor.page.getByRole('banner').getByRole('link', { name: 'Panier 3' }).waitFor();
    await visitor.page.goto('/cart');
    const line = cartLines().filter({ has: visitor.page.getByRole('heading', { name: product.name }) });
    await line.getByText('Stock limité', { exact: true }).waitFor();
    const stepper = line.getByRole('group', { name: 'Quantité' });
    const minus = stepper.getByRole('button', { name: 'Diminuer la quantité' });
    const plus = stepper.getByRole('button', { name: 'Augmenter la quantité' });
    const quantity = stepper.getByRole('status');
    // Floor: 1.
    expect(await quantity.innerText()).toBe('1');
    expect(await minus.isDisabled()).toBe(true);
    // Ceiling: the stock.
    for (let n = 2; n <= stock; n++) {
      await plus.click();
      await expect.poll(() => quantity.innerText()).toBe(String(n));
    }
    expect(await plus.isDisabled()).toBe(true);
    // The subtotal follows: the first line's two units plus this line at the stock.
    await expect
      .poll(async () => (await summary().getByRole('definition').allInnerTexts())[0])
      .toBe(euros(2 * firstPrice + stock * product.price));
    for (let n = stock - 1; n >= 1; n--) {
      await minus.click();
      await expect.poll(() => quantity.innerText()).toBe(String(n));
    }
    expect(await minus.isDisabled()).toBe(true);
    expect(await plus.isDisabled()).toBe(false);
  });

  test('removes a line, then clears the cart after a confirmation', async () => {
    await visitor.page.goto('/cart');
    await cartLines().first().waitFor();
    expect(await cartLines().count()).toBe(2);
    const first = cartLines().first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    const other = (await cartLines().nth(1).getByRole('heading').textContent()) ?? '';
    // From the keyboard: the removed line's button goes, the focus moves to the next line's (not to <body>).
    await first.getByRole('button', { name: `Retirer ${name} du panier` }).press('Enter');
    await expect.poll(() => cartLines().count()).toBe(1);
    expect(await visitor.page.getByRole('heading', { name }).count()).toBe(0);
    const removeOther = cartLines()
      .first()
      .getByRole('button', { name: `Retirer ${other} du panier` });
    await expect.poll(() => removeOther.evaluate((button) => button === document.activeElement)).toBe(true);

    await summary().getByRole('button', { name: 'Vider le panier' }).click();
    const confirm = visitor.page.getByRole('alertdialog', { name: 'Vider le panier ?' });
    await confirm.getByText('Tous les articles seront retirés du panier.').waitFor();
    // Cancelling keeps the line.
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    expect(await cartLines().count()).toBe(1);
    await summary().getByRole('button', { name: 'Vider le panier' }).click();
    await confirm.getByRole('button', { name: 'Vider le panier' }).press('Enter');
    await visitor.page.getByRole('heading', { name: 'Panier vide' }).waitFor();
    const goOn = visitor.page.getByRole('link', { name: 'Continuer mes achats' });
    await expect.poll(() => goOn.evaluate((link) => link === document.activeElement)).toBe(true);
    await visitor.page.getByRole('banner').getByRole('link', { name: 'Panier', exact: true }).waitFor();
    // The cart is kept in storage: still empty after a reload.
    await visitor.page.reload();
    await visitor.page.getByRole('heading', { name: 'Panier vide' }).waitFor();
    await visitor.page.getByRole('link', { name: 'Continuer mes achats' }).waitFor();
  });

  test('an empty cart on a first visit asks for neither the payment step, the checkout nor the dialogs', async () => {
    // Their code (xstate, the payment form's queries, Radix Dialog) blocked the page's main thread after hydration.
    const fresh = await newVisitor('mobile');
    const asked: string[] = [];
    fresh.page.on('request', (request) => asked.push(request.url()));
    try {
      await fresh.page.goto('/cart');
      await fresh.page.getByRole('heading', { name: 'Panier vide' }).waitFor();
      // The effects after hydration have run: the footer comes with the first render's chunks.
      await fresh.page.getByRole('contentinfo').waitFor();
      await fresh.page.waitForTimeout(500);
      expect(
        asked.filter((url) => /\/(payment-step|checkout\.start|cart-dialogs)-[\w-]+\.js$/.test(url)),
      ).toEqual([]);
    } finally {
      await fresh.context.close();
    }
  });
});
