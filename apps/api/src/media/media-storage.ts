import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { eq, inArray, like, sql } from 'drizzle-orm';
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

/** One stored piece of an unfinished upload (media/upload-store.ts), as listed. */
export interface UploadPiece {
  name: string;
  size: number;
  createdAt: Date;
}

/**
 * Where resumable uploads keep what has arrived so far, beside the images and chosen the same way (mediaStorageFor):
 * the data folder's `uploads/`, or the database's `media_files` on PostgreSQL so that a PATCH may reach any instance.
 * Names never have a media extension, so GET /api/media never serves a piece.
 */
export interface UploadPieceStorage {
  put(name: string, body: Buffer): Promise<void>;
  read(name: string): Promise<Buffer | undefined>;
  /** The pieces whose name starts with `prefix`, by name. */
  list(prefix: string): Promise<UploadPiece[]>;
  remove(names: readonly string[]): Promise<void>;
}

export function createDiskUploadPieces(folder: string): UploadPieceStorage {
  const disk = createDiskMediaStorage(folder);
  return {
    put: disk.put,
    async read(name) {
      try {
        return await readFile(join(folder, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async list(prefix) {
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const pieces = [];
      for (const name of names.filter((each) => each.startsWith(prefix)).sort()) {
        const stats = await stat(join(folder, name)).catch(() => undefined);
        if (stats) pieces.push({ name, size: stats.size, createdAt: stats.mtime });
      }
      return pieces;
    },
    async remove(names) {
      await Promise.all(names.map((name) => rm(join(folder, name), { force: true })));
    },
  };
}

export function createDatabaseUploadPieces(db: Database): UploadPieceStorage {
  return {
    async put(name, body) {
      await db.insert(mediaFiles).values({ name, body }).onConflictDoNothing();
    },
    async read(name) {
      const [row] = await db
        .select({ body: mediaFiles.body })
        .from(mediaFiles)
        .where(eq(mediaFiles.name, name));
      return row?.body;
    },
    async list(prefix) {
      const escaped = prefix.replace(/[\\%_]/g, (character) => `\\${character}`);
      const rows = await db
        .select({
          name: mediaFiles.name,
          size: sql<number>`octet_length(${mediaFiles.body})`.mapWith(Number),
          createdAt: mediaFiles.createdAt,
        })
        .from(mediaFiles)
        .where(like(mediaFiles.name, `${escaped}%`))
        .orderBy(mediaFiles.name);
      return rows;
    },
    async remove(names) {
      if (names.length > 0) await db.delete(mediaFiles).where(inArray(mediaFiles.name, [...names]));
    },
  };
}

const pieceStorages = new WeakMap<Pick<Config, 'dataDir'>, UploadPieceStorage>();

/** The pieces of unfinished uploads of a server, where its images are (see mediaStorageFor). */
export function uploadPiecesFor({
  config,
  database,
}: {
  config: Pick<Config, 'dataDir'>;
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
}): UploadPieceStorage {
  let pieces = pieceStorages.get(config);
  if (!pieces) {
    pieces =
      database.kind === 'postgres'
        ? createDatabaseUploadPieces(database.db)
        : createDiskUploadPieces(join(config.dataDir, 'uploads'));
    pieceStorages.set(config, pieces);
  }
  return pieces;
}
