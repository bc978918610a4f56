import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The contract's promise to other shops: every operation says how it fails, in French, and which calls need the bearer token.
const root = fileURLToPath(new URL('../../../', import.meta.url));
// biome-ignore lint/suspicious/noExplicitAny: a parsed YAML document is walked loosely
type Any = any;
const spec: Any = parse(readFileSync(`${root}openapi.yaml`, 'utf8'));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const resolve = (node: Any): Any => {
  if (!node?.$ref) return node;
  const path = (node.$ref as string).replace(/^#\//, '').split('/');
  return resolve(path.reduce((at: Any, key) => at?.[key], spec));
};

const operations = Object.entries(spec.paths as Record<string, Any>).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({ path, method, op: item[method] })),
);
const name = (o: { path: string; method: string }) => `${o.method.toUpperCase()} ${o.path}`;
const secured = (op: Any) => (op.security ?? spec.security ?? []).length > 0;

/** Every example body of a response, resolved. */
function exampleBodies(response: Any): Any[] {
  const content = resolve(response)?.content ?? {};
  return Object.values(content).flatMap((media: Any) => [
    ...(media.example === undefined ? [] : [media.example]),
    ...Object.values(media.examples ?? {}).map((example: Any) => resolve(example).value),
  ]);
}

describe('openapi.yaml errors and security', () => {
  it('uses bearer JWT as the security scheme, and every operation says whether it needs it', () => {
    expect(spec.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    for (const o of operations) expect(Array.isArray(o.op.security), name(o)).toBe(true);
    const bearer = operations.filter((o) => secured(o.op)).map((o) => o.op.operationId);
    expect(bearer).toEqual(
      expect.arrayContaining(['verifyToken', 'logout', 'updateProfile', 'changePassword', 'listWishlist']),
    );
    expect(bearer).toEqual(
      expect.arrayContaining(['createSellerProduct', 'uploadProductImage', 'setSellerStatus']),
    );
    expect(bearer).not.toContain('login');
  });

  it.each(operations.filter((o) => secured(o.op)).map((o) => [name(o), o] as const))(
    '%s (bearer) answers 401 with the French message',
    (_name, { op }) => {
      const bodies = exampleBodies(op.responses['401']);
      expect(bodies.map((body) => body.message)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Token (d'authentification requis|expiré ou invalide)/),
        ]),
      );
    },
  );

  it.each(operations.map((o) => [name(o), o] as const))(
    '%s gives each of its 4xx an example with a French message',
    (_name, { op }) => {
      const failures = Object.entries(op.responses as Record<string, Any>).filter(([status]) =>
        /^4/.test(status),
      );
      // Redirect-only OAuth steps report errors in the redirect, not as 4xx bodies; calls without any input or
      // token (home, health) have nothing to refuse.
      const takesInput = secured(op) || (op.parameters ?? []).length > 0 || op.requestBody !== undefined;
      if (takesInput && !/^(google|facebook)(Auth|Callback)$/.test(op.operationId))
        expect(failures.length).toBeGreaterThan(0);
      for (const [status, response] of failures) {
        const bodies = exampleBodies(response);
        expect(bodies.length, status).toBeGreaterThan(0);
        for (const body of bodies) {
          expect(body, status).toMatchObject({ success: false, message: expect.any(String) });
          // French: accented letters or French words, never an English stock phrase.
          expect(body.message, status).not.toMatch(
            /^(Not Found|Unauthorized|Bad Request|Forbidden|Too Many)/,
          );
        }
      }
    },
  );
});
