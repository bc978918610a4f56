import type { Transport } from '../client.js';
import { readData } from '../readers.js';
import type { Upload, UploadedImage } from '../types.js';

/** What an upload gives: always `url`; `srcset`, `widths` and the size when the server stores several widths. */
export type UploadResult = Pick<UploadedImage, 'url'> & Partial<Omit<UploadedImage, 'url'>>;

export interface UploadResource {
  /**
   * Sends one product image (JPG, PNG or WEBP) as the multipart field `image`; resolves with its address, and its
   * `srcset` (every width stored) when the server gives one.
   * @example const { url, srcset } = await sdk.upload.productImage(input.files[0]);
   */
  productImage(file: Upload): Promise<UploadResult>;
}

export function createUpload(transport: Transport): UploadResource {
  const { sendSeller: send, requireToken } = transport;
  return {
    async productImage(file) {
      requireToken();
      const form = new FormData();
      const name = (file as { name?: unknown }).name;
      form.append('image', file, typeof name === 'string' && name !== '' ? name : 'image');
      const body = await send((api) =>
        api.POST('/upload/product-image', {
          body: form as never,
          bodySerializer: (value: unknown) => value as FormData,
        }),
      );
      const data = readData(body) as Partial<Record<keyof UploadedImage, unknown>> | undefined;
      const url = data?.url ?? (body as { url?: unknown } | undefined)?.url;
      const result: UploadResult = { url: typeof url === 'string' ? url : '' };
      if (typeof data?.srcset === 'string') result.srcset = data.srcset;
      if (Array.isArray(data?.widths)) result.widths = data.widths.filter(Number.isInteger);
      if (Number.isInteger(data?.width)) result.width = data?.width as number;
      if (Number.isInteger(data?.height)) result.height = data?.height as number;
      return result;
    },
  };
}
