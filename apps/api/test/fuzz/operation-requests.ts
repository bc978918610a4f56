import fc from 'fast-check';
import {
  fuzzValue,
  hostileString,
  type KnownValues,
  rarely,
  resolveRefs,
  type Schema,
} from './schema-arbitraries.js';

/** Who sends a request: nobody, one of the test's accounts, or a forged token. */
export type Role = 'none' | 'customer' | 'seller' | 'admin' | 'forged';
/** Every operation is sent by each of them in turn (requests of one operation take the roles round-robin). */
export const ROLES: readonly Role[] = ['none', 'customer', 'seller', 'admin', 'forged'];

export interface FuzzOperation {
  operationId: string;
  method: string;
  /** Path of openapi.yaml, e.g. /categories/{slug} */
  path: string;
  secured: boolean;
  parameters: Array<{ name: string; in: string; schema: Schema }>;
  /** Media types of the request body and their schemas. */
  bodies: Record<string, Schema>;
}

export interface FuzzRequest {
  operationId: string;
  method: string;
  /** Already percent-encoded, after /api. */
  url: string;
  role: Role;
  contentType?: string;
  body?: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the contract, with its parameters (path-level ones included) and body schemas resolved. */
export function operationsOf(spec: Schema): FuzzOperation[] {
  const defaultSecured = Array.isArray(spec.security) && spec.security.length > 0;
  return Object.entries(spec.paths as Record<string, Schema>).flatMap(([path, rawItem]) => {
    const item = resolveRefs(spec, rawItem) as Schema;
    const shared = (item.parameters ?? []) as FuzzOperation['parameters'];
    return Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, rawOperation]) => {
        const operation = rawOperation as Schema;
        const security = operation.security as unknown[] | undefined;
        const content = ((operation.requestBody as Schema | undefined)?.content ?? {}) as Record<
          string,
          Schema
        >;
        return {
          operationId: String(operation.operationId),
          method: method.toUpperCase(),
          path,
          secured: security ? security.length > 0 : defaultSecured,
          parameters: [...shared, ...((operation.parameters ?? []) as FuzzOperation['parameters'])],
          bodies: Object.fromEntries(
            Object.entries(content).map(([type, media]) => [type, (media.schema ?? {}) as Schema]),
          ),
        };
      });
  });
}

/** A value as the text of a path segment or query value. */
const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value);

const byte = (value: number) => `%${value.toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * Percent-encodes like encodeURIComponent, but a lone surrogate (which encodeURIComponent refuses) is sent as the
 * three bytes a careless encoder would produce: the server must cope with those too.
 */
export function encodeHostile(text: string): string {
  // With the `u` flag a lone surrogate is its own code point: split on them, encode the rest the standard way.
  return text
    .split(/([\uD800-\uDFFF])/u)
    .map((part, index) => (index % 2 === 1 ? surrogateBytes(part) : encodeURIComponent(part)))
    .join('');
}

const surrogateBytes = (surrogate: string): string => {
  const code = surrogate.charCodeAt(0);
  return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map(byte).join('');
};

/** Path or query bytes no encoder would make: bare %, overlong NUL, encoded slash and dots, truncated UTF-8. */
const rawHostile = fc.constantFrom(
  '%00',
  '%ZZ',
  '%',
  '%C0%80',
  '%ED%A0%80',
  '%2F',
  '..',
  '%2e%2e',
  '%E2%82',
  '%FF%FE',
);

function encodedValue(schema: Schema, name: string, known: KnownValues): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 9, arbitrary: fuzzValue(schema, name, known).map((value) => encodeHostile(asText(value))) },
    { weight: 1, arbitrary: rawHostile },
  );
}

const BROKEN_JSON = [
  '{',
  '{"a":',
  '[]',
  'null',
  '"texte"',
  '12',
  '{"__proto__":{"admin":true}}',
  'true',
  '',
  '\u0000',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=latin1',
  'application/xml',
];

function bodyArbitrary(operation: FuzzOperation, known: KnownValues) {
  const jsonSchema = operation.bodies['application/json'];
  const json = jsonSchema
    ? fuzzValue(jsonSchema, 'body', known).map((value) => JSON.stringify(value) ?? 'null')
    : fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value));
  return fc.oneof(
    { weight: 12, arbitrary: json.map((body) => ({ contentType: 'application/json', body })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...BROKEN_JSON).map((body) => ({ contentType: 'application/json', body })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), hostileString)
        .map(([contentType, body]) => ({ contentType, body })),
    },
    { weight: 1, arbitrary: fc.constant({ contentType: undefined, body: undefined }) },
  );
}

/** Requests for one operation: its parameters and body from its schemas, mixed with hostile values. */
export function requestArbitrary(
  operation: FuzzOperation,
  known: KnownValues,
): fc.Arbitrary<Omit<FuzzRequest, 'role'>> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc.tuple(
    ...pathParameters.map((parameter) => encodedValue(parameter.schema, parameter.name, known)),
  );
  const query = fc.tuple(
    ...queryParameters.map((parameter) =>
      fc.option(
        encodedValue(parameter.schema, parameter.name, known).map((value) => `${parameter.name}=${value}`),
        {
          freq: 2,
        },
      ),
    ),
    // An unknown parameter (a prototype name, a NUL...) or a parameter given twice.
    rarely(
      fc
        .tuple(hostileString, hostileString)
        .map(([key, value]) => `${encodeHostile(key)}=${encodeHostile(value)}`),
    ),
  );
  const hasBody = Object.keys(operation.bodies).length > 0;
  const body = hasBody
    ? bodyArbitrary(operation, known)
    : fc.constant({ contentType: undefined, body: undefined });
  return fc.tuple(path, query, body).map(([segments, pairs, sent]) => {
    let index = 0;
    const filled = operation.path.replace(/\{[^}]+\}/g, () => segments[index++] ?? '');
    const search = pairs.filter((pair): pair is string => typeof pair === 'string').join('&');
    return {
      operationId: operation.operationId,
      method: operation.method,
      url: search ? `${filled}?${search}` : filled,
      ...(sent.contentType !== undefined && { contentType: sent.contentType }),
      ...(sent.body !== undefined && { body: sent.body }),
    };
  });
}

/** One value of each JSON type: for any field, at least four of them are the wrong type. */
export const WRONG_TYPES: readonly unknown[] = [12345, true, [1, 'deux'], { x: 1 }, null, 'texte'];

/** The fields of a body schema, and those of its nested objects (one level), as paths. */
function fieldPaths(schema: Schema): string[][] {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  return Object.entries(properties).flatMap(([key, child]) => [
    [key],
    ...Object.keys((child.properties ?? {}) as Record<string, Schema>).map((inner) => [key, inner]),
  ]);
}

/**
 * For each field of the operation's JSON body (nested objects' fields included), a body holding only that field, set
 * to a value of each JSON type, each sent by every role: a rule that reads a field before the contract's types are
 * checked (`sku.trim()` on a number) answers 500 here.
 */
export function wrongTypeRequests(operation: FuzzOperation, known: KnownValues): FuzzRequest[] {
  const schema = operation.bodies['application/json'];
  if (!schema) return [];
  const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent((/id$/i.test(name) ? known.ids[0] : known.slugs[0]) ?? 'x'),
  );
  return fieldPaths(schema).flatMap((path) =>
    WRONG_TYPES.flatMap((value) => {
      const body = path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
      return ROLES.map((role) => ({
        operationId: operation.operationId,
        method: operation.method,
        url,
        role,
        contentType: 'application/json',
        body: JSON.stringify(body),
      }));
    }),
  );
}
