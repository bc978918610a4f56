import { messages, ordersShopTexts } from '@teranga/messages';
import { describe, expect, test } from 'vitest';
import { fillTypedAddress } from '../support/checkout';
import { baseUrl, chooseOptions, findProduct, uniqueEmail, visitorForThisFile } from '../support/shop';

describe('checking out', () => {
  const visitor = visitorForThisFile();

  test('signed out, the payment waits for a new account, then finishes by itself', async () => {
    const product = await findProduct(
      (p) => (p.inventory?.quantity ?? 0) > 10 && p.inventory?.trackQuantity !== false,
    );
    await visitor.page.goto(`/product/${product._id}`);
    await visitor.page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    // 'Buy now' adds the item and goes straight to the cart.
    await chooseOptions(visitor.page);
    await visitor.page.getByRole('main').getByRole('button', { name: 'Acheter maintenant' }).click();
    await visitor.page.waitForURL(`${baseUrl()}/cart`);
    const summary = visitor.page.getByRole('region', { name: 'Récapitulatif' });
    await visitor.page
      .getByRole('list', { name: 'Articles du panier' })
      .getByRole('heading', { name: product.name })
      .waitFor();

    // Wave is the default; choose Orange Money.
    const methods = summary.getByRole('radiogroup', { name: 'Moyen de paiement' });
    expect(await methods.getByRole('radio', { name: /^Wave/ }).isChecked()).toBe(true);
    await methods.getByRole('radio', { name: /^Orange Money/ }).click();
    expect(await methods.getByRole('radio', { name: /^Orange Money/ }).isChecked()).toBe(true);
    // The payment step: the paying number and the delivery address, kept while the visitor signs up.
    await summary.getByRole('textbox', { name: ordersShopTexts.paymentStep.payerPhone }).fill('77 123 45 67');
    await fillTypedAddress(summary);
    await summary.getByRole('button', { name: 'Payer' }).click();
    await visitor.page.waitForURL(`${baseUrl()}/login?redirect=checkout`);

    await visitor.page
      .getByRole('region', { name: 'Partner Login' })
      .getByRole('link', { name: "S'inscrire" })
      .click();
    // The link carries where to come back to (?redirect=).
    await visitor.page.waitForURL((url) => url.pathname === '/register');
    const form = visitor.page.getByRole('region', { name: 'Créer un compte' });
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    await field('Prénom').fill('Khady');
    await field('Nom').fill('Faye');
    await field('Email').fill(uniqueEmail('khady'));
    await field('Mot de passe').fill('Teranga2025');
    await field('Confirmer le mot de passe').fill('Teranga2025');
    await form.getByRole('button', { name: 'Créer mon compte' }).click();

    // Back on the cart, the pending payment runs alone: 'Traitement...' for 2 s, the confirmation for 2 s, then
    // the confirmation page with an empty cart.
    await visitor.page.waitForURL(`${baseUrl()}/cart`);
    await visitor.page.getByText(messages.checkout.processing).first().waitFor();
    const processingSeen = Date.now();
    const confirmed = visitor.page.getByText(messages.checkout.confirmed).first();
    await confirmed.waitFor();
    await visitor.page.getByText(messages.checkout.paymentSucceeded).first().waitFor();
    await visitor.page.waitForURL(/\/order-confirmation\?order=[0-9a-f]{24}$/);
    // About 2 s + 2 s (seen a little after it started, hence the margin).
    expect(Date.now() - processingSeen).toBeGreaterThan(3000);
    await visitor.page.getByRole('banner').getByRole('link', { name: 'Panier', exact: true }).waitFor();
    const stored = await visitor.page.evaluate(() =>
      JSON.parse(localStorage.getItem('cart-storage') ?? '{}'),
    );
    expect(stored.state?.items ?? stored.items).toEqual([]);
    await visitor.page.goto('/cart');
    await visitor.page.getByRole('heading', { name: messages.cart.empty }).waitFor();
    // The new customer is signed in.
    await visitor.page.getByRole('banner').getByRole('button', { name: 'Mon compte' }).waitFor();
  });
});
