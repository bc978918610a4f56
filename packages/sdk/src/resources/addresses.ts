import type { CallOptions, Transport } from '../client.js';
import type { AddressInput, AddressPatch, SavedAddress } from '../types.js';

export interface AddressesResource {
  /**
   * the signed-in customer's address book, the default first (`listAddresses`)
   * @example const addresses = await sdk.addresses.list(); // addresses[0].isDefault === true
   */
  list(options?: CallOptions): Promise<SavedAddress[]>;
  /**
   * adds an address; the first one becomes the default, `isDefault: true` moves the default to it (`createAddress`);
   * a refused one is a 400 whose `errors` list each field's French message
   * @example await sdk.addresses.create({ fullName: 'Awa Diop', phone: '77 123 45 67', quartier: 'Sacré-Cœur 3', street: 'Villa 12', city: 'Dakar', region: 'Dakar' });
   */
  create(address: AddressInput, options?: CallOptions): Promise<SavedAddress>;
  /**
   * changes the fields given, or makes it the default (`updateAddress`)
   * @example await sdk.addresses.update(id, { isDefault: true });
   */
  update(id: string, patch: AddressPatch, options?: CallOptions): Promise<SavedAddress>;
  /**
   * deletes an address (the newest other one becomes the default) and answers the book as it is now (`deleteAddress`)
   * @example const addresses = await sdk.addresses.remove(addressId);
   */
  remove(id: string, options?: CallOptions): Promise<SavedAddress[]>;
}

export function createAddresses(transport: Transport): AddressesResource {
  const { send, requireToken } = transport;
  return {
    async list(options) {
      requireToken();
      const body = await send((api, init) => api.GET('/me/addresses', init), { call: options });
      return body.data.addresses;
    },
    async create(address, options) {
      requireToken();
      const body = await send((api, init) => api.POST('/me/addresses', { ...init, body: address }), {
        call: options,
      });
      return body.data;
    },
    async update(id, patch, options) {
      requireToken();
      const body = await send(
        (api, init) => api.PATCH('/me/addresses/{id}', { ...init, params: { path: { id } }, body: patch }),
        { call: options },
      );
      return body.data;
    },
    async remove(id, options) {
      requireToken();
      const body = await send(
        (api, init) => api.DELETE('/me/addresses/{id}', { ...init, params: { path: { id } } }),
        { call: options },
      );
      return body.data.addresses;
    },
  };
}
