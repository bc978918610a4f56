import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { products, reviews } from '../db/schema.js';

/**
 * Sets a product's rating_average and rating_count to its visible reviews' average (two decimals) and count, in one
 * statement. Every review write and hide calls it in the same transaction, so the product's rating (cards, product
 * page, shop pages, the rating sort) never differs from what its reviews say.
 */
export async function refreshProductRating(tx: Queryable, productId: string): Promise<void> {
  const visible = and(eq(reviews.productId, productId), isNull(reviews.hiddenAt));
  await tx
    .update(products)
    .set({
      ratingAverage: sql`coalesce((select round(avg(${reviews.rating}), 2) from ${reviews} where ${visible}), 0)`,
      ratingCount: sql`(select count(*)::int from ${reviews} where ${visible})`,
    })
    .where(eq(products.id, productId));
}

/** Every product's rating from its visible reviews at once (the demo shop, after adding its reviews). */
export async function refreshAllProductRatings(tx: Queryable): Promise<void> {
  await tx.execute(sql`
    update ${products} p set
      rating_average = coalesce(v.average, 0),
      rating_count = coalesce(v.count, 0)
    from (
      select p2.id, round(avg(r.rating), 2) as average, count(r.id)::int as count
      from ${products} p2 left join ${reviews} r on r.product_id = p2.id and r.hidden_at is null
      group by p2.id
    ) v
    where v.id = p.id and (p.rating_average <> coalesce(v.average, 0) or p.rating_count <> coalesce(v.count, 0))
  `);
}
