import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securedOperationIds } from '../src/http/authenticate-first.js';
import { loadSpecification } from '../src/http/openapi.js';
import type { TestServer } from './helpers.js';
import { call, registerAccount, startIdentityServer } from './identity-helpers.js';

const TOKEN_REQUIRED = "Token d'authentification requis";
const specification = loadSpecification();
const secured = securedOperationIds(specification);

/** Every operation of openapi.yaml that needs bearerAuth, read from the contract so new ones are covered too. */
const securedCalls = Object.entries(specification.paths as Record<string, Record<string, unknown>>).flatMap(
  ([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => secured.has((operation as { operationId?: string }).operationId ?? ''))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        operationId: (operation as { operationId: string }).operationId,
        // Path parameters no schema accepts, and query values out of range.
        path: `/api${path.replace(/\{[^}]+\}/g, 'pas-un-id')}?page=-1&limit=abc`,
      })),
);

let server: TestServer;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server.close());

describe('anonymous callers of protected operations', () => {
  it('the contract has protected operations to check', () => {
    expect(securedCalls.length).toBeGreaterThan(10);
    expect(securedCalls.map((entry) => entry.operationId)).toEqual(
      expect.arrayContaining(['changePassword', 'updateProfile', 'addToWishlist']),
    );
  });

  it.each(securedCalls)(
    '$method $operationId answers 401 before any body, parameter or query rule (not 400)',
    async ({ method, path }) => {
      const hasBody = method !== 'GET' && method !== 'DELETE' && method !== 'HEAD';
      for (const options of hasBody
        ? [
            { body: [42] },
            { body: { currentPassword: 1, newPassword: '', firstName: 7 } },
            { raw: '{pas du json' },
          ]
        : [{}]) {
        const answer = await call(server, method, path, options);
        expect(answer.status).toBe(401);
        // A HEAD answer has no body (tus asks an upload's offset with HEAD): its status says it all.
        if (method !== 'HEAD') expect(answer.body).toEqual({ success: false, message: TOKEN_REQUIRED });
      }
    },
  );

  it('a signed-in caller still meets the field rules (authentication first does not skip validation)', async () => {
    const account = await registerAccount(server);
    const answer = await call(server, 'PUT', '/api/auth/change-password', {
      token: account.token,
      body: { currentPassword: '', newPassword: '' },
    });
    expect(answer.status).toBe(400);
  });
});
