import { messages } from '@teranga/messages';
import { describe, expect, test } from 'vitest';
import { baseUrl, newVisitor, productLinks, resultCount, visitorForThisFile } from '../support/shop';

/** A card's stock line ('Stock limité', 'Rupture de stock'), a paragraph beside its category. */
const STOCK_LINE = /^(Stock limité|Rupture de stock)$/;

/** An amount in CFA francs as the shop writes it: whole francs, '40 545 CFA' (fr-FR digits, no decimals). */
const XOF = /^\d[\d\s]*CFA$/;

describe('a visitor browsing the shop', () => {
  const visitor = visitorForThisFile();

  test('goes from the home page to a collection, then to a product', async () => {
    await visitor.page.goto('/');
    expect(await visitor.page.title()).toContain('Teranga');
    const categories = visitor.page.getByRole('region', { name: 'Shop by Category' });
    // The category tiles come from the backend, each with its product count.
    const femme = categories.getByRole('link', { name: /^Femme\s*\d+\s+produits$/ });
    const count = Number((await femme.innerText()).match(/(\d+)\s+produits/)?.[1]);
    expect(count).toBeGreaterThan(1);
    // Home shows the first 4 featured products.
    await expect
      .poll(() => productLinks(visitor.page.getByRole('region', { name: 'Produits en Vedette' })).count())
      .toBe(4);

    await femme.click();
    await visitor.page.waitForURL(`${baseUrl()}/femme`);
    await visitor.page.getByRole('heading', { level: 1, name: 'Collection Femme' }).waitFor();
    await visitor.page.getByText(`${count} produits`, { exact: true }).waitFor();
    // Every card of the collection is a woman's piece.
    const main = visitor.page.getByRole('main');
    await productLinks(main).first().waitFor();
    const categoryLabels = await main
      .getByRole('article')
      .getByRole('paragraph')
      .filter({ hasNotText: STOCK_LINE })
      .allTextContents();
    expect(new Set(categoryLabels)).toEqual(new Set(['Femme']));

    const firstProduct = productLinks(main).first();
    const name = (await firstProduct.textContent()) ?? '';
    await visitor.page.evaluate(() => window.scrollTo(0, 600));
    await firstProduct.click();
    await visitor.page.waitForURL(/\/product\/[0-9a-f]{24}$/);
    await visitor.page.getByRole('heading', { level: 1, name }).waitFor();
    // A new path starts at the top of the visitor.page.
    expect(await visitor.page.evaluate(() => window.scrollY)).toBe(0);
    // Prices in XOF first, with EUR and USD equivalents.
    await main.getByText(XOF).first().waitFor();
    await main
      .getByText(/^≈ [\d,]+€ · ≈ \$[\d,]+$/)
      .first()
      .waitFor();
    const breadcrumb = visitor.page.getByRole('navigation', { name: "Fil d'Ariane" });
    await breadcrumb.getByRole('link', { name: 'Accueil' }).waitFor();
    await breadcrumb.getByRole('link', { name: 'Femme' }).waitFor();
    await breadcrumb.getByText(name, { exact: true }).waitFor();
    // Four related products.
    await expect
      .poll(() => productLinks(visitor.page.getByRole('region', { name: 'Produits similaires' })).count())
      .toBe(4);
  });

  test('the traditional collection filters by tabs, and other categories use the fallback listing', async () => {
    await visitor.page.goto('/traditionnelle');
    await visitor.page.getByRole('heading', { level: 1, name: 'Collection Traditionnelle' }).waitFor();
    const main = visitor.page.getByRole('main');
    await productLinks(main).first().waitFor();
    const all = await resultCount(visitor.page);
    const tabs = main.getByRole('group', { name: 'Pour qui' });
    expect(await tabs.getByRole('button', { name: 'Tout' }).getAttribute('aria-pressed')).toBe('true');
    await tabs.getByRole('button', { name: 'Enfants' }).click();
    // The tab is a step of the history (?pour=): it shows pressed once the address has changed.
    await expect
      .poll(() => tabs.getByRole('button', { name: 'Enfants' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => resultCount(visitor.page)).toBeLessThan(all);
    await tabs.getByRole('button', { name: 'Tout' }).click();
    await expect.poll(() => resultCount(visitor.page)).toBe(all);

    await visitor.page.goto('/');
    await visitor.page
      .getByRole('region', { name: 'Shop by Category' })
      .getByRole('link', { name: /^Bijoux\s*\d+\s+produits$/ })
      .click();
    await visitor.page.waitForURL(`${baseUrl()}/category/bijoux`);
    await visitor.page.getByRole('heading', { level: 1, name: 'Bijoux' }).waitFor();
    await productLinks(main).first().waitFor();
    expect(
      new Set(
        await main
          .getByRole('article')
          .getByRole('paragraph')
          .filter({ hasNotText: STOCK_LINE })
          .allTextContents(),
      ),
    ).toEqual(new Set(['Bijoux']));
  });

  test("a card's quick add puts one unit in the cart, with the only size and colour there are", async () => {
    // Only products with nothing to choose (one size, one colour) have a quick add; the others link to their page.
    // The first card may be out of stock (the demo has every stock level; other journeys buy): its quick add is off.
    await visitor.page.goto('/category/bijoux');
    const quickAdd = visitor.page.getByRole('button', { name: 'Ajouter au panier', disabled: false });
    const card = visitor.page.getByRole('main').getByRole('article').filter({ has: quickAdd }).first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: 'Ajouter au panier' }).click();
    // A short spinner, then the toast and the popup.
    await visitor.page.getByText(messages.cart.added).first().waitFor();
    const popup = visitor.page.getByRole('dialog', { name: messages.cart.addedPopup });
    await popup.getByText(name).waitFor();
    // « Taille unique · Or · Qté 1 »: a piece with one size and one colour needs no choice; they are said, not hidden.
    await popup.getByText(/(^|· )Qté 1$/).waitFor();
    await popup.getByRole('button', { name: 'Voir le panier' }).click();
    await visitor.page.waitForURL(`${baseUrl()}/cart`);
    const line = visitor.page
      .getByRole('list', { name: 'Articles du panier' })
      .getByRole('article', { name });
    await line.waitFor();
    await visitor.page.getByRole('banner').getByRole('link', { name: 'Panier 1' }).waitFor();
  });

  test('on a phone, the menu leads to a collection and closes on the way', async () => {
    const phone = await newVisitor('mobile');
    try {
      await phone.page.goto('/');
      await phone.page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      const menu = phone.page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('link', { name: 'Tous les produits' }).waitFor();
      await menu.getByRole('link', { name: "S'inscrire" }).waitFor();
      // Closing without choosing: the close button.
      await menu.getByRole('button', { name: 'Fermer le menu' }).click();
      await expect.poll(() => menu.count()).toBe(0);
      await phone.page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await menu.getByRole('link', { name: 'Homme', exact: true }).click();
      await phone.page.waitForURL(`${baseUrl()}/homme`);
      await phone.page.getByRole('heading', { level: 1, name: 'Collection Homme' }).waitFor();
      await expect.poll(() => menu.count()).toBe(0);
    } finally {
      await phone.context.close();
    }
  });

  test('the Parcourir button of the hero scrolls to the categories', async () => {
    await visitor.page.goto('/');
    await visitor.page.getByRole('region', { name: 'Shop by Category' }).getByRole('link').first().waitFor();
    expect(await visitor.page.evaluate(() => window.scrollY)).toBe(0);
    await visitor.page.getByRole('button', { name: 'Parcourir' }).click();
    await expect.poll(() => visitor.page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

  test('switching currency shows prices in euros first, then back in CFA', async () => {
    await visitor.page.goto('/products');
    const card = visitor.page.getByRole('main').getByRole('article').first();
    await card.getByText(XOF).first().waitFor();
    await card.getByText(/^≈ [\d\s]+,\d{2}€ · ≈ \$[\d\s]+,\d{2}$/).waitFor();
    await visitor.page.getByRole('radio', { name: 'Euro' }).click();
    await card
      .getByText(/^[\d\s]+,\d{2}€$/)
      .first()
      .waitFor();
    await card.getByText(/^≈ [\d\s]+CFA · ≈ \$[\d\s]+,\d{2}$/).waitFor();
    // The choice is kept across pages.
    await visitor.page.reload();
    await card
      .getByText(/^[\d\s]+,\d{2}€$/)
      .first()
      .waitFor();
    await visitor.page.getByRole('radio', { name: 'Franc CFA' }).click();
    await card.getByText(XOF).first().waitFor();
  });

  test('an unknown path shows the French 404 page', async () => {
    await visitor.page.goto('/cette-page-nexiste-pas');
    await visitor.page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
    await visitor.page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await visitor.page.waitForURL(`${baseUrl()}/`);
  });

  test('a doubled slash before the sign-in return path is folded into one', async () => {
    await visitor.page.goto(`${baseUrl()}//auth/success?error=Acc%C3%A8s%20refus%C3%A9`);
    expect(new URL(visitor.page.url()).pathname).toBe('/auth/success');
    await visitor.page.getByRole('alert').getByText('Accès refusé').waitFor();
  });
});
