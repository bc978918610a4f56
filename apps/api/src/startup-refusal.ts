import { operatorMessages } from '@teranga/messages';
import { DataFolderLockedError } from './data-folder-lock.js';
import { CorsOriginsError } from './http/cors-origins.js';
import { UnsafeSecretError } from './secrets.js';
import { WebConcurrencyError } from './web-concurrency.js';

/**
 * Runs a start-up step; a refusal the operator can act on (an unsafe secret, a data folder in use, a wildcard CORS_ORIGINS, WEB_CONCURRENCY without PostgreSQL) ends the process
 * with its French message alone, no stack, and exit code 1. Anything else is rethrown as the fault it is.
 */
export function orRefuseToStart<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (
      error instanceof UnsafeSecretError ||
      error instanceof DataFolderLockedError ||
      error instanceof CorsOriginsError ||
      error instanceof WebConcurrencyError
    ) {
      console.error(operatorMessages.startup.refused(error.message));
      process.exit(1);
    }
    throw error;
  }
}
