import { and, eq, type SQL } from 'drizzle-orm';
import { categories, products, productVariants } from '../db/schema.js';

/**
 * What makes a product public: active, and its seller neither refused nor suspended (products.seller_hidden, kept by
 * sellers/seller-status.queries.ts).
 */
export const isPublic = and(eq(products.status, 'active'), eq(products.sellerHidden, false)) as SQL;

/** Every column but the search document, and the category reference from a left join. */
export const productColumns = {
  id: products.id,
  sellerId: products.sellerId,
  categoryId: products.categoryId,
  subcategory: products.subcategory,
  name: products.name,
  slug: products.slug,
  description: products.description,
  shortDescription: products.shortDescription,
  priceCents: products.priceCents,
  comparePriceCents: products.comparePriceCents,
  costCents: products.costCents,
  sku: products.sku,
  brand: products.brand,
  origin: products.origin,
  status: products.status,
  featured: products.featured,
  isNew: products.isNew,
  tags: products.tags,
  features: products.features,
  material: products.material,
  careInstructions: products.careInstructions,
  sizes: products.sizes,
  colors: products.colors,
  mainImage: products.mainImage,
  images: products.images,
  trackQuantity: products.trackQuantity,
  quantity: products.quantity,
  lowStockThreshold: products.lowStockThreshold,
  allowBackorder: products.allowBackorder,
  weight: products.weight,
  shipping: products.shipping,
  seo: products.seo,
  ratingAverage: products.ratingAverage,
  ratingCount: products.ratingCount,
  sold: products.sold,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  category: { id: categories.id, name: categories.name, slug: categories.slug },
};

/** The columns of a product variant that the storefront and the seller's view read. */
export const variantColumns = {
  id: productVariants.id,
  type: productVariants.type,
  name: productVariants.name,
  value: productVariants.value,
  color: productVariants.color,
  colorHex: productVariants.colorHex,
  quantity: productVariants.quantity,
  reserved: productVariants.reserved,
  lowStockThreshold: productVariants.lowStockThreshold,
};
