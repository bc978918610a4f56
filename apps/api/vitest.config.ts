import { randomBytes } from 'node:crypto';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  // Tests run in Vite's server environment, which has its own conditions: workspace packages resolve from source.
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // These never reach the database under test (server processes on their own embedded PGlite or on no database,
    // or types only): the PostgreSQL run would repeat them as they are.
    exclude: process.env.TEST_DATABASE_URL
      ? [
          'test/data-folder-lock.test.ts',
          'test/session-secret.test.ts',
          'test/handler-map.test.ts',
          'test/database-startup.test.ts',
        ]
      : [],
    // A PGlite instance takes seconds to start: one per test file, shared by its tests, each copied from one
    // migrated database made once per run (PGlite's initdb and the migrations were most of those seconds).
    globalSetup: ['test/global-setup.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
    fileParallelism: false,
    // One worker keeps its modules from file to file: a file no longer imports the server again, nor compiles
    // Fastify's schemas and the contract (10 files on a quiet machine: 73.5 -> 43.6 s of CPU, 95 -> 68 s).
    isolate: false,
    // With it, a file fails when it leaves an interval, a listening server or a child process running after its
    // afterAll: the worker goes on to the next files.
    setupFiles: ['test/leak-guard.ts'],
    // Test servers sign with a secret of this run instead of generating one into the repository's ./var
    // (the tests of that generation give their server a temporary data folder and JWT_SECRET: '').
    env: { JWT_SECRET: randomBytes(32).toString('hex') },
  },
});
