/** At most this many words reach the text search; the rest of a long query is ignored. */
export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * Turns what a shopper typed into a to_tsquery text for the `teranga_fr` configuration: letters and digits only (so
 * quotes, operators, SQL or HTML can never reach the query syntax), all words required. Accents, case, plurals and
 * feminines are the configuration's business (unaccent then French stemming). Whole words only: a prefix match
 * (`word:*`) costs the GIN index several times more on a large catalogue. Null when no word is left.
 */
export function toWordsQuery(term: string): string | null {
  const words = term.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = words.slice(0, MAX_SEARCH_WORDS).map((word) => word.slice(0, MAX_WORD_LENGTH));
  return kept.length > 0 ? kept.join(' & ') : null;
}
