import { linkSync, renameSync, rmSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { operatorMessages } from '@teranga/messages';
import { createExclusively, readIfExists } from './lib/exclusive-file.js';

/**
 * One server process owns a data folder at a time: two PGlite instances over one folder overwrite each other's
 * writes, and two servers would share uploads and the outbox. The lock is a file naming its holder (pid, host, start
 * time), put in place atomically; a lock whose process is gone (kill -9, power cut) is taken over.
 */
export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataFolderLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | undefined,
  ) {
    const who = holder
      ? operatorMessages.dataFolder.holder(holder.pid, holder.host, holder.startedAt)
      : operatorMessages.dataFolder.unknownHolder;
    super(operatorMessages.dataFolder.locked(dataDir, who));
    this.name = 'DataFolderLockedError';
  }
}

export interface DataFolderLock {
  path: string;
  release(): void;
}

export const lockFileName = 'server.lock';

/** Takes the data folder's lock or throws DataFolderLockedError; released by `release()` and on process exit. */
export function lockDataFolder(dataDir: string): DataFolderLock {
  const path = join(dataDir, lockFileName);
  const mine: LockHolder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  const content = JSON.stringify(mine);
  // Two attempts: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (createExclusively(path, content)) {
      const release = () => {
        // Only our own lock: never remove one a later server took over.
        if (readIfExists(path) === content) rmSync(path, { force: true });
      };
      process.once('exit', release);
      return {
        path,
        release: () => {
          process.removeListener('exit', release);
          release();
        },
      };
    }
    const raw = readIfExists(path);
    const holder = parseHolder(raw);
    if (raw === undefined) continue; // released between our attempt and the read
    if (!holder || !isStale(holder) || !removeStale(path, raw)) {
      throw new DataFolderLockedError(dataDir, holder);
    }
  }
  throw new DataFolderLockedError(dataDir, parseHolder(readIfExists(path)));
}

/** A holder on this machine whose process no longer runs (or is us: a container restarted with the same pid). */
function isStale(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return false; // another machine (a shared folder): we cannot tell, keep out
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Moves the stale lock aside before deleting it, and checks that what was moved is the lock judged stale: another
 * server may have taken it over in between, and its live lock is then put back.
 */
function removeStale(path: string, staleContent: string): boolean {
  const aside = `${path}.stale.${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
  if (readIfExists(aside) === staleContent) {
    rmSync(aside, { force: true });
    return true;
  }
  try {
    linkSync(aside, path);
  } finally {
    rmSync(aside, { force: true });
  }
  return false;
}

function parseHolder(raw: string | undefined): LockHolder | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<LockHolder>;
    return typeof value.pid === 'number' && typeof value.host === 'string'
      ? { pid: value.pid, host: value.host, startedAt: String(value.startedAt ?? '?') }
      : undefined;
  } catch {
    return undefined;
  }
}
