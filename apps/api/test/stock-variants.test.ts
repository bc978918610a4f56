import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { products, productVariants } from '../src/db/schema.js';
import { generateProduct } from '../src/demo/generate-products.js';
import { HttpError } from '../src/http/errors.js';
import { giveBackStock, type StockRequest, takeStock } from '../src/stock/stock.js';
import { createScratchDatabase } from './scratch-database.js';

// The stock module alone, in the checkout's transaction, on PGlite and on PostgreSQL (TEST_DATABASE_URL): the
// checkout over HTTP is orders-variant-stock.test.ts.

let handle: DatabaseHandle;
let db: Database;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  handle = await openDatabase({ databaseUrl: scratch?.url, dataDir: 'memory://' });
  db = handle.db;
  drop = scratch?.drop;
}, 60_000);
afterAll(async () => {
  await handle.close();
  await drop?.();
});

type Rows = Record<string, number> | { size: string; color?: string; quantity: number }[];

/** An active product whose sizes keep their own stock (the total is their sum), as the seller's form writes it. */
async function productWithSizes(
  rows: Rows,
  fields: Partial<typeof products.$inferInsert> = {},
): Promise<string> {
  const list = Array.isArray(rows)
    ? rows
    : Object.entries(rows).map(([size, quantity]) => ({ size, quantity, color: undefined }));
  const suffix = randomBytes(4).toString('hex');
  const [product] = await db
    .insert(products)
    .values({
      name: 'Boubou brodé',
      slug: `boubou-brode-${suffix}`,
      description: 'Boubou en bazin riche.',
      priceCents: 4590,
      status: 'active',
      sizes: [...new Set(list.map((row) => row.size))],
      colors: [
        { name: 'Rouge', hex: '#cc0000' },
        { name: 'Bleu', hex: '#0000cc' },
      ],
      quantity: list.reduce((sum, row) => sum + row.quantity, 0),
      ...fields,
    })
    .returning({ id: products.id });
  const id = product!.id;
  if (list.length > 0) {
    await db.insert(productVariants).values(
      list.map((row) => ({
        productId: id,
        type: 'size' as const,
        value: row.size,
        color: row.color ?? null,
        quantity: row.quantity,
      })),
    );
  }
  // Swatches keep no stock.
  await db.insert(productVariants).values({ productId: id, type: 'color', name: 'Couleur', value: 'Rouge' });
  return id;
}

async function stock(productId: string) {
  const [product] = await db
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, productId));
  const rows = await db
    .select({ size: productVariants.value, color: productVariants.color, quantity: productVariants.quantity })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.type, 'size')))
    .orderBy(asc(productVariants.id));
  const sizes: Record<string, number> = {};
  for (const row of rows) {
    sizes[row.color ? `${row.size}/${row.color}` : row.size] = row.quantity;
  }
  return { total: product!.quantity, sizes };
}

const checkout = (lines: StockRequest[]) => db.transaction((tx) => takeStock(tx, lines));

