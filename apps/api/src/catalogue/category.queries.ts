import { isValidId } from '@teranga/headless';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { preparedOnce } from '../db/prepared.js';
import { categories, products } from '../db/schema.js';
import { slugCandidates } from './category-aliases.js';

export interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  image: string | null;
  featured: boolean;
  productCount: number;
}

/**
 * Live number of active products, counted from the category's index at each call. Written out with an alias:
 * drizzle leaves columns unqualified in a one-table select, and a bare "id" would mean the product's.
 */
const productCount = sql<number>`(select count(*)::int from ${products} as counted
  where counted.category_id = ${sql.raw('"categories"."id"')} and counted.status = 'active'
    and not counted.seller_hidden)`;

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  image: categories.image,
  featured: categories.featured,
  productCount,
};

export async function listCategories(
  db: Database,
  options: { featuredOnly?: boolean } = {},
): Promise<CategoryRow[]> {
  const query = db.select(categoryColumns).from(categories);
  const filtered = options.featuredOnly ? query.where(eq(categories.featured, true)) : query;
  return filtered.orderBy(asc(categories.position), asc(categories.name));
}

/** By slug (aliases included: `traditionnel` finds `traditionnelle`) or by id. */
export async function findCategory(db: Database, slugOrId: string): Promise<CategoryRow | undefined> {
  if (isValidId(slugOrId)) {
    const [byId] = await db
      .select(categoryColumns)
      .from(categories)
      .where(eq(categories.id, slugOrId))
      .limit(1);
    if (byId) return byId;
  }
  const candidates = slugCandidates(slugOrId);
  const rows = await db.select(categoryColumns).from(categories).where(inArray(categories.slug, candidates));
  // The slug asked for wins over its alias when both exist.
  return candidates.map((slug) => rows.find((row) => row.slug === slug)).find((row) => row !== undefined);
}

interface PreparedLookup {
  execute(params: { id: string; slug: string; alias: string }): Promise<{ id: string; slug: string }[]>;
}
/** Prepared once per database (db/prepared.ts): asked on every filtered page. */
const categoryLookup = preparedOnce(
  'category_lookup',
  (db, name) =>
    db
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(
        or(
          eq(categories.id, sql.placeholder('id')),
          eq(categories.slug, sql.placeholder('slug')),
          eq(categories.slug, sql.placeholder('alias')),
        ),
      )
      .prepare(name) as unknown as PreparedLookup,
);

/** Only the id, without counting products: what filters need. */
export async function findCategoryId(db: Database, slugOrId: string): Promise<string | undefined> {
  const [slug = '', alias = slug] = slugCandidates(slugOrId);
  const rows = await categoryLookup(db).execute({ id: isValidId(slugOrId) ? slugOrId : '', slug, alias });
  // An id wins, then the slug asked for, then its alias.
  return (
    rows.find((row) => row.id === slugOrId)?.id ??
    rows.find((row) => row.slug === slug)?.id ??
    rows.find((row) => row.slug === alias)?.id
  );
}

export function toCategory(row: CategoryRow) {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.image,
    productCount: row.productCount,
    featured: row.featured,
  };
}
