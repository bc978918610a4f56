import { frameworkMessages, httpMessages } from '@teranga/messages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { slugCandidates } from '../src/catalogue/category-aliases.js';
import { translateValidation } from '../src/http/validation-messages.js';
import type { TestServer } from './helpers.js';
import { call, PASSWORD, registerAccount, startIdentityServer, uniqueEmail } from './identity-helpers.js';

// Issue 11, item 9: odd bytes and prototype names used to reach the database or an object lookup and answer 500.
let server: TestServer;

beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(async () => {
  await server.close();
});

const refusedForCharacter = { success: false, message: httpMessages.forbiddenCharacter };

/** A raw JSON text, so the escapes (\u0000, \ud800) reach the server exactly as written. */
const registration = (firstName: string) =>
  `{"firstName":"${firstName}","lastName":"Diop","email":"${uniqueEmail()}","password":"${PASSWORD}"}`;

describe('NUL and lone surrogates answer a French 400, never 500', () => {
  test.each([
    ['a path parameter', '/api/categories/robe%00longue'],
    ['a path parameter of a nested route', '/api/categories/femme%00/products'],
    ['a product slug', '/api/products/slug/boubou%00'],
    ['the category filter', '/api/products?category=femme%00'],
    ['the size filter', '/api/products?size=M%00'],
    ['the colour filter', '/api/products?color=rouge%00'],
    ['a search', '/api/products/search?q=boubou%00'],
  ])('NUL in %s is refused with 400', async (_where, path) => {
    const answer = await call(server, 'GET', path);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(refusedForCharacter);
  });

  test('NUL in a JSON field of the registration is refused with 400 (it used to fail in the insert: 500)', async () => {
    const answer = await call(server, 'POST', '/api/auth/register', { raw: registration('Awa\\u0000') });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(refusedForCharacter);
  });

  test('a lone surrogate in a JSON string of the registration is refused with 400', async () => {
    const answer = await call(server, 'POST', '/api/auth/register', { raw: registration('Awa\\ud800') });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(refusedForCharacter);
  });

  test('NUL and lone surrogates in a profile edit are refused with 400 and nothing is stored', async () => {
    const account = await registerAccount(server);
    for (const raw of ['{"firstName":"Awa\\u0000"}', '{"lastName":"Diop\\udc00"}']) {
      const answer = await call(server, 'PUT', '/api/auth/profile', { raw, token: account.token });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject(refusedForCharacter);
    }
    const session = await call(server, 'GET', '/api/auth/verify-token', { token: account.token });
    expect(session.body.data.user).toMatchObject({ firstName: 'Awa', lastName: 'Diop' });
  });

  test('a NUL hidden in an object key of a JSON body is refused with 400', async () => {
    const answer = await call(server, 'POST', '/api/auth/login', {
      raw: '{"emailOrPhone":"awa@example.sn","password":"Secret123","x\\u0000":1}',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(refusedForCharacter);
  });

  test('a JSON body nested far deeper than the contract is refused with a French 400', async () => {
    const answer = await call(server, 'POST', '/api/auth/login', {
      raw: `{"emailOrPhone":"awa@example.sn","password":"Secret123","x":${'['.repeat(2000)}${']'.repeat(2000)}}`,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: httpMessages.tooDeep });
  });

  test('a well-formed emoji (a surrogate pair) is still accepted', async () => {
    const answer = await call(server, 'POST', '/api/auth/register', {
      raw: registration('Awa \\ud83d\\ude00'),
    });
    expect(answer.status).toBe(201);
  });
});

describe('prototype names are ordinary unknown input', () => {
  test.each(['__proto__', 'constructor', 'prototype', 'toString'])(
    'GET /api/categories/%s answers a French 400 or 404, not 500',
    async (slug) => {
      const answer = await call(server, 'GET', `/api/categories/${slug}`);
      expect(answer.status).toBe(slug === '__proto__' ? 400 : 404);
      expect(answer.body.message).toBe(slug === '__proto__' ? 'Slug invalide' : 'Catégorie non trouvée');
    },
  );

  test('the products of category __proto__ answer a French 400', async () => {
    const answer = await call(server, 'GET', '/api/categories/__proto__/products');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: 'Slug invalide' });
  });

  test('prototype names as filters find nothing instead of failing (regression guard)', async () => {
    for (const name of ['__proto__', 'constructor', 'hasOwnProperty']) {
      const answer = await call(server, 'GET', `/api/products?category=${name}&size=${name}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.products).toEqual([]);
    }
  });

  test('a sort named like a prototype member gets the French sort sentence (regression guard)', async () => {
    const answer = await call(server, 'GET', '/api/products?sortBy=constructor');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Tri inconnu : choisissez createdAt, price, name, rating ou sold');
  });

  test('the alias table knows no prototype member: __proto__ is looked up alone (it used to add Object.prototype)', () => {
    expect(slugCandidates('__proto__')).toEqual(['__proto__']);
    expect(slugCandidates('constructor')).toEqual(['constructor']);
    expect(slugCandidates('Femmes')).toEqual(['femmes', 'femme']);
  });

  test('a caller-named field such as constructor gets the generic French sentence, not an Object member', () => {
    const issue = {
      keyword: 'additionalProperties',
      instancePath: '',
      params: { additionalProperty: 'constructor' },
    };
    expect(translateValidation([issue], 'querystring')).toEqual([
      "Le champ « constructor » n'est pas accepté",
    ]);
    expect(translateValidation([issue], 'params')).toEqual(["Le champ « constructor » n'est pas accepté"]);
    const typeIssue = { keyword: 'type', instancePath: '/page', params: { type: 'toString' } };
    expect(translateValidation([typeIssue], 'body')).toEqual(['Le champ « page » doit être toString']);
  });

  test('a JSON body carrying constructor.prototype stays refused with 400 (regression guard)', async () => {
    const answer = await call(server, 'POST', '/api/auth/login', {
      raw: '{"emailOrPhone":"awa@example.sn","password":"Secret123","constructor":{"prototype":{"admin":true}}}',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: 'Corps de requête JSON invalide' });
  });
});

describe('found by the contract fuzz', () => {
  test('a profile PUT without a body changes nothing and answers 200 (it used to answer 500)', async () => {
    const account = await registerAccount(server);
    const answer = await call(server, 'PUT', '/api/auth/profile', { token: account.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user).toMatchObject({ firstName: 'Awa', lastName: 'Diop' });
  });
});

describe('refusals made before routing answer in the French envelope (found by the contract fuzz)', () => {
  const raw = async (path: string) => {
    const response = await fetch(server.url + path);
    return { status: response.status, body: await response.json() };
  };

  test('an address that cannot be decoded (%ZZ) is a 400 with a French message, not an English Fastify body', async () => {
    expect(await raw('/api/categories/%ZZ')).toEqual({
      status: 400,
      body: { success: false, message: frameworkMessages.badUrl },
    });
  });

  test('a path parameter over the router limit is a 414 with a French message', async () => {
    expect(await raw(`/api/products/slug/${'a'.repeat(300)}`)).toEqual({
      status: 414,
      body: { success: false, message: frameworkMessages.paramTooLong },
    });
  });

  test('headers too large (a 100 KB query) are a 431 with a French message', async () => {
    expect(await raw(`/api/products?search=${'x'.repeat(100_000)}`)).toEqual({
      status: 431,
      body: { success: false, message: frameworkMessages.headersTooLarge },
    });
  });
});
