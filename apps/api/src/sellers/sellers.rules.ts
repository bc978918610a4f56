import { ID_PATTERN, SELLER_STATUSES } from '@teranga/headless';
import { identityMessages as m } from '@teranga/messages';
import { compact, fieldRules, has, text } from '../http/field-rules.js';
import type { RuleMap } from '../http/route-rules.js';

const isSellerStatus = (value: unknown): boolean =>
  (SELLER_STATUSES as readonly string[]).includes(text(value));

/** Staff's seller validation calls: an unknown status or a malformed seller id in the documents' words. */
export const sellerRules = {
  listSellers: fieldRules(({ query }) =>
    has(query, 'status') && !isSellerStatus(query.status) ? [m.sellerStatusInvalid] : [],
  ),
  setSellerStatus: fieldRules(({ params, body }) =>
    compact([
      !ID_PATTERN.test(text(params.id)) && m.invalidUserId,
      !isSellerStatus(body.status) && m.sellerStatusInvalid,
    ]),
  ),
} satisfies RuleMap;
