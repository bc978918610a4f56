/** The trimmed term, or undefined when there is nothing to search. */
export function searchTerm(raw: string | null | undefined): string | undefined {
  const term = (raw ?? '').trim();
  return term ? term : undefined;
}

/** '/products?search=term' for a non-empty term, else undefined (the search is not submitted). */
export function searchPath(raw: string | null | undefined): string | undefined {
  const term = searchTerm(raw);
  return term === undefined ? undefined : `/products?search=${encodeURIComponent(term)}`;
}
