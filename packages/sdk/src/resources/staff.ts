import type { CallOptions, Transport } from '../client.js';
import type {
  DeliveryOptionInput,
  DeliveryOptionPatch,
  DeliverySetup,
  DeliveryZoneInput,
  DeliveryZonePatch,
  PayoutStatus,
  PickupPointInput,
  PickupPointPatch,
  RefundStatus,
  SellerBalance,
  SellerStatus,
  StaffPayout,
  StaffRefund,
  User,
} from '../types.js';

export interface StaffResource {
  /**
   * seller accounts, optionally only those with one validation status (admin only)
   * @example const waiting = await sdk.staff.sellers('pending');
   */
  sellers(status?: SellerStatus, options?: CallOptions): Promise<User[]>;
  /**
   * approves, refuses (with a reason the seller reads) or puts back to review a seller (admin only)
   * @example await sdk.staff.setSellerStatus(userId, 'rejected', 'Pièce d'identité illisible');
   */
  setSellerStatus(id: string, status: SellerStatus, reason?: string, options?: CallOptions): Promise<User>;
  /**
   * what the shop owes every seller, with their open and flagged parts (`listSellerBalances`, admin only)
   * @example const balances = await sdk.staff.balances();
   */
  balances(options?: CallOptions): Promise<SellerBalance[]>;
  /**
   * refunds, newest first, optionally of one status (`listRefunds`, admin only)
   * @example const failed = await sdk.staff.refunds('failed');
   */
  refunds(status?: RefundStatus, options?: CallOptions): Promise<StaffRefund[]>;
  /**
   * asks the provider again for a refused refund (`retryRefund`, admin only)
   * @example const refund = await sdk.staff.retryRefund(refundId);
   */
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
  /**
   * a new payout of a refused one's amount (`retryPayout`, admin only)
   * @example const payout = await sdk.staff.retryPayout(payoutId);
   */
  retryPayout(id: string, options?: CallOptions): Promise<StaffPayout>;
  /**
   * every delivery zone with its options and pickup points, active or not, and the default option
   * (`listDeliveryZones`, admin only); each change below answers the same whole setup
   * @example const { zones, defaultOption } = await sdk.staff.deliveryZones();
   */
  deliveryZones(options?: CallOptions): Promise<DeliverySetup>;
  /**
   * adds a zone covering cities and regions (`createDeliveryZone`); a name taken is a 409
   * @example await sdk.staff.createDeliveryZone({ name: 'Saint-Louis', cities: ['Saint-Louis'], regions: ['Saint-Louis'] });
   */
  createDeliveryZone(zone: DeliveryZoneInput, options?: CallOptions): Promise<DeliverySetup>;
  /**
   * renames, moves, changes the places of or deactivates a zone (`updateDeliveryZone`)
   * @example await sdk.staff.updateDeliveryZone(zoneId, { active: false });
   */
  updateDeliveryZone(id: string, patch: DeliveryZonePatch, options?: CallOptions): Promise<DeliverySetup>;
  /**
   * adds a home or pickup option to a zone, priced in whole CFA (`createDeliveryOption`)
   * @example await sdk.staff.createDeliveryOption(zoneId, { kind: 'home', name: 'Livraison à domicile', priceXof: 2000, delayDays: 2 });
   */
  createDeliveryOption(
    zoneId: string,
    option: DeliveryOptionInput,
    options?: CallOptions,
  ): Promise<DeliverySetup>;
  /**
   * changes or deactivates an option (the default one stays active: 409) (`updateDeliveryOption`)
   * @example await sdk.staff.updateDeliveryOption(optionId, { priceXof: 2500, freeFromXof: 50000 });
   */
  updateDeliveryOption(id: string, patch: DeliveryOptionPatch, options?: CallOptions): Promise<DeliverySetup>;
  /**
   * adds a pickup point to a pickup option (`createPickupPoint`)
   * @example await sdk.staff.createPickupPoint(optionId, { name: 'Boutique Plateau', address: '12 rue Carnot, Dakar', openingHours: 'Lun-Sam 9h-19h' });
   */
  createPickupPoint(optionId: string, point: PickupPointInput, options?: CallOptions): Promise<DeliverySetup>;
  /**
   * changes or deactivates a pickup point (`updatePickupPoint`)
   * @example await sdk.staff.updatePickupPoint(pointId, { openingHours: 'Lun-Ven 10h-18h' });
   */
  updatePickupPoint(id: string, patch: PickupPointPatch, options?: CallOptions): Promise<DeliverySetup>;
}

