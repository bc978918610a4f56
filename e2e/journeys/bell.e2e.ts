import { newsletterTexts, storefrontTexts } from '@teranga/messages';
import { describe, expect, test } from 'vitest';
import {
  baseUrl,
  findProduct,
  registerCustomer,
  signIn,
  uniqueEmail,
  visitorForThisFile,
} from '../support/shop';

const PASSWORD = 'Baobab2024';

/** Set-up through the API: a paid order of this customer (the sandbox confirms the payment after a moment). */
async function paidOrder(email: string): Promise<{ id: string; orderNumber: string }> {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrPhone: email, password: PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${data.token}` };
  const product = await findProduct(
    (p) => (p.inventory?.quantity ?? 0) > 20 && p.inventory?.trackQuantity !== false,
  );
  const created = await fetch(`${baseUrl()}/api/orders`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      items: [{ productId: product._id, quantity: 1 }],
      paymentMethod: 'wave',
      payerPhone: '+221 77 123 45 67',
      shippingAddress: { street: 'Rue 10 x 13, Médina', city: 'Dakar', state: 'Dakar', country: 'Sénégal' },
    }),
  });
  expect(created.status).toBe(201);
  const order = ((await created.json()) as { data: { _id: string; orderNumber: string } }).data;
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${baseUrl()}/api/orders/${order._id}`, { headers });
        return ((await answer.json()) as { data: { paymentStatus: string } }).data.paymentStatus;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe('paid');
  return { id: order._id, orderNumber: order.orderNumber };
}

describe('the bell: the customer’s order updates', () => {
  const visitor = visitorForThisFile();
  const bell = () => visitor.page.getByRole('banner').locator('[data-slot="notifications"]');
  const badge = () => bell().locator('[data-slot="count-badge"]');
  const panel = () => visitor.page.getByRole('menu', { name: 'Notifications' });

  test('a guest opens a panel that says there is nothing, and how to follow orders', async () => {
    const { page } = visitor;
    await page.goto('/');
    await bell().click();
    await panel().getByText(newsletterTexts.bell.signedOut).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => panel().count()).toBe(0);
  });

  test('a paid order shows as one new update; the panel opens by keyboard, links to the order, and is then seen', async () => {
    const { page } = visitor;
    const email = uniqueEmail('cloche');
    await registerCustomer(email, PASSWORD);
    await page.goto('/login');
    await signIn(page, email, PASSWORD);
    await page.waitForURL(`${baseUrl()}/`);
    // No order yet: nothing new, and the panel says 'Aucune notification'.
    await bell().click();
    await panel().getByText(storefrontTexts.bell.empty).waitFor();
    await page.keyboard.press('Escape');

    const order = await paidOrder(email);
    await page.reload();
    await expect.poll(() => badge().textContent(), { timeout: 15_000 }).toBe('1');
    expect(await bell().getAttribute('aria-haspopup')).toBe('menu');

    await bell().focus();
    await page.keyboard.press('Enter');
    const line = panel().getByRole('menuitem', {
      name: `${newsletterTexts.bell.events.paid(order.orderNumber)} (${newsletterTexts.bell.unread})`,
    });
    await line.waitFor();
    // The keyboard moves through the lines; Escape closes and the updates count as seen.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel().count()).toBe(0);
    await expect.poll(() => badge().count()).toBe(0);

    await bell().click();
    const seenLine = panel().getByRole('menuitem', {
      name: newsletterTexts.bell.events.paid(order.orderNumber),
    });
    expect(await seenLine.textContent()).not.toContain(newsletterTexts.bell.unread);
    await seenLine.click();
    await page.waitForURL(`${baseUrl()}/orders/${order.id}`);

    // The full page lists the same update; the count stays at 0 after a reload (remembered per user).
    await page.goto('/notifications');
    await page.getByRole('link', { name: newsletterTexts.bell.events.paid(order.orderNumber) }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: newsletterTexts.bell.events.paid(order.orderNumber) }).waitFor();
    expect(await badge().count()).toBe(0);
  });
});
