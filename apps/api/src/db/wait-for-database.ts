import { scaleOperatorMessages } from '@teranga/messages';
import { type DatabaseHandle, type OpenDatabaseOptions, openDatabase } from './client.js';
import { isDatabaseUnreachable } from './outage.js';

/** PostgreSQL did not answer within the start-up wait: the server refuses to start, saying why, in French. */
export class DatabaseNeverReachedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseNeverReachedError';
  }
}

export interface StartupWait {
  /** How long to keep trying before refusing to start (DATABASE_STARTUP_WAIT_SECONDS). */
  seconds: number;
  /** Pause between two attempts. */
  retryMs?: number;
  /** Where the waiting lines go (the console by default). */
  log?: (line: string) => void;
}

/** The socket's code (ECONNREFUSED…) or the first message found, for the operator's line. */
function reasonOf(error: unknown, depth = 0): string {
  if (!error || typeof error !== 'object' || depth > 5) return String(error);
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && code) return code;
  if (Array.isArray(errors) && errors.length > 0) return reasonOf(errors[0], depth + 1);
  if (cause) return reasonOf(cause, depth + 1);
  return typeof message === 'string' && message ? message : String(error);
}

/**
 * Opens the database, waiting for PostgreSQL when it cannot be reached yet (a machine booting, a database restarting
 * under an orchestrator that started every service at once): one French line per attempt, then a clear refusal when
 * the wait is over, instead of a stack trace and a restart loop. Any other failure (bad password, a broken
 * migration) is thrown at once: waiting would not fix it.
 */
export async function openDatabaseWhenReachable(
  options: OpenDatabaseOptions,
  wait: StartupWait,
): Promise<DatabaseHandle> {
  const retryMs = wait.retryMs ?? 2000;
  const log = wait.log ?? ((line: string) => console.warn(line));
  const started = Date.now();
  let waited = false;
  for (;;) {
    try {
      const database = await openDatabase(options);
      if (waited) log(scaleOperatorMessages.databaseReached);
      return database;
    } catch (error) {
      if (!options.databaseUrl || !isDatabaseUnreachable(error)) throw error;
      const leftMs = started + wait.seconds * 1000 - Date.now();
      if (leftMs <= 0) {
        const waitedSeconds = Math.round((Date.now() - started) / 1000);
        throw new DatabaseNeverReachedError(
          scaleOperatorMessages.databaseNeverReached(waitedSeconds, reasonOf(error)),
        );
      }
      const pause = Math.min(retryMs, leftMs);
      log(
        scaleOperatorMessages.databaseWaiting(
          reasonOf(error),
          Math.ceil(pause / 1000),
          Math.ceil(leftMs / 1000),
        ),
      );
      waited = true;
      await new Promise((done) => setTimeout(done, pause));
    }
  }
}
