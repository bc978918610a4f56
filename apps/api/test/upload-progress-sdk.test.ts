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

/** A noisy PNG of about 1 MB: big enough to be sent in many chunks. */
async function largePng(): Promise<Blob> {
  const bytes = await noisyPicture(700, 500).png({ compressionLevel: 0 }).toBuffer();
  return new File([new Uint8Array(bytes)], 'pagne.png', { type: 'image/png' });
}

describe('sdk.upload.productImage with progress and cancel, against the real API', () => {
  it('reports growing fractions up to 1, then gives the stored address', async () => {
    const fractions: number[] = [];
    const result = await client().upload.productImage(await largePng(), {
      onProgress: (fraction) => fractions.push(fraction),
    });
    expect(result.url).toMatch(/^\/api\/media\/[0-9a-f]{24}-\d+\.webp$/);
    expect(result.widths).toEqual([400, 700]);
    expect(fractions.length).toBeGreaterThan(5);
    expect(
      fractions.every((value, i) => value > 0 && value <= 1 && (i === 0 || value >= fractions[i - 1]!)),
    ).toBe(true);
    expect(fractions.at(-1)).toBe(1);
    const served = await fetch(server.url + result.url);
    expect(served.status).toBe(200);
  });

  it('stops when cancelled: the call rejects with an AbortError and nothing more is reported', async () => {
    const controller = new AbortController();
    const fractions: number[] = [];
    const sending = client().upload.productImage(await largePng(), {
      signal: controller.signal,
      onProgress: (fraction) => {
        fractions.push(fraction);
        if (fraction > 0.2) controller.abort();
      },
    });
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
    expect(fractions.at(-1)).toBeLessThan(1);
  });

  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      client().upload.productImage(await largePng(), { signal: controller.signal, onProgress: () => {} }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it("keeps the transport's French refusals: the server's 415 message, and the missing token", async () => {
    const fake = new File([new TextEncoder().encode('pas une image')], 'faux.png', { type: 'image/png' });
    const refused = client().upload.productImage(fake, { onProgress: () => {} });
    await expect(refused).rejects.toBeInstanceOf(TerangaApiError);
    await expect(refused).rejects.toMatchObject({ status: 415, message: mediaMessages.unsupportedFormat });

    const signedOut = createTerangaClient({ baseUrl: `${server.url}/api` });
    await expect(signedOut.upload.productImage(fake, { onProgress: () => {} })).rejects.toMatchObject({
      status: 401,
      message: "Token d'authentification requis",
    });
  });

  it('a 401 on a tracked upload calls onUnauthorized like every other call', async () => {
    const seen: number[] = [];
    const stale = createTerangaClient({
      baseUrl: `${server.url}/api`,
      getToken: () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.invalide',
      onUnauthorized: (error) => seen.push(error.status),
    });
    await expect(stale.upload.productImage(await largePng(), { onProgress: () => {} })).rejects.toMatchObject(
      {
        status: 401,
      },
    );
    expect(seen).toEqual([401]);
  });
});
