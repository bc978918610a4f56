import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { products, users } from '../db/schema.js';

/**
 * What makes a seller's shop open to shoppers: a seller account, approved (a pending, refused or suspended seller's
 * shop is not found), with its address.
 */
const isOpenShop = and(
  eq(users.role, 'seller'),
  eq(users.sellerStatus, 'approved'),
  isNotNull(users.shopSlug),
);

/** The name a shop shows: the seller's own (DECISIONS.md, seller shops). */
const shopName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

export interface ShopRow {
  sellerId: string;
  slug: string;
  name: string;
  description: string | null;
  createdAt: Date;
}

export interface ShopFigures {
  productCount: number;
  ratingCount: number;
  /** the average over every review, each product weighing by its number of reviews; 0 without any */
  ratingAverage: number;
}

export async function findOpenShop(db: Database, slug: string): Promise<ShopRow | undefined> {
  const [row] = await db
    .select({
      sellerId: users.id,
      slug: sql<string>`${users.shopSlug}`,
      name: shopName,
      description: users.shopDescription,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(isOpenShop, eq(users.shopSlug, slug)))
    .limit(1);
  return row;
}

/**
 * The shop's figures, from the products' own aggregates of their visible reviews (products.rating_average and
 * rating_count, kept by the reviews): every product of the seller counts towards the rating (a review of a product
 * since archived still says how the seller sells); only products on sale are counted as such.
 */
export async function shopFigures(db: Database, sellerId: string): Promise<ShopFigures> {
  const [row] = await db
    .select({
      productCount: sql<number>`count(*) filter (where ${products.status} = 'active' and not ${products.sellerHidden})::int`,
      ratingCount: sql<number>`coalesce(sum(${products.ratingCount}), 0)::int`,
      ratingSum: sql<string>`coalesce(sum(${products.ratingAverage} * ${products.ratingCount}), 0)::text`,
    })
    .from(products)
    .where(eq(products.sellerId, sellerId));
  const ratingCount = row?.ratingCount ?? 0;
  const ratingAverage = ratingCount > 0 ? Number(row?.ratingSum ?? 0) / ratingCount : 0;
  return {
    productCount: row?.productCount ?? 0,
    ratingCount,
    // Two decimals, as each product's average is kept.
    ratingAverage: Math.round(ratingAverage * 100) / 100,
  };
}

/** The shop a product page names (« Vendu par … »), when its seller's shop is open; undefined otherwise. */
export async function findShopRef(
  db: Database,
  sellerId: string | null,
): Promise<{ slug: string; name: string } | undefined> {
  if (!sellerId) return undefined;
  const [row] = await db
    .select({ slug: sql<string>`${users.shopSlug}`, name: shopName })
    .from(users)
    .where(and(isOpenShop, eq(users.id, sellerId)))
    .limit(1);
  return row;
}

/** The caller's own shop, whatever their status (the seller area shows it with whether shoppers can see it). */
export async function findOwnShop(db: Database, userId: string) {
  const [row] = await db
    .select({
      slug: users.shopSlug,
      name: shopName,
      description: users.shopDescription,
      role: users.role,
      sellerStatus: users.sellerStatus,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
