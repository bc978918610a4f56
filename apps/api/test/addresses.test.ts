import { readFileSync } from 'node:fs';
import { ADDRESS_BOOK_MAX } from '@teranga/headless';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCustomerAddress, listAddresses } from '../src/addresses/addresses.queries.js';
import { migrationsFolder } from '../src/db/client.js';
import { customerAddresses, users } from '../src/db/schema.js';
import { demoAccounts, demoCustomerAddress } from '../src/demo/demo-accounts.js';
import { ensureDemoAddress, seedDemoShop } from '../src/demo/seed-demo.js';
import type { TestServer } from './helpers.js';
import { type Account, call, registerAccount, startIdentityServer } from './identity-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startIdentityServer();
}, 60_000);
afterAll(() => server.close());

const dakar = {
  fullName: 'Awa Diop',
  phone: '77 123 45 67',
  quartier: 'Sacré-Cœur 3',
  street: 'Villa 12, rue SC-45',
  landmark: 'En face de la pharmacie Mame Diarra',
  city: 'Dakar',
  region: 'Dakar',
};
const thies = {
  fullName: 'Moussa Ndiaye',
  phone: '+221 78 000 11 22',
  quartier: 'Randoulène',
  street: 'Rue 10',
  city: 'Thiès',
  region: 'Thiès',
};

const add = (account: Account, body: unknown) =>
  call(server, 'POST', '/api/me/addresses', { token: account.token, body });
const book = async (account: Account) =>
  (await call(server, 'GET', '/api/me/addresses', { token: account.token })).body.data.addresses as Array<{
    id: string;
    fullName: string;
    isDefault: boolean;
  }>;
const defaults = async (account: Account) =>
  (await book(account)).filter((a) => a.isDefault).map((a) => a.fullName);

