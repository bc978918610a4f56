import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTerangaClient, TerangaApiError } from '../src/index.js';
import { PRODUCT_ID, TOKEN } from './fixtures.js';
import { type Answer, startServer, type TestServer } from './server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const sdk = () => createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => TOKEN });

async function messageFor(
  answer: Answer,
  call: () => Promise<unknown> = () => sdk().catalogue.product(PRODUCT_ID),
) {
  server.on('GET', `/api/products/${PRODUCT_ID}`, answer);
  server.on('GET', '/api/wishlist', answer);
  const error = await call().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TerangaApiError);
  return error as TerangaApiError;
}

describe('error messages', () => {
  it("use the server's message first", async () => {
    const error = await messageFor({
      status: 404,
      json: { success: false, message: 'Produit non trouvé', errors: ['autre'], error: 'Not Found' },
    });
    expect(error.message).toBe('Produit non trouvé');
    expect(error.status).toBe(404);
    expect(error.body).toEqual({
      success: false,
      message: 'Produit non trouvé',
      errors: ['autre'],
      error: 'Not Found',
    });
  });

  it('else join the errors list as bulleted lines', async () => {
    const error = await messageFor({
      status: 400,
      json: { success: false, errors: ['Nom requis', { message: 'Prix valide requis' }] },
    });
    expect(error.message).toBe('• Nom requis\n• Prix valide requis');
  });

  it('else use the error field', async () => {
    const error = await messageFor({ status: 400, json: { error: 'Requête invalide' } });
    expect(error.message).toBe('Requête invalide');
  });

  it('else say Erreur {status}: {statusText}', async () => {
    const error = await messageFor({
      status: 500,
      statusText: 'Internal Server Error',
      text: '<html>oops</html>',
    });
    expect(error.message).toBe('Erreur 500: Internal Server Error');
    expect(error.body).toBe('<html>oops</html>');
  });

  it('keep raw JSON out of the message on the wishlist calls (the body stays on error.body)', async () => {
    const body = { success: false, message: 'Erreur de chargement des favoris' };
    const error = await messageFor({ status: 500, json: body }, () => sdk().wishlist.list());
    expect(error.message).toBe('Erreur de chargement des favoris');
    expect(error.body).toEqual(body);
  });

  it('say the status text on the wishlist calls when there is no message', async () => {
    const error = await messageFor(
      { status: 503, statusText: 'Service Unavailable', json: { success: false } },
      () => sdk().wishlist.list(),
    );
    expect(error.message).toBe('Erreur 503: Service Unavailable');
  });

  it.each([
    [400, 'bad_request'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [429, 'rate_limited'],
    [500, 'server'],
    [503, 'unavailable'],
    [418, 'http'],
  ])('carry a stable code beside the message (%i → %s)', async (status, code) => {
    const error = await messageFor({ status, json: { success: false, message: 'Refusé' } });
    expect(error.code).toBe(code);
    expect(error.message).toBe('Refusé');
  });
});
