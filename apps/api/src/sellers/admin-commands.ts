import { SELLER_STATUSES, sellerDecisionRefusal } from '@teranga/headless';
import { operatorMessages } from '@teranga/messages';
import type { Database } from '../db/client.js';
import type { SellerStatus } from '../db/schema.js';
import type { UserRow } from '../identity/user.mapper.js';
import { findUserByIdOrEmail, makeAdmin } from '../identity/users.queries.js';
import { listSellers, setSellerStatus } from './seller-status.queries.js';

const a = operatorMessages.admin;
export const ADMIN_USAGE = a.usage;

const STATUS_OF_COMMAND: Record<string, SellerStatus> = {
  approve: 'approved',
  reject: 'rejected',
  pending: 'pending',
  suspend: 'suspended',
};

const DECISION_LABELS = a.decisions;

/** Staff must see a re-application as one: how many requests, the last one's date, and their own last decision. */
function describeApplication(user: UserRow): string {
  const parts = [a.applications(user.sellerApplications)];
  if (user.sellerAppliedAt) parts.push(a.lastApplication(user.sellerAppliedAt.toISOString().slice(0, 10)));
  if (user.sellerLastDecision) parts.push(a.lastDecision(DECISION_LABELS[user.sellerLastDecision]));
  return `(${parts.join(', ')})`;
}

const describeUser = (user: UserRow): string =>
  [
    user.id,
    (user.sellerStatus ?? user.role).padEnd(8),
    user.email,
    `${user.firstName} ${user.lastName}`.trim(),
    ...(user.role === 'seller' ? [describeApplication(user)] : []),
  ].join('  ');

/** The staff command line over a database; returns the process exit code. Prints through `out` (tests read it). */
export async function runAdminCommand(
  db: Database,
  args: readonly string[],
  out: (line: string) => void,
): Promise<number> {
  const [command, target] = args;
  if (command === 'sellers') {
    if (target && !(SELLER_STATUSES as readonly string[]).includes(target)) {
      out(a.unknownStatus(target));
      return 2;
    }
    const sellers = await listSellers(db, target as SellerStatus | undefined);
    if (sellers.length === 0) out(a.noSellers);
    for (const seller of sellers) out(describeUser(seller));
    return 0;
  }
  const status =
    command && Object.hasOwn(STATUS_OF_COMMAND, command) ? STATUS_OF_COMMAND[command] : undefined;
  if (status && target) {
    // As on the staff desk: a refusal needs the reason the seller will read (the words after the target).
    const reason = args.slice(2).join(' ');
    const refusal = sellerDecisionRefusal(status, reason);
    if (refusal) {
      out(refusal);
      return 2;
    }
    const updated = await setSellerStatus(db, target, status, reason || undefined);
    if (!updated) {
      out(a.noSellerMatches(target));
      return 1;
    }
    out(`${describeUser(updated)}  ${a.statusSet(status)}`);
    return 0;
  }
  if (command === 'make-admin' && target) {
    const user = await findUserByIdOrEmail(db, target);
    if (!user) {
      out(a.noAccountMatches(target));
      return 1;
    }
    await makeAdmin(db, user.id);
    out(a.madeAdmin(user.email));
    return 0;
  }
  out(ADMIN_USAGE);
  return command ? 2 : 0;
}
