import { eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { preparedOnce } from '../db/prepared.js';
import { revokedTokens, users } from '../db/schema.js';
import type { UserRow } from './user.mapper.js';

/**
 * Logout: the token's id stays refused until the token would have expired anyway; older entries are swept on the
 * way. Both in one transaction, so an error means nothing changed and the logout can be retried.
 */
export async function revokeSessionToken(db: Queryable, jti: string, expiresAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
    await tx.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  });
}

export async function isSessionTokenRevoked(db: Queryable, jti: string): Promise<boolean> {
  const rows = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, jti))
    .limit(1);
  return rows.length > 0;
}

interface PreparedSessionUser {
  execute(params: { id: string; jti: string }): Promise<Array<UserRow & { revoked: boolean }>>;
}
const sessionUsers = preparedOnce(
  'session_user',
  (db, name) =>
    db
      .select({
        ...getTableColumns(users),
        revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name) as unknown as PreparedSessionUser,
);

/**
 * A signed-in request's user and whether its token was revoked, in one statement prepared once per database (built by
 * Drizzle once, parsed once per connection): every signed-in request asks, writes included (issue 30).
 */
export async function findSessionUser(
  db: Database,
  id: string,
  jti: string,
): Promise<{ user: UserRow; revoked: boolean } | undefined> {
  const [row] = await sessionUsers(db).execute({ id, jti });
  if (!row) return undefined;
  const { revoked, ...user } = row;
  return { user, revoked: revoked === true };
}
