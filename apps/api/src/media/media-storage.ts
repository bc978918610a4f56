import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Config } from '../config.js';

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
 * Where images are kept, by flat name (`<id>-800.webp`, `demo-….webp`). The disk folder is the default; an object
 * storage bucket can take its place by implementing these two calls. Names are checked by the caller (the contract's
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

const storages = new WeakMap<Pick<Config, 'dataDir'>, MediaStorage>();

/**
 * The media storage of a server's settings: the one place that chooses where images go (the data folder's `media/`
 * today). Every part of the API that reads or writes images asks here, so they all see the same files.
 */
export function mediaStorageFor(config: Pick<Config, 'dataDir'>): MediaStorage {
  let storage = storages.get(config);
  if (!storage) {
    storage = createDiskMediaStorage(mediaDir(config));
    storages.set(config, storage);
  }
  return storage;
}
