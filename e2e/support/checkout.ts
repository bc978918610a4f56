import { checkoutPaymentTexts } from '@teranga/messages';
import type { Locator } from 'playwright-core';

const labels = checkoutPaymentTexts.paymentStep;

/** A delivery address as the payment step takes it (the address book's fields; the landmark is optional). */
export interface TypedAddress {
  fullName: string;
  quartier: string;
  street: string;
  landmark?: string;
  city: string;
  region: string;
}

export const DAKAR_ADDRESS: TypedAddress = {
  fullName: 'Aminata Ba',
  quartier: 'Médina',
  street: 'Rue 10 x 13',
  landmark: 'En face de la pharmacie',
  city: 'Dakar',
  region: 'Dakar',
};

/** Types the delivery address into the payment step (`scope`: the cart's « Récapitulatif »). */
export async function fillTypedAddress(scope: Locator, address: TypedAddress = DAKAR_ADDRESS): Promise<void> {
  await scope.getByRole('textbox', { name: labels.fullName }).fill(address.fullName);
  await scope.getByRole('textbox', { name: labels.quartier }).fill(address.quartier);
  await scope.getByRole('textbox', { name: labels.street }).fill(address.street);
  await scope.getByRole('textbox', { name: labels.landmark }).fill(address.landmark ?? '');
  await scope.getByRole('textbox', { name: labels.city }).fill(address.city);
  await scope.getByRole('textbox', { name: labels.region }).fill(address.region);
}
