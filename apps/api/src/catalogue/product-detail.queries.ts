import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { preparedOnce } from '../db/prepared.js';
import { categories, products, productVariants } from '../db/schema.js';
import type { ProductRow, VariantRow } from './product.mapper.js';
import { isPublic, productColumns, variantColumns } from './public-product.queries.js';

interface PreparedOne {
  execute(params: { key: string }): Promise<unknown[]>;
}

/** A public product by `column`: prepared once per database (db/prepared.ts), the product page asks often. */
const publicProductBy = (column: typeof products.id | typeof products.slug, kind: string) =>
  preparedOnce(
    kind,
    (db, name) =>
      db
        .select(productColumns)
        .from(products)
        .leftJoin(categories, eq(products.categoryId, categories.id))
        .where(and(isPublic, eq(column, sql.placeholder('key'))))
        .limit(1)
        .prepare(name) as unknown as PreparedOne,
  );
const publicProductById = publicProductBy(products.id, 'product_by_id');
const publicProductBySlug = publicProductBy(products.slug, 'product_by_slug');

export async function findPublicProductById(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await publicProductById(db).execute({ key: id });
  return row as ProductRow | undefined;
}

export async function findPublicProductBySlug(db: Database, slug: string): Promise<ProductRow | undefined> {
  const [row] = await publicProductBySlug(db).execute({ key: slug });
  return row as ProductRow | undefined;
}

interface PreparedVariants {
  execute(params: { productId: string }): Promise<VariantRow[]>;
}
interface PreparedRelated {
  execute(params: {
    categoryId: string;
    id: string;
    subcategory: string | null;
    limit: number;
  }): Promise<ProductRow[]>;
}

// The product page's other two queries, prepared once per database.
const variantsOf = preparedOnce(
  'product_variants',
  (db, name) =>
    db
      .select(variantColumns)
      .from(productVariants)
      .where(eq(productVariants.productId, sql.placeholder('productId')))
      .orderBy(asc(productVariants.type), asc(productVariants.id))
      .prepare(name) as unknown as PreparedVariants,
);
const relatedTo = preparedOnce(
  'related_products',
  (db, name) =>
    db
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
      .prepare(name) as unknown as PreparedRelated,
);

export function findVariants(db: Database, productId: string): Promise<VariantRow[]> {
  return variantsOf(db).execute({ productId });
}

/** Same category, never the product itself: same subcategory first, then best sellers. */
export async function findRelatedProducts(
  db: Database,
  product: ProductRow,
  limit: number,
): Promise<ProductRow[]> {
  if (!product.categoryId) return [];
  return relatedTo(db).execute({
    categoryId: product.categoryId,
    id: product.id,
    subcategory: product.subcategory,
    limit,
  });
}
