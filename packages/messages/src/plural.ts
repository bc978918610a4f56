// French plural categories come from the platform's CLDR data (Intl.PluralRules), never from a hand-made `n > 1`:
// in fr-FR, 0 and 1 are both singular ("0 article", "1 article", "2 articles").
/** The locale of every number Teranga writes. */
export const LOCALE = 'fr-FR';
const frenchPlurals = new Intl.PluralRules(LOCALE);
const frenchNumbers = new Intl.NumberFormat(LOCALE);

/** A text in the forms French needs: `one` (0 and 1) and `other`. `{count}` is replaced by the formatted number. */
export interface PluralText {
  one: string;
  other: string;
}

/** Picks the form of `text` that `count` takes in French and writes the number in fr-FR ("1 234 articles"). */
export function plural(text: PluralText, count: number): string {
  const form = frenchPlurals.select(count) === 'one' ? text.one : text.other;
  return form.replaceAll('{count}', frenchNumbers.format(count));
}

/** Replaces each `{name}` of a catalogue text by its value (numbers in fr-FR). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? frenchNumbers.format(value) : value;
  });
}
