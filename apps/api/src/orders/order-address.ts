import { validateDeliveryAddress } from '@teranga/headless';
import { addressTexts, deliveryMessages } from '@teranga/messages';
import { findCustomerAddress } from '../addresses/addresses.queries.js';
import type { Queryable } from '../db/client.js';
import type { Address } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

/**
 * The address an order goes to, as the customer gave it: one of their own book (`addressId`; another customer's
 * reads as unknown, a French 404), or the checkout's form. A form with the address book's fields (`fullName`) is
 * checked by the book's own rules (headless validateDeliveryAddress, one 400 listing each field's message); an older
 * client's address (first and last name) passes as before.
 */
export async function givenAddressOf(
  db: Queryable,
  userId: string,
  body: { addressId?: string | undefined; shippingAddress?: Address | undefined },
): Promise<Address | undefined> {
  if (body.addressId) {
    const row = await findCustomerAddress(db, userId, body.addressId);
    if (!row) throw new HttpError(404, deliveryMessages.addressNotFound);
    return {
      fullName: row.fullName,
      phone: row.phone,
      quartier: row.quartier,
      street: row.street,
      ...(row.landmark ? { landmark: row.landmark } : {}),
      city: row.city,
      region: row.region,
    };
  }
  const form = body.shippingAddress;
  if (form?.fullName !== undefined) {
    const refusals = Object.values(validateDeliveryAddress(form)).filter((m): m is string => Boolean(m));
    if (refusals.length > 0) throw new HttpError(400, addressTexts.validation.title, refusals);
  }
  return form;
}
