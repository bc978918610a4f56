import { ADDRESS_BOOK_MAX } from '@teranga/headless';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../db/client.js';
import { customerAddresses, users } from '../db/schema.js';

export type AddressRow = typeof customerAddresses.$inferSelect;

/** The stored fields of an address, normalised (headless normalizeDeliveryAddress). */
export type AddressValues = Pick<
  AddressRow,
  'fullName' | 'phone' | 'quartier' | 'street' | 'landmark' | 'city' | 'region'
>;

const own = (userId: string, addressId: string) =>
  and(eq(customerAddresses.userId, userId), eq(customerAddresses.id, addressId));

/** A customer's book, the default first, then the newest. */
export async function listAddresses(db: Queryable, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(
      desc(customerAddresses.isDefault),
      desc(customerAddresses.createdAt),
      desc(customerAddresses.id),
    );
}

/**
 * One address of the customer's own book, or undefined: another customer's address reads exactly like an unknown one
 * (order placement and the book's calls answer both with the same 404).
 */
export async function findCustomerAddress(
  db: Queryable,
  userId: string,
  addressId: string,
): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(customerAddresses).where(own(userId, addressId)).limit(1);
  return row;
}

/**
 * Changes to one book wait for each other (the customer's row is locked): two adds at once cannot pass the limit
 * together, and the default moves in one step (the partial unique index would refuse a second one anyway).
 */
async function inBook<T>(db: Database, userId: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return work(tx);
  });
}

const clearDefault = (tx: Transaction, userId: string) =>
  tx
    .update(customerAddresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(customerAddresses.userId, userId), eq(customerAddresses.isDefault, true)));

/** Adds an address; 'full' at ADDRESS_BOOK_MAX. The first one is the default; `makeDefault` moves the default to it. */
export async function insertAddress(
  db: Database,
  userId: string,
  values: AddressValues,
  makeDefault: boolean,
): Promise<AddressRow | 'full'> {
  return inBook(db, userId, async (tx) => {
    const [held] = await tx
      .select({
        n: count(),
        defaults: sql<number>`count(*) filter (where ${customerAddresses.isDefault})`.mapWith(Number),
      })
      .from(customerAddresses)
      .where(eq(customerAddresses.userId, userId));
    if ((held?.n ?? 0) >= ADDRESS_BOOK_MAX) return 'full';
    // A book without a default (the first address, or rows written outside this API) takes this one.
    const isDefault = makeDefault || (held?.defaults ?? 0) === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(customerAddresses)
      .values({ ...values, userId, isDefault })
      .returning();
    if (!row) throw new Error('insert returned no address');
    return row;
  });
}

/** Changes an address's fields; `makeDefault` moves the default to it. Undefined when it is not the customer's. */
export async function updateAddress(
  db: Database,
  userId: string,
  addressId: string,
  values: Partial<AddressValues>,
  makeDefault: boolean,
): Promise<AddressRow | undefined> {
  return inBook(db, userId, async (tx) => {
    const current = await findCustomerAddress(tx, userId, addressId);
    if (!current) return undefined;
    const moveDefault = makeDefault && !current.isDefault;
    if (moveDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .update(customerAddresses)
      .set({ ...values, ...(moveDefault && { isDefault: true }), updatedAt: new Date() })
      .where(own(userId, addressId))
      .returning();
    return row;
  });
}

/** Deletes an address; the newest other one becomes the default when it was. False when it is not the customer's. */
export async function deleteAddress(db: Database, userId: string, addressId: string): Promise<boolean> {
  return inBook(db, userId, async (tx) => {
    const [removed] = await tx
      .delete(customerAddresses)
      .where(own(userId, addressId))
      .returning({ isDefault: customerAddresses.isDefault });
    if (!removed) return false;
    if (removed.isDefault) {
      const [next] = await tx
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(and(eq(customerAddresses.userId, userId), ne(customerAddresses.id, addressId)))
        .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id))
        .limit(1);
      if (next) {
        await tx
          .update(customerAddresses)
          .set({ isDefault: true, updatedAt: new Date() })
          .where(eq(customerAddresses.id, next.id));
      }
    }
    return true;
  });
}

/** The contract's SavedAddress. */
export const savedAddressJson = (row: AddressRow) => ({
  _id: row.id,
  id: row.id,
  fullName: row.fullName,
  phone: row.phone,
  quartier: row.quartier,
  street: row.street,
  landmark: row.landmark,
  city: row.city,
  region: row.region,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
