import { deliveryDeskTexts as t } from '@teranga/messages';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, disconnectBrowser, newVisitor, signIn } from '../support/shop';

// Delivery zones from the staff desk (issue 28): staff add a zone with a pickup option and its point, the public quote
// offers them at once for that city; a point deactivated leaves the quote, reactivated it comes back.

const ADMIN = { email: 'admin@teranga.demo', password: 'Admin-Teranga-2025' };
// A city no demo zone names, so the journey changes no other journey's prices.
const CITY = 'Kédougou';
const ZONE = `Sud-Est ${Date.now().toString(36)}`;

interface Quote {
  zone: { name: string } | null;
  options: Array<{ name: string; priceXof: number; pickupPoints: Array<{ name: string }> }>;
}

async function quote(): Promise<Quote> {
  const response = await fetch(
    `${baseUrl()}/api/delivery/options?city=${encodeURIComponent(CITY)}&subtotalCents=1000`,
  );
  return ((await response.json()) as { data: Quote }).data;
}

describe('staff: delivery zones', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newVisitor());
    await page.goto('/login?redirect=%2Fadmin%2Fdelivery');
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${baseUrl()}/admin/delivery`);
  });

  afterAll(async () => {
    await context?.close();
    await disconnectBrowser();
  });

  test('a new zone, its pickup option and point are quoted at once; a point deactivated leaves the quote', async () => {
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: t.title }).first().waitFor();

    await main.getByRole('button', { name: t.addZone }).click();
    const zoneForm = main.getByRole('form', { name: t.newZone });
    await zoneForm.getByRole('textbox', { name: t.zoneName }).fill(ZONE);
    await zoneForm.getByRole('textbox', { name: t.cities }).fill(CITY);
    await zoneForm.getByRole('button', { name: t.save }).click();
    const zone = main.getByRole('region', { name: ZONE });
    await zone.waitFor();

    await zone.getByRole('button', { name: t.addOption }).click();
    const optionForm = zone.getByRole('form', { name: t.newOption });
    await optionForm.getByRole('combobox', { name: t.kind }).selectOption('pickup');
    await optionForm.getByRole('textbox', { name: t.optionName }).fill('Relais du Sud-Est');
    await optionForm.getByRole('textbox', { name: t.price }).fill('abc');
    await optionForm.getByRole('button', { name: t.save }).click();
    await optionForm.getByText(t.wholeCfa).waitFor();
    await optionForm.getByRole('textbox', { name: t.price }).fill('2000');
    await optionForm.getByRole('textbox', { name: t.delay }).fill('3');
    await optionForm.getByRole('button', { name: t.save }).click();
    await optionForm.waitFor({ state: 'detached' });

    await zone.getByRole('button', { name: t.addPoint }).click();
    const pointForm = zone.getByRole('form', { name: t.newPoint });
    await pointForm.getByRole('textbox', { name: t.pointName }).fill('Boutique Tambacounda');
    await pointForm.getByRole('textbox', { name: t.pointAddress }).fill('Route de Saraya, Kédougou');
    await pointForm.getByRole('textbox', { name: t.openingHours }).fill('Lun–sam 9 h–18 h');
    await pointForm.getByRole('button', { name: t.save }).click();
    await pointForm.waitFor({ state: 'detached' });

    // The server may answer from its zones of the last seconds: ask until the new zone is there.
    await expect.poll(async () => (await quote()).zone?.name, { timeout: 20_000 }).toBe(ZONE);
    const offered = await quote();
    expect(offered.options).toEqual([
      expect.objectContaining({
        name: 'Relais du Sud-Est',
        priceXof: 2000,
        pickupPoints: [expect.objectContaining({ name: 'Boutique Tambacounda' })],
      }),
    ]);

    // Its only point deactivated, the pickup option is no longer offered (the zone then has none: the default).
    await zone.getByRole('button', { name: t.deactivateLabel('Boutique Tambacounda') }).click();
    await zone.getByRole('button', { name: t.reactivateLabel('Boutique Tambacounda') }).waitFor();
    await expect
      .poll(async () => (await quote()).options.map((option) => option.name), { timeout: 20_000 })
      .not.toContain('Relais du Sud-Est');
    await zone.getByRole('button', { name: t.reactivateLabel('Boutique Tambacounda') }).click();
    await zone.getByRole('button', { name: t.deactivateLabel('Boutique Tambacounda') }).waitFor();
    await expect
      .poll(async () => (await quote()).options.map((option) => option.name), { timeout: 20_000 })
      .toContain('Relais du Sud-Est');

    // The zone itself deactivated: its city goes back to the default option.
    await zone.getByRole('button', { name: t.deactivateLabel(ZONE) }).click();
    await expect.poll(async () => (await quote()).zone, { timeout: 20_000 }).toBeNull();
  });
});
