/**
 * The trimmed term, or undefined when there is nothing to search.
 * @example searchTerm('   '); // undefined
 */
export function searchTerm(raw: string | null | undefined): string | undefined {
  const term = (raw ?? '').trim();
  return term ? term : undefined;
}

/**
 * '/products?search=term' for a non-empty term, else undefined (the search is not submitted).
 * @example searchPath('bazin'); // '/products?search=bazin'
 */
export function searchPath(raw: string | null | undefined, category?: string): string | undefined {
  const term = searchTerm(raw);
  if (term === undefined) return undefined;
  // From a collection or category page the search stays inside it.
  const inCategory = category ? `&category=${encodeURIComponent(category)}` : '';
  return `/products?search=${encodeURIComponent(term)}${inCategory}`;
}
