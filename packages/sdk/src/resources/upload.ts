import type { Transport } from '../client.js';
import { readData } from '../readers.js';
import type { Upload, UploadedImage } from '../types.js';
import type { UploadOptions } from './tracked-upload.js';

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
}

function imageForm(file: Upload): FormData {
  const form = new FormData();
  const name = (file as { name?: unknown }).name;
  form.append('image', file, typeof name === 'string' && name !== '' ? name : 'image');
  return form;
}

function uploadResult(body: unknown): UploadResult {
  const data = readData(body) as Partial<Record<keyof UploadedImage, unknown>> | undefined;
  const url = data?.url ?? (body as { url?: unknown } | undefined)?.url;
  const result: UploadResult = { url: typeof url === 'string' ? url : '' };
  if (typeof data?.srcset === 'string') result.srcset = data.srcset;
  if (Array.isArray(data?.widths)) result.widths = data.widths.filter(Number.isInteger);
  if (Number.isInteger(data?.width)) result.width = data?.width as number;
  if (Number.isInteger(data?.height)) result.height = data?.height as number;
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
        async (api) => {
          if (!onProgress) {
            // The transport adds the call's signal and headers to this request.
            return api.POST('/upload/product-image', {
              body: form as never,
              bodySerializer: (value: unknown) => value as FormData,
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
  };
}
