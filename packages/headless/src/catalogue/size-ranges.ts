/**
 * The sizes the shop knows, by kind: what a listing filters by and which size guide a product page offers. Apart from
 * the listing's refinements so that a product page carries these few lines without the filters' code.
 */

/** Adult clothing sizes (the size guide's table), children's by age, shoes by European size. */
export const ADULT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const CHILD_SIZES = ['2 ans', '4 ans', '6 ans', '8 ans', '10 ans', '12 ans'] as const;
export const SHOE_SIZES = ['37', '38', '39', '40', '41', '42', '43', '44'] as const;

/** Categories whose products have no clothing size (no size filter, no size guide). */
export const SIZELESS_CATEGORIES: ReadonlySet<string> = new Set(['accessoires', 'bijoux']);

/**
 * The sizes a list of this category offers to filter by; none for accessories and jewellery.
 * @example const sizes = sizeChoices('robes'); // sizes to filter the list by
 */
export function sizeChoices(categorySlug?: string): readonly string[] {
  if (categorySlug && SIZELESS_CATEGORIES.has(categorySlug)) return [];
  if (categorySlug === 'enfant') return CHILD_SIZES;
  if (categorySlug === 'chaussures') return SHOE_SIZES;
  return ADULT_SIZES;
}

export type SizeGuideKind = 'adult' | 'child';

const CHILD_SIZE_SET: ReadonlySet<string> = new Set(CHILD_SIZES);
const ADULT_SIZE_SET: ReadonlySet<string> = new Set(ADULT_SIZES);

/**
 * Which size guide a product page offers: children's sizes by age, adults' by letter; none for a product with
 * neither (shoes, one size, jewellery) or of a category that has no clothing sizes.
 * @example const guide = sizeGuideKind(product); // 'adult', 'child' or undefined
 */
export function sizeGuideKind(product: {
  sizes?: readonly string[] | null;
  category?: { slug?: string | null } | null;
}): SizeGuideKind | undefined {
  const slug = product.category?.slug;
  if (slug && SIZELESS_CATEGORIES.has(slug)) return undefined;
  const sizes = product.sizes ?? [];
  if (sizes.some((size) => CHILD_SIZE_SET.has(size))) return 'child';
  if (sizes.some((size) => ADULT_SIZE_SET.has(size.toUpperCase()))) return 'adult';
  return undefined;
}
