import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { categories, customerAddresses, products, productVariants, users } from '../db/schema.js';
import { hashPassword } from '../identity/passwords.js';
import { demoCategories } from './catalogue-data.js';
import { type DemoAccount, demoAccounts, demoCustomerAddress } from './demo-accounts.js';
import { addDemoReviews } from './demo-reviews.js';
import { type GeneratedProduct, generateProduct } from './generate-products.js';
import { DEMO_NARROW_WIDTH, demoImageName } from './images/demo-image.js';
import { palettes, patternNames } from './images/patterns.js';

/** Enough for several pages in every collection, with every stock level, promotions and featured pieces. */
export const DEMO_PRODUCT_COUNT = 140;

type Executor = Pick<Database, 'select' | 'insert'>;

/** Creates the demo categories that are missing and returns every category id by slug. */
export async function ensureDemoCategories(db: Executor): Promise<Map<string, string>> {
  await db
    .insert(categories)
    .values(
      demoCategories.map((category, position) => ({
        name: category.name,
        slug: category.slug,
        description: category.description,
        featured: category.featured,
        position,
        // A category has one image (no srcset in the contract): the 400 px copy, the home page's first image on a
        // phone, where a slow line pays for every tile the browser fetches ahead of scrolling.
        image: `/api/media/${demoImageName({
          kind: category.tile,
          pattern: patternNames[position % patternNames.length]!,
          palette: (position * 3 + 1) % palettes.length,
          view: 1,
          width: DEMO_NARROW_WIDTH,
        })}`,
      })),
    )
    .onConflictDoNothing({ target: categories.slug });
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** A demo seller asked once, and staff's decision (if any) is the status it shows: the history staff would see. */
function demoSellerApplication(account: DemoAccount): Partial<typeof users.$inferInsert> {
  if (account.role !== 'seller') return {};
  const now = new Date();
  const decision =
    account.sellerStatus === 'approved' || account.sellerStatus === 'rejected' ? account.sellerStatus : null;
  return {
    sellerApplications: 1,
    sellerAppliedAt: now,
    ...(decision ? { sellerLastDecision: decision, sellerDecidedAt: now } : {}),
  };
}

/** Creates the demo accounts that are missing (by email) and returns their ids. */
export async function ensureDemoAccounts(db: Executor): Promise<Record<keyof typeof demoAccounts, string>> {
  const entries = Object.entries(demoAccounts) as [keyof typeof demoAccounts, DemoAccount][];
  const values = await Promise.all(
    entries.map(async ([, account]) => ({
      email: account.email,
      phone: account.phone,
      passwordHash: await hashPassword(account.password),
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
      sellerStatus: account.sellerStatus,
      ...demoSellerApplication(account),
      isEmailVerified: true,
      addresses: [
        {
          type: 'home',
          street: 'Rue 10, Point E',
          city: 'Dakar',
          region: 'Dakar',
          country: 'Sénégal',
          isDefault: true,
        },
      ],
    })),
  );
  await db.insert(users).values(values).onConflictDoNothing();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        entries.map(([, account]) => account.email),
      ),
    );
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  return Object.fromEntries(entries.map(([key, account]) => [key, idByEmail.get(account.email)!])) as Record<
    keyof typeof demoAccounts,
    string
  >;
}

/** Gives the demo customer their default delivery address, unless their book already holds one. */
export async function ensureDemoAddress(db: Executor, customerId: string): Promise<void> {
  const [held] = await db
    .select({ n: count() })
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, customerId));
  if ((held?.n ?? 0) > 0) return;
  await db.insert(customerAddresses).values({ ...demoCustomerAddress, userId: customerId, isDefault: true });
}

/** Inserts generated products (and their variants) in multi-row statements, a batch at a time. */
export async function insertGeneratedProducts(
  db: Executor,
  generated: GeneratedProduct[],
  batchSize = 500,
): Promise<void> {
  for (let start = 0; start < generated.length; start += batchSize) {
    const batch = generated.slice(start, start + batchSize);
    await db.insert(products).values(batch.map((item) => item.product));
    const variants = batch.flatMap((item) => item.variants);
    if (variants.length > 0) await db.insert(productVariants).values(variants);
  }
}

export interface SeedResult {
  seeded: boolean;
  products: number;
}

/**
 * Loads the demo shop (categories, accounts, products) into a database that has no product yet.
 * A database with any product is left untouched: the demo never writes over real data.
 */
export async function seedDemoShop(db: Database, now: Date = new Date()): Promise<SeedResult> {
  const [existing] = await db.select({ value: count() }).from(products);
  if ((existing?.value ?? 0) > 0) return { seeded: false, products: 0 };

  await db.transaction(async (tx) => {
    const categoryIds = await ensureDemoCategories(tx);
    const accounts = await ensureDemoAccounts(tx);
    await ensureDemoAddress(tx, accounts.customer);
    const usedSlugs = new Set<string>();
    const generated = Array.from({ length: DEMO_PRODUCT_COUNT }, (_, index) => {
      const item = generateProduct(index, {
        categoryIds,
        sellerId: accounts.seller,
        now,
        withVariants: true,
        numberedSlugs: false,
      });
      // Two pieces may share template, fabric and motif: the second gets a numbered slug.
      let slug = item.product.slug;
      for (let n = 2; usedSlugs.has(slug); n++) slug = `${item.product.slug}-${n}`;
      usedSlugs.add(slug);
      item.product.slug = slug;
      return item;
    });
    await insertGeneratedProducts(tx, generated, 100);
    // The generated ratings become demo reviews, and each product's rating is computed from them.
    await addDemoReviews(
      tx,
      generated.map(({ product }) => ({
        productId: product.id!,
        createdAt: product.createdAt ?? now,
        target: { count: product.ratingCount ?? 0, average: product.ratingAverage ?? 0 },
      })),
      now,
    );
  });
  return { seeded: true, products: DEMO_PRODUCT_COUNT };
}
