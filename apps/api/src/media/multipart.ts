import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { frameworkMessages, mediaMessages as m } from '@teranga/messages';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from '../http/errors.js';

/** Per request: what a product form needs (10 images, a few dozen fields), far from what would tie up the server. */
export const MULTIPART_LIMITS = {
  fileSize: 10 * 1024 * 1024,
  files: 10,
  fields: 100,
  fieldSize: 100 * 1024,
  parts: 120,
  headerPairs: 50,
} as const;

export interface MultipartForm {
  /** Text fields in the order sent (a list field repeats its name). */
  fields: Array<{ name: string; value: string }>;
  /** Each file as it was written to a private temporary folder (read it from `path`: sharp takes the path). */
  files: Array<{ field: string; filename: string; path: string; size: number }>;
  /** Deletes the files: call it once the request is done with them (readMultipartForm's callers use `finally`). */
  dispose(): Promise<void>;
}

const MULTIPART = 'multipart/form-data';

/** What @fastify/multipart and busboy throw, as the French refusal the caller reads. */
function refusalOf(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string } | undefined)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, m.fileTooLarge);
    case 'FST_FILES_LIMIT':
      return new HttpError(413, m.tooManyFiles);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, m.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, m.notMultipart);
    default:
      // Broken boundaries, a truncated body, a prototype key as a field name...: the form itself is unreadable.
      return new HttpError(400, m.malformedForm);
  }
}

/**
 * The form, its files streamed to a temporary folder as they arrive (at most 10 of 10 MB; four 95 MB forms at once
 * used to sit whole in the server's memory), every text field in memory. Refusals are French: a file over 10 MB or an
 * 11th file 413, a field over 100 KB 413, a form that is not multipart 415, a broken one 400; the files of a refused
 * form are deleted at once. The caller deletes the others with `dispose()`.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  let folder: string | undefined;
  const dispose = async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  };
  const form: MultipartForm = { fields: [], files: [], dispose };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        folder ??= await mkdtemp(join(tmpdir(), 'teranga-form-'));
        const path = join(folder, String(form.files.length));
        await pipeline(part.file, createWriteStream(path));
        // throwFileSizeLimit: a file over the limit has thrown above; a truncated one never gets here.
        form.files.push({ field: part.fieldname, filename: part.filename, path, size: part.file.bytesRead });
      } else {
        if (part.valueTruncated) throw new HttpError(413, m.fieldTooLarge);
        form.fields.push({ name: part.fieldname, value: String(part.value) });
      }
    }
  } catch (error) {
    await dispose();
    throw refusalOf(error);
  }
  return form;
}

type BodySchema = { content?: Record<string, unknown> };

/**
 * Registers @fastify/multipart for the operations whose contract accepts multipart/form-data (image upload, the
 * product create form), and keeps every other route as it was. Register on the instance of the glue, before it.
 *
 * - The multipart parser leaves the body unread (the handler streams it through `readMultipartForm`), so the glue's
 *   multipart body schema would always see an empty body: it is dropped from validation (the contract still documents
 *   the form; the handler checks what it reads). A JSON body on the same operation is still validated.
 * - Any other route refuses a multipart body with the 415 it gave before the parser existed, before parsing.
 */
export async function registerMultipartForms(api: FastifyInstance): Promise<void> {
  await api.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  api.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as { body?: BodySchema } | undefined;
    const content = schema?.body?.content;
    if (content && Object.hasOwn(content, MULTIPART)) {
      const { [MULTIPART]: _documentedOnly, ...others } = content;
      const { body, ...rest } = schema as { body: BodySchema };
      route.schema = Object.keys(others).length > 0 ? { ...rest, body: { ...body, content: others } } : rest;
      return;
    }
    // Before parsing, as Fastify refused it when no parser existed (and before the routes' own field rules).
    const refuseMultipart = async (request: FastifyRequest) => {
      if (isMultipartRequest(request)) throw new HttpError(415, frameworkMessages.unsupportedMediaType);
    };
    route.preParsing = [...asList(route.preParsing), refuseMultipart];
  });
}

const isMultipartRequest = (request: FastifyRequest): boolean =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() === MULTIPART;

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
