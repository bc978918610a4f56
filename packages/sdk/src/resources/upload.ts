import type { Transport } from '../client.js';
import { readData } from '../readers.js';
import type { Upload } from '../types.js';

export interface UploadResource {
  /**
   * Sends one product image (JPG, PNG or WEBP) as the multipart field `image`; resolves with its address.
   * @example const { url } = await sdk.upload.productImage(input.files[0]);
   */
  productImage(file: Upload): Promise<{ url: string }>;
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
      const data = readData(body) as { url?: unknown } | undefined;
      const url = data?.url ?? (body as { url?: unknown } | undefined)?.url;
      return { url: typeof url === 'string' ? url : '' };
    },
  };
}
