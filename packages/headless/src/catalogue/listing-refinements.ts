import { XOF_PER_UNIT } from '../money/currency.js';

/**
 * The price range and size a shopper narrows a product list with. In the page's address they are whole francs CFA
 * (the shop's currency, what the cards show) under French names, so a shared link reads the same to everyone; the
 * API takes euros (the currency prices are kept in), converted here so that a product shown at 10 000 CFA is inside
 * « jusqu'à 10 000 CFA » and one shown at 10 001 CFA is not.
 */
export const REFINEMENT_PARAMS = { minCfa: 'prixMin', maxCfa: 'prixMax', size: 'taille' } as const;

/** The highest amount a field takes: beyond any price, and still exact as euros in cents. */
export const MAX_FILTER_CFA = 100_000_000;
/** The contract's longest size (openapi.yaml, `size` of /products). */
const MAX_SIZE_LENGTH = 20;

export interface ListingRefinements {
  /** whole francs CFA */
  minCfa?: number;
  maxCfa?: number;
  size?: string;
}

/** What the API's product lists take for a refinement (minPrice and maxPrice in euros). */
export interface RefinementQuery {
  minPrice?: number;
  maxPrice?: number;
  size?: string;
}

/**
 * A whole, non-negative number of francs from a field or an address; undefined for anything else.
 * @example parseCfa('15000'); // 15000
 * @example parseCfa('-5'); // undefined
 */
export function parseCfa(text: string | null | undefined): number | undefined {
  const digits = (text ?? '').replace(/[\s\u00a0\u202f]/g, '').replace(/CFA$/i, '');
  if (!/^\d{1,12}$/.test(digits)) return undefined;
  const value = Number(digits);
  return value <= MAX_FILTER_CFA ? value : undefined;
}

/**
 * The refinements an address holds; values that are not whole amounts or a plausible size are ignored.
 * @example const refinements = readRefinements(new URLSearchParams('?prixMin=5000&taille=M'));
 */
export function readRefinements(params: URLSearchParams): ListingRefinements {
  let minCfa = parseCfa(params.get(REFINEMENT_PARAMS.minCfa));
  let maxCfa = parseCfa(params.get(REFINEMENT_PARAMS.maxCfa));
  // A hand-written address with the bounds the wrong way round still means that range.
  if (minCfa !== undefined && maxCfa !== undefined && minCfa > maxCfa) [minCfa, maxCfa] = [maxCfa, minCfa];
  const size = params.get(REFINEMENT_PARAMS.size)?.trim();
  return {
    ...(minCfa !== undefined ? { minCfa } : {}),
    ...(maxCfa !== undefined ? { maxCfa } : {}),
    ...(size && size.length <= MAX_SIZE_LENGTH ? { size } : {}),
  };
}

/**
 * `params` with the refinements written in (absent ones removed); other parameters are kept.
 * @example setSearchParams(writeRefinements(searchParams, { ...refinements, size: 'L' }));
 */
export function writeRefinements(params: URLSearchParams, refinements: ListingRefinements): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof ListingRefinements, string | undefined> = {
    minCfa: refinements.minCfa === undefined ? undefined : String(refinements.minCfa),
    maxCfa: refinements.maxCfa === undefined ? undefined : String(refinements.maxCfa),
    size: refinements.size || undefined,
  };
  for (const key of Object.keys(REFINEMENT_PARAMS) as (keyof ListingRefinements)[]) {
    const value = values[key];
    if (value === undefined) next.delete(REFINEMENT_PARAMS[key]);
    else next.set(REFINEMENT_PARAMS[key], value);
  }
  return next;
}

/**
 * Whether a listing has a price range or a size chosen (show « reset filters »).
 * @example hasRefinements(readRefinements(searchParams)); // true with ?prixMin=5000
 */
export const hasRefinements = (refinements: ListingRefinements): boolean =>
  refinements.minCfa !== undefined || refinements.maxCfa !== undefined || Boolean(refinements.size);

const CFA_PER_EUR = XOF_PER_UNIT.EUR ?? 655;

/**
 * Euro cents are what products keep; a card shows round(cents × 6.55) francs. The smallest cents shown at `cfa` or
 * more, and the largest shown at `cfa` or less, in integers (100 × francs against 655 × cents) so no rounding slips.
 */
const lowestCentsShownFrom = (cfa: number): number => Math.max(0, Math.ceil((100 * cfa - 50) / CFA_PER_EUR));
const highestCentsShownUpTo = (cfa: number): number => Math.ceil((100 * cfa + 50) / CFA_PER_EUR) - 1;

/**
 * The API query for the refinements: bounds in euros, exactly the products whose CFA price shows inside them.
 * @example const { products } = await sdk.catalogue.products({ category: 'femme', ...refinementQuery(refinements) });
 */
export function refinementQuery(refinements: ListingRefinements): RefinementQuery {
  const { minCfa, maxCfa, size } = refinements;
  return {
    ...(minCfa !== undefined && minCfa > 0 ? { minPrice: lowestCentsShownFrom(minCfa) / 100 } : {}),
    ...(maxCfa !== undefined ? { maxPrice: Math.max(0, highestCentsShownUpTo(maxCfa)) / 100 } : {}),
    ...(size ? { size } : {}),
  };
}
