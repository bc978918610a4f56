import { identityMessages } from '@teranga/messages';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';
import type { RouteRules } from './route-rules.js';

/** A request's body, path or query, before the contract's schema: any value may be missing or of another type. */
export type Fields = Record<string, unknown>;

/** The request's part as fields (an absent or non-object part reads as none). */
export const asFields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

/** Ajv would coerce numbers and booleans to strings; objects and arrays are not text at all. */
export const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';
export const has = (fields: Fields, key: string): boolean =>
  fields[key] !== undefined && fields[key] !== null;
export const compact = (list: Array<string | false | undefined>): string[] =>
  list.filter((item): item is string => typeof item === 'string');

/** A form's rules: the French messages of what is wrong, none when the request may go on to the contract's schema. */
export type FieldRule = (input: { body: Fields; params: Fields; query: Fields }) => string[];

/** Refused from its announced length, before a byte is read (a body sent in chunks meets the parser's own limit). */
function refuseOversize(request: FastifyRequest): void {
  const length = Number(request.headers['content-length'] ?? 0);
  const limit = request.routeOptions.bodyLimit;
  if (Number.isFinite(length) && length > limit)
    throw new HttpError(413, identityMessages.bodyTooLarge(limit));
}

/**
 * The rules of a form the documents word (through @teranga/headless): a body over the route's limit is a 413 before
 * it is read, then every message of the rule in one 400 (the first is the envelope's `message`). `normalize` trims
 * and lowercases what the documents say to, in the body, before the rule and the schema read it.
 */
export function fieldRules(rule: FieldRule, normalize?: (body: Fields) => void): RouteRules {
  return {
    onRequest: refuseOversize,
    preValidation: (request) => {
      const body = asFields(request.body);
      normalize?.(body);
      const messages = rule({ body, params: asFields(request.params), query: asFields(request.query) });
      const [message] = messages;
      if (message !== undefined) throw new HttpError(400, message, messages);
    },
  };
}
