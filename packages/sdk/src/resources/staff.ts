import type { CallOptions, Transport } from '../client.js';
import { readData, readUser } from '../readers.js';
import type { SellerStatus, User } from '../types.js';

export interface StaffResource {
  /** seller accounts, optionally only those with one validation status (admin only) */
  sellers(status?: SellerStatus, options?: CallOptions): Promise<User[]>;
  /**
   * approves, refuses (with a reason the seller reads) or puts back to review a seller (admin only)
   * @example await sdk.staff.setSellerStatus(userId, 'rejected', 'Pièce d'identité illisible');
   */
  setSellerStatus(id: string, status: SellerStatus, reason?: string, options?: CallOptions): Promise<User>;
}

export function createStaff(transport: Transport): StaffResource {
  const { send, requireToken } = transport;
  return {
    async sellers(status, options) {
      requireToken();
      const query = status ? { status } : {};
      const data = readData(
        await send((api) => api.GET('/admin/sellers', { params: { query } }), { call: options }),
      );
      const list = Array.isArray(data) ? data : (data as { sellers?: unknown } | undefined)?.sellers;
      return Array.isArray(list) ? (list as User[]) : [];
    },
    async setSellerStatus(id, status, reason, options) {
      requireToken();
      const body = await send(
        (api) =>
          api.PUT('/admin/sellers/{id}/status', {
            params: { path: { id } },
            body: reason?.trim() ? { status, reason: reason.trim() } : { status },
          }),
        { call: options },
      );
      return (readUser(body) ?? readData(body)) as User;
    },
  };
}
