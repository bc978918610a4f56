import { DEFAULT_PHONE, isValidSenegalPhone } from '@teranga/headless';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { type Address, type Role, type SellerStatus, users } from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;

/** The User of openapi.yaml: never the password hash. */
export interface PublicUser {
  _id: string;
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  sellerStatus: SellerStatus | null;
  /** why staff refused the seller account; null for other roles */
  sellerDecisionReason: string | null;
  permissions: string[];
  avatar: string | null;
  createdAt: string;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  addresses: Address[];
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    _id: row.id,
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    role: row.role,
    sellerStatus: row.role === 'seller' ? (row.sellerStatus ?? 'pending') : null,
    sellerDecisionReason: row.role === 'seller' ? (row.sellerDecisionReason ?? null) : null,
    permissions: row.permissions,
    avatar: row.avatar,
    createdAt: row.createdAt.toISOString(),
    isEmailVerified: row.isEmailVerified,
    isPhoneVerified: row.isPhoneVerified,
    addresses: row.addresses,
  };
}

/** For an update's `set`: the next session generation, computed by the database so concurrent bumps never collide. */
export const nextSessionGeneration = sql`${users.sessionGeneration} + 1`;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * One stored form per Senegalese number (+221 then 9 digits), so '77 123 45 67' and '+221771234567' are the same account.
 * The app sends a placeholder number when the field is left empty: that means no phone, never a shared one.
 */
export function canonicalPhone(phone: string | null | undefined): string | null {
  const compact = (phone ?? '').replace(/\s+/g, '');
  if (!compact || !isValidSenegalPhone(compact)) return null;
  const canonical = `+221${compact.slice(-9)}`;
  return canonical === DEFAULT_PHONE ? null : canonical;
}

/** The database or an open transaction: lookups run in either. */
type Reader = Pick<Database, 'select'>;

export async function findUserById(db: Reader, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Reader, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

export async function findUserByPhone(db: Database, phone: string): Promise<UserRow | undefined> {
  const canonical = canonicalPhone(phone);
  if (!canonical) return undefined;
  const [row] = await db.select().from(users).where(eq(users.phone, canonical)).limit(1);
  return row;
}

/** Login accepts an email or a phone number in one field. */
export async function findUserByLogin(db: Database, emailOrPhone: string): Promise<UserRow | undefined> {
  const value = emailOrPhone.trim();
  if (value.includes('@')) return findUserByEmail(db, value);
  return findUserByPhone(db, value);
}

/** Accepts a 24-character id or an email: what staff type at the command line. */
export async function findUserByIdOrEmail(db: Database, idOrEmail: string): Promise<UserRow | undefined> {
  return idOrEmail.includes('@') ? findUserByEmail(db, idOrEmail) : findUserById(db, idOrEmail.toLowerCase());
}

/** PostgreSQL's unique_violation, as thrown by pg and PGlite (drizzle wraps the driver error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown): unknown =>
    typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : undefined;
  const cause =
    typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
  return codeOf(error) === '23505' || codeOf(cause) === '23505';
}
