import {
  generateSku,
  numberInput,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  shouldGenerateSku,
} from '@teranga/headless';
import { variantRowsLabels } from '@teranga/messages/kit/variant-rows';
import type { Product, ProductImage, ProductInput, ProductPatch, ProductStatus } from '@teranga/sdk';
import type { VariantRow } from '@teranga/ui';

/**
 * What the create and edit forms hold while the seller types. Number inputs stay text until sent (so a field can be
 * emptied); the rules (validation, SKU, number reading) come from @teranga/headless.
 */
export interface ProductFormValues {
  name: string;
  sku: string;
  description: string;
  shortDescription: string;
  price: string;
  comparePrice: string;
  cost: string;
  /** the category's slug (the select's value, whose first three letters start the SKU) */
  category: string;
  subcategory: string;
  brand: string;
  origin: string;
  tags: string[];
  variants: VariantRow[];
  /** how many variants the product had when the edit form opened (0 on create): an edit then sends its rows */
  storedVariants: number;
  trackQuantity: boolean;
  quantity: string;
  /** units sold past the stock and still owed (shown, never sent: the API takes them out of `quantity`) */
  backordered: number;
  lowStockThreshold: string;
  allowBackorder: boolean;
  weight: string;
  length: string;
  width: string;
  height: string;
  seoTitle: string;
  seoDescription: string;
  status: ProductStatus;
  featured: boolean;
}

/** The document's defaults: draft, quantity 0, low-stock threshold 10, quantities tracked. */
export const emptyProductForm: ProductFormValues = {
  name: '',
  sku: '',
  description: '',
  shortDescription: '',
  price: '',
  comparePrice: '',
  cost: '',
  category: '',
  subcategory: '',
  brand: '',
  origin: '',
  tags: [],
  variants: [],
  storedVariants: 0,
  trackQuantity: true,
  quantity: '0',
  backordered: 0,
  lowStockThreshold: '10',
  allowBackorder: false,
  weight: '',
  length: '',
  width: '',
  height: '',
  seoTitle: '',
  seoDescription: '',
  status: 'draft',
  featured: false,
};

export type ProductFormAction =
  | { type: 'set'; patch: Partial<ProductFormValues>; now?: number }
  | { type: 'reset'; values: ProductFormValues };

/** Caps applied in the input itself (section 5): the SEO title at 60 characters, its description at 160. */
function capped(patch: Partial<ProductFormValues>): Partial<ProductFormValues> {
  const next = { ...patch };
  if (next.seoTitle !== undefined) next.seoTitle = next.seoTitle.slice(0, SEO_TITLE_MAX_LENGTH);
  if (next.seoDescription !== undefined)
    next.seoDescription = next.seoDescription.slice(0, SEO_DESCRIPTION_MAX_LENGTH);
  return next;
}

/**
 * The create form's reducer. The SKU is generated when the name and category are set and the SKU is empty; on the
 * create form it is read-only, so it is made again from the latest name and category while they change (otherwise
 * a category chosen first would freeze a SKU built from the name's first letter).
 */
export function createFormReducer(values: ProductFormValues, action: ProductFormAction): ProductFormValues {
  if (action.type === 'reset') return action.values;
  const next = { ...values, ...capped(action.patch) };
  const namesChanged = 'name' in action.patch || 'category' in action.patch;
  if (namesChanged) {
    const sku = shouldGenerateSku(next.name, next.category, '')
      ? generateSku(next.name, next.category, action.now)
      : '';
    next.sku = sku;
  }
  return next;
}

/** The edit form's reducer: the SKU is the seller's to change. */
export function editFormReducer(values: ProductFormValues, action: ProductFormAction): ProductFormValues {
  return action.type === 'reset' ? action.values : { ...values, ...capped(action.patch) };
}

const text = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());
/** An optional amount: empty (or non-numeric, read as 0) is "not set". */
const optionalAmount = (value: string): number | undefined => numberInput(value) || undefined;
const count = (value: string): number => Math.max(0, Math.trunc(numberInput(value)));
const measure = (value: string): number | undefined =>
  value.trim() === '' ? undefined : Math.max(0, numberInput(value));

function withoutUndefined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

type VariantBody = NonNullable<ProductInput['variants']>[number];

/**
 * The rows as the API takes them: a size row with its units (and the colour it keeps, when a colour row still names
 * it), a colour row with its shade. Rows without a value never get here: the form's rules stop them, saying so.
 */
function variantsBody(rows: readonly VariantRow[]): VariantBody[] {
  const colors = new Set(rows.filter((row) => row.type === 'color').map((row) => row.value.trim()));
  return rows.map((row) => {
    const color = row.color?.trim();
    return {
      type: row.type,
      name: row.name.trim() || variantRowsLabels.types[row.type],
      value: row.value.trim(),
      ...(row.type === 'size' ? { stock: count(row.stock ?? '') } : {}),
      ...(row.type === 'size' && color && colors.has(color) ? { color } : {}),
      ...(row.type === 'color' && row.colorHex ? { colorHex: row.colorHex } : {}),
    };
  });
}

/** The product's units when its sizes keep the stock: their sum (undefined when it has no size row). */
export function sizeStockTotal(rows: readonly VariantRow[]): number | undefined {
  const sizes = rows.filter((row) => row.type === 'size');
  return sizes.length === 0 ? undefined : sizes.reduce((sum, row) => sum + count(row.stock ?? ''), 0);
}

