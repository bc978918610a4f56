import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

/** The contract at the repository root: the one source of the API's routes and request validation. */
export const openapiPath = resolve(import.meta.dirname, '../../../../openapi.yaml');

let specification: Record<string, unknown> | undefined;

/** Parsed once per process; fastify-openapi-glue clones it before resolving references. */
export function loadSpecification(): Record<string, unknown> {
  specification ??= parse(readFileSync(openapiPath, 'utf8')) as Record<string, unknown>;
  return specification;
}
