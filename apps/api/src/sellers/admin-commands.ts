import type { Database } from '../db/client.js';
import type { SellerStatus } from '../db/schema.js';
import type { UserRow } from '../identity/user.mapper.js';
import { findUserByIdOrEmail, makeAdmin } from '../identity/users.queries.js';
import { listSellers, SELLER_STATUSES, setSellerStatus } from './seller-status.queries.js';

export const ADMIN_USAGE = `Usage : npm run admin -w @teranga/api -- <commande>

  sellers [pending|approved|rejected]  liste les vendeurs (tous, ou ceux d'un statut)
  approve <email|id>                   valide un vendeur
  reject <email|id>                    refuse un vendeur
  pending <email|id>                   remet un vendeur en attente de validation
  make-admin <email|id>                donne le rôle administrateur à un compte existant`;

const STATUS_OF_COMMAND: Record<string, SellerStatus> = {
  approve: 'approved',
  reject: 'rejected',
  pending: 'pending',
};

const DECISION_LABELS = { approved: 'validé', rejected: 'refusé' } as const;

/** Staff must see a re-application as one: how many requests, the last one's date, and their own last decision. */
function describeApplication(user: UserRow): string {
  const parts = [`demandes : ${user.sellerApplications}`];
  if (user.sellerAppliedAt) parts.push(`dernière le ${user.sellerAppliedAt.toISOString().slice(0, 10)}`);
  if (user.sellerLastDecision) parts.push(`dernière décision : ${DECISION_LABELS[user.sellerLastDecision]}`);
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
    if (target && !SELLER_STATUSES.includes(target as SellerStatus)) {
      out(`Statut inconnu « ${target} » : pending, approved ou rejected.`);
      return 2;
    }
    const sellers = await listSellers(db, target as SellerStatus | undefined);
    if (sellers.length === 0) out('Aucun vendeur.');
    for (const seller of sellers) out(describeUser(seller));
    return 0;
  }
  const status =
    command && Object.hasOwn(STATUS_OF_COMMAND, command) ? STATUS_OF_COMMAND[command] : undefined;
  if (status && target) {
    const updated = await setSellerStatus(db, target, status);
    if (!updated) {
      out(`Aucun vendeur ne correspond à « ${target} ».`);
      return 1;
    }
    out(`${describeUser(updated)}  (statut : ${status})`);
    return 0;
  }
  if (command === 'make-admin' && target) {
    const user = await findUserByIdOrEmail(db, target);
    if (!user) {
      out(`Aucun compte ne correspond à « ${target} ».`);
      return 1;
    }
    await makeAdmin(db, user.id);
    out(`${user.email} est maintenant administrateur.`);
    return 0;
  }
  out(ADMIN_USAGE);
  return command ? 2 : 0;
}
