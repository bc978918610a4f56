import { open } from 'node:fs/promises';
import { mediaMessages as m } from '@teranga/messages';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../http/errors.js';
import { newId } from '../lib/ids.js';
import type { MediaStorage } from './media-storage.js';

/** The widths the storefront asks for in `srcset`; an image is never enlarged to reach one. */
export const IMAGE_WIDTHS = [400, 800, 1600] as const;
const LARGEST_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;
/** The width `url` points at when the image has it (the storefront's card and gallery size). */
const DEFAULT_WIDTH = 800;
/** Larger images are refused from their header, before any decoding (a 40 MP RGBA decode is already 160 MB). */
export const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** A stored product image: `url` at the default width, every width in `srcset` (`<url> <w>w, …`). */
export interface StoredImage {
  url: string;
  srcset: string;
  widths: number[];
  /** Size of the largest stored width (after EXIF orientation). */
  width: number;
  height: number;
}

const startsWith = (data: Buffer, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);

/**
 * The type a file's first bytes announce, whatever its name or declared type says: JPEG, PNG or WebP only.
 * SVG, HTML, GIF and the rest are undefined.
 */
export function sniffImageFormat(data: Buffer): ImageFormat | undefined {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF <size> WEBP
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return undefined;
}

/** The widths stored for an image `width` pixels wide: the standard ones below it, and its own if under the largest. */
export function widthsFor(width: number): number[] {
  const below = IMAGE_WIDTHS.filter((target) => target < width);
  const largest = Math.min(width, LARGEST_WIDTH);
  return below.at(-1) === largest ? below : [...below, largest];
}

const urlOf = (name: string) => `/api/media/${name}`;

/** sharp's refusals: its pixel limit is a 413, anything it cannot read a 415. */
const refusalOf = (error: unknown): HttpError =>
  error instanceof Error && /pixel limit/i.test(error.message)
    ? new HttpError(413, m.tooManyPixels)
    : new HttpError(415, m.unreadable);

/** Reads the header only (no pixel is decoded): refuses what is not really a JPEG, PNG or WebP, and pixel floods. */
async function checkHeader(
  data: ImageInput,
  sniffed: ImageFormat,
): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw refusalOf(error);
  }
  if (meta.format !== sniffed || !meta.width || !meta.height) throw new HttpError(415, m.unreadable);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new HttpError(413, m.tooManyPixels);
  // Orientations 5 to 8 turn the picture a quarter: its stored width is its height.
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/**
 * Decodes once, at the largest width kept (JPEG shrinks on load), with EXIF orientation applied to the pixels since no
 * metadata (EXIF, GPS, XMP, orientation) is copied to the output; then encodes each width from those pixels.
 */
async function encodeWidths(data: ImageInput, widths: number[]): Promise<EncodedImage['widths']> {
  try {
    const largest = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: widths.at(-1), withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = largest.info;
    const encoded = [];
    for (const target of widths) {
      const { data: body, info } = await sharp(largest.data, { raw: { width, height, channels } })
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      encoded.push({ body, width: info.width, height: info.height });
    }
    return encoded;
  } catch (error) {
    throw refusalOf(error);
  }
}

interface EncodedImage {
  widths: Array<{ body: Buffer; width: number; height: number }>;
}

/** An upload's bytes, or the path of the temporary file a multipart form was streamed to (sharp reads either). */
export type ImageInput = Buffer | string;

/** The first bytes of an input, enough to sniff its type. */
async function headOf(input: ImageInput): Promise<Buffer> {
  if (typeof input !== 'string') return input;
  const file = await open(input, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Every check and every encoding of one file, in memory: nothing is stored yet. */
async function encodeProductImage(data: ImageInput): Promise<EncodedImage> {
  const format = sniffImageFormat(await headOf(data));
  if (!format) throw new HttpError(415, m.unsupportedFormat);
  const header = await checkHeader(data, format);
  return { widths: await encodeWidths(data, widthsFor(header.width)) };
}

async function storeEncoded(storage: MediaStorage, image: EncodedImage): Promise<StoredImage> {
  const id = newId();
  const names = image.widths.map((encoded) => `${id}-${encoded.width}.webp`);
  await Promise.all(image.widths.map((encoded, i) => storage.put(names[i] as string, encoded.body)));
  const widths = image.widths.map((encoded) => encoded.width);
  const largest = image.widths.at(-1) as EncodedImage['widths'][number];
  const shown = Math.max(0, widths.filter((width) => width <= DEFAULT_WIDTH).length - 1);
  return {
    url: urlOf(names[shown] as string),
    srcset: names.map((name, i) => `${urlOf(name)} ${widths[i]}w`).join(', '),
    widths,
    width: largest.width,
    height: largest.height,
  };
}

/**
 * One uploaded file, as bytes: checked by content (415 for anything but a decodable JPEG, PNG or WebP; 413 over 40
 * megapixels, from the header, before decoding), re-encoded to WebP without its metadata (EXIF, GPS, XMP) at each
 * width of `widthsFor`, stored as `<fresh id>-<width>.webp`. Nothing is stored unless every step succeeded.
 */
export async function storeProductImage(storage: MediaStorage, data: ImageInput): Promise<StoredImage> {
  return storeEncoded(storage, await encodeProductImage(data));
}

/**
 * The files of one product (the create form's `images`), in order. All are checked and encoded before any is stored,
 * so one bad file refuses the whole set and leaves nothing behind.
 */
export async function storeProductImages(storage: MediaStorage, files: ImageInput[]): Promise<StoredImage[]> {
  const encoded = [];
  for (const data of files) encoded.push(await encodeProductImage(data));
  const stored = [];
  for (const image of encoded) stored.push(await storeEncoded(storage, image));
  return stored;
}
