import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ValidationIssue } from './validation-messages.js';

type Schema = Record<string, unknown>;

/** A failure shaped like Fastify's own, so the error handler words it as every schema refusal is worded. */
export function schemaRefusal(issues: unknown, part = 'body'): Error {
  return Object.assign(new Error('validation'), {
    validation: issues,
    validationContext: part,
    statusCode: 400,
  });
}

const jsonTypeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as string);

/** Ajv's coercion (`coerceTypes: 'array'`, Fastify's default) of a scalar to one type; NONE when it has none. */
const NONE = Symbol('none');
function coerceScalar(value: unknown, type: string): unknown {
  const actual = jsonTypeOf(value);
  switch (type) {
    case 'string':
      return actual === 'number' || actual === 'boolean' ? String(value) : NONE;
    case 'number':
    case 'integer': {
      const number =
        actual === 'string' && (value as string).trim() !== ''
          ? Number(value)
          : actual === 'boolean'
            ? Number(value)
            : Number.NaN;
      return Number.isFinite(number) && (type === 'number' || Number.isInteger(number)) ? number : NONE;
    }
    case 'boolean':
      if (value === 'true' || value === 1) return true;
      if (value === 'false' || value === 0) return false;
      return NONE;
    case 'null':
      return value === '' || value === 0 || value === false ? null : NONE;
    default:
      return NONE;
  }
}

const hasType = (types: string[], value: unknown): boolean => {
  const actual = jsonTypeOf(value);
  if (types.includes(actual)) return true;
  return actual === 'number' && types.includes('integer') && Number.isInteger(value);
};

/**
 * `value` with the contract's types: kept when it has one of them, else coerced as Ajv would coerce it (`"12"` for a
 * number, `12` for a text, a scalar for a list...), else a `type` issue at `path`. Nested objects and lists are
 * walked (only their known properties), and changed in place when `apply` is set; without it nothing is changed
 * (a dry run, to choose among `anyOf` variants).
 */
function conform(
  value: unknown,
  schema: Schema,
  path: string,
  issues: ValidationIssue[],
  apply: boolean,
): unknown {
  // Every rule reads null as "not sent" (an edit's `price: null` is the form's empty field): the schema decides later.
  if (value === null) return value;
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(variants)) {
    const fitting = variants.find((variant) => {
      const found: ValidationIssue[] = [];
      conform(value, variant, path, found, false);
      return found.length === 0;
    });
    if (fitting) return conform(value, fitting, path, issues, apply);
    const types = variants.flatMap((variant) => typesOf(variant) ?? []);
    issues.push({ keyword: 'type', instancePath: path, params: { type: [...new Set(types)].join(',') } });
    return value;
  }
  const types = typesOf(schema);
  if (!types || hasType(types, value)) return walk(value, schema, path, issues, apply);
  const actual = jsonTypeOf(value);
  // `coerceTypes: 'array'`: a scalar is a list of one, and a list of one is its element.
  if (types.includes('array') && actual !== 'object') {
    return [conform(value, (schema.items ?? {}) as Schema, `${path}/0`, issues, apply)];
  }
  if (Array.isArray(value) && value.length === 1) return conform(value[0], schema, path, issues, apply);
  for (const type of types) {
    const coerced = coerceScalar(value, type);
    if (coerced !== NONE) return coerced;
  }
  issues.push({ keyword: 'type', instancePath: path, params: { type: types.join(',') } });
  return value;
}

function walk(
  value: unknown,
  schema: Schema,
  path: string,
  issues: ValidationIssue[],
  apply: boolean,
): unknown {
  if (Array.isArray(value)) {
    const items = schema.items as Schema | undefined;
    if (!items) return value;
    value.forEach((item, index) => {
      const result = conform(item, items, `${path}/${index}`, issues, apply);
      if (apply) value[index] = result;
    });
    return value;
  }
  if (typeof value === 'object' && value !== null) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(properties)) {
      if (!Object.hasOwn(record, key)) continue;
      const result = conform(record[key], properties[key] as Schema, `${path}/${key}`, issues, apply);
      if (apply) record[key] = result;
    }
  }
  return value;
}

function typesOf(schema: Schema): string[] | undefined {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type as string[];
  return undefined;
}

/** The schema of the operation's JSON body, as fastify-openapi-glue hands it over (refs resolved). */
export function jsonBodySchemaOf(request: FastifyRequest): Schema | undefined {
  const body = (request.routeOptions.schema as { body?: { content?: Record<string, { schema?: Schema }> } })
    ?.body;
  return body?.content?.['application/json']?.schema;
}

/**
 * The contract's types before any rule (issue 34): a JSON body whose fields have a type the contract does not allow
 * (an object for a text, a list for a number...) is refused with the schema's French wording before the forms' rules
 * read it, and the values Ajv would coerce are coerced first, so a rule only ever reads the types the contract
 * promises (a number sent as a SKU used to reach `sku.trim()` and answer 500). Content rules (required, lengths,
 * patterns) stay with the forms' rules and then the schema, which word them as the documents do. Register it before
 * any other preValidation hook.
 */
export function registerContractTypesFirst(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) return;
    const schema = jsonBodySchemaOf(request);
    // A multipart form is read later, by its route's own hook (seller-products), which checks it the same way.
    if (!schema || request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
    request.body = withContractTypes(request.body, schema);
  });
}

/** The body with the contract's types (changed in place); a 400 worded as the schema's when some cannot have them. */
export function withContractTypes(body: unknown, schema: Schema): unknown {
  const issues: ValidationIssue[] = [];
  const typed = conform(body, schema, '', issues, true);
  if (issues.length > 0) throw schemaRefusal(issues);
  return typed;
}
