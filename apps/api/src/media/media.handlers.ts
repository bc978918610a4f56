import { mediaMessages as m } from '@teranga/messages';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import { storeProductImage } from './image-intake.js';
import { createMediaLibrary } from './media-library.js';
import { mediaStorageFor } from './media-storage.js';
import { readMultipartForm } from './multipart.js';

const ONE_YEAR = 60 * 60 * 24 * 365;
/** The form field of POST /api/upload/product-image. */
const IMAGE_FIELD = 'image';

/**
 * GET /api/media/{file} and POST /api/upload/product-image. Names never change content (demo names describe the
 * picture, uploads get fresh ids), hence a year of caching.
 */
export function createMediaHandlers(context: ServiceContext): Handlers<'getMedia' | 'uploadProductImage'> {
  const storage = mediaStorageFor(context);
  const library = createMediaLibrary(storage);
  return {
    async getMedia(request, reply) {
      const media = await library.read(request.params.file);
      if (!media) throw new HttpError(404, m.notFound);
      return (
        reply
          .header('content-type', media.contentType)
          .header('cache-control', `public, max-age=${ONE_YEAR}, immutable`)
          .header('x-content-type-options', 'nosniff')
          // Other shops built on the API may show these pictures.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(media.body)
      );
    },

    /** Approved sellers and admins only (the `upload` tag, see identity/auth-guard.ts). */
    async uploadProductImage(request, reply) {
      const form = await readMultipartForm(request);
      try {
        const images = form.files.filter((file) => file.field === IMAGE_FIELD);
        const [image] = images;
        if (!image || image.size === 0) throw new HttpError(400, m.noImage);
        if (images.length > 1) throw new HttpError(400, m.oneImageOnly);
        const stored = await storeProductImage(storage, image.path);
        return reply.code(201).send(ok(stored, m.uploaded));
      } finally {
        await form.dispose();
      }
    },
  };
}
