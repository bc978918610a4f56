/**
 * The trimmed term, or undefined when there is nothing to search.
 * @example searchTerm('   '); // undefined
 */
export function searchTerm(raw: string | null | undefined): string | undefined {
  const term = (raw ?? '').trim();
  return term ? term : undefined;
}
