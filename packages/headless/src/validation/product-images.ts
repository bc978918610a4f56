import { fill } from '@teranga/messages/format';
import { mediaMessages } from '@teranga/messages/operator';
import { sellerFormMessages } from '@teranga/messages/seller';
import { isOneOf } from '../shared/contract-enums.js';
import { MAX_PRODUCT_IMAGES } from './product.js';

/** What the product forms accept (seller document, section 9), checked before anything is sent. */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The server's limit per file (multipart fileSize), so a too-large file is refused before it is sent. */
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export interface PickedImage {
  name: string;
  type: string;
  size: number;
}

export interface SortedImages<F extends PickedImage> {
  accepted: F[];
  /** each refused file with the French reason to show next to it */
  refused: Array<{ file: F; reason: string }>;
}

/**
 * Splits newly picked files into those the form keeps and those it refuses, in the order picked: a type other than
 * JPG, PNG or WEBP, more than 10 MB, or beyond the form's 10 images (`kept` images are already on the form).
 * @example const { accepted, refused } = sortPickedImages(Array.from(input.files ?? []), images.length);
 */
export function sortPickedImages<F extends PickedImage>(
  picked: readonly F[],
  kept: number,
  max: number = MAX_PRODUCT_IMAGES,
): SortedImages<F> {
  const sorted: SortedImages<F> = { accepted: [], refused: [] };
  for (const file of picked) {
    const reason = !isOneOf(PRODUCT_IMAGE_TYPES, file.type)
      ? mediaMessages.unsupportedFormat
      : file.size > PRODUCT_IMAGE_MAX_BYTES
        ? mediaMessages.fileTooLarge
        : kept + sorted.accepted.length >= max
          ? fill(sellerFormMessages.images.tooMany, { max })
          : undefined;
    if (reason) sorted.refused.push({ file, reason });
    else sorted.accepted.push(file);
  }
  return sorted;
}
