import { resolve } from 'node:path';

/** The SQL migrations drizzle-kit writes (apps/api/drizzle); a module of its own so that test set-up can read it. */
export const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');
