import { identityMessages } from '@teranga/messages/operator';
import type { components } from '@teranga/sdk';
import type { ListsExactly } from '../shared/contract-enums.js';

type SellerStatus = components['schemas']['SellerStatus'];

/** Every status staff may give a seller. */
export const SELLER_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
true satisfies ListsExactly<typeof SELLER_STATUSES, SellerStatus>;

/**
 * The statuses whose products leave the storefront, search and checkout, and whose open order parts are flagged to
 * staff (DESIGN.md, Sellers): refused and suspended.
 */
export const HIDDEN_SELLER_STATUSES = ['rejected', 'suspended'] as const satisfies readonly SellerStatus[];

/**
 * Whether a seller's shop and products are hidden from shoppers (refused or suspended).
 * @example isSellerHidden(user.sellerStatus); // true for 'suspended'
 */
export const isSellerHidden = (status: SellerStatus | null | undefined): boolean =>
  status === 'rejected' || status === 'suspended';

/**
 * Why staff may not give this decision as it stands: a refusal needs a reason, which the seller reads (the staff
 * dialog and the server ask the same). Undefined when the decision may go.
 * @example const refusal = sellerDecisionRefusal('rejected', reason); // a refusal needs a reason
 */
export function sellerDecisionRefusal(
  status: SellerStatus,
  reason: string | null | undefined,
): string | undefined {
  return status === 'rejected' && !reason?.trim() ? identityMessages.rejectReasonRequired : undefined;
}
