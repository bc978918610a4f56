import { orderMessages } from '@teranga/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { preparedOnce } from '../db/prepared.js';
import { products, productVariants } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

/** One line of a basket as the checkout asks for it. */
export interface StockRequest {
  productId: string;
  quantity: number;
  size?: string | null | undefined;
  color?: string | null | undefined;
}

/** A line once its stock is taken: the product as sold, and what to give back if the line is cancelled. */
export interface TakenLine {
  productId: string;
  /** The variant whose stock the line took; null when the product keeps one stock. */
  variantId: string | null;
  name: string;
  sku: string | null;
  sellerId: string | null;
  priceCents: number;
  image: string | null;
  size: string | null;
  color: string | null;
  quantity: number;
  /** Units taken from stock (0 when the product does not count its stock), which a cancellation gives back. */
  reservedQuantity: number;
}

/** What a cancelled line gives back. */
export interface LineStock {
  productId: string;
  variantId: string | null;
  reservedQuantity: number;
}

interface ReservedProduct {
  id: string;
  name: string;
  sku: string | null;
  sellerId: string | null;
  priceCents: number;
  mainImage: string | null;
  images: { url: string }[];
  trackQuantity: boolean;
  allowBackorder: boolean;
  sizes: string[];
  colors: { name: string }[];
}

/** A stock-keeping variant: a size row, for one colour of that size or (color null) for every colour. */
interface SizeRow {
  id: string;
  value: string;
  color: string | null;
  quantity: number;
}

/** A line matched to what the product offers: its size and colour as the product spells them, and its stock row. */
interface ResolvedLine {
  size: string | null;
  color: string | null;
  row: SizeRow | null;
}

const sameText = (a: string, b: string): boolean =>
  a.trim().toLocaleLowerCase('fr') === b.trim().toLocaleLowerCase('fr');

/** "M", or "M, Rouge" for a row that keeps one colour of its size: how a refusal names the variant. */
const variantLabel = (size: string, color: string | null): string => (color ? `${size}, ${color}` : size);

// The statements of an order's stock, prepared once per database and run in its transaction (db/prepared.ts).
const lockedProducts = preparedOnce('stock_lock_product', (db, name) =>
  db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      sellerId: products.sellerId,
      priceCents: products.priceCents,
      mainImage: products.mainImage,
      images: products.images,
      trackQuantity: products.trackQuantity,
      allowBackorder: products.allowBackorder,
      sizes: products.sizes,
      colors: products.colors,
      status: products.status,
      hidden: products.sellerHidden,
    })
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .for('update')
    .prepare(name),
);

const SIZE_ROWS = sql`${productVariants.productId} = ${sql.placeholder('id')} and ${productVariants.type} = 'size'`;

/**
 * A locked product's size rows (in id order) and, in the same statement, its one stock taken when it keeps no size
 * rows: `units` from `products.quantity` when `take` (it counts its stock), only while enough are left unless
 * `backorder`. Read after the lock like the rows alone were, so they are the rows as the lock holder leaves them.
 * Answers whether the units were taken, and the product's quantity before (what a refusal names: nobody else can
 * change it while the lock is held).
 */
const sizeRowsTakingUnits = preparedOnce('stock_rows_take', (db, name) => {
  const taken = db.$with('taken', { id: products.id }).as(
    sql`update ${products} set ${sql.identifier(products.quantity.name)} = ${products.quantity} - ${sql.placeholder('units')}::integer
      where ${products.id} = ${sql.placeholder('id')} and ${sql.placeholder('take')}::boolean
      and (${sql.placeholder('backorder')}::boolean or ${products.quantity} >= ${sql.placeholder('units')}::integer)
      and not exists (select 1 from ${productVariants} where ${SIZE_ROWS})
      returning ${products.id}`,
  );
  const sizeRows = sql<SizeRow[]>`(select coalesce(json_agg(json_build_object('id', ${productVariants.id},
    'value', ${productVariants.value}, 'color', ${productVariants.color}, 'quantity', ${productVariants.quantity})
    order by ${productVariants.id}), '[]'::json) from ${productVariants} where ${SIZE_ROWS})`;
  return db
    .with(taken)
    .select({
      quantity: products.quantity,
      taken: sql<boolean>`exists (select 1 from ${taken})`,
      rows: sizeRows,
    })
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare(name);
});

