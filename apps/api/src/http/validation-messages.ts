import { validationMessages } from '@teranga/messages';

// Ajv's validation issues (as Fastify reports them) turned into French sentences a shopper can read: the logic is
// here, the words are in @teranga/messages.

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  schemaPath?: string;
  params: Record<string, unknown>;
  message?: string;
}

export type ValidationPart = 'body' | 'querystring' | 'params' | 'headers' | string;

/** An operation may word some fields itself; returning undefined falls back to the generic sentence. */
export type OperationMessages = (
  issue: ValidationIssue,
  field: string,
  part: ValidationPart,
) => string | undefined;

/** The field an issue is about: `required` names it in its params, the others in their path. */
export function issueField(issue: ValidationIssue): string {
  if (issue.keyword === 'required') {
    const parent = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const missing = String(issue.params.missingProperty ?? '');
    return parent ? `${parent}.${missing}` : missing;
  }
  if (issue.keyword === 'additionalProperties') return String(issue.params.additionalProperty ?? '');
  return issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
}

const v = validationMessages;

function typeName(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',');
  return v.either(types.map((t) => (Object.hasOwn(v.typeNames, t) ? (v.typeNames[t] as string) : String(t))));
}

/** Catalogue query parameters, worded for people (the generic sentence names the parameter). */
const QUERY_FIELDS: Record<string, (issue: ValidationIssue) => string> = {
  page: () => v.query.page,
  limit: (issue) =>
    issue.keyword === 'maximum' ? v.query.limitRange(String(issue.params.limit)) : v.query.limitMin,
  sortBy: () => v.query.sortBy,
  sortOrder: () => v.query.sortOrder,
  minPrice: () => v.query.minPrice,
  maxPrice: () => v.query.maxPrice,
  search: (issue) =>
    issue.keyword === 'maxLength' ? v.query.searchTooLong(Number(issue.params.limit)) : v.query.searchInvalid,
  q: (issue) =>
    issue.keyword === 'maxLength' ? v.query.searchTooLong(Number(issue.params.limit)) : v.query.searchInvalid,
  category: () => v.query.category,
  size: () => v.query.size,
  color: () => v.query.color,
  inStock: () => v.query.inStock,
  featured: () => v.query.featured,
};

const PATH_FIELDS: Record<string, () => string> = {
  id: () => v.path.productId,
  productId: () => v.path.productId,
  slug: () => v.path.slug,
  file: () => v.path.file,
};

function genericMessage(issue: ValidationIssue, field: string): string {
  const name = v.field(field);
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return v.required(name);
    case 'type':
      return v.type(name, typeName(p.type));
    case 'minLength':
      return Number(p.limit) === 1 ? v.required(name) : v.minLength(name, Number(p.limit));
    case 'maxLength':
      return v.maxLength(name, Number(p.limit));
    case 'minimum':
      return v.minimum(name, String(p.limit));
    case 'exclusiveMinimum':
      return v.exclusiveMinimum(name, String(p.limit));
    case 'maximum':
      return v.maximum(name, String(p.limit));
    case 'exclusiveMaximum':
      return v.exclusiveMaximum(name, String(p.limit));
    case 'enum':
      return v.oneOf(name, (p.allowedValues as unknown[]) ?? []);
    case 'const':
      return v.equal(name, String(p.allowedValue));
    case 'maxItems':
      return v.maxItems(name, Number(p.limit));
    case 'minItems':
      return v.minItems(name, Number(p.limit));
    case 'additionalProperties':
      return v.notAccepted(name);
    case 'pattern':
    case 'format':
      return v.badFormat(name);
    default:
      return v.invalid(name);
  }
}

/** One French message per issue, without duplicates, in Ajv's order. */
export function translateValidation(
  issues: readonly ValidationIssue[],
  part: ValidationPart,
  operationMessages?: OperationMessages,
): string[] {
  const messages = issues.map((issue) => {
    const field = issueField(issue);
    const own = operationMessages?.(issue, field, part);
    if (own) return own;
    // Field names can come from the caller (an unknown property): only the tables' own entries count.
    const queryField =
      part === 'querystring' && Object.hasOwn(QUERY_FIELDS, field) ? QUERY_FIELDS[field] : undefined;
    if (queryField) return queryField(issue);
    const pathField = part === 'params' && Object.hasOwn(PATH_FIELDS, field) ? PATH_FIELDS[field] : undefined;
    if (pathField) return pathField();
    return genericMessage(issue, field);
  });
  return [...new Set(messages)];
}