export function createStaff(transport: Transport): StaffResource {
  const { send, requireToken } = transport;
  return {
    async sellers(status, options) {
      requireToken();
      const query = status ? { status } : {};
      const body = await send((api, init) => api.GET('/admin/sellers', { ...init, params: { query } }), {
        call: options,
      });
      return body.data.sellers;
    },
    async setSellerStatus(id, status, reason, options) {
      requireToken();
      const body = await send(
        (api, init) =>
          api.PUT('/admin/sellers/{id}/status', {
            ...init,
            params: { path: { id } },
            body: reason?.trim() ? { status, reason: reason.trim() } : { status },
          }),
        { call: options },
      );
      return body.data.user;
    },
    async balances(options) {
      requireToken();
      const body = await send((api, init) => api.GET('/admin/balances', init), { call: options });
      return body.data.balances;
    },
    async refunds(status, options) {
      requireToken();
      const query = status ? { status } : {};
      const body = await send((api, init) => api.GET('/admin/refunds', { ...init, params: { query } }), {
        call: options,
      });
      return body.data.refunds;
    },
    async retryRefund(id, options) {
      requireToken();
      const body = await send(
        (api, init) => api.POST('/admin/refunds/{id}/retry', { ...init, params: { path: { id } } }),
        {
          call: options,
        },
      );
      return body.data;
    },
    async payout(sellerId, amount, options) {
      requireToken();
      const body = await send(
        (api, init) =>
          api.POST('/admin/sellers/{id}/payouts', {
            ...init,
            params: { path: { id: sellerId } },
            body: amount === undefined ? {} : { amount },
          }),
        { call: options },
      );
      return body.data;
    },
    async payouts(status, options) {
      requireToken();
      const query = status ? { status } : {};
      const body = await send((api, init) => api.GET('/admin/payouts', { ...init, params: { query } }), {
        call: options,
      });
      return body.data.payouts;
    },
    async retryPayout(id, options) {
      requireToken();
      const body = await send(
        (api, init) => api.POST('/admin/payouts/{id}/retry', { ...init, params: { path: { id } } }),
        {
          call: options,
        },
      );
      return body.data;
    },
    async deliveryZones(options) {
      requireToken();
      const body = await send((api, init) => api.GET('/admin/delivery-zones', init), { call: options });
      return body.data;
    },
    async createDeliveryZone(zone, options) {
      requireToken();
      const body = await send((api, init) => api.POST('/admin/delivery-zones', { ...init, body: zone }), {
        call: options,
      });
      return body.data;
    },
    async updateDeliveryZone(id, patch, options) {
      requireToken();
      const body = await send(
        (api, init) =>
          api.PATCH('/admin/delivery-zones/{id}', { ...init, params: { path: { id } }, body: patch }),
        { call: options },
      );
      return body.data;
    },
    async createDeliveryOption(zoneId, option, options) {
      requireToken();
      const body = await send(
        (api, init) =>
          api.POST('/admin/delivery-zones/{id}/options', {
            ...init,
            params: { path: { id: zoneId } },
            body: option,
          }),
        { call: options },
      );
      return body.data;
    },
    async updateDeliveryOption(id, patch, options) {
      requireToken();
      const body = await send(
        (api, init) =>
          api.PATCH('/admin/delivery-options/{id}', { ...init, params: { path: { id } }, body: patch }),
        { call: options },
      );
      return body.data;
    },
    async createPickupPoint(optionId, point, options) {
      requireToken();
      const body = await send(
        (api, init) =>
          api.POST('/admin/delivery-options/{id}/pickup-points', {
            ...init,
            params: { path: { id: optionId } },
            body: point,
          }),
        { call: options },
      );
      return body.data;
    },
    async updatePickupPoint(id, patch, options) {
      requireToken();
      const body = await send(
        (api, init) =>
          api.PATCH('/admin/pickup-points/{id}', { ...init, params: { path: { id } }, body: patch }),
        { call: options },
      );
      return body.data;
    },
  };
}
