import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabaseKind } from './helpers.js';

describe('health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(['/health', '/api/health'])('%s answers ok with the database kind', async (path) => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: testDatabaseKind,
    });
  });
});
