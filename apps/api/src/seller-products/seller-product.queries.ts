import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { productColumns } from '../catalogue/index.js';
import type { ProductRow, VariantRow } from '../catalogue/product.mapper.js';
import { variantColumns } from '../catalogue/public-product.queries.js';
import type { Database } from '../db/client.js';
import { categories, type ProductStatus, products, productVariants } from '../db/schema.js';
import { spreadUnits } from './product-values.js';

/** Whose products a caller reaches: a seller their own, an admin (no sellerId) every one. */
export interface ProductScope {
  sellerId?: string;
}

/** A database or a transaction: both run the same queries. */
type Runner = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export const SELLER_SORTS = ['newest', 'name', 'price', 'status'] as const;
export type SellerSort = (typeof SELLER_SORTS)[number];

/** One status, or `inactive`: every status but active (the dashboard's « Inactifs »). */
export type SellerStatusFilter = ProductStatus | 'inactive';

export interface SellerListQuery {
  search?: string;
  status?: SellerStatusFilter;
  categoryId?: string;
  sort: SellerSort;
  page: number;
  limit: number;
}

const inScope = (scope: ProductScope): SQL | undefined =>
  scope.sellerId ? eq(products.sellerId, scope.sellerId) : undefined;

/** `%`, `_` and `\` typed by the seller are letters, not patterns. */
const containing = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Name, description and SKU, accents and case ignored (the list's search box). */
function matchesSearch(term: string): SQL {
  const pattern = containing(term);
  return sql`(unaccent(${products.name}) ilike unaccent(${pattern})
    or unaccent(${products.description}) ilike unaccent(${pattern})
    or ${products.sku} ilike ${pattern})`;
}

// The id breaks ties, so that pages never repeat or skip a product.
const ORDERS: Record<SellerSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  name: [asc(products.name), asc(products.id)],
  price: [asc(products.priceCents), asc(products.id)],
  status: [asc(products.status), desc(products.createdAt), desc(products.id)],
};

export async function findScopedProduct(
  db: Runner,
  id: string,
  scope: ProductScope,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(and(eq(products.id, id), inScope(scope)))
    .limit(1);
  return row as ProductRow | undefined;
}

function statusIs(filter: SellerStatusFilter | undefined): SQL | undefined {
  if (!filter) return undefined;
  return filter === 'inactive' ? ne(products.status, 'active') : eq(products.status, filter);
}