describe('the address book', () => {
  it('adds, lists, edits and deletes an address; the phone is kept in E.164, an empty landmark as null', async () => {
    const awa = await registerAccount(server);
    expect(await book(awa)).toEqual([]);

    const created = await add(awa, dakar);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Adresse ajoutée');
    expect(created.body.data).toMatchObject({ ...dakar, phone: '+221771234567', isDefault: true });
    expect(created.body.data.id).toMatch(/^[0-9a-f]{24}$/);
    expect(created.body.data._id).toBe(created.body.data.id);
    const id = created.body.data.id as string;

    expect(await book(awa)).toEqual([created.body.data]);

    const edited = await call(server, 'PATCH', `/api/me/addresses/${id}`, {
      token: awa.token,
      body: { street: '  Villa 14  ', landmark: '' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Adresse modifiée');
    expect(edited.body.data).toMatchObject({
      ...dakar,
      street: 'Villa 14',
      landmark: null,
      phone: '+221771234567',
    });

    const removed = await call(server, 'DELETE', `/api/me/addresses/${id}`, { token: awa.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, message: 'Adresse supprimée', data: { addresses: [] } });
    expect(await book(awa)).toEqual([]);
  });

  it('makes the first address the default and keeps exactly one: isDefault moves it, deleting it promotes the newest', async () => {
    const awa = await registerAccount(server);
    const first = (await add(awa, dakar)).body.data;
    const second = (await add(awa, thies)).body.data;
    expect(first.isDefault).toBe(true);
    expect(second.isDefault).toBe(false);
    expect(await defaults(awa)).toEqual(['Awa Diop']);

    const third = (await add(awa, { ...thies, fullName: 'Fatou Sall', isDefault: true })).body.data;
    expect(third.isDefault).toBe(true);
    expect(await defaults(awa)).toEqual(['Fatou Sall']);
    // The default comes first in the list.
    expect((await book(awa))[0]?.id).toBe(third.id);

    const made = await call(server, 'PATCH', `/api/me/addresses/${second.id}`, {
      token: awa.token,
      body: { isDefault: true },
    });
    expect(made.body.data.isDefault).toBe(true);
    expect(await defaults(awa)).toEqual(['Moussa Ndiaye']);

    // Asking to drop the default flag leaves the book with its one default.
    await call(server, 'PATCH', `/api/me/addresses/${second.id}`, {
      token: awa.token,
      body: { isDefault: false },
    });
    expect(await defaults(awa)).toEqual(['Moussa Ndiaye']);

    const after = await call(server, 'DELETE', `/api/me/addresses/${second.id}`, { token: awa.token });
    expect(
      after.body.data.addresses.map((a: { id: string; isDefault: boolean }) => [a.id, a.isDefault]),
    ).toEqual([
      [third.id, true],
      [first.id, false],
    ]);
  });

  it('gives the default to a new address when the book has none (rows written outside the API)', async () => {
    const awa = await registerAccount(server);
    await server.database.db
      .insert(customerAddresses)
      .values({ userId: awa.user.id, ...thies, isDefault: false });
    expect((await add(awa, dakar)).body.data.isDefault).toBe(true);
    expect(await defaults(awa)).toEqual(['Awa Diop']);
  });

  it('holds at most one default per customer in the database itself', async () => {
    const awa = await registerAccount(server);
    await add(awa, dakar);
    await expect(
      server.database.db.insert(customerAddresses).values({
        userId: awa.user.id,
        ...thies,
        isDefault: true,
      }),
    ).rejects.toThrow();
  });

  it('keeps several adds at once within one default', async () => {
    const awa = await registerAccount(server);
    const answers = await Promise.all(
      ['Awa', 'Binta', 'Coumba', 'Dieynaba'].map((fullName) => add(awa, { ...dakar, fullName })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(await defaults(awa)).toHaveLength(1);
  });

  it(`refuses the ${ADDRESS_BOOK_MAX + 1}th address with a French 409`, async () => {
    const awa = await registerAccount(server);
    const rows = Array.from({ length: ADDRESS_BOOK_MAX }, (_, i) => ({
      userId: awa.user.id as string,
      ...thies,
      phone: '+221780001122',
      fullName: `Personne ${i}`,
      isDefault: i === 0,
    }));
    await server.database.db.insert(customerAddresses).values(rows);
    const refused = await add(awa, dakar);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      message: `Vous avez déjà ${ADDRESS_BOOK_MAX} adresses : supprimez-en une avant d’en ajouter une autre`,
    });
  });
});

describe('bad values', () => {
  it('answers a French 400 listing each field in the form order', async () => {
    const awa = await registerAccount(server);
    const refused = await add(awa, {
      fullName: ' ',
      phone: '+33 6 12 34 56 78',
      street: 'Rue 10',
      city: 'Dakar',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      success: false,
      message: 'Adresse incomplète ou invalide',
      errors: [
        'Indiquez le nom de la personne qui reçoit la livraison',
        'Format de téléphone invalide (ex: 77 123 45 67, +221 77 123 45 67, 221 77 123 45 67, etc.)',
        'Indiquez le quartier',
        'Indiquez la région',
      ],
    });
    expect(await book(awa)).toEqual([]);
  });

  it('refuses an over-long field by its name, and an empty body with every required field', async () => {
    const awa = await registerAccount(server);
    const long = await add(awa, { ...dakar, landmark: 'x'.repeat(121) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual(['Point de repère : 120 caractères au plus']);

    const empty = await add(awa, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveLength(6);
  });

  it('checks only the fields a change sends, with the same messages', async () => {
    const awa = await registerAccount(server);
    const { id } = (await add(awa, dakar)).body.data;
    const refused = await call(server, 'PATCH', `/api/me/addresses/${id}`, {
      token: awa.token,
      body: { phone: '12', quartier: '' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      'Format de téléphone invalide (ex: 77 123 45 67, +221 77 123 45 67, 221 77 123 45 67, etc.)',
      'Indiquez le quartier',
    ]);
    expect((await book(awa))[0]).toMatchObject({ quartier: dakar.quartier });
  });

  it('refuses a request without a body in French (the contract fuzz found the change answered 500)', async () => {
    const awa = await registerAccount(server);
    const { id } = (await add(awa, dakar)).body.data;
    const change = await call(server, 'PATCH', `/api/me/addresses/${id}`, { token: awa.token });
    expect(change.status).toBe(400);
    expect(change.body).toEqual({
      success: false,
      message: 'Adresse incomplète ou invalide',
      errors: ['Adresse incomplète ou invalide'],
    });
    const creation = await call(server, 'POST', '/api/me/addresses', { token: awa.token });
    expect(creation.status).toBe(400);
    expect(creation.body.errors).toHaveLength(6);
  });

  it('refuses a malformed id in French, and drops a field the contract does not know', async () => {
    const awa = await registerAccount(server);
    const badId = await call(server, 'PATCH', '/api/me/addresses/nope', {
      token: awa.token,
      body: { city: 'Dakar' },
    });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('Identifiant d’adresse invalide');
    const extra = await add(awa, { ...dakar, country: 'Sénégal' });
    expect(extra.status).toBe(201);
    expect(extra.body.data).not.toHaveProperty('country');
  });
});

describe('another customer', () => {
  it('never sees, changes or deletes an address of someone else: the same 404 as an unknown one', async () => {
    const awa = await registerAccount(server);
    const moussa = await registerAccount(server);
    const { id } = (await add(awa, dakar)).body.data;

    expect(await book(moussa)).toEqual([]);
    const changed = await call(server, 'PATCH', `/api/me/addresses/${id}`, {
      token: moussa.token,
      body: { isDefault: true, city: 'Thiès' },
    });
    expect(changed.status).toBe(404);
    expect(changed.body).toEqual({ success: false, message: 'Adresse introuvable' });
    const unknown = await call(server, 'PATCH', '/api/me/addresses/0123456789abcdef01234567', {
      token: moussa.token,
      body: { city: 'Thiès' },
    });
    expect(unknown.body).toEqual(changed.body);
    const deleted = await call(server, 'DELETE', `/api/me/addresses/${id}`, { token: moussa.token });
    expect(deleted.status).toBe(404);
    expect(deleted.body).toEqual({ success: false, message: 'Adresse introuvable' });

    expect(await book(awa)).toMatchObject([{ id, city: 'Dakar', isDefault: true }]);
    expect(await findCustomerAddress(server.database.db, moussa.user.id, id)).toBeUndefined();
    expect((await findCustomerAddress(server.database.db, awa.user.id, id))?.quartier).toBe('Sacré-Cœur 3');
  });
});

describe('signed out', () => {
  it('answers 401 before reading the body', async () => {
    for (const [method, path] of [
      ['GET', '/api/me/addresses'],
      ['POST', '/api/me/addresses'],
      ['PATCH', '/api/me/addresses/0123456789abcdef01234567'],
      ['DELETE', '/api/me/addresses/0123456789abcdef01234567'],
    ] as const) {
      const answer = await call(
        server,
        method,
        path,
        method === 'POST' || method === 'PATCH' ? { body: {} } : {},
      );
      expect(answer.status).toBe(401);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toMatch(/connect|authentifi|session/i);
    }
  });
});

describe('the demo customer', () => {
  it('has one default address in Dakar in a new demo shop, given once, and again to an older data folder by migration 0019', async () => {
    const { db } = server.database;
    await seedDemoShop(db);
    const [customer] = await db.select().from(users).where(eq(users.email, demoAccounts.customer.email));
    if (!customer) throw new Error('no demo customer');
    const seeded = await listAddresses(db, customer.id);
    expect(seeded).toMatchObject([{ ...demoCustomerAddress, isDefault: true }]);
    await ensureDemoAddress(db, customer.id);
    expect(await listAddresses(db, customer.id)).toHaveLength(1);

    // A data folder seeded before the book: its demo customer has none until the migration runs.
    const migration = readFileSync(`${migrationsFolder}/0019_demo_customer_address.sql`, 'utf8');
    await db.delete(customerAddresses).where(eq(customerAddresses.userId, customer.id));
    await db.execute(sql.raw(migration));
    await db.execute(sql.raw(migration));
    const migrated = await listAddresses(db, customer.id);
    expect(migrated).toMatchObject([{ ...demoCustomerAddress, isDefault: true }]);
  });
});
