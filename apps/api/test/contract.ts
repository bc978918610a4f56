import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { openapiPath } from '../src/http/openapi.js';

/**
 * Checks real responses against openapi.yaml: every status must be documented for its operation, and every JSON body
 * must match the documented schema (JSON Schema 2020-12, the dialect of OpenAPI 3.1). Shared by every API test file:
 *
 *   const api = contractClient(server.url);
 *   const { status, body } = await api.get('/api/products?limit=3');   // throws when the answer breaks the contract
 */

type Json = Record<string, unknown>;

const spec = parse(readFileSync(openapiPath, 'utf8')) as Json;
const SPEC_ID = 'https://teranga.dev/openapi.yaml';

// ajv-formats ships CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema({ ...spec, $id: SPEC_ID });

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

interface Operation {
  path: string;
  method: string;
  operationId: string;
  pattern: RegExp;
  literalSegments: number;
}

const operations: Operation[] = Object.entries(spec.paths as Record<string, Json>)
  .flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'head', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        path,
        method,
        operationId: String((operation as Json).operationId),
        pattern: new RegExp(`^/api${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        literalSegments: path.split('/').filter((segment) => segment && !segment.startsWith('{')).length,
      })),
  )
  // '/products/search' must win over '/products/{id}': the more literal path first.
  .sort((a, b) => b.literalSegments - a.literalSegments);

export function findOperation(method: string, url: string): Operation | undefined {
  const path = new URL(url, 'http://x').pathname;
  return operations.find(
    (operation) => operation.method === method.toLowerCase() && operation.pattern.test(path),
  );
}

const validators = new Map<string, ValidateFunction>();

/** The response object of the contract (following a `$ref` to components/responses) and its JSON pointer. */
function responsePointer(operation: Operation, status: number): string | undefined {
  const base = `#/paths/${escapePointer(operation.path)}/${operation.method}/responses`;
  const pathItem = (spec.paths as Record<string, Record<string, Json>>)[operation.path] ?? {};
  const responses = (pathItem[operation.method]?.responses ?? {}) as Json;
  const key =
    String(status) in responses
      ? String(status)
      : `${String(status)[0]}XX` in responses
        ? `${String(status)[0]}XX`
        : 'default';
  const response = responses[key] as Json | undefined;
  if (!response) return undefined;
  const ref = response.$ref as string | undefined;
  return ref ?? `${base}/${escapePointer(key)}`;
}

function resolvePointer(pointer: string): Json {
  return pointer
    .slice(2)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<Json>((node, segment) => node[segment] as Json, spec);
}

export class ContractViolation extends Error {}

/** Throws a ContractViolation when the status is not documented or the JSON body does not match its schema. */
export function assertMatchesContract(
  method: string,
  url: string,
  status: number,
  contentType: string,
  body: unknown,
): void {
  const operation = findOperation(method, url);
  if (!operation) throw new ContractViolation(`${method} ${url}: no operation of openapi.yaml matches`);
  const pointer = responsePointer(operation, status);
  if (!pointer) throw new ContractViolation(`${operation.operationId}: status ${status} is not documented`);
  const content = (resolvePointer(pointer).content ?? {}) as Record<string, Json>;
  const mediaType = contentType.split(';')[0]?.trim() ?? '';
  // A response documented without content (a redirect) passes when it comes without a body.
  if (Object.keys(content).length === 0 && mediaType === '' && body === '') return;
  if (!(mediaType in content)) {
    throw new ContractViolation(
      `${operation.operationId} ${status}: content type '${mediaType}' is not documented`,
    );
  }
  // A HEAD answer carries the GET's headers and never a body (tus asks an upload's offset with HEAD).
  if (operation.method === 'head' || !mediaType.includes('json') || !content[mediaType]?.schema) return;
  const schemaPointer = `${pointer}/content/${escapePointer(mediaType)}/schema`;
  let validate = validators.get(schemaPointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${SPEC_ID}${schemaPointer}` });
    validators.set(schemaPointer, validate);
  }
  if (!validate(body)) {
    const details = ajv.errorsText(validate.errors, { separator: '\n  ' });
    throw new ContractViolation(`${operation.operationId} ${status} breaks the contract:\n  ${details}`);
  }
}

export interface ContractResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** Real HTTP against a running server; every answer is checked against openapi.yaml before the test sees it. */
export function contractClient(baseUrl: string) {
  async function call<T = any>(path: string, options: CallOptions = {}): Promise<ContractResponse<T>> {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(baseUrl + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
    });
    const contentType = response.headers.get('content-type') ?? '';
    const body = contentType.includes('json')
      ? await response.json()
      : Buffer.from(await response.arrayBuffer());
    assertMatchesContract(method, path, response.status, contentType, body);
    return { status: response.status, headers: response.headers, body: body as T };
  }
  return {
    call,
    get: <T = any>(path: string, options: Omit<CallOptions, 'method' | 'body'> = {}) =>
      call<T>(path, options),
    post: <T = any>(path: string, body?: unknown, options: Omit<CallOptions, 'method' | 'body'> = {}) =>
      call<T>(path, { ...options, method: 'POST', body }),
    put: <T = any>(path: string, body?: unknown, options: Omit<CallOptions, 'method' | 'body'> = {}) =>
      call<T>(path, { ...options, method: 'PUT', body }),
    delete: <T = any>(path: string, options: Omit<CallOptions, 'method' | 'body'> = {}) =>
      call<T>(path, { ...options, method: 'DELETE' }),
  };
}