/** The refusal a checkout answers (status and French message), or undefined when it passed. */
async function refusal(lines: StockRequest[]): Promise<{ status: number; message: string } | undefined> {
  try {
    await checkout(lines);
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
}

describe('taking the stock of a size', () => {
  it('sells exactly 5 of a size with stock 5 to 30 buyers at once, never below 0', async () => {
    const productId = await productWithSizes({ S: 4, M: 5, L: 2 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, () => checkout([{ productId, quantity: 1, size: 'M' }])),
    );
    const sold = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(sold).toHaveLength(5);
    expect(refused).toHaveLength(25);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(HttpError);
      expect((reason as HttpError).statusCode).toBe(409);
      expect((reason as HttpError).message).toBe('Stock insuffisant pour « Boubou brodé » (M) : épuisé');
    }
    expect(await stock(productId)).toEqual({ total: 6, sizes: { S: 4, M: 0, L: 2 } });
  });

  it('answers each line with the variant it took, the size as the product spells it, lines of one size adding up', async () => {
    const productId = await productWithSizes({ S: 4, M: 5 });
    const taken = await checkout([
      { productId, quantity: 2, size: ' m ', color: 'rouge' },
      { productId, quantity: 3, size: 'M', color: 'Bleu' },
      { productId, quantity: 1, size: 'S' },
    ]);
    const rows = await db
      .select({ id: productVariants.id, value: productVariants.value })
      .from(productVariants)
      .where(eq(productVariants.productId, productId));
    const idOf = (size: string) => rows.find((row) => row.value === size)?.id;
    expect(
      taken.map(({ variantId, size, color, quantity, reservedQuantity }) => [
        variantId,
        size,
        color,
        quantity,
        reservedQuantity,
      ]),
    ).toEqual([
      [idOf('M'), 'M', 'Rouge', 2, 2],
      [idOf('M'), 'M', 'Bleu', 3, 3],
      [idOf('S'), 'S', null, 1, 1],
    ]);
    expect(await stock(productId)).toEqual({ total: 3, sizes: { S: 3, M: 0 } });
    // One more M is one too many for the whole basket: nothing is taken.
    expect(
      await refusal([
        { productId, quantity: 1, size: 'S' },
        { productId, quantity: 1, size: 'M' },
      ]),
    ).toEqual({ status: 409, message: 'Stock insuffisant pour « Boubou brodé » (M) : épuisé' });
    expect(await stock(productId)).toEqual({ total: 3, sizes: { S: 3, M: 0 } });
  });

  it('refuses in French a size or a colour the product does not offer', async () => {
    const productId = await productWithSizes({ S: 4, M: 5 });
    expect(await refusal([{ productId, quantity: 1, size: 'XXL' }])).toEqual({
      status: 400,
      message: 'La taille « XXL » n’existe pas pour « Boubou brodé »',
    });
    expect(await refusal([{ productId, quantity: 1, size: 'M', color: 'Vert' }])).toEqual({
      status: 400,
      message: 'La couleur « Vert » n’existe pas pour « Boubou brodé »',
    });
    // A product without sizes keeps one stock and still refuses a size or colour it does not offer.
    const single = await productWithSizes([], { quantity: 3, sizes: ['Unique'] });
    expect(await refusal([{ productId: single, quantity: 1, size: 'M' }])).toEqual({
      status: 400,
      message: 'La taille « M » n’existe pas pour « Boubou brodé »',
    });
    expect(await stock(productId)).toEqual({ total: 9, sizes: { S: 4, M: 5 } });
  });

  it('refuses a sold-out size, and a product whose sizes are all sold out, while the other sizes sell', async () => {
    const productId = await productWithSizes({ S: 2, M: 0 });
    expect(await refusal([{ productId, quantity: 1, size: 'M' }])).toEqual({
      status: 409,
      message: 'Stock insuffisant pour « Boubou brodé » (M) : épuisé',
    });
    expect(await refusal([{ productId, quantity: 3, size: 'S' }])).toEqual({
      status: 409,
      message: 'Stock insuffisant pour « Boubou brodé » (S) : 2 disponibles',
    });
    await checkout([{ productId, quantity: 2, size: 'S' }]);
    expect(await stock(productId)).toEqual({ total: 0, sizes: { S: 0, M: 0 } });
    expect(await refusal([{ productId, quantity: 1, size: 'S' }])).toMatchObject({ status: 409 });
  });

  it('takes a size × colour from its own row first, else from the size for every colour', async () => {
    const productId = await productWithSizes([
      { size: 'M', color: 'Rouge', quantity: 1 },
      { size: 'M', quantity: 4 },
      { size: 'L', color: 'Bleu', quantity: 2 },
    ]);
    await checkout([{ productId, quantity: 1, size: 'M', color: 'Rouge' }]);
    expect(await refusal([{ productId, quantity: 1, size: 'M', color: 'Rouge' }])).toEqual({
      status: 409,
      message: 'Stock insuffisant pour « Boubou brodé » (M, Rouge) : épuisé',
    });
    const [blue] = await checkout([{ productId, quantity: 2, size: 'M', color: 'Bleu' }]);
    expect(blue?.color).toBe('Bleu');
    // No colour sent: L has one row, Bleu, which the line then names.
    const [large] = await checkout([{ productId, quantity: 1, size: 'L' }]);
    expect(large?.color).toBe('Bleu');
    // L in red is kept by no row: nothing to sell.
    expect(await refusal([{ productId, quantity: 1, size: 'L', color: 'Rouge' }])).toEqual({
      status: 409,
      message: 'Stock insuffisant pour « Boubou brodé » (L, Rouge) : épuisé',
    });
    expect(await stock(productId)).toEqual({ total: 3, sizes: { 'M/Rouge': 0, M: 2, 'L/Bleu': 1 } });
  });

  it('keeps one stock for a product without sizes; backorders and untracked stock always pass', async () => {
    const single = await productWithSizes([], { quantity: 2, sizes: [], colors: [] });
    expect(await refusal([{ productId: single, quantity: 3 }])).toEqual({
      status: 409,
      message: 'Stock insuffisant pour « Boubou brodé » : 2 disponibles',
    });
    const [line] = await checkout([{ productId: single, quantity: 2, size: 'M' }]);
    expect(line).toMatchObject({ variantId: null, size: 'M', reservedQuantity: 2 });
    expect((await stock(single)).total).toBe(0);

    const backorder = await productWithSizes({ S: 1 }, { allowBackorder: true });
    await checkout([{ productId: backorder, quantity: 3, size: 'S' }]);
    expect(await stock(backorder)).toEqual({ total: -2, sizes: { S: -2 } });

    const untracked = await productWithSizes({ S: 0 }, { trackQuantity: false });
    const [free] = await checkout([{ productId: untracked, quantity: 5, size: 'S' }]);
    expect(free?.reservedQuantity).toBe(0);
    expect(await stock(untracked)).toEqual({ total: 0, sizes: { S: 0 } });
  });

  it('sells an offered size that no row keeps only when the product sells past its stock', async () => {
    const tracked = await productWithSizes({ S: 2 }, { sizes: ['S', 'L'] });
    expect(await refusal([{ productId: tracked, quantity: 1, size: 'L' }])).toEqual({
      status: 409,
      message: 'Stock insuffisant pour « Boubou brodé » (L) : épuisé',
    });
    const backorder = await productWithSizes({ S: 2 }, { sizes: ['S', 'L'], allowBackorder: true });
    const [line] = await checkout([{ productId: backorder, quantity: 1, size: 'L' }]);
    expect(line).toMatchObject({ variantId: null, size: 'L', reservedQuantity: 0 });
    expect(await stock(backorder)).toEqual({ total: 2, sizes: { S: 2 } });
  });

  it('refuses a product not for sale with a 404', async () => {
    const draft = await productWithSizes({ S: 3 }, { status: 'draft', name: 'Brouillon' });
    expect(await refusal([{ productId: draft, quantity: 1, size: 'S' }])).toEqual({
      status: 404,
      message: 'Produit indisponible : Brouillon',
    });
  });
});

