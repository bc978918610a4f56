import type { Transport } from '../client.js';
import { readData } from '../readers.js';
import { record } from '../record.js';
import type { Upload, UploadedImage } from '../types.js';
import { fileName } from './product-form.js';
import type { ResumableUploadOptions } from './resumable-upload.js';
import type { UploadOptions } from './tracked-upload.js';

export type { ResumableUploadOptions } from './resumable-upload.js';
export type { UploadOptions } from './tracked-upload.js';

/** What an upload gives: always `url`; `srcset`, `widths` and the size when the server stores several widths. */
export type UploadResult = Pick<UploadedImage, 'url'> & Partial<Omit<UploadedImage, 'url'>>;

export interface UploadResource {
  /**
   * Sends one product image (JPG, PNG or WEBP) as the multipart field `image`; resolves with its address, and its
   * `srcset` (every width stored) when the server gives one. `onProgress` follows the sending (XMLHttpRequest in a
   * browser), `signal` cancels it.
   * @example const { url } = await sdk.upload.productImage(file, { onProgress: (f) => bar.value = f, signal });
   */
  productImage(file: Upload, options?: UploadOptions): Promise<UploadResult>;
  /**
   * Sends one product image through the tus resumable protocol (POST/HEAD/PATCH /uploads): a cut connection resumes
   * where the server stopped (never sending again what it has), the same `fingerprint` resumes after a page reload,
   * failures are retried after `retryDelays`, and a request without progress for `stallMs` is resumed on a new one.
   * Resolves like `productImage`; a file the server refuses (415, 413) rejects at once with its French message.
   * @example const { url } = await sdk.upload.resumableImage(file, { onProgress: (f) => bar.value = f, signal });
   */
  resumableImage(file: Blob, options?: ResumableUploadOptions): Promise<UploadResult>;
}

function imageForm(file: Upload): FormData {
  const form = new FormData();
  form.append('image', file, fileName(file, 'image'));
  return form;
}

const isInteger = (value: unknown): value is number => Number.isInteger(value);

function uploadResult(body: unknown): UploadResult {
  const data = record(readData(body));
  const url = data?.url ?? record(body)?.url;
  const result: UploadResult = { url: typeof url === 'string' ? url : '' };
  const { srcset, widths, width, height } = data ?? {};
  if (typeof srcset === 'string') result.srcset = srcset;
  if (Array.isArray(widths)) result.widths = widths.filter(isInteger);
  if (isInteger(width)) result.width = width;
  if (isInteger(height)) result.height = height;
  return result;
}

export function createUpload(transport: Transport): UploadResource {
  const { sendSeller: send, requireToken } = transport;
  return {
    async productImage(file, options = {}) {
      requireToken();
      const form = imageForm(file);
      const { onProgress, signal, headers } = options;
      const body = await send(
        async (api, init) => {
          if (!onProgress) {
            // The contract's body ({ image }), sent as the form already built (openapi-fetch posts a FormData as is).
            return api.POST('/upload/product-image', {
              ...init,
              body: { image: file },
              bodySerializer: () => form,
            });
          }
          const token = transport.token();
          // Loaded on first use: pages that never upload (the whole storefront) do not carry it.
          const { trackedUpload } = await import('./tracked-upload.js');
          return trackedUpload({
            url: `${transport.baseUrl}/upload/product-image`,
            form,
            headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
            onProgress,
            signal,
            fetch: transport.fetch,
          });
        },
        { signal, headers },
      );
      onProgress?.(1);
      return uploadResult(body);
    },

    async resumableImage(file, options = {}) {
      requireToken();
      // Loaded on first use, with tus-js-client: only the seller's product form sends this way.
      const { resumableUpload } = await import('./resumable-upload.js');
      const data = await resumableUpload(file, {
        ...options,
        endpoint: `${transport.baseUrl}/uploads`,
        token: transport.token,
        fetch: transport.fetch,
      });
      return uploadResult({ data });
    },
  };
}
