import { eq, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.js';
import { users } from '../db/schema.js';
import type { UserRow } from './user.mapper.js';
import { canonicalPhone, normalizeEmail } from './user-contact.js';

export type NewUser = typeof users.$inferInsert;
export type UserPatch = PgUpdateSetSource<typeof users>;

/** For an update's `set`: the next session generation, computed by the database so concurrent bumps never collide. */
export const nextSessionGeneration = sql`${users.sessionGeneration} + 1`;

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

export async function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  const canonical = canonicalPhone(phone);
  if (!canonical) return undefined;
  const [row] = await db.select().from(users).where(eq(users.phone, canonical)).limit(1);
  return row;
}

/** Login accepts an email or a phone number in one field. */
export async function findUserByLogin(db: Queryable, emailOrPhone: string): Promise<UserRow | undefined> {
  const value = emailOrPhone.trim();
  if (value.includes('@')) return findUserByEmail(db, value);
  return findUserByPhone(db, value);
}

/** Accepts a 24-character id or an email: what staff type at the command line. */
export async function findUserByIdOrEmail(db: Queryable, idOrEmail: string): Promise<UserRow | undefined> {
  return idOrEmail.includes('@') ? findUserByEmail(db, idOrEmail) : findUserById(db, idOrEmail.toLowerCase());
}

/** Whether an account already uses this (normalised) email or, when given, this (canonical) phone. */
export async function isEmailOrPhoneTaken(
  db: Queryable,
  email: string,
  phone: string | null,
): Promise<boolean> {
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(phone ? or(eq(users.email, email), eq(users.phone, phone)) : eq(users.email, email))
    .limit(1);
  return taken.length > 0;
}

/** Inserts an account; throws the database's unique violation when the email or phone was taken meanwhile. */
export async function insertUser(db: Queryable, values: NewUser): Promise<UserRow> {
  const [created] = await db.insert(users).values(values).returning();
  if (!created) throw new Error('insert returned no user');
  return created;
}

/** Updates an account (stamping updatedAt); undefined when it no longer exists. */
export async function updateUser(db: Queryable, id: string, patch: UserPatch): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return updated;
}

/** Staff accounts are made here only (the command line), never over HTTP. */
export async function makeAdmin(db: Queryable, id: string): Promise<void> {
  await db
    .update(users)
    .set({ role: 'admin', sellerStatus: null, updatedAt: new Date() })
    .where(eq(users.id, id));
}
