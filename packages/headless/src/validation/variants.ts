import { fill } from '@teranga/messages/format';
import { sellerFormMessages } from '@teranga/messages/seller';

/** A variant row as the form holds it (stock as typed) or as a body sends it (stock as a number). */
export interface VariantDraft {
  type: string;
  value?: string | null | undefined;
  /** the colour a size row keeps the stock of (none: every colour) */
  color?: string | null | undefined;
  stock?: number | string | null | undefined;
  inventory?: { quantity?: number | null | undefined } | null | undefined;
}

export interface VariantProblem {
  /** the row's place in the list, from 0 */
  index: number;
  field: 'value' | 'stock';
  message: string;
}

const m = sellerFormMessages.variants;

/** A body's text as sent (the API runs these rules on bodies the schema has not checked yet). */
const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);

/** An empty stock is the document's default (0); anything else must be a whole number, 0 or more. */
function stockIsValid(stock: VariantDraft['stock']): boolean {
  if (stock === undefined || stock === null) return true;
  if (typeof stock === 'string' && stock.trim() === '') return true;
  const units = typeof stock === 'number' ? stock : Number(textOf(stock).trim());
  return Number.isInteger(units) && units >= 0;
}

/**
 * What names a variant: its type, its value and, for a size, the colour it keeps (case and spaces aside).
 * @example const duplicate = variants.filter((v) => variantKey(v) === variantKey(row)).length > 1;
 */
export const variantKey = (variant: Pick<VariantDraft, 'type' | 'value' | 'color'>): string =>
  [variant.type, textOf(variant.value).trim(), variant.type === 'size' ? textOf(variant.color).trim() : '']
    .join('|')
    .toLocaleLowerCase('fr');

/**
 * The variant rows' rules, the form's and the server's: each row has a value (a row left empty is said, never
 * dropped), a stock that is a whole number of 0 or more, and no row repeats another (same type, value and colour).
 * @example const problems = variantProblems(variants); // empty: every row is valid
 */
export function variantProblems(variants: readonly VariantDraft[]): VariantProblem[] {
  const problems: VariantProblem[] = [];
  const seen = new Set<string>();
  variants.forEach((variant, index) => {
    if (textOf(variant.value).trim() === '') {
      problems.push({ index, field: 'value', message: m.valueRequired });
    } else {
      const key = variantKey(variant);
      if (seen.has(key)) problems.push({ index, field: 'value', message: m.duplicate });
      seen.add(key);
    }
    if (!stockIsValid(variant.stock ?? variant.inventory?.quantity)) {
      problems.push({ index, field: 'stock', message: m.stockInvalid });
    }
  });
  return problems;
}

/**
 * The problems as a toast and the API list them: 'Variante 2 : Valeur requise'.
 * @example variantRefusals(variants); // ['Variante 2 : Valeur requise']
 */
export const variantRefusals = (variants: readonly VariantDraft[]): string[] =>
  variantProblems(variants).map(({ index, message }) => fill(m.row, { number: String(index + 1), message }));
