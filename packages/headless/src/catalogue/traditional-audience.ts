/**
 * Who a traditional outfit is for. One list for the /traditionnelle tabs, the demo catalogue and the seller form's tag
 * suggestions: a product belongs to a tab when one of its tags is that audience.
 */
export const TRADITIONAL_AUDIENCES = ['femme', 'homme', 'enfant', 'famille'] as const;

export type TraditionalAudience = (typeof TRADITIONAL_AUDIENCES)[number];

/** Tags a seller may have written in the plural or with capitals still count ('Femmes' is femme). */
const normalise = (tag: string): string => tag.trim().toLowerCase().replace(/s$/, '');

/**
 * The audiences a product's tags name, in the list's order.
 * @example productAudiences({ tags: ['homme', 'enfant', 'wax'] }); // ['homme', 'enfant']
 */
export function productAudiences(product: { tags?: readonly string[] | null }): TraditionalAudience[] {
  const tags = new Set((product.tags ?? []).map(normalise));
  return TRADITIONAL_AUDIENCES.filter((audience) => tags.has(audience));
}

/**
 * Whether a product shows under a tab ('all' shows everything).
 * @example const shown = products.filter((product) => isForAudience(product, 'femme'));
 */
export const isForAudience = (
  product: { tags?: readonly string[] | null },
  audience: TraditionalAudience | 'all',
): boolean => audience === 'all' || productAudiences(product).includes(audience);
