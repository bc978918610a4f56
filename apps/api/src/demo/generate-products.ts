import type { products, productVariants } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { slugify } from '../lib/slugify.js';
import {
  brands,
  closings,
  colors,
  type DemoColor,
  fabrics,
  type GarmentTemplate,
  garments,
  motifs,
} from './catalogue-data.js';
import {
  DEMO_IMAGE_HEIGHT,
  DEMO_IMAGE_WIDTH,
  DEMO_VIEWS,
  demoImageName,
  demoImageSrcset,
} from './images/demo-image.js';
import { palettes, patternNames } from './images/patterns.js';

export type ProductInsert = typeof products.$inferInsert;
export type VariantInsert = typeof productVariants.$inferInsert;

export interface GeneratedProduct {
  product: ProductInsert;
  variants: VariantInsert[];
}

export interface GenerateOptions {
  /** Category id by slug (every slug of catalogue-data.ts). */
  categoryIds: ReadonlyMap<string, string>;
  sellerId: string | null;
  /** The newest product is dated `now`; older ones go back about 17 hours each. */
  now: Date;
  /** Size variants with their own stock (the demo shop); the benchmark generator skips them. */
  withVariants: boolean;
  /** Benchmarks number every slug to keep millions of them unique; the demo shop keeps clean slugs. */
  numberedSlugs: boolean;
}

/** Small, fast and deterministic (mulberry32): the same index always gives the same product. */
function randomFor(index: number): () => number {
  let state = (index + 1) * 0x9e3779b1;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: () => number, min: number, max: number): number =>
  Math.floor(min + random() * (max - min + 1));

/** Ten stock situations in turn, so every page of the demo shows each of them. */
type StockLevel = 'in-stock' | 'low' | 'out' | 'untracked' | 'backorder';
const STOCK_CYCLE: readonly StockLevel[] = [
  'in-stock',
  'in-stock',
  'low',
  'in-stock',
  'out',
  'in-stock',
  'untracked',
  'in-stock',
  'low',
  'backorder',
];

function stockFor(level: StockLevel, random: () => number) {
  switch (level) {
    case 'in-stock':
      return { trackQuantity: true, quantity: between(random, 12, 80), allowBackorder: false };
    case 'low':
      return { trackQuantity: true, quantity: between(random, 1, 9), allowBackorder: false };
    case 'out':
      return { trackQuantity: true, quantity: 0, allowBackorder: false };
    case 'untracked':
      return { trackQuantity: false, quantity: 0, allowBackorder: false };
    case 'backorder':
      return { trackQuantity: true, quantity: 0, allowBackorder: true };
    default:
      return level satisfies never;
  }
}

/** Status of the index-th product: a few drafts and archived pieces prove that only active ones are public. */
export function demoStatus(index: number): 'active' | 'draft' | 'archived' {
  if (index % 37 === 36) return 'draft';
  if (index % 53 === 52) return 'archived';
  return 'active';
}

const WORN = new Set(['bijoux', 'chaussures']);

function productName(template: GarmentTemplate, fabricName: string, motif: string): string {
  // Jewellery and shoes carry their material in the description; their names stay short.
  return WORN.has(template.category)
    ? `${template.name} « ${motif} »`
    : `${template.name} en ${fabricName} « ${motif} »`;
}

function skuFor(template: GarmentTemplate, index: number): string {
  const category = template.category.slice(0, 3).toUpperCase();
  const word = slugify(template.name).replace(/-/g, '').slice(0, 6).toUpperCase();
  return `${category}-${word}-${String(index + 1).padStart(6, '0')}`;
}

