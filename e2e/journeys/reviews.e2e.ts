import {
  customerReviewTexts,
  fill,
  reviewRuleTexts,
  reviewTexts,
  sellerReviewTexts,
  staffReviewTexts,
} from '@teranga/messages';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import {
  baseUrl,
  disconnectBrowser,
  findProduct,
  newVisitor,
  registerCustomer,
  signIn,
  uniqueEmail,
} from '../support/shop';

// Reviews from buyers (issue 33), on a desktop and on a phone: a customer whose order was delivered gives 4 stars
// and a few words from their order page; the product page shows them with its average and count (the markup typed
// stays text); the seller answers from « Avis »; staff hide the review and the product reads « Aucun avis pour le
// moment » again.

const PASSWORD = 'Baobab2024';
const DEMO_SELLER = { email: 'vendeur@teranga.demo', password: 'Vendeur-Teranga-2025' };
const DEMO_ADMIN = { email: 'admin@teranga.demo', password: 'Admin-Teranga-2025' };

async function signInThroughApi(
  email: string,
  password: string,
): Promise<{ token: string; user: { id: string } }> {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrPhone: email, password }),
  });
  return ((await login.json()) as { data: { token: string; user: { id: string } } }).data;
}

async function tokenOf(email: string, password: string): Promise<string> {
  return (await signInThroughApi(email, password)).token;
}

/** Set-up through the API: the customer's paid order of one product, shipped and delivered by the demo seller. */
async function deliveredOrder(email: string, productId: string): Promise<string> {
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${await tokenOf(email, PASSWORD)}`,
  };
  const created = await fetch(`${baseUrl()}/api/orders`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      items: [{ productId, quantity: 1 }],
      paymentMethod: 'wave',
      payerPhone: '+221 77 123 45 67',
      shippingAddress: { street: 'Rue 10 x 13, Médina', city: 'Dakar', state: 'Dakar', country: 'Sénégal' },
    }),
  });
  expect(created.status).toBe(201);
  const orderId = ((await created.json()) as { data: { _id: string } }).data._id;
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${baseUrl()}/api/orders/${orderId}`, { headers });
        return ((await answer.json()) as { data: { paymentStatus: string } }).data.paymentStatus;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe('paid');
  const seller = {
    'content-type': 'application/json',
    authorization: `Bearer ${await tokenOf(DEMO_SELLER.email, DEMO_SELLER.password)}`,
  };
  for (const body of [{ status: 'shipped', carrier: 'hand-delivery' }, { status: 'delivered' }]) {
    const moved = await fetch(`${baseUrl()}/api/seller/orders/${orderId}/status`, {
      method: 'PUT',
      headers: seller,
      body: JSON.stringify(body),
    });
    expect(moved.status, JSON.stringify(body)).toBe(200);
  }
  return orderId;
}

async function signedIn(viewport: 'desktop' | 'mobile', email: string, password: string) {
  const visitor = await newVisitor(viewport);
  await visitor.page.goto('/login');
  await signIn(visitor.page, email, password);
  await visitor.page.waitForURL((url) => url.pathname !== '/login');
  return visitor;
}

const summaryOf = (page: Page) => page.getByRole('main').locator('h1 ~ * [data-slot="rating"]').first();
const reviewsSection = (page: Page) => page.getByRole('region', { name: reviewTexts.heading });

afterAll(() => disconnectBrowser());

