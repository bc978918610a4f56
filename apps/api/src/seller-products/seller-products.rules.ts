import {
  type VariantDraft,
  validateProductCreate,
  validateProductEdit,
  variantRefusals,
} from '@teranga/headless';
import { messages, sellerApiMessages } from '@teranga/messages';
import type { FastifyRequest } from 'fastify';
import { jsonBodySchemaOf, schemaRefusal, withContractTypes } from '../http/contract-types.js';
import { HttpError } from '../http/errors.js';
import { asFields, type Fields } from '../http/field-rules.js';
import type { RuleMap } from '../http/route-rules.js';
import type { ServiceContext } from '../http/service.js';
import { storeProductImages } from '../media/image-intake.js';
import { type MediaStorage, mediaStorageFor } from '../media/media-storage.js';
import { type MultipartForm, readMultipartForm } from '../media/multipart.js';
import { productBodyFromForm } from './product-form.js';
import { withShopImages } from './product-images.js';
import type { ProductBody } from './product-values.js';
import { SELLER_SORTS } from './seller-product.queries.js';

/** What the hook learnt about a request before the contract's schema changed its body (defaults, coercion). */
interface Received {
  /** The product a multipart form describes, already checked against the JSON body's schema. */
  formBody?: ProductBody;
  /** The body as sent, to tell the fields a client gave from the defaults the schema fills in. */
  sent?: Fields;
}
const received = new WeakMap<FastifyRequest, Received>();

/** The product body of a create, JSON or multipart alike. */
export const productBodyOf = (request: FastifyRequest): ProductBody =>
  received.get(request)?.formBody ?? (request.body as ProductBody);

/** The body as the client sent it, before the schema filled in its defaults. */
export const sentBodyOf = (request: FastifyRequest): Fields => received.get(request)?.sent ?? {};

/** Refused with the form's toast: the catalogue's `product.validationTitle` and the messages, in the form's order. */
function refuseInvalidProduct(list: string[]): never {
  throw new HttpError(400, messages.product.validationTitle, list);
}

/**
 * The variant rows' rules (the form's own: a value on every row, a whole stock, no row twice), numbered as the toast
 * numbers them. Rows that are not objects are left to the contract's schema.
 */
function variantRefusalsOf(body: Fields): string[] {
  if (!Array.isArray(body.variants)) return [];
  const rows = body.variants.filter(
    (row): row is VariantDraft => typeof row === 'object' && row !== null && !Array.isArray(row),
  );
  return rows.length === body.variants.length ? variantRefusals(rows) : [];
}

/** The create form's rules (the same functions the form runs), before the schema's generic checks. */
function checkCreate(body: Fields): void {
  const result = validateProductCreate(body as Parameters<typeof validateProductCreate>[0]);
  const list = [...result.messages, ...variantRefusalsOf(body)];
  if (list.length > 0) refuseInvalidProduct(list);
}

/**
 * The edit form's one rule, on the fields a body sends: a name, description or price that is sent must not be empty
 * (a status-only or stock-only body leaves them as they are).
 */
function checkEdit(body: Fields): void {
  const kept = 'kept';
  const refusal = validateProductEdit({
    name: 'name' in body ? (body.name as string) : kept,
    description: 'description' in body ? (body.description as string) : kept,
    price: 'price' in body ? (body.price as number) : kept,
  });
  if (refusal) throw new HttpError(400, refusal, [refusal]);
  const variants = variantRefusalsOf(body);
  if (variants.length > 0) refuseInvalidProduct(variants);
}

type Validator = ((data: unknown) => boolean) & { errors?: unknown };

/** The form field of the product's files, as the seller document sends them. */
const IMAGES_FIELD = 'images';

/**
 * A multipart create: read, decoded to the JSON body, checked by the form's rules and the JSON body's schema; only
 * then are its files stored (re-encoded by media/), so a refused product leaves no picture behind.
 */
async function decodeForm(
  request: FastifyRequest,
  storage: MediaStorage,
  publicOrigin: string,
): Promise<void> {
  const form = await readMultipartForm(request);
  try {
    await decodeFormFields(request, form, storage, publicOrigin);
  } finally {
    await form.dispose();
  }
}

async function decodeFormFields(
  request: FastifyRequest,
  form: MultipartForm,
  storage: MediaStorage,
  publicOrigin: string,
): Promise<void> {
  const body = productBodyFromForm(form.fields);
  // As for a JSON body (http/contract-types.ts): the contract's types before the form's rules.
  const schema = jsonBodySchemaOf(request);
  if (schema) withContractTypes(body, schema);
  checkCreate(body as Fields);
  const validators = request.getValidationFunction('body') as unknown as Record<string, Validator>;
  const validateJson = validators['application/json'];
  if (validateJson && !validateJson(body)) throw schemaRefusal(validateJson.errors);
  // The addresses the form names are checked before its files are stored, as the handler checks a JSON body's.
  withShopImages(body, publicOrigin);
  const files = form.files.filter((file) => file.field === IMAGES_FIELD).map((file) => file.path);
  if (files.length > 0) {
    const stored = await storeProductImages(storage, files);
    body.images = [
      ...(body.images ?? []),
      ...stored.map(({ url, srcset, width, height }) => ({ url, srcset, width, height })),
    ];
  }
  received.set(request, { formBody: body });
  request.body = body;
}

/**
 * Multipart forms and the seller calls' own rules, with the documents' messages, before the contract's schema
 * (which runs after and words anything else).
 */
export function createSellerProductRules(context: ServiceContext) {
  const storage = mediaStorageFor(context);
  const publicOrigin = new URL(context.config.appUrl).origin;
  return {
    createSellerProduct: {
      preValidation: async (request) => {
        if (request.isMultipart()) await decodeForm(request, storage, publicOrigin);
        else checkCreate(asFields(request.body));
      },
    },
    updateSellerProduct: {
      preValidation: (request) => {
        const body = asFields(request.body);
        checkEdit(body);
        received.set(request, { sent: structuredClone(body) });
      },
    },
    listSellerProducts: {
      preValidation: (request) => {
        const sort = asFields(request.query).sort;
        if (sort !== undefined && !(SELLER_SORTS as readonly unknown[]).includes(sort)) {
          throw new HttpError(400, sellerApiMessages.unknownSort);
        }
      },
    },
  } satisfies RuleMap;
}
