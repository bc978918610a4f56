import { productFormMessages } from '@teranga/messages/seller';
import { isBlank } from './result.js';

export const DESCRIPTION_MIN_LENGTH = 10;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const SKU_MIN_LENGTH = 3;
export const SEO_TITLE_MAX_LENGTH = 60;
export const SEO_DESCRIPTION_MAX_LENGTH = 160;
export const MAX_PRODUCT_IMAGES = 10;

export interface ProductDraft {
  name?: string | null | undefined;
  description?: string | null | undefined;
  price?: number | string | null | undefined;
  comparePrice?: number | string | null | undefined;
  sku?: string | null | undefined;
  category?: string | { _id?: string; id?: string } | null | undefined;
}

export type ProductField = 'name' | 'description' | 'price' | 'sku' | 'category' | 'comparePrice';

export interface ProductValidation {
  valid: boolean;
  errors: Partial<Record<ProductField, string>>;
  /** Every message in the form's order. */
  messages: string[];
  /** The toast title, `productFormMessages.validationTitle`. */
  title: string;
  /** The messages joined with commas, as the toast shows them. */
  summary: string;
}

const toNumber = (value: number | string | null | undefined): number =>
  value === null || value === undefined || value === '' ? Number.NaN : Number(value);

const hasCategory = (category: ProductDraft['category']): boolean =>
  typeof category === 'string' ? category.trim() !== '' : Boolean(category && (category._id || category.id));

/**
 * The creation form's client-side rules (seller document, section 5).
 * @example const validation = validateProductCreate(draft);
 */
export function validateProductCreate(draft: ProductDraft): ProductValidation {
  const m = productFormMessages;
  const errors: Partial<Record<ProductField, string>> = {};
  const description = (draft.description ?? '').trim();
  const price = toNumber(draft.price);
  const sku = (draft.sku ?? '').trim();

  if (isBlank(draft.name)) errors.name = m.nameRequired;
  if (!description) errors.description = m.descriptionRequired;
  else if (description.length < DESCRIPTION_MIN_LENGTH) errors.description = m.descriptionTooShort;
  else if (description.length > DESCRIPTION_MAX_LENGTH) errors.description = m.descriptionTooLong;
  if (!(price > 0)) errors.price = m.priceRequired;
  if (!sku) errors.sku = m.skuRequired;
  else if (sku.length < SKU_MIN_LENGTH) errors.sku = m.skuTooShort;
  if (!hasCategory(draft.category)) errors.category = m.categoryRequired;
  const comparePriceError = comparePriceRefusal(price, draft.comparePrice);
  if (comparePriceError) errors.comparePrice = comparePriceError;

  const list = (['name', 'description', 'price', 'sku', 'category', 'comparePrice'] as const)
    .map((field) => errors[field])
    .filter((message): message is string => message !== undefined);
  return {
    valid: list.length === 0,
    errors,
    messages: list,
    title: m.validationTitle,
    summary: list.join(', '),
  };
}

/**
 * `productFormMessages.comparePriceTooLow` when a compare price is set and not above the price. A compare price of 0
 * or an empty input counts as "not set", as on the form. The server applies it to every create and to the result of an edit.
 * @example const error = comparePriceRefusal(45.9, 40); // the compare price must be above the price
 */
export function comparePriceRefusal(
  price: ProductDraft['price'],
  comparePrice: ProductDraft['comparePrice'],
): string | undefined {
  const compare = toNumber(comparePrice);
  return compare && !Number.isNaN(compare) && !(compare > toNumber(price))
    ? productFormMessages.comparePriceTooLow
    : undefined;
}

/**
 * The edit form has one rule: name, description and price are required.
 * @example const error = validateProductEdit({ name, description, price }); // undefined: it can be saved
 */
export function validateProductEdit(
  draft: Pick<ProductDraft, 'name' | 'description' | 'price'>,
): string | undefined {
  return isBlank(draft.name) || isBlank(draft.description) || isBlank(draft.price)
    ? productFormMessages.editRequiredFields
    : undefined;
}

/**
 * A non-numeric number input becomes 0.
 * @example numberInput('abc'); // 0
 */
export const numberInput = (raw: string | number): number => {
  const value = typeof raw === 'number' ? raw : Number.parseFloat(raw);
  return Number.isFinite(value) ? value : 0;
};
