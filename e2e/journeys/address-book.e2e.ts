import { formatPhone } from '@teranga/headless';
import { addressTexts, messages } from '@teranga/messages';
import type { Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, descriptionOf, signIn, storedToken, visitorForThisFile } from '../support/shop';

// The address book (issue 28): the demo customer opens « Mes adresses » from the profile, adds an address whose phone
// is refused in French, fixes it, makes it the default, edits it and deletes it (the Dakar address is the default again).

const CUSTOMER = { email: 'client@teranga.demo', password: 'Client-Teranga-2025' };
const f = addressTexts.form;
const t = addressTexts.page;

describe('the address book', () => {
  const visitor = visitorForThisFile();
  const page = () => visitor.page;
  const card = (name: string): Locator => page().getByRole('article', { name });
  const book = async (): Promise<Array<{ fullName: string; quartier: string; isDefault: boolean }>> => {
    const token = await storedToken(page());
    const response = await fetch(`${baseUrl()}/api/me/addresses`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { data: { addresses: [] } }).data.addresses;
  };
  const focused = (locator: Locator) => () =>
    locator.evaluate((element) => element === document.activeElement);

  test('the demo customer adds an address (a wrong phone refused in French), makes it the default, edits and deletes it', async () => {
    await page().goto('/login');
    await signIn(page(), CUSTOMER.email, CUSTOMER.password);
    await page().waitForURL((url) => !url.pathname.startsWith('/login'));

    await page().goto('/profile');
    await page().getByRole('link', { name: t.link }).click();
    await page().waitForURL(`${baseUrl()}/mes-adresses`);
    await page().getByRole('heading', { level: 1, name: t.title }).waitFor();
    // The demo data gives Awa Diop one default address in Dakar.
    await card('Awa Diop').getByText(addressTexts.card.defaultBadge, { exact: true }).waitFor();
    expect(await card('Awa Diop').textContent()).toContain('Point E');
    const before = (await book()).length;

    await page().getByRole('button', { name: t.add }).first().click();
    const form = page().getByRole('region', { name: t.addTitle });
    const phone = form.getByRole('textbox', { name: f.phone });
    // The form opens on its first field.
    await expect
      .poll(() =>
        form.getByRole('textbox', { name: f.fullName }).evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await form.getByRole('textbox', { name: f.fullName }).fill('Moussa Ndiaye');
    await phone.fill('+33 6 12 34 56 78');
    await form.getByRole('textbox', { name: f.quartier }).fill('Randoulène');
    await form.getByRole('textbox', { name: f.street }).fill('Rue 10, maison 4');
    await form.getByRole('textbox', { name: f.landmark }).fill('Près du stade Lat Dior');
    await form.getByRole('textbox', { name: f.city }).fill('Thiès');
    await form.getByRole('textbox', { name: f.region }).fill('Thiès');
    await form.getByRole('button', { name: f.submit }).click();

    // Refused in French, on the field, which takes the focus; nothing is saved.
    await form.getByText(messages.registration.phoneInvalid).waitFor();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(phone)).toContain(messages.registration.phoneInvalid);
    expect(await phone.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await book()).toHaveLength(before);

    await phone.fill('78 000 11 22');
    expect(await phone.getAttribute('aria-invalid')).toBeNull();
    // Sent from the keyboard: once the form has closed, the focus is on the new card (not on <body>).
    await phone.press('Enter');
    await page().getByRole('status').getByText(addressTexts.api.created).waitFor();
    await card('Moussa Ndiaye').waitFor();
    const editMoussa = card('Moussa Ndiaye').getByRole('button', { name: addressTexts.card.edit });
    await expect.poll(focused(editMoussa)).toBe(true);
    expect(await card('Moussa Ndiaye').textContent()).toContain(formatPhone('+221780001122'));
    expect(
      await card('Moussa Ndiaye').getByText(addressTexts.card.defaultBadge, { exact: true }).count(),
    ).toBe(0);

    // Make it the default: the badge moves, and the pressed button, gone, leaves the focus on the card's next one.
    await card('Moussa Ndiaye').getByRole('button', { name: addressTexts.card.makeDefault }).press('Enter');
    await page().getByRole('status').getByText(t.madeDefault).waitFor();
    await expect.poll(focused(editMoussa)).toBe(true);
    await card('Moussa Ndiaye').getByText(addressTexts.card.defaultBadge, { exact: true }).waitFor();
    await expect
      .poll(() => card('Awa Diop').getByText(addressTexts.card.defaultBadge, { exact: true }).count())
      .toBe(0);
    expect((await book()).filter((a) => a.isDefault).map((a) => a.fullName)).toEqual(['Moussa Ndiaye']);

    // Edit it: the form opens with its values.
    await card('Moussa Ndiaye').getByRole('button', { name: addressTexts.card.edit }).click();
    const edit = page().getByRole('region', { name: t.editTitle });
    const quartier = edit.getByRole('textbox', { name: f.quartier });
    expect(await quartier.inputValue()).toBe('Randoulène');
    await quartier.fill('Randoulène Nord');
    await edit.getByRole('button', { name: f.submit }).click();
    await page().getByRole('status').getByText(addressTexts.api.updated).waitFor();
    await card('Moussa Ndiaye')
      .getByText(/Randoulène Nord/)
      .waitFor();
    await expect.poll(focused(editMoussa)).toBe(true);

    // Delete it, behind the confirm dialog: the Dakar address is the default again.
    await card('Moussa Ndiaye').getByRole('button', { name: addressTexts.card.remove }).click();
    const dialog = page().getByRole('alertdialog', { name: t.removeTitle });
    await dialog.getByText(t.removeDescription('Moussa Ndiaye', 'Randoulène Nord')).waitFor();
    await dialog.getByRole('button', { name: t.removeConfirm }).click();
    await page().getByRole('status').getByText(addressTexts.api.removed).waitFor();
    await expect.poll(() => card('Moussa Ndiaye').count()).toBe(0);
    await expect.poll(focused(page().getByRole('button', { name: t.add }).first())).toBe(true);
    await card('Awa Diop').getByText(addressTexts.card.defaultBadge, { exact: true }).waitFor();

    // The server kept it so: after a reload, the book is as it was.
    await page().reload();
    await card('Awa Diop').getByText(addressTexts.card.defaultBadge, { exact: true }).waitFor();
    expect(await page().getByRole('article').count()).toBe(before);
  });
});
