import { parseDemoImageName, renderDemoImage } from '../demo/images/demo-image.js';
import { type MediaFile, type MediaStorage, mediaTypeOf } from './media-storage.js';

/**
 * What GET /api/media serves: what the storage holds, and demo pictures, drawn and stored on their first request
 * (concurrent requests for one picture share one drawing). A demo name describes its picture, so it redraws the same.
 */
export function createMediaLibrary(storage: MediaStorage) {
  const drawing = new Map<string, Promise<Buffer | undefined>>();

  function draw(name: string): Promise<Buffer | undefined> {
    const spec = parseDemoImageName(name);
    if (!spec) return Promise.resolve(undefined);
    let pending = drawing.get(name);
    if (!pending) {
      pending = (async () => {
        const body = await renderDemoImage(spec);
        await storage.put(name, body);
        return body;
      })().finally(() => drawing.delete(name));
      drawing.set(name, pending);
    }
    return pending;
  }

  return {
    async read(name: string): Promise<MediaFile | undefined> {
      const contentType = mediaTypeOf(name);
      if (!contentType) return undefined;
      const stored = await storage.read(name);
      if (stored) return stored;
      const body = await draw(name);
      return body ? { body, contentType } : undefined;
    },
  };
}