const inventoryBody = (values: ProductFormValues) => ({
  trackQuantity: values.trackQuantity,
  quantity: sizeStockTotal(values.variants) ?? count(values.quantity),
  lowStockThreshold: count(values.lowStockThreshold),
  allowBackorder: values.allowBackorder,
});

/** Weight and dimensions, those filled in (the dimensions in cm, the document's one unit). */
function shippingBody(values: ProductFormValues) {
  const dimensions = withoutUndefined({
    length: measure(values.length),
    width: measure(values.width),
    height: measure(values.height),
  });
  return withoutUndefined({
    weight: measure(values.weight),
    dimensions: Object.keys(dimensions).length > 0 ? { ...dimensions, unit: 'cm' as const } : undefined,
  });
}

/** The create call's JSON body: every section, images as the addresses the uploads returned (the first is the main one). */
export function createPayload(values: ProductFormValues, images: ProductImage[]): ProductInput {
  return withoutUndefined({
    name: values.name.trim(),
    description: values.description.trim(),
    shortDescription: text(values.shortDescription),
    price: numberInput(values.price),
    comparePrice: optionalAmount(values.comparePrice),
    cost: optionalAmount(values.cost),
    sku: values.sku.trim(),
    category: values.category,
    subcategory: text(values.subcategory),
    brand: text(values.brand),
    origin: text(values.origin),
    tags: values.tags,
    images,
    variants: variantsBody(values.variants),
    inventory: inventoryBody(values),
    shipping: shippingBody(values),
    seo: withoutUndefined({ metaTitle: text(values.seoTitle), metaDescription: text(values.seoDescription) }),
    status: values.status,
    featured: values.featured,
  });
}

/**
 * The edit call's body, the fields the document's edit form sends (name, description, shortDescription, price,
 * comparePrice, category, brand, tags, status, featured, inventory, sku) plus the images kept and added, the
 * variants with their stock, the shipping and the SEO fields (editable after creation too).
 */
export function editPayload(values: ProductFormValues, images: ProductImage[]): ProductPatch {
  return withoutUndefined({
    name: values.name.trim(),
    description: values.description.trim(),
    shortDescription: values.shortDescription.trim(),
    price: numberInput(values.price),
    comparePrice: optionalAmount(values.comparePrice) ?? null,
    category: text(values.category),
    brand: values.brand.trim(),
    tags: values.tags,
    status: values.status,
    featured: values.featured,
    inventory: inventoryBody(values),
    // Sent when the product has or had variants: an edit that never had any leaves the sizes and colours it lists.
    variants:
      values.variants.length > 0 || values.storedVariants > 0 ? variantsBody(values.variants) : undefined,
    shipping: shippingBody(values),
    // Sent even when emptied: the seller may take a title or a description away.
    seo: { metaTitle: values.seoTitle.trim(), metaDescription: values.seoDescription.trim() },
    sku: values.sku.trim(),
    images,
  });
}

const amountText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

const measureText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/**
 * The product's variants as the form's rows: sizes with their units on hand, colours with their shade. Rows of one
 * size follow the colours' order (the server keeps no order between them).
 */
function rowsFromVariants(product: Product): VariantRow[] {
  const rows = (product.variants ?? []).map((variant, index) => ({
    id: variant._id ?? `variante-${index}`,
    type: variant.type,
    name: variant.name,
    value: variant.value,
    ...(variant.type === 'size'
      ? { stock: String(variant.inventory?.quantity ?? variant.stock ?? 0), color: variant.color ?? '' }
      : {}),
    ...(variant.type === 'color' && variant.colorHex ? { colorHex: variant.colorHex } : {}),
  }));
  const colours = rows.filter((row) => row.type === 'color').map((row) => row.value);
  const group = (row: VariantRow) => rows.findIndex((r) => r.type === row.type && r.value === row.value);
  const shade = (row: VariantRow) => (row.color ? colours.indexOf(row.color) : -1);
  return [...rows].sort((a, b) => group(a) - group(b) || shade(a) - shade(b));
}

/** The edit form's starting values, from the product as the seller API returns it. */
export function valuesFromProduct(product: Product): ProductFormValues {
  const inventory = product.inventory ?? {};
  const shipping = product.shipping ?? {};
  const dimensions = shipping.dimensions ?? {};
  return {
    ...emptyProductForm,
    name: product.name,
    sku: product.sku ?? '',
    description: product.description ?? '',
    shortDescription: product.shortDescription ?? '',
    price: amountText(product.price),
    comparePrice: amountText(product.comparePrice),
    category: product.category?.slug ?? '',
    brand: (product as { brand?: string | null }).brand ?? '',
    tags: [...(product.tags ?? [])],
    trackQuantity: inventory.trackQuantity ?? true,
    quantity: String(inventory.quantity ?? 0),
    backordered: inventory.backordered ?? 0,
    lowStockThreshold: String(inventory.lowStockThreshold ?? 10),
    allowBackorder: inventory.allowBackorder ?? false,
    variants: rowsFromVariants(product),
    storedVariants: product.variants?.length ?? 0,
    weight: measureText(shipping.weight ?? product.weight),
    length: measureText(dimensions.length),
    width: measureText(dimensions.width),
    height: measureText(dimensions.height),
    seoTitle: product.seo?.metaTitle ?? '',
    seoDescription: product.seo?.metaDescription ?? '',
    status: product.status,
    featured: product.featured,
  };
}
