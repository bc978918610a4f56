import { httpMessages } from '@teranga/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { ServiceContext } from '../http/service.js';
import { createMediaStore } from './media-store.js';

const ONE_YEAR = 60 * 60 * 24 * 365;

/** GET /api/media/{file}. Names never change content (demo names describe the picture, uploads get fresh names). */
export function createMediaService({ config }: ServiceContext) {
  const store = createMediaStore(config);
  return {
    async getMedia(request: FastifyRequest, reply: FastifyReply) {
      const { file } = request.params as { file: string };
      const media = await store.read(file);
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
  };
}
