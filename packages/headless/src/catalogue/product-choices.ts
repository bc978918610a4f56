/**
 * What a shopper must choose before a product goes into the cart: its size and its colour when it offers several.
 * Nothing is chosen for them (the shop once took the first size, and a shopper who never picked got XS); an option
 * that is the product's only one is no choice, and stays taken.
 */

/** A choice made on the product page, in the page's order. */
export type ProductChoice = 'color' | 'size';

/** The product fields the rule reads (lists and the product page both carry them). */
export interface ChoiceSource {
  sizes?: readonly string[] | null;
  colors?: ReadonlyArray<{ name: string }> | null;
}

export interface ChosenOptions {
  size?: string | undefined;
  color?: string | undefined;
}

const sizeNames = (product: ChoiceSource): readonly string[] => product.sizes ?? [];
const colorNames = (product: ChoiceSource): string[] => (product.colors ?? []).map((color) => color.name);

/** The only option of a list, taken from the start; none when there are several (the shopper decides). */
const onlyOne = (options: readonly string[]): string | undefined =>
  options.length === 1 ? options[0] : undefined;

/**
 * What the page shows as chosen before the shopper picks anything: the product's only size and only colour.
 * @example const [chosen, setChosen] = useState(() => choicesAtStart(product));
 */
export function choicesAtStart(product: ChoiceSource): ChosenOptions {
  return { size: onlyOne(sizeNames(product)), color: onlyOne(colorNames(product)) };
}

/**
 * The choices still to make before adding, colour then size (the page's order); empty when the line can be added.
 * A value the product does not offer counts as not chosen.
 * @example const missing = missingChoices(product, { size: 'M' }); // ['color'] when a colour is still to pick
 */
export function missingChoices(product: ChoiceSource, chosen: ChosenOptions): ProductChoice[] {
  const missing: ProductChoice[] = [];
  const colors = colorNames(product);
  if (colors.length > 0 && !(chosen.color && colors.includes(chosen.color))) missing.push('color');
  const sizes = sizeNames(product);
  if (sizes.length > 0 && !(chosen.size && sizes.includes(chosen.size))) missing.push('size');
  return missing;
}

/**
 * A list card cannot ask: a product with a size or a colour to choose is opened rather than added from the card.
 * @example const action = needsChoiceBeforeAdding(product) ? 'open' : 'add';
 */
export const needsChoiceBeforeAdding = (product: ChoiceSource): boolean =>
  missingChoices(product, choicesAtStart(product)).length > 0;
