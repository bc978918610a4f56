import { httpMessages } from '@teranga/messages';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { notBuiltYet } from '../http/not-built-yet.js';
import type { ServiceContext } from '../http/service.js';
import { createMediaStore } from './media-store.js';

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * GET /api/media/{file}. Names never change content (demo names describe the picture, uploads get fresh names).
 * POST /api/upload/product-image is not built yet (501).
 */
export function createMediaHandlers({ config }: ServiceContext): Handlers<'getMedia' | 'uploadProductImage'> {
  const store = createMediaStore(config);
  return {
    async getMedia(request, reply) {
      const media = await store.read(request.params.file);
      if (!media) throw new HttpError(404, httpMessages.imageNotFound);
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

    uploadProductImage: notBuiltYet,
  };
}
