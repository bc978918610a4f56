import { numberInput } from '@teranga/headless';
import { sellerApiMessages } from '@teranga/messages';
import { HttpError } from '../http/errors.js';
import type { MultipartForm } from '../media/multipart.js';
import type { ProductBody } from './product-values.js';

/** One text part of a multipart form, in arrival order. */
type FormField = MultipartForm['fields'][number];
const SCALAR_TEXTS = [
  'name',
  'description',
  'shortDescription',
  'sku',
  'category',
  'subcategory',
  'brand',
  'origin',
  'mainImage',
  'status',
] as const;
const SCALAR_NUMBERS = ['price', 'comparePrice', 'cost', 'weight'] as const;
const SCALAR_BOOLEANS = ['featured', 'isNew'] as const;
const TEXT_LISTS = ['material', 'careInstructions', 'features', 'tags', 'sizes', 'images'] as const;
const JSON_OBJECTS = ['inventory', 'shipping', 'seo'] as const;
const JSON_LISTS = ['variants', 'colors'] as const;

/** The form's checkbox texts; anything else stays text, for the contract's schema to refuse in French. */
function booleanOf(value: string): boolean | string {
  if (['true', 'on', '1'].includes(value)) return true;
  if (['false', 'off', '0', ''].includes(value)) return false;
  return value;
}

function parseJson(field: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw new HttpError(400, sellerApiMessages.invalidFormField(field));
  }
}

/**
 * The seller document's multipart encoding turned into the JSON body of the same product: each scalar as text
 * (numbers read as the form reads them: a non-numeric input is 0, an empty one absent), nested objects as JSON
 * text, list fields repeated once per element (`tags[]` counts as `tags`), variants and colours one JSON text
 * each (a JSON list is accepted too). Fields the contract does not know, `sellerId` included, are dropped, as the
 * JSON body's are.
 */
export function productBodyFromForm(fields: readonly FormField[]): ProductBody {
  const values = new Map<string, string[]>();
  for (const { name, value } of fields) {
    const key = name.endsWith('[]') ? name.slice(0, -2) : name;
    values.set(key, [...(values.get(key) ?? []), value]);
  }
  const first = (key: string) => values.get(key)?.[0];
  const body: Record<string, unknown> = {};
  for (const key of SCALAR_TEXTS) {
    const value = first(key);
    if (value !== undefined) body[key] = value;
  }
  for (const key of SCALAR_NUMBERS) {
    const value = first(key)?.trim();
    if (value) body[key] = numberInput(value);
  }
  for (const key of SCALAR_BOOLEANS) {
    const value = first(key);
    if (value !== undefined) body[key] = booleanOf(value.trim().toLowerCase());
  }
  for (const key of TEXT_LISTS) {
    const list = values.get(key);
    if (list) body[key] = list;
  }
  for (const key of JSON_OBJECTS) {
    const value = first(key);
    if (value?.trim()) body[key] = parseJson(key, value);
  }
  for (const key of JSON_LISTS) {
    const list = values.get(key);
    if (list) body[key] = list.filter((text) => text.trim()).flatMap((text) => parseJson(key, text));
  }
  return body as ProductBody;
}