describe('giving the stock back', () => {
  it('gives each cancelled line back to its size and to the product total', async () => {
    const productId = await productWithSizes({ S: 3, M: 5 });
    const plain = await productWithSizes([], { quantity: 4, sizes: [], colors: [] });
    const taken = await checkout([
      { productId, quantity: 2, size: 'S' },
      { productId, quantity: 4, size: 'M' },
      { productId, quantity: 1, size: 'M' },
      { productId: plain, quantity: 3 },
    ]);
    expect(await stock(productId)).toEqual({ total: 1, sizes: { S: 1, M: 0 } });
    await db.transaction((tx) => giveBackStock(tx, taken));
    expect(await stock(productId)).toEqual({ total: 8, sizes: { S: 3, M: 5 } });
    expect((await stock(plain)).total).toBe(4);
  });

  it('keeps the total the sum of the sizes when the seller removed a size since', async () => {
    const productId = await productWithSizes({ S: 3, M: 5 });
    const taken = await checkout([{ productId, quantity: 2, size: 'S' }]);
    await db.delete(productVariants).where(eq(productVariants.id, taken[0]!.variantId!));
    await db.transaction((tx) => giveBackStock(tx, taken));
    expect(await stock(productId)).toEqual({ total: 5, sizes: { M: 5 } });
  });
});

describe('the demo catalogue', () => {
  it('keeps each product total the sum of its sizes, and shows sold-out sizes beside sizes in stock', () => {
    const generated = Array.from({ length: 40 }, (_, index) =>
      generateProduct(index, {
        categoryIds: new Map(),
        sellerId: null,
        now: new Date('2026-11-01T00:00:00Z'),
        withVariants: true,
        numberedSlugs: false,
      }),
    );
    const partlySoldOut = generated.filter(({ product, variants }) => {
      const sizes = variants.filter((variant) => variant.type === 'size');
      expect(sizes.reduce((sum, variant) => sum + (variant.quantity ?? 0), 0)).toBe(product.quantity);
      return (
        product.status === 'active' &&
        sizes.some((variant) => variant.quantity === 0) &&
        sizes.some((variant) => (variant.quantity ?? 0) > 0)
      );
    });
    expect(partlySoldOut.length).toBeGreaterThan(3);
  });
});
