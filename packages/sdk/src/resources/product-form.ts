import type { ProductCreateInput } from '../types.js';

export const isFile = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/** A File's name (a Blob has none), else `fallback`. */
export function fileName(file: Blob, fallback: string): string {
  return 'name' in file && typeof file.name === 'string' && file.name !== '' ? file.name : fallback;
}

function asText(value: unknown): string {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The product creation form as the seller document sends it: scalars as text, nested objects as JSON text,
 * list fields repeated once per element, image files repeated under `images`.
 * @example await sdk.seller.create(productFormData({ name, description, price: 45.9, sku, category, images: [file] }));
 */
export function productFormData(input: ProductCreateInput): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    const items: unknown[] = Array.isArray(value) ? value : [value];
    items.forEach((item, index) => {
      if (isFile(item)) form.append(key, item, fileName(item, `image-${index + 1}`));
      else if (item !== undefined && item !== null) form.append(key, asText(item));
    });
  }
  return form;
}
