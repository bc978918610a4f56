import { operatorMessages } from '@teranga/messages';
import { AppUrlRequiredError } from './config.js';
import { DataFolderLockedError } from './data-folder-lock.js';
import { DatabaseNeverReachedError } from './db/wait-for-database.js';
import { CorsOriginsError } from './http/cors-origins.js';
import { PaymentsConfigError } from './payments/payments-config.js';
import { UnsafeSecretError } from './secrets.js';
import { WebConcurrencyError } from './web-concurrency.js';

/** A refusal the operator can act on: an unsafe secret, a data folder in use, a wildcard CORS_ORIGINS, no PostgreSQL,
 * WEB_CONCURRENCY without PostgreSQL, payments without a real provider in production (or one half configured),
 * sign-in providers in production without APP_URL. */
function isRefusal(error: unknown): error is Error {
  return (
    error instanceof UnsafeSecretError ||
    error instanceof DataFolderLockedError ||
    error instanceof CorsOriginsError ||
    error instanceof DatabaseNeverReachedError ||
    error instanceof WebConcurrencyError ||
    error instanceof PaymentsConfigError ||
    error instanceof AppUrlRequiredError
  );
}

/** Ends the process with the refusal's French message alone, no stack, and exit code 1. */
function refuse(error: Error): never {
  console.error(operatorMessages.startup.refused(error.message));
  process.exit(1);
}

/**
 * Runs a start-up step; a refusal the operator can act on ends the process with its French message alone.
 * Anything else is rethrown as the fault it is.
 */
export function orRefuseToStart<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (isRefusal(error)) refuse(error);
    throw error;
  }
}

/** The same for a step that waits (opening the database). */
export async function orRefuseToStartAsync<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (isRefusal(error)) refuse(error);
    throw error;
  }
}
