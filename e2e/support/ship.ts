import { ordersShopTexts, sellerOrderSheetTexts } from '@teranga/messages';
import type { Page } from 'playwright-core';

/**
 * From /seller/orders: « Marquer expédiée » on an order's row opens the ship form; the part goes by hand delivery
 * (« Remise en main propre », no tracking number) unless a carrier and tracking number are given.
 */
export async function shipFromList(
  page: Page,
  orderNumber: string,
  shipment: { carrier: string; trackingNumber?: string } = { carrier: 'hand-delivery' },
): Promise<void> {
  await page.getByRole('button', { name: `${ordersShopTexts.sellerOrders.ship} : ${orderNumber}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(`Marquer la commande ${orderNumber} comme expédiée ?`).waitFor();
  await dialog.getByRole('combobox', { name: sellerOrderSheetTexts.carrier }).selectOption(shipment.carrier);
  if (shipment.trackingNumber) {
    await dialog
      .getByRole('textbox', { name: sellerOrderSheetTexts.trackingNumber })
      .fill(shipment.trackingNumber);
  }
  await dialog.getByRole('button', { name: sellerOrderSheetTexts.shipSubmit }).click();
}
