import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { loadSpecification } from './openapi.js';

/**
 * Readable docs of the contract at /api/docs (Swagger UI over openapi.yaml as written, not a generated copy), and the
 * document itself at /api/docs/json and /api/docs/yaml. Registered inside the /api scope.
 */
export async function registerApiDocs(api: FastifyInstance): Promise<void> {
  await api.register(swagger, {
    mode: 'static',
    // The contract parsed once per process (as the routes read it): parsing its YAML again was a second per app.
    specification: { document: loadSpecification() as unknown as StaticDocumentSpec['document'] },
  });
  await api.register(swaggerUi, {
    routePrefix: '/docs',
    // Links in the page are absolute: they must carry the scope's /api prefix too.
    indexPrefix: api.prefix,
    theme: { title: 'Teranga API' },
    // The public validator badge would call a third-party site; the CSP refuses it anyway.
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
  });
}
