import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Creates `path` with `content` only if it does not exist yet, atomically: the content is written whole under a
 * private name, then linked into place, and the link fails when another process got there first. Never leaves a
 * half-written file. True when this call created it.
 */
export function createExclusively(path: string, content: string, mode?: number): boolean {
  const draft = `${path}.${process.pid}.tmp`;
  writeFileSync(draft, content, mode === undefined ? undefined : { mode });
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/** The file's text, or undefined when it does not exist (any other failure is thrown). */
export function readIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
