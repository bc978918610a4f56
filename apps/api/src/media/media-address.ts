import { parseDemoImageName } from '../demo/images/demo-image.js';

const MEDIA_PATH = '/api/media/';
/** What an upload is stored as (media/image-intake.ts): `<id>-<width>.webp`. */
const UPLOADED = /^[0-9a-f]{24}-\d{1,4}\.webp$/;

/** A name this shop's media serves: an upload's, or a demo picture's (drawn from its name). */
export const isShopMediaName = (name: string): boolean =>
  UPLOADED.test(name) || parseDemoImageName(name) !== null;

/**
 * `/api/media/<name>` when `address` is one of this shop's images, given as that path or absolute under the shop's
 * public address (`publicOrigin`, APP_URL's origin); undefined for anything else (another site, `javascript:`, a
 * path that climbs out with `..`, a query). The path returned is built here from the name, never copied.
 */
export function shopMediaPath(address: string, publicOrigin?: string): string | undefined {
  let path = address;
  if (!address.startsWith(MEDIA_PATH)) {
    if (!publicOrigin) return undefined;
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return undefined;
    }
    if (url.origin !== publicOrigin || url.search || url.hash || !address.startsWith(publicOrigin)) {
      return undefined;
    }
    path = address.slice(publicOrigin.length);
  }
  const name = path.slice(MEDIA_PATH.length);
  return path.startsWith(MEDIA_PATH) && isShopMediaName(name) ? `${MEDIA_PATH}${name}` : undefined;
}

/**
 * A `srcset` of this shop's images (`<address> <width>w, …`), rebuilt from its checked parts; undefined when any
 * part is not one.
 */
export function shopMediaSrcset(srcset: string, publicOrigin?: string): string | undefined {
  const parts = srcset.split(',').map((part) => part.trim().split(/\s+/));
  const rebuilt = parts.map(([address = '', descriptor, ...extra]) => {
    const path = shopMediaPath(address, publicOrigin);
    if (!path || extra.length > 0 || (descriptor !== undefined && !/^\d{1,5}w$/.test(descriptor)))
      return undefined;
    return descriptor ? `${path} ${descriptor}` : path;
  });
  return rebuilt.every((part) => part !== undefined) ? rebuilt.join(', ') : undefined;
}

/** A name GET /api/media/{file} accepts (openapi.yaml's pattern): no slash, no dot first, no query. */
const SERVABLE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * Whether an address already stored may be shown: one of this API's media paths. Rows saved before addresses were
 * checked (or written by hand) may hold anything; answers leave out what is not this.
 */
export const isServableMediaPath = (address: string): boolean =>
  address.startsWith(MEDIA_PATH) && SERVABLE.test(address.slice(MEDIA_PATH.length));
