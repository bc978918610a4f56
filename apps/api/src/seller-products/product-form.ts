import multipart from '@fastify/multipart';
import { numberInput, sellerApiMessages } from '@teranga/headless';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import { frameworkMessages } from '../http/framework-errors.js';
import type { ProductBody } from './product-values.js';

/** One text part of a multipart form, in arrival order. */
export interface FormField {
  name: string;
  value: string;
}
/** One file part. */
export interface FormFile {
  field: string;
  filename: string;
  data: Buffer;
}
export interface MultipartForm {
  fields: FormField[];
  files: FormFile[];
}

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_IMAGES = 10;

/** Whether the contract lists a multipart body for the route (product creation, image upload). */
function takesMultipart(request: FastifyRequest): boolean {
  const body = (request.routeOptions.schema as { body?: { content?: Record<string, unknown> } } | undefined)
    ?.body;
  return body?.content !== undefined && Object.hasOwn(body.content, 'multipart/form-data');
}

/**
 * Lets the API read multipart bodies (the product form). Swap point: the media part brings its own reader
 * (`readMultipartForm` of src/media/); keep this registration in one place so the lead can replace it.
 * The parser serves every route, so a route whose contract takes no multipart body refuses one (415) as before,
 * instead of reaching its handler without a body.
 */
export async function registerMultipartForms(api: FastifyInstance): Promise<void> {
  await api.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES, fields: 300, fieldSize: 64 * 1024, parts: 320 },
  });
  api.addHook('onRequest', async (request) => {
    if (request.mediaType === 'multipart/form-data' && !takesMultipart(request)) {
      throw new HttpError(415, frameworkMessages.unsupportedMediaType);
    }
  });
}

/** Reads the whole form: texts as they come, files into memory (at most 10 of 5 MB, the form's own limits). */
export async function readProductForm(request: FastifyRequest): Promise<MultipartForm> {
  const form: MultipartForm = { fields: [], files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        form.files.push({ field: part.fieldname, filename: part.filename, data: await part.toBuffer() });
      } else {
        form.fields.push({ name: part.fieldname, value: String(part.value ?? '') });
      }
    }
  } catch (error) {
    // The parser's limits say 413; anything else it throws is a malformed body (a cut or mangled form), never a 500.
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new HttpError(413, frameworkMessages.bodyTooLarge);
    throw new HttpError(400, sellerApiMessages.invalidForm);
  }
  return form;
}

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

/**
 * The decoded body written back in the multipart schema's terms (nested objects as JSON text), for the contract's
 * own check of the multipart request once the JSON body has passed its own.
 */
export function formViewOf(body: ProductBody): Record<string, unknown> {
  const view: Record<string, unknown> = { ...body };
  for (const key of JSON_OBJECTS) if (body[key] !== undefined) view[key] = JSON.stringify(body[key]);
  for (const key of JSON_LISTS) {
    const list = body[key] as unknown[] | undefined;
    if (list) view[key] = list.map((item) => JSON.stringify(item));
  }
  return view;
}
