import { mediaMessages } from '@teranga/messages';
import { createTerangaClient, TerangaApiError } from '@teranga/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers.js';
import { startIdentityServer } from './identity-helpers.js';
import { approvedSeller, noisyPicture } from './media-helpers.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startIdentityServer();
  token = (await approvedSeller(server)).token;
}, 60_000);
afterAll(() => server.close());

const client = () => createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => token });

async function noisyJpeg(): Promise<Blob> {
  const bytes = await noisyPicture(1200, 900).jpeg({ quality: 90 }).toBuffer();
  return new File([new Uint8Array(bytes)], 'wax.jpg', { type: 'image/jpeg' });
}

describe('sdk.upload.resumableImage (tus-js-client) against the real API', () => {
  it('sends the file through /api/uploads and gives the stored image, with growing progress up to 1', async () => {
    const fractions: number[] = [];
    const result = await client().upload.resumableImage(await noisyJpeg(), {
      onProgress: (fraction) => fractions.push(fraction),
    });
    expect(result.url).toMatch(/^\/api\/media\/[0-9a-f]{24}-800\.webp$/);
    expect(result.widths).toEqual([400, 800, 1200]);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.every((value, i) => i === 0 || value >= (fractions[i - 1] as number))).toBe(true);
    expect((await fetch(server.url + result.url)).status).toBe(200);
  });

  it('rejects a file the server refuses at once, with its French message (no retry)', async () => {
    const html = new File([new TextEncoder().encode('<!doctype html><p>pas une image</p>')], 'faux.png', {
      type: 'image/png',
    });
    const started = Date.now();
    const refused = client().upload.resumableImage(html, { retryDelays: [5000, 5000] });
    await expect(refused).rejects.toBeInstanceOf(TerangaApiError);
    await expect(refused).rejects.toMatchObject({ status: 415, message: mediaMessages.unsupportedFormat });
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('stops when aborted, and needs a token', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      client().upload.resumableImage(await noisyJpeg(), { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    const signedOut = createTerangaClient({ baseUrl: `${server.url}/api` });
    await expect(signedOut.upload.resumableImage(await noisyJpeg())).rejects.toMatchObject({ status: 401 });
  });
});
