import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { categories, products, users } from '../src/db/schema.js';
import { assertMatchesContract } from './contract.js';
import { startTestServer, type TestServer } from './helpers.js';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read loosely typed JSON bodies
export type Json = any;

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Raw body text (sent as JSON content type unless headers say otherwise). */
  raw?: string;
  /** Skip the openapi.yaml check (only for requests that are outside the contract on purpose). */
  unchecked?: boolean;
}

/** One real HTTP call to the server, JSON in and out; the answer must match openapi.yaml (status and body). */
export async function call(
  server: TestServer,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<Json>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(server.url + path, {
    method,
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    redirect: 'manual',
  });
  const text = await response.text();
  let body: Json = text;
  try {
    body = JSON.parse(text);
  } catch {}
  if (!options.unchecked)
    assertMatchesContract(method, path, response.status, response.headers.get('content-type') ?? '', body);
  return { status: response.status, body, headers: response.headers };
}

/** Generous limits, so a test file's many sign-ins never meet the rate limits (one file tests those). */
export const relaxedLimits = {
  RATE_LIMIT_LOGIN_MAX: '10000',
  RATE_LIMIT_REGISTER_MAX: '10000',
  RATE_LIMIT_FORGOT_PASSWORD_MAX: '10000',
  RATE_LIMIT_PASSWORD_MAX: '10000',
  LOGIN_THROTTLE_ACCOUNT_MAX_FAILURES: '10000',
  LOGIN_THROTTLE_ADDRESS_MAX_FAILURES: '10000',
};

export function startIdentityServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer({ ...relaxedLimits, ...env });
}

export const uniqueEmail = (label = 'user'): string =>
  `${label}-${randomBytes(4).toString('hex')}@example.sn`;

/** Meets the documents' rules and is on no common-password list (the server refuses those). */
export const PASSWORD = 'Baobab2024';

export interface Account {
  token: string;
  user: Json;
  email: string;
  password: string;
}

export async function registerAccount(
  server: TestServer,
  fields: Record<string, unknown> = {},
): Promise<Account> {
  const email = (fields.email as string | undefined) ?? uniqueEmail();
  const password = (fields.password as string | undefined) ?? PASSWORD;
  const answer = await call(server, 'POST', '/api/auth/register', {
    body: { firstName: 'Awa', lastName: 'Diop', email, password, confirmPassword: password, ...fields },
  });
  if (answer.status !== 201)
    throw new Error(`register failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { token: answer.body.data.token, user: answer.body.data.user, email, password };
}

/** Staff accounts cannot be made over HTTP: promote in the database, then sign in again. */
export async function registerAdmin(server: TestServer): Promise<Account> {
  const account = await registerAccount(server, { email: uniqueEmail('admin') });
  await server.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, account.user.id));
  return account;
}

let productCounter = 0;

/** A catalogue product straight in the database (the catalogue's own calls are another part of the API). */
export async function insertProduct(
  db: Database,
  fields: Partial<typeof products.$inferInsert> = {},
): Promise<string> {
  productCounter += 1;
  const suffix = `${productCounter}-${randomBytes(3).toString('hex')}`;
  const [category] = await db
    .insert(categories)
    .values({ name: `Femme ${suffix}`, slug: `femme-${suffix}` })
    .returning({ id: categories.id });
  const [product] = await db
    .insert(products)
    .values({
      name: `Boubou brodé ${suffix}`,
      slug: `boubou-brode-${suffix}`,
      description: 'Boubou en bazin riche, brodé à la main.',
      priceCents: 4590,
      comparePriceCents: 5990,
      status: 'active',
      quantity: 5,
      categoryId: category?.id,
      brand: 'Teranga',
      images: [{ url: '/api/media/boubou.webp', alt: 'Boubou' }],
      mainImage: '/api/media/boubou.webp',
      ...fields,
    })
    .returning({ id: products.id });
  if (!product) throw new Error('product insert failed');
  return product.id;
}
