import { sellerApiMessages } from '@teranga/messages';
import { HttpError } from '../http/errors.js';
import { shopMediaPath, shopMediaSrcset } from '../media/media-address.js';
import type { ProductBody } from './product-values.js';

const refuse = (): never => {
  throw new HttpError(400, sellerApiMessages.imageNotFromShop, [sellerApiMessages.imageNotFromShop]);
};

/**
 * The body with its image addresses checked and rebuilt: only this shop's media (`/api/media/<id>-<width>.webp`, a
 * demo picture, or the same under the shop's public address) may be saved, since they are returned publicly and
 * written into pages. Anything else (`javascript:`, another site, `/api/media/../…`) is a French 400.
 */
export function withShopImages(body: ProductBody, publicOrigin: string): ProductBody {
  const path = (address: string) => shopMediaPath(address, publicOrigin) ?? refuse();
  const images = body.images?.map((image) => {
    if (typeof image === 'string') return path(image);
    const srcset =
      image.srcset === undefined ? undefined : (shopMediaSrcset(image.srcset, publicOrigin) ?? refuse());
    return { ...image, url: path(image.url), ...(srcset !== undefined ? { srcset } : {}) };
  });
  // An empty main image means "none" (the form's cleared field), as before.
  const mainImage = body.mainImage ? path(body.mainImage) : body.mainImage;
  return {
    ...body,
    ...(images !== undefined ? { images } : {}),
    ...(body.mainImage !== undefined ? { mainImage } : {}),
  };
}