/** A size row's units taken, only while enough are left unless `backorder` (PostgreSQL re-checks it under its lock). */
const rowTaken = () =>
  sql`${productVariants.id} = ${sql.placeholder('id')}
    and (${sql.placeholder('backorder')}::boolean or ${productVariants.quantity} >= ${sql.placeholder('count')}::integer)`;
const rowQuantityLess = () =>
  sql`${sql.identifier(productVariants.quantity.name)} = ${productVariants.quantity} - ${sql.placeholder('count')}::integer`;

const rowTaking = preparedOnce('stock_take_row', (db, name) =>
  db
    .update(productVariants)
    .set({ quantity: sql`${productVariants.quantity} - ${sql.placeholder('count')}::integer` })
    .where(rowTaken())
    .returning({ id: productVariants.id })
    .prepare(name),
);

/** The product's total less `units`. */
const totalTaking = preparedOnce('stock_take_total', (db, name) =>
  db
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${sql.placeholder('units')}::integer` })
    .where(eq(products.id, sql.placeholder('productId')))
    .prepare(name),
);

/** A size row's units taken and, in the same statement, the product's total less `units` when they were. */
const rowAndTotalTaking = preparedOnce('stock_take_row_total', (db, name) => {
  const row = db
    .$with('row_taken', { id: productVariants.id })
    .as(
      sql`update ${productVariants} set ${rowQuantityLess()} where ${rowTaken()} returning ${productVariants.id}`,
    );
  const total = db.$with('total_taken', { id: products.id }).as(
    sql`update ${products} set ${sql.identifier(products.quantity.name)} = ${products.quantity} - ${sql.placeholder('units')}::integer
      where ${products.id} = ${sql.placeholder('productId')} and exists (select 1 from ${row}) returning ${products.id}`,
  );
  return db.with(row, total).select({ id: row.id }).from(row).prepare(name);
});

/**
 * Locks the product's row for the rest of the transaction (every writer of a product's stock, the seller's edit
 * included, locks it first, so its size rows are read and changed by one transaction at a time). 404 when the
 * product is not for sale.
 */
async function lockProduct(tx: Transaction, productId: string): Promise<ReservedProduct> {
  const [product] = await lockedProducts(tx).execute({ id: productId });
  if (product?.status !== 'active' || product.hidden) {
    throw new HttpError(
      404,
      product && !product.hidden
        ? orderMessages.productUnavailable(product.name)
        : orderMessages.unknownProductUnavailable,
    );
  }
  return product;
}

/**
 * Matches a line to the product: a size it does not offer (its `sizes` or its size rows) or a colour it does not
 * offer (its `colors` or its rows' colours) is a 400. The stock row is the most specific one: the size in that colour,
 * else the size for every colour; without a colour, the size for every colour, else the colour of that size with the
 * most units (the line then names that colour). A line without a size (the storefront document's quick add: « one unit
 * with no size or colour ») takes the row with the most units, and names its size, so the seller knows what to ship.
 * An offered size (or size × colour) without a row keeps no stock: 409.
 */
function resolveLine(product: ReservedProduct, rows: readonly SizeRow[], line: StockRequest): ResolvedLine {
  const askedSize = line.size?.trim() || null;
  const askedColor = line.color?.trim() || null;
  const sizes = [...product.sizes, ...rows.map((row) => row.value)];
  const colors = [
    ...product.colors.map((color) => color.name),
    ...rows.flatMap((row) => (row.color ? [row.color] : [])),
  ];
  let size = askedSize;
  if (askedSize) {
    const offered = sizes.find((candidate) => sameText(candidate, askedSize));
    if (sizes.length > 0 && !offered) {
      throw new HttpError(400, orderMessages.sizeNotOffered(product.name, askedSize));
    }
    size = offered ?? askedSize;
  } else if (rows.length > 0) {
    const fullest = [...rows]
      .filter((row) => !askedColor || row.color === null || sameText(row.color, askedColor))
      .sort((a, b) => b.quantity - a.quantity || a.id.localeCompare(b.id))[0];
    size = fullest?.value ?? null;
    if (size === null) throw new HttpError(400, orderMessages.sizeRequired(product.name));
  }
  let color = askedColor;
  if (askedColor) {
    const offered = colors.find((candidate) => sameText(candidate, askedColor));
    if (colors.length > 0 && !offered) {
      throw new HttpError(400, orderMessages.colorNotOffered(product.name, askedColor));
    }
    color = offered ?? askedColor;
  }
  if (rows.length === 0 || size === null) return { size, color, row: null };
  const ofSize = rows.filter((row) => sameText(row.value, size));
  const row = color
    ? (ofSize.find((candidate) => candidate.color !== null && sameText(candidate.color, color)) ??
      ofSize.find((candidate) => candidate.color === null))
    : (ofSize.find((candidate) => candidate.color === null) ??
      [...ofSize].sort((a, b) => b.quantity - a.quantity || a.id.localeCompare(b.id))[0]);
  if (row) return { size, color: color ?? row.color, row };
  // No row keeps that size (in that colour): nothing to sell, unless the product sells past its stock anyway.
  if (!product.trackQuantity || product.allowBackorder) return { size, color, row: null };
  throw new HttpError(409, orderMessages.variantOutOfStock(product.name, variantLabel(size, color), 0));
}

/**
 * Takes the stock of a basket inside the checkout's transaction. Products are locked in id order, and each product's
 * size rows in id order, so two baskets sharing products cannot deadlock. A product with size rows gives each line's
 * units from its row (lines of one row add up) by a conditional UPDATE (`quantity >= n`), and its total
 * (`products.quantity`, the sum of its rows) by as many; a product without size rows gives them from its one stock.
 * A product that does not count its stock always passes; one that takes backorders may go below 0. Refusals: 404 not
 * for sale, 400 a size or colour it does not offer (or no size where sizes keep the stock), 409 short. Answers one
 * taken line per requested line, in the basket's order.
 */
export async function takeStock(tx: Transaction, lines: readonly StockRequest[]): Promise<TakenLine[]> {
  const productIds = [...new Set(lines.map((line) => line.productId))].sort();
  const taken = new Map<StockRequest, TakenLine>();
  for (const productId of productIds) {
    const product = await lockProduct(tx, productId);
    const own = lines.filter((line) => line.productId === productId);
    const units = own.reduce((sum, line) => sum + line.quantity, 0);
    // Its size rows, and its one stock taken at once when it has none (undone with the transaction by a refusal).
    const [read] = await sizeRowsTakingUnits(tx).execute({
      id: productId,
      units,
      take: product.trackQuantity,
      backorder: product.allowBackorder,
    });
    const rows = read?.rows ?? [];
    const resolved = own.map((line) => ({ line, ...resolveLine(product, rows, line) }));
    if (product.trackQuantity) {
      if (rows.length > 0) await takeFromRows(tx, product, resolved);
      else if (!read?.taken) {
        // The product's one stock: the conditional UPDATE found too few units left.
        throw new HttpError(409, orderMessages.outOfStock(product.name, Math.max(read?.quantity ?? 0, 0)));
      }
    }
    for (const { line, size, color, row } of resolved) {
      taken.set(line, {
        productId: product.id,
        variantId: row?.id ?? null,
        name: product.name,
        sku: product.sku,
        sellerId: product.sellerId,
        priceCents: product.priceCents,
        image: product.mainImage ?? product.images[0]?.url ?? null,
        size,
        color,
        quantity: line.quantity,
        // A line no row keeps (a backorder of a size without stock of its own) has nothing to give back.
        reservedQuantity: product.trackQuantity && (row || rows.length === 0) ? line.quantity : 0,
      });
    }
  }
  return lines.map((line) => taken.get(line) as TakenLine);
}

/** Each size row its lines' units (rows in id order), then the product's total by as many. */
async function takeFromRows(
  tx: Transaction,
  product: ReservedProduct,
  resolved: readonly (ResolvedLine & { line: StockRequest })[],
): Promise<void> {
  let units = 0;
  const wanted = new Map<string, { row: SizeRow; units: number }>();
  for (const { row, line } of resolved) {
    if (!row) continue;
    const entry = wanted.get(row.id) ?? { row, units: 0 };
    entry.units += line.quantity;
    units += line.quantity;
    wanted.set(row.id, entry);
  }
  const rowsInOrder = [...wanted.values()].sort((a, b) => a.row.id.localeCompare(b.row.id));
  const last = rowsInOrder.at(-1);
  for (const { row, units: count } of rowsInOrder) {
    const values = { id: row.id, count, backorder: product.allowBackorder };
    // The last row's statement also takes the product's total, when that row's units were taken.
    const [updated] = await (row === last?.row
      ? rowAndTotalTaking(tx).execute({ ...values, productId: product.id, units })
      : rowTaking(tx).execute(values));
    if (!updated) {
      throw new HttpError(
        409,
        orderMessages.variantOutOfStock(
          product.name,
          variantLabel(row.value, row.color),
          Math.max(row.quantity, 0),
        ),
      );
    }
  }
  // No line kept by a row (backorders of sizes without one): the total is still written, by nothing.
  if (!last) await totalTaking(tx).execute({ productId: product.id, units });
}

/**
 * Gives back the units cancelled lines took: product by product in id order (the order reservations lock them in),
 * to the product's total and to each line's size row. A row the seller has removed since keeps nothing: the total is
 * then set back to the sum of the rows that remain, so it stays their sum.
 */
export async function giveBackStock(tx: Transaction, lines: readonly LineStock[]): Promise<void> {
  const byProduct = new Map<string, LineStock[]>();
  for (const line of lines) {
    if (line.reservedQuantity <= 0) continue;
    byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), line]);
  }
  for (const productId of [...byProduct.keys()].sort()) {
    const own = byProduct.get(productId) ?? [];
    const units = own.reduce((sum, line) => sum + line.reservedQuantity, 0);
    await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${units}` })
      .where(eq(products.id, productId));
    const perRow = new Map<string, number>();
    let unmatched = false;
    for (const line of own) {
      if (line.variantId)
        perRow.set(line.variantId, (perRow.get(line.variantId) ?? 0) + line.reservedQuantity);
      else unmatched = true;
    }
    for (const variantId of [...perRow.keys()].sort()) {
      const [row] = await tx
        .update(productVariants)
        .set({ quantity: sql`${productVariants.quantity} + ${perRow.get(variantId) ?? 0}` })
        .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
        .returning({ id: productVariants.id });
      if (!row) unmatched = true;
    }
    if (unmatched) await resumStock(tx, productId);
  }
}

/** products.quantity back to the sum of the product's size rows, when it has any. */
async function resumStock(tx: Transaction, productId: string): Promise<void> {
  await tx
    .update(products)
    .set({
      quantity: sql`coalesce((select sum(${productVariants.quantity})::int from ${productVariants}
        where ${productVariants.productId} = ${productId} and ${productVariants.type} = 'size'), ${products.quantity})`,
    })
    .where(eq(products.id, productId));
}

/** Counts paid units as sold (the storefront's popularity sort), product by product in id order. */
export async function countSold(
  tx: Transaction,
  lines: readonly { productId: string; quantity: number }[],
): Promise<void> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  for (const productId of [...units.keys()].sort()) {
    await tx
      .update(products)
      .set({ sold: sql`${products.sold} + ${units.get(productId) ?? 0}` })
      .where(eq(products.id, productId));
  }
}
