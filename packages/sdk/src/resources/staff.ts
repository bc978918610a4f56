import type { CallOptions, Transport } from '../client.js';
import { readData, readUser } from '../readers.js';
import type {
  PayoutStatus,
  RefundStatus,
  SellerBalance,
  SellerStatus,
  StaffPayout,
  StaffRefund,
  User,
} from '../types.js';

export interface StaffResource {
  /** seller accounts, optionally only those with one validation status (admin only) */
  sellers(status?: SellerStatus, options?: CallOptions): Promise<User[]>;
  /**
   * approves, refuses (with a reason the seller reads) or puts back to review a seller (admin only)
   * @example await sdk.staff.setSellerStatus(userId, 'rejected', 'Pièce d'identité illisible');
   */
  setSellerStatus(id: string, status: SellerStatus, reason?: string, options?: CallOptions): Promise<User>;
  /** what the shop owes every seller, with their open and flagged parts (`listSellerBalances`, admin only) */
  balances(options?: CallOptions): Promise<SellerBalance[]>;
  /**
   * refunds, newest first, optionally of one status (`listRefunds`, admin only)
   * @example const failed = await sdk.staff.refunds('failed');
   */
  refunds(status?: RefundStatus, options?: CallOptions): Promise<StaffRefund[]>;
  /** asks the provider again for a refused refund (`retryRefund`, admin only) */
  retryRefund(id: string, options?: CallOptions): Promise<StaffRefund>;
  /**
   * pays a seller their whole balance, or `amount` EUR of it, on their Wave number (`createPayout`, admin only); a
   * payout already in flight, nothing to pay or no number is a 409
   * @example const payout = await sdk.staff.payout(sellerId); // payout.status: 'pending' → 'succeeded'
   */
  payout(sellerId: string, amount?: number, options?: CallOptions): Promise<StaffPayout>;
  /**
   * payouts to sellers, newest first, optionally of one status (`listPayouts`, admin only)
   * @example const failed = await sdk.staff.payouts('failed');
   */
  payouts(status?: PayoutStatus, options?: CallOptions): Promise<StaffPayout[]>;
  /** a new payout of a refused one's amount (`retryPayout`, admin only) */
  retryPayout(id: string, options?: CallOptions): Promise<StaffPayout>;
}

/** `data.<key>` when it is a list (or `data` itself when the server answers a bare list), else none. */
function listOf<T>(body: unknown, key: string): T[] {
  const data = readData(body);
  const list = Array.isArray(data) ? data : (data as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(list) ? (list as T[]) : [];
}

export function createStaff(transport: Transport): StaffResource {
  const { send, requireToken } = transport;
  return {
    async sellers(status, options) {
      requireToken();
      const query = status ? { status } : {};
      return listOf<User>(
        await send((api) => api.GET('/admin/sellers', { params: { query } }), { call: options }),
        'sellers',
      );
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
    async balances(options) {
      requireToken();
      return listOf<SellerBalance>(
        await send((api) => api.GET('/admin/balances'), { call: options }),
        'balances',
      );
    },
    async refunds(status, options) {
      requireToken();
      const query = status ? { status } : {};
      return listOf<StaffRefund>(
        await send((api) => api.GET('/admin/refunds', { params: { query } }), { call: options }),
        'refunds',
      );
    },
    async retryRefund(id, options) {
      requireToken();
      const body = await send((api) => api.POST('/admin/refunds/{id}/retry', { params: { path: { id } } }), {
        call: options,
      });
      return readData(body) as StaffRefund;
    },
    async payout(sellerId, amount, options) {
      requireToken();
      const body = await send(
        (api) =>
          api.POST('/admin/sellers/{id}/payouts', {
            params: { path: { id: sellerId } },
            body: amount === undefined ? {} : { amount },
          }),
        { call: options },
      );
      return readData(body) as StaffPayout;
    },
    async payouts(status, options) {
      requireToken();
      const query = status ? { status } : {};
      return listOf<StaffPayout>(
        await send((api) => api.GET('/admin/payouts', { params: { query } }), { call: options }),
        'payouts',
      );
    },
    async retryPayout(id, options) {
      requireToken();
      const body = await send((api) => api.POST('/admin/payouts/{id}/retry', { params: { path: { id } } }), {
        call: options,
      });
      return readData(body) as StaffPayout;
    },
  };
}
