import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Config } from '../config.js';
import { parseDemoImageName, renderDemoImage } from '../demo/images/demo-image.js';

/** Images live in one folder of the data folder: uploads, and demo pictures drawn on first request. */
export const mediaDir = (config: Pick<Config, 'dataDir'>): string => join(config.dataDir, 'media');

export const MEDIA_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

export interface MediaFile {
  body: Buffer;
  contentType: string;
}

/**
 * Reads an image from the media folder. A demo picture that is not there yet is drawn, written (through a temporary
 * file, so a reader never sees half of it) and served; concurrent requests for it share one drawing.
 */
export function createMediaStore(config: Pick<Config, 'dataDir'>) {
  const folder = mediaDir(config);
  const drawing = new Map<string, Promise<Buffer>>();

  async function draw(file: string): Promise<Buffer | undefined> {
    const spec = parseDemoImageName(file);
    if (!spec) return undefined;
    let pending = drawing.get(file);
    if (!pending) {
      pending = (async () => {
        const body = await renderDemoImage(spec);
        await mkdir(folder, { recursive: true });
        const temporary = join(folder, `.${file}.${process.pid}.tmp`);
        await writeFile(temporary, body);
        await rename(temporary, join(folder, file));
        return body;
      })().finally(() => drawing.delete(file));
      drawing.set(file, pending);
    }
    return pending;
  }

  return {
    async read(file: string): Promise<MediaFile | undefined> {
      const contentType = MEDIA_TYPES[extname(file).toLowerCase()];
      if (!contentType) return undefined;
      try {
        return { body: await readFile(join(folder, file)), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      const body = await draw(file);
      return body ? { body, contentType } : undefined;
    },
  };
}
