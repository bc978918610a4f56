import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A throwaway PostgreSQL database per test file, dropped at the end, so files never see each other's rows. It is a
 * copy of the run's migrated template (TEST_DATABASE_TEMPLATE, made by test/global-setup.ts) when there is one.
 */
export async function createScratchDatabase(
  serverUrl: string,
  options: { name?: string } = {},
): Promise<{ url: string; waitUntilUnused(): Promise<void>; drop(): Promise<void> }> {
  const name = options.name ?? `teranga_test_${randomBytes(6).toString('hex')}`;
  const template = options.name ? undefined : process.env.TEST_DATABASE_TEMPLATE;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // pool.end() resolves before its connections are gone: forcing the drop while one is still closing makes the
  // server send it a FATAL that surfaces as an unhandled error. Wait (briefly) for them to leave first.
  const waitUntilGone = async (client: pg.Client) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await client.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0].n === 0) return;
      await new Promise((done) => setTimeout(done, 20));
    }
  };
  const withAdmin = async (work: (client: pg.Client) => Promise<void>) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    url: url.toString(),
    waitUntilUnused: () => withAdmin(waitUntilGone),
    drop: () =>
      withAdmin(async (client) => {
        await waitUntilGone(client);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}
