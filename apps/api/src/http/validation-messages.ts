/** Ajv's validation issues (as Fastify reports them) turned into French sentences a shopper can read. */

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

export const INVALID_PRODUCT_ID = 'ID de produit invalide';

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

const TYPE_NAMES: Record<string, string> = {
  integer: 'un nombre entier',
  number: 'un nombre',
  string: 'un texte',
  boolean: 'true ou false',
  array: 'une liste',
  object: 'un objet',
  null: 'vide',
};

function typeName(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',');
  return types.map((t) => (Object.hasOwn(TYPE_NAMES, t) ? TYPE_NAMES[t] : t)).join(' ou ');
}

/** Catalogue query parameters, worded for people (the generic sentence names the parameter). */
const QUERY_FIELDS: Record<string, (issue: ValidationIssue) => string> = {
  page: () => 'Le numéro de page doit être un nombre entier entre 1 et 10000',
  limit: (issue) =>
    issue.keyword === 'maximum'
      ? `La limite doit être un nombre entier entre 1 et ${String(issue.params.limit)}`
      : 'La limite doit être un nombre entier supérieur ou égal à 1',
  sortBy: () => 'Tri inconnu : choisissez createdAt, price, name, rating ou sold',
  sortOrder: () => 'Ordre de tri inconnu : choisissez asc ou desc',
  minPrice: () => 'Le prix minimum doit être un nombre positif',
  maxPrice: () => 'Le prix maximum doit être un nombre positif',
  search: (issue) =>
    issue.keyword === 'maxLength'
      ? `La recherche ne peut pas dépasser ${String(issue.params.limit)} caractères`
      : 'Recherche invalide',
  q: (issue) =>
    issue.keyword === 'maxLength'
      ? `La recherche ne peut pas dépasser ${String(issue.params.limit)} caractères`
      : 'Recherche invalide',
  category: () => 'Catégorie invalide',
  size: () => 'Taille invalide',
  color: () => 'Couleur invalide',
  inStock: () => 'Le filtre inStock doit valoir true ou false',
  featured: () => 'Le filtre featured doit valoir true ou false',
};

const PATH_FIELDS: Record<string, () => string> = {
  id: () => INVALID_PRODUCT_ID,
  productId: () => INVALID_PRODUCT_ID,
  slug: () => 'Slug invalide',
  file: () => 'Nom de fichier invalide',
};

function genericMessage(issue: ValidationIssue, field: string): string {
  const name = field ? `Le champ « ${field} »` : 'La requête';
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return `${name} est requis`;
    case 'type':
      return `${name} doit être ${typeName(p.type)}`;
    case 'minLength':
      return Number(p.limit) === 1
        ? `${name} est requis`
        : `${name} doit contenir au moins ${String(p.limit)} caractères`;
    case 'maxLength':
      return `${name} ne peut pas dépasser ${String(p.limit)} caractères`;
    case 'minimum':
      return `${name} doit être supérieur ou égal à ${String(p.limit)}`;
    case 'exclusiveMinimum':
      return `${name} doit être supérieur à ${String(p.limit)}`;
    case 'maximum':
      return `${name} doit être inférieur ou égal à ${String(p.limit)}`;
    case 'exclusiveMaximum':
      return `${name} doit être inférieur à ${String(p.limit)}`;
    case 'enum':
      return `${name} doit valoir : ${((p.allowedValues as unknown[]) ?? []).join(', ')}`;
    case 'const':
      return `${name} doit valoir ${String(p.allowedValue)}`;
    case 'maxItems':
      return `${name} ne peut pas contenir plus de ${String(p.limit)} éléments`;
    case 'minItems':
      return `${name} doit contenir au moins ${String(p.limit)} éléments`;
    case 'additionalProperties':
      return `${name} n'est pas accepté`;
    case 'pattern':
    case 'format':
      return `${name} n'a pas un format valide`;
    default:
      return `${name} est invalide`;
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