/** The index-th product of the generated catalogue. */
export function generateProduct(index: number, options: GenerateOptions): GeneratedProduct {
  const random = randomFor(index);
  const template = garments[index % garments.length]!;
  const fabricKey = pick(random, template.fabrics);
  const fabric = fabrics[fabricKey];
  const motif = motifs[(index * 5 + Math.floor(index / garments.length)) % motifs.length]!;
  const name = productName(template, fabric.name, motif.name);
  const id = newId(new Date(options.now.getTime() - index * 61_000));
  const baseSlug = slugify(name);
  const slug = options.numberedSlugs ? `${baseSlug}-${index + 1}` : baseSlug;

  const euros = between(random, template.price[0], template.price[1]);
  const priceCents = euros * 100 + (random() < 0.5 ? 90 : 0);
  const onSale = index % 4 === 3;
  const comparePriceCents = onSale
    ? Math.round((priceCents * (1.2 + random() * 0.25)) / 100) * 100 + 90
    : null;

  const level = STOCK_CYCLE[index % STOCK_CYCLE.length]!;
  const stock = stockFor(level, random);
  const featured = index % 7 === 0;
  const isNew = index % 5 === 1;
  const ratingCount = random() < 0.12 ? 0 : between(random, 1, 160);
  const ratingAverage = ratingCount === 0 ? 0 : Math.round((3.4 + random() * 1.6) * 10) / 10;
  const sold = random() < 0.3 ? between(random, 0, 10) : between(random, 11, 320);

  const productColors: DemoColor[] = [];
  const colorCount = between(random, 1, 3);
  for (let i = 0; i < colorCount; i++) {
    const color = pick(random, colors);
    if (!productColors.includes(color)) productColors.push(color);
  }
  const sizes = [...template.sizes];

  const pattern = patternNames[(index + Math.floor(index / 7)) % patternNames.length]!;
  const palette = (index * 3) % palettes.length;
  const viewAlt = ['vue de face', 'détail du tissu', 'autre vue'];
  const images = DEMO_VIEWS.map((view, i) => {
    const spec = { kind: template.silhouette, pattern, palette, view };
    return {
      url: `/api/media/${demoImageName(spec)}`,
      // Phones' cards (two across) take the 400 px copy, as they would an upload's.
      srcset: demoImageSrcset(spec),
      width: DEMO_IMAGE_WIDTH,
      height: DEMO_IMAGE_HEIGHT,
      alt: `${name} – ${viewAlt[i]}`,
    };
  });

  const tags = [fabric.tag, slugify(template.subcategory).replace(/-/g, ' '), ...(template.audiences ?? [])];
  if (isNew) tags.push('nouveau');
  if (onSale) tags.push('promo');
  if (index % 3 === 0) tags.push('fait main');

  const description = [
    template.pitch,
    `Pièce taillée dans ${fabric.phrase}.`,
    motif.story,
    fabric.feel,
    pick(random, closings),
  ].join(' ');
  const shortDescription = `${template.short}, ${WORN.has(template.category) ? fabric.name : `en ${fabric.name}`}.`;
  const [length, width, height] = template.dimensionsCm;
  const createdAt = new Date(options.now.getTime() - index * 17 * 3600_000 - between(random, 0, 3599) * 1000);

  const product: ProductInsert = {
    id,
    sellerId: options.sellerId,
    categoryId: options.categoryIds.get(template.category) ?? null,
    subcategory: template.subcategory,
    name,
    slug,
    description,
    shortDescription,
    priceCents,
    comparePriceCents,
    costCents: Math.round(priceCents * 0.45),
    sku: skuFor(template, index),
    brand: brands[index % brands.length]!,
    origin: fabric.origin,
    status: demoStatus(index),
    featured,
    isNew,
    tags,
    features: template.features,
    material: fabric.material,
    careInstructions: fabric.care,
    sizes,
    colors: productColors,
    mainImage: images[0]!.url,
    images,
    trackQuantity: stock.trackQuantity,
    quantity: stock.quantity,
    lowStockThreshold: 10,
    allowBackorder: stock.allowBackorder,
    weight: template.weightKg,
    shipping: {
      weight: template.weightKg,
      dimensions: { length, width, height, unit: 'cm' },
      freeShippingMinimum: 100,
      estimatedDays: { min: 2, max: fabric.origin === 'Sénégal' ? 5 : 9 },
    },
    seo: {
      metaTitle: `${name} | Teranga`.slice(0, 60),
      metaDescription: `${shortDescription} ${template.pitch}`.slice(0, 160),
      keywords: tags.slice(0, 5),
    },
    ratingAverage,
    ratingCount,
    sold,
    createdAt,
    updatedAt: createdAt,
  };

  const variants: VariantInsert[] = [];
  if (options.withVariants) {
    // The product's stock spread over its sizes (each size keeps its own, their sum is the product's quantity). A
    // product with few units left has them in its first size only, so the shop always shows sold-out sizes beside a
    // size in stock (the one its page chooses first).
    const stocked = level === 'low' ? 1 : sizes.length;
    const perSize = Math.floor(stock.quantity / stocked);
    sizes.forEach((size, i) => {
      const rest = i === 0 ? stock.quantity - perSize * stocked : 0;
      const quantity = i < stocked ? perSize + rest : 0;
      variants.push({ productId: id, type: 'size', name: 'Taille', value: size, quantity });
    });
    for (const color of productColors) {
      variants.push({
        productId: id,
        type: 'color',
        name: 'Couleur',
        value: color.name,
        colorHex: color.hex,
      });
    }
  }
  return { product, variants };
}