export async function findScopedProductPage(
  db: Runner,
  scope: ProductScope,
  query: SellerListQuery,
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = and(
    inScope(scope),
    statusIs(query.status),
    query.categoryId ? eq(products.categoryId, query.categoryId) : undefined,
    query.search ? matchesSearch(query.search) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .leftJoin(categories, eq(products.categoryId, categories.id))
      .where(where)
      .orderBy(...ORDERS[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows: rows as ProductRow[], total: Number(counted?.total ?? 0) };
}

export interface StatusCounts {
  total: number;
  active: number;
  draft: number;
  archived: number;
}

/** The whole set's counts by status (not a page's, not a filter's), in one pass. */
export async function countByStatus(db: Runner, scope: ProductScope): Promise<StatusCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${products.status} = 'active'))::int`,
      draft: sql<number>`(count(*) filter (where ${products.status} = 'draft'))::int`,
      archived: sql<number>`(count(*) filter (where ${products.status} = 'archived'))::int`,
    })
    .from(products)
    .where(inScope(scope));
  return {
    total: Number(row?.total ?? 0),
    active: Number(row?.active ?? 0),
    draft: Number(row?.draft ?? 0),
    archived: Number(row?.archived ?? 0),
  };
}

/** Whether another product (case aside) already has this SKU. */
export async function skuTaken(db: Runner, sku: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(sql`lower(${products.sku}) = lower(${sku})`, exceptId ? ne(products.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export type ProductValues = Omit<typeof products.$inferInsert, 'searchVector'>;
export type VariantValues = Omit<typeof productVariants.$inferInsert, 'productId'>;

export async function insertProduct(
  db: Runner,
  values: ProductValues,
  variants: VariantValues[],
): Promise<void> {
  await db.insert(products).values(values);
  if (variants.length > 0) {
    await db
      .insert(productVariants)
      .values(variants.map((variant) => ({ ...variant, productId: values.id! })));
    await sumSizeStock(db, values.id!);
  }
}

/** What names a variant across an edit: its type, its value and the colour a size row keeps (case aside). */
const variantKey = (variant: { type: string; value: string; color?: string | null }): string =>
  [variant.type, variant.value.trim(), variant.color?.trim() ?? ''].join('|').toLocaleLowerCase('fr');

/**
 * Changes the given columns; a variants list, when given, replaces the product's variants. A change of the product's
 * own row alone (a price, a name: the usual edit) is that one statement, with no transaction around it and its stock
 * left as it is (issue 30: three statements fewer for every price a seller changes). Otherwise, in one transaction, the
 * product row is written first: that locks it, as a checkout does before touching its size rows, so an edit and a
 * checkout of the same product take turns. A variant the edit keeps (same type, value and colour) keeps its row, so the
 * orders that took its units give them back to it; the units it owes on backorder (a row below 0) stay owed, as the
 * product's own. The product's total becomes the sum of its size rows whenever it has any.
 */
export async function updateProduct(
  db: Database,
  id: string,
  values: Partial<ProductValues>,
  variants: VariantValues[] | undefined,
): Promise<void> {
  if (!variants && values.quantity === undefined) return updateRow(db, id, values);
  await db.transaction(async (tx) => {
    await updateRow(tx, id, values);
    if (variants) await replaceVariants(tx, id, variants);
    else if (values.quantity !== undefined) await spreadTotal(tx, id, values.quantity);
    await sumSizeStock(tx, id);
  });
}

async function updateRow(db: Runner, id: string, values: Partial<ProductValues>): Promise<void> {
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

/** The edit's variants in place of the product's (see updateProduct). */
async function replaceVariants(db: Runner, id: string, variants: VariantValues[]): Promise<void> {
  const before = await db
    .select({
      id: productVariants.id,
      type: productVariants.type,
      value: productVariants.value,
      color: productVariants.color,
      quantity: productVariants.quantity,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(asc(productVariants.id));
  const kept = new Map(before.map((row) => [variantKey(row), row]));
  const inserts: (VariantValues & { productId: string })[] = [];
  for (const variant of variants) {
    const old = kept.get(variantKey(variant));
    if (!old) {
      inserts.push({ ...variant, productId: id });
      continue;
    }
    kept.delete(variantKey(variant));
    const owed = Math.max(0, -old.quantity);
    await db
      .update(productVariants)
      .set({ ...variant, quantity: (variant.quantity ?? 0) - owed })
      .where(eq(productVariants.id, old.id));
  }
  const gone = [...kept.values()].map((row) => row.id);
  if (gone.length > 0) await db.delete(productVariants).where(inArray(productVariants.id, gone));
  if (inserts.length > 0) await db.insert(productVariants).values(inserts);
}

/** A new total for a product whose sizes keep its stock (the edit form's one field): its sizes share the change. */
async function spreadTotal(db: Runner, id: string, quantity: number): Promise<void> {
  const [product] = await db.select({ sizes: products.sizes }).from(products).where(eq(products.id, id));
  const rank = (value: string) => product?.sizes.indexOf(value) ?? -1;
  const rows = (
    await db
      .select({ id: productVariants.id, value: productVariants.value, quantity: productVariants.quantity })
      .from(productVariants)
      .where(and(eq(productVariants.productId, id), eq(productVariants.type, 'size')))
      .orderBy(asc(productVariants.id))
  ).sort((a, b) => rank(a.value) - rank(b.value));
  const before = rows.reduce((sum, row) => sum + row.quantity, 0);
  const after = spreadUnits(
    rows.map((row) => row.quantity),
    quantity - before,
  );
  for (const [i, row] of rows.entries()) {
    if (after[i] !== row.quantity) {
      await db.update(productVariants).set({ quantity: after[i] }).where(eq(productVariants.id, row.id));
    }
  }
}

/** products.quantity = the sum of the product's size rows, when it has any (else its one stock stays as it is). */
async function sumSizeStock(db: Runner, id: string): Promise<void> {
  await db
    .update(products)
    .set({
      quantity: sql`coalesce((select sum(${productVariants.quantity})::int from ${productVariants}
        where ${productVariants.productId} = ${id} and ${productVariants.type} = 'size'), ${products.quantity})`,
    })
    .where(eq(products.id, id));
}

/** Variants and wishlist entries go with the product (foreign keys cascade); orders keep their own copy of each line. */
export async function deleteProduct(db: Runner, id: string): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

export function findVariantsOf(db: Runner, productId: string): Promise<VariantRow[]> {
  return db
    .select(variantColumns)
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.type), asc(productVariants.id));
}