describe.each(['desktop', 'mobile'] as const)('reviews from buyers, on a %s', (viewport) => {
  test('a delivered customer reviews, the seller answers, staff hide it', async () => {
    // The demo seller's own product: other journeys add products of other sellers, which the demo seller cannot ship.
    const demoSeller = (await signInThroughApi(DEMO_SELLER.email, DEMO_SELLER.password)).user.id;
    const product = await findProduct(
      (p) =>
        p.sellerId === demoSeller &&
        (p as { rating?: { count: number } }).rating?.count === 0 &&
        (p.inventory?.quantity ?? 0) > 5 &&
        p.inventory?.trackQuantity !== false,
    );
    const email = uniqueEmail(`avis-${viewport}`);
    await registerCustomer(email, PASSWORD);
    const orderId = await deliveredOrder(email, product._id);

    // No review yet: a sentence, never five grey stars or « 0 (0 avis) ».
    const customer = await signedIn(viewport, email, PASSWORD);
    const { page } = customer;
    await page.goto(`/product/${product._id}`);
    await expect.poll(() => summaryOf(page).textContent()).toBe(reviewTexts.none);
    await reviewsSection(page).getByText(reviewTexts.none).waitFor();
    expect(await page.getByRole('main').getByText('(0 avis)').count()).toBe(0);

    // The order page: « Donner mon avis » on the delivered line, the rule's French messages, then 4 stars.
    await page.goto(`/orders/${orderId}`);
    await page
      .getByRole('button', { name: fill(customerReviewTexts.writeFor, { name: product.name }) })
      .click();
    const form = page.getByRole('dialog', {
      name: fill(customerReviewTexts.formTitle, { name: product.name }),
    });
    await form.getByRole('button', { name: customerReviewTexts.submit }).click();
    await form.getByText(reviewRuleTexts.ratingRequired).waitFor();
    await form.getByText(reviewRuleTexts.textTooShort(2)).waitFor();
    const stars = form.getByRole('radiogroup', { name: customerReviewTexts.rating });
    // The keyboard moves the choice, as in any radio group.
    await stars.getByRole('radio', { name: '3 étoiles sur 5' }).click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stars.getByRole('radio', { name: '4 étoiles sur 5' }).isChecked()).toBe(true);
    const text = `Très beau tissu <b>bravo</b> (${viewport} ${Date.now().toString(36)})`;
    await form.getByRole('textbox', { name: customerReviewTexts.text }).fill(text);
    await form.getByRole('button', { name: customerReviewTexts.submit }).click();
    await page.getByText(fill(customerReviewTexts.given, { rating: 4 })).waitFor();
    expect(
      await page
        .getByRole('button', { name: fill(customerReviewTexts.writeFor, { name: product.name }) })
        .count(),
    ).toBe(0);

    // The product page: the average and count from the review, and its text as typed (markup shown, not run).
    await page.goto(`/product/${product._id}`);
    await expect.poll(() => summaryOf(page).getAttribute('aria-label')).toBe('Note : 4 sur 5 (1 avis)');
    const section = reviewsSection(page);
    await section.getByText(text, { exact: true }).waitFor();
    expect(await section.locator('b').count()).toBe(0);
    expect(await section.getByText('Aminata B.', { exact: false }).count()).toBe(1);

    // The seller answers from « Avis », once.
    const seller = await signedIn(viewport, DEMO_SELLER.email, DEMO_SELLER.password);
    await seller.page.goto('/seller/reviews');
    await seller.page.getByRole('heading', { level: 1, name: sellerReviewTexts.title }).waitFor();
    const card = seller.page.locator('[data-slot="review-card"]', { hasText: text });
    await card.getByRole('button', { name: sellerReviewTexts.answer }).click();
    const answer = 'Merci Aminata ! Au plaisir de vous habiller à nouveau.';
    await card
      .getByRole('textbox', { name: fill(sellerReviewTexts.answerLabel, { name: 'Aminata B.' }) })
      .fill(answer);
    await card.getByRole('button', { name: sellerReviewTexts.answerSubmit }).click();
    await card.getByText(answer).waitFor();
    expect(await card.getByRole('button', { name: sellerReviewTexts.answer }).count()).toBe(0);
    await seller.context.close();

    await page.reload();
    await reviewsSection(page).getByText(reviewTexts.sellerAnswer).waitFor();
    await reviewsSection(page).getByText(answer).waitFor();

    // Staff hide it: off the page and out of the rating.
    const staff = await signedIn(viewport, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await staff.page.goto('/admin/reviews');
    const staffCard = staff.page.locator('[data-slot="review-card"]', { hasText: text });
    await staffCard
      .getByRole('button', { name: fill(staffReviewTexts.hideFor, { name: 'Aminata B.' }) })
      .click();
    await staffCard
      .getByRole('button', { name: fill(staffReviewTexts.showFor, { name: 'Aminata B.' }) })
      .waitFor();
    await staff.context.close();

    await page.reload();
    await expect.poll(() => summaryOf(page).textContent()).toBe(reviewTexts.none);
    await reviewsSection(page).getByText(reviewTexts.none).waitFor();
    expect(await page.getByText(text).count()).toBe(0);
    await customer.context.close();
  }, 120_000);
});
