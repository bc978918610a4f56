import { afterAll, beforeAll, expect, test } from 'vitest';
import { failWrites } from './fault-injection.js';
import type { TestServer } from './helpers.js';
import { startTestServer } from './helpers.js';
import { call, relaxedLimits, uniqueEmail } from './identity-helpers.js';

// Issue 11, item 8: a failing insert used to log its SQL parameters, the argon2 hash of the new password included.
const lines: string[] = [];
const refusedEmail = uniqueEmail('refused');
const password = 'Tres-Secret-42';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(
    { ...relaxedLimits, LOG_LEVEL: 'info' },
    { logStream: { write: (line) => lines.push(line) } },
  );
  // A database fault on demand: the users table refuses one email, after the handler has hashed the password.
  await failWrites(server.database.db, {
    table: 'users',
    when: 'INSERT',
    condition: `NEW.email = '${refusedEmail}'`,
  });
});
afterAll(async () => {
  await server.close();
});

test('a failing insert logs the request id, method, route and error class, never the SQL, its parameters (the argon2 hash) or the body', async () => {
  const answer = await call(server, 'POST', '/api/auth/register', {
    body: { firstName: 'Awa', lastName: 'Diop', email: refusedEmail, password, confirmPassword: password },
    // A 500 is outside the contract: it is what this test provokes on purpose.
    unchecked: true,
  });
  expect(answer.status).toBe(500);
  expect(answer.body).toEqual({ success: false, message: 'Une erreur est survenue' });

  const entries = lines.map((line) => JSON.parse(line));
  const failure = entries.find((entry) => entry.msg === 'unexpected error');
  expect(failure).toMatchObject({
    level: 50,
    method: 'POST',
    route: '/api/auth/register',
    err: { type: 'DrizzleQueryError', cause: { code: 'P0001' } },
  });
  expect(failure.err.stack).toMatch(/^\s+at /);
  // The request id ties the error to the request's own access line.
  expect(failure.reqId).toEqual(expect.any(String));
  expect(entries.some((entry) => entry.reqId === failure.reqId && entry.req?.method === 'POST')).toBe(true);

  const everything = lines.join('\n');
  for (const secret of ['$argon2', password, refusedEmail, 'Failed query', 'params', 'insert into']) {
    expect(everything).not.toContain(secret);
  }
});

test('any log call with an `err` goes through the safe serializer: a message quoting a hash never reaches the log', () => {
  const leaky = new Error(
    'Failed query: update users set password_hash = $1\nparams: $argon2id$v=19$m=19456',
  );
  server.app.log.error({ err: new Error('wrapper', { cause: leaky }) }, 'elsewhere');
  const entry = JSON.parse(lines.at(-1) ?? '{}');
  expect(entry).toMatchObject({ msg: 'elsewhere', err: { type: 'Error', cause: { type: 'Error' } } });
  expect(lines.at(-1)).not.toContain('$argon2');
  expect(lines.at(-1)).not.toContain('Failed query');
});
