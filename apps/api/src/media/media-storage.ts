import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import { mediaFiles } from '../db/schema.js';

const MEDIA_TYPES = new Map([
  ['.webp', 'image/webp'],
  ['.png', 'image/png'],
  ['.jpg', 'image/jpeg'],
  ['.jpeg', 'image/jpeg'],
]);

/** The content type served for a media name, or undefined for a name that is not an image of ours. */
export const mediaTypeOf = (name: string): string | undefined => MEDIA_TYPES.get(extname(name).toLowerCase());

export interface MediaFile {
  body: Buffer;
  contentType: string;
}

/**
 * Where images are kept, by flat name (`<id>-800.webp`, `demo-….webp`): the data folder or the database
 * (mediaStorageFor); an object storage bucket can take their place by implementing these two calls. Names are checked by the caller (the contract's
 * pattern for reads, fresh ids for writes).
 */
export interface MediaStorage {
  /** Stores the bytes under the name; a reader never sees half of them. */
  put(name: string, body: Buffer): Promise<void>;
  /** The bytes and content type, or undefined when nothing is stored under the name. */
  read(name: string): Promise<MediaFile | undefined>;
}

/** Images live in one folder of the data folder: uploads, and demo pictures drawn on first request. */
export const mediaDir = (config: Pick<Config, 'dataDir'>): string => join(config.dataDir, 'media');

export function createDiskMediaStorage(folder: string): MediaStorage {
  return {
    async put(name, body) {
      await mkdir(folder, { recursive: true });
      // Written aside then renamed: rename within a folder is atomic, so a concurrent read gets all or nothing.
      const temporary = join(folder, `.${name}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
      try {
        await writeFile(temporary, body);
        await rename(temporary, join(folder, name));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async read(name) {
      const contentType = mediaTypeOf(name);
      if (!contentType) return undefined;
      try {
        return { body: await readFile(join(folder, name)), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

/**
 * Images in the database's `media_files`: what one API instance stores, every instance on the database serves. A name
 * already stored keeps its bytes (names never change content). `before` is read when the database lacks a name: the
 * images a server kept in its data folder before it stored them in the database.
 */
export function createDatabaseMediaStorage(db: Database, before?: MediaStorage): MediaStorage {
  return {
    async put(name, body) {
      await db.insert(mediaFiles).values({ name, body }).onConflictDoNothing();
    },
    async read(name) {
      const contentType = mediaTypeOf(name);
      if (!contentType) return undefined;
      const [row] = await db
        .select({ body: mediaFiles.body })
        .from(mediaFiles)
        .where(eq(mediaFiles.name, name));
      if (row) return { body: row.body, contentType };
      return before?.read(name);
    },
  };
}

const storages = new WeakMap<Pick<Config, 'dataDir'>, MediaStorage>();

/**
 * The media storage of a server: the one place that chooses where images go. On PostgreSQL, the database (several
 * instances share it, DESIGN.md "Growing past one machine"); on the embedded database, which one process owns, the data
 * folder's `media/`. Every part of the API that reads or writes images asks here, so they all see the same files.
 */
export function mediaStorageFor({
  config,
  database,
}: {
  config: Pick<Config, 'dataDir'>;
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
}): MediaStorage {
  let storage = storages.get(config);
  if (!storage) {
    const disk = createDiskMediaStorage(mediaDir(config));
    storage = database.kind === 'postgres' ? createDatabaseMediaStorage(database.db, disk) : disk;
    storages.set(config, storage);
  }
  return storage;
}
