import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { statementName } from '../db/prepared.js';
import { categories, products, productVariants } from '../db/schema.js';
import type { ProductRow, VariantRow } from './product.mapper.js';
import { isPublic, productColumns, variantColumns } from './public-product.queries.js';

interface PreparedOne {
  execute(params: { key: string }): Promise<unknown[]>;
}
const preparedOnes = new WeakMap<Database, { byId: PreparedOne; bySlug: PreparedOne }>();

/** A public product by id or slug: two statements prepared once per database (the product page asks often). */
function preparedOne(db: Database) {
  let prepared = preparedOnes.get(db);
  if (!prepared) {
    const one = (column: typeof products.id | typeof products.slug, name: string) =>
      db
        .select(productColumns)
        .from(products)
        .leftJoin(categories, eq(products.categoryId, categories.id))
        .where(and(isPublic, eq(column, sql.placeholder('key'))))
        .limit(1)
        .prepare(statementName(name)) as unknown as PreparedOne;
    prepared = { byId: one(products.id, 'product_by_id'), bySlug: one(products.slug, 'product_by_slug') };
    preparedOnes.set(db, prepared);
  }
  return prepared;
}

export async function findPublicProductById(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await preparedOne(db).byId.execute({ key: id });
  return row as ProductRow | undefined;
}

export async function findPublicProductBySlug(db: Database, slug: string): Promise<ProductRow | undefined> {
  const [row] = await preparedOne(db).bySlug.execute({ key: slug });
  return row as ProductRow | undefined;
}

interface PreparedRelated {
  variants: { execute(params: { productId: string }): Promise<VariantRow[]> };
  related: {
    execute(params: {
      categoryId: string;
      id: string;
      subcategory: string | null;
      limit: number;
    }): Promise<ProductRow[]>;
  };
}
const preparedRelated = new WeakMap<Database, PreparedRelated>();

/** The product page's other two queries, prepared once per database. */
function preparedFor(db: Database): PreparedRelated {
  let prepared = preparedRelated.get(db);
  if (!prepared) {
    prepared = {
      variants: db
        .select(variantColumns)
        .from(productVariants)
        .where(eq(productVariants.productId, sql.placeholder('productId')))
        .orderBy(asc(productVariants.type), asc(productVariants.id))
        .prepare(statementName('product_variants')) as unknown as PreparedRelated['variants'],
      related: db
        .select(productColumns)
        .from(products)
        .leftJoin(categories, eq(products.categoryId, categories.id))
        .where(
          and(
            isPublic,
            eq(products.categoryId, sql.placeholder('categoryId')),
            ne(products.id, sql.placeholder('id')),
          ),
        )
        .orderBy(
          sql`(${products.subcategory} is not distinct from ${sql.placeholder('subcategory')}::text) desc`,
          desc(products.sold),
          desc(products.id),
        )
        .limit(sql.placeholder('limit'))
        .prepare(statementName('related_products')) as unknown as PreparedRelated['related'],
    };
    preparedRelated.set(db, prepared);
  }
  return prepared;
}

export function findVariants(db: Database, productId: string): Promise<VariantRow[]> {
  return preparedFor(db).variants.execute({ productId });
}

/** Same category, never the product itself: same subcategory first, then best sellers. */
export async function findRelatedProducts(
  db: Database,
  product: ProductRow,
  limit: number,
): Promise<ProductRow[]> {
  if (!product.categoryId) return [];
  return preparedFor(db).related.execute({
    categoryId: product.categoryId,
    id: product.id,
    subcategory: product.subcategory,
    limit,
  });
}
