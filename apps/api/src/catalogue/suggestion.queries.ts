import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { categories, products } from '../db/schema.js';
import type { ProductRow } from './product.mapper.js';
import { isPublic, productColumns } from './public-product.queries.js';
import { MAX_SEARCH_WORDS } from './search-query.js';

/** How many of each the header shows under the field (the contract's maxItems). */
export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 3;
/** Fewer letters than this match half the catalogue: no suggestion is better than a random one. */
export const MIN_SUGGESTION_LETTERS = 2;
const MAX_WORD_LENGTH = 40;

/** The words typed, letters and digits only (nothing else can reach the query syntax), at most 8 of 40 characters. */
export function suggestionWords(term: string): string[] {
  const words = term.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_SEARCH_WORDS).map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/**
 * A to_tsquery text where each typed word is a prefix of a word of the product's name (weight A of the search
 * document): « boub » finds « Boubou », « ethniq » finds « éthnique » (the `teranga_fr` configuration removes accents
 * and stems both sides). Whole-word search stays the results page's (search-query.ts).
 */
export const namePrefixQuery = (words: readonly string[]): string =>
  words.map((word) => `${word}:*A`).join(' & ');

/** LIKE's own characters taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Public products whose name starts words with the typed ones, best sellers first. */
export async function findSuggestedProducts(db: Database, words: readonly string[]): Promise<ProductRow[]> {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(
      and(isPublic, sql`${products.searchVector} @@ to_tsquery('teranga_fr', ${namePrefixQuery(words)})`),
    )
    .orderBy(desc(products.sold), desc(products.id))
    .limit(SUGGESTED_PRODUCTS);
}

/** Categories whose name contains the term, accents and case aside (a handful of rows: no index needed). */
export async function findSuggestedCategories(
  db: Database,
  term: string,
): Promise<{ slug: string; name: string }[]> {
  const pattern = `%${likeLiteral(term)}%`;
  return db
    .select({ slug: categories.slug, name: categories.name })
    .from(categories)
    .where(sql`unaccent(${categories.name}) ilike unaccent(${pattern})`)
    .orderBy(asc(categories.position), asc(categories.name))
    .limit(SUGGESTED_CATEGORIES);
}
