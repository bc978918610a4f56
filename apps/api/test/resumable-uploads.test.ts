import { once } from 'node:events';
import { connect } from 'node:net';
import { mediaMessages } from '@teranga/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIECE_BYTES } from '../src/media/upload-store.js';
import { assertMatchesContract } from './contract.js';
import type { TestServer } from './helpers.js';
import { type Account, startIdentityServer } from './identity-helpers.js';
import { approvedSeller, noisyPicture } from './media-helpers.js';

let server: TestServer;
let seller: Account;
let other: Account;
beforeAll(async () => {
  server = await startIdentityServer();
  seller = await approvedSeller(server);
  other = await approvedSeller(server, 'autre');
}, 60_000);
afterAll(() => server.close());

const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** A noisy JPEG of about 700 KB: several pieces of 256 KB. */
const photo = () => noisyPicture(1400, 1000).jpeg({ quality: 90 }).toBuffer();

async function send(
  method: string,
  path: string,
  init: {
    headers?: Record<string, string>;
    body?: ConstructorParameters<typeof Response>[0];
    token?: string;
  } = {},
) {
  const response = await fetch(server.url + path, {
    method,
    headers: { ...TUS, authorization: `Bearer ${init.token ?? seller.token}`, ...init.headers },
    ...(init.body ? { body: init.body, duplex: 'half' } : {}),
  } as RequestInit);
  const text = await response.text();
  const body = text ? JSON.parse(text) : text;
  if (method !== 'HEAD') {
    const template = path.replace(/\/uploads\/[0-9a-f]{24}/, '/uploads/{id}');
    assertMatchesContract(
      method,
      template,
      response.status,
      response.headers.get('content-type') ?? '',
      body,
    );
  }
  return { status: response.status, headers: response.headers, body };
}

async function create(size: number, type = 'image/jpeg', token?: string): Promise<string> {
  const answer = await send('POST', '/api/uploads', {
    headers: {
      'upload-length': String(size),
      'upload-metadata': `filetype ${b64(type)},filename ${b64('boubou.jpg')}`,
    },
    ...(token ? { token } : {}),
  });
  expect(answer.status).toBe(201);
  const location = answer.headers.get('location') ?? '';
  expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{24}$/);
  return location;
}

/** What a PATCH says besides its token: where its bytes start, and that they are a piece of the file. */
const patchHeaders = (offset: number) => ({
  'upload-offset': String(offset),
  'content-type': 'application/offset+octet-stream',
});

const patch = (location: string, offset: number, body: ConstructorParameters<typeof Response>[0]) =>
  send('PATCH', location, { headers: patchHeaders(offset), body });

const offsetOf = async (location: string, token?: string) => {
  const answer = await send('HEAD', location, token ? { token } : {});
  return { status: answer.status, offset: Number(answer.headers.get('upload-offset')) };
};

/**
 * A PATCH announcing the whole file whose connection is cut once `sent` bytes of it are written to the socket (the
 * kernel holds them): the socket ends, and is answered for the caller to destroy. Raw TCP, so that what is sent does
 * not depend on a fixed wait (a fetch aborted after 500 ms had handed the server 290,170 of 312,144 bytes under CI's
 * load, and the test expected all of them).
 */
async function patchThenCut(location: string, bytes: Buffer, sent: number) {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  const headers = {
    host: `${hostname}:${port}`,
    authorization: `Bearer ${seller.token}`,
    ...TUS,
    ...patchHeaders(0),
    'content-length': String(bytes.length),
  };
  const head = [
    `PATCH ${location} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ]
    .concat('', '')
    .join('\r\n');
  socket.on('error', () => undefined);
  await new Promise<void>((done) =>
    socket.write(Buffer.concat([Buffer.from(head), bytes.subarray(0, sent)]), () => done()),
  );
  socket.end();
  return socket;
}

/**
 * The upload's offset once the server is done with a cut PATCH: it stores what it took as the connection ends, so the
 * offset moves for a moment, then holds (the same for half a second).
 */
async function settledOffset(location: string): Promise<number> {
  const deadline = Date.now() + 10_000;
  let last = -1;
  let sameSince = Date.now();
  for (;;) {
    const { offset } = await offsetOf(location);
    if (offset !== last) [last, sameSince] = [offset, Date.now()];
    if (Date.now() - sameSince >= 500 || Date.now() > deadline) return offset;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('resumable uploads (tus 1.0.0) through the media storage', () => {
  it('takes a photo in two PATCHes and gives the stored image, then serves it', async () => {
    const bytes = await photo();
    const location = await create(bytes.length);
    const half = 300_000;
    const first = await patch(location, 0, bytes.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));
    expect(await offsetOf(location)).toEqual({ status: 200, offset: half });
    const last = await patch(location, half, bytes.subarray(half));
    expect(last.status).toBe(200);
    expect(last.body.data.url).toMatch(/^\/api\/media\/[0-9a-f]{24}-800\.webp$/);
    expect(last.body.data.widths).toEqual([400, 800, 1400]);
    expect((await fetch(server.url + last.body.data.url)).status).toBe(200);
    // A client whose last answer was lost reads it again.
    const again = await send('GET', `${location}/image`);
    expect(again.body).toEqual(last.body);
  });

  it('keeps what arrived before a cut connection: the HEAD offset resumes after it, nothing is sent twice', async () => {
    const bytes = await photo();
    const location = await create(bytes.length);
    const firstBytes = PIECE_BYTES + 50_000;
    const socket = await patchThenCut(location, bytes, firstBytes);
    const offset = await settledOffset(location);
    socket.destroy();
    // Every whole piece that came is kept, and never more than was sent. Bytes still in the server's stream buffers
    // when the connection ends may be dropped (about 22 KB here): HEAD then says so, and the client sends them again.
    expect(offset).toBeGreaterThanOrEqual(PIECE_BYTES);
    expect(offset).toBeLessThanOrEqual(firstBytes);
    const rest = await patch(location, offset, bytes.subarray(offset));
    expect(rest.status).toBe(200);
    const served = await fetch(server.url + rest.body.data.url);
    expect(served.status).toBe(200);
    // The wrong offset is refused in French.
    const wrong = await patch(await create(bytes.length), 10, bytes.subarray(10, 20));
    expect(wrong).toMatchObject({
      status: 409,
      body: { success: false, message: mediaMessages.uploadOffsetConflict },
    });
  });

  it('refuses an HTML file announced as a PNG once its bytes are read (415), and deletes it', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const location = await create(html.length, 'image/png');
    const answer = await patch(location, 0, html);
    expect(answer).toMatchObject({
      status: 415,
      body: { success: false, message: mediaMessages.unsupportedFormat },
    });
    expect((await offsetOf(location)).status).toBe(404);
  });

  it('refuses other types, sizes over 10 MB, missing tus headers, and other sellers, in French', async () => {
    const pdf = await send('POST', '/api/uploads', {
      headers: { 'upload-length': '100', 'upload-metadata': `filetype ${b64('application/pdf')}` },
    });
    expect(pdf).toMatchObject({ status: 415, body: { message: mediaMessages.unsupportedFormat } });
    const huge = await send('POST', '/api/uploads', {
      headers: {
        'upload-length': String(11 * 1024 * 1024),
        'upload-metadata': `filetype ${b64('image/jpeg')}`,
      },
    });
    expect(huge.status).toBe(400);
    const version = await send('POST', '/api/uploads', {
      headers: {
        'tus-resumable': '0.2.2',
        'upload-length': '100',
        'upload-metadata': `filetype ${b64('image/jpeg')}`,
      },
    });
    expect(version).toMatchObject({ status: 412, body: { message: mediaMessages.uploadVersion } });
    const location = await create(1000);
    expect((await offsetOf(location, other.token)).status).toBe(404);
    const stranger = await send('GET', `${location}/image`, { token: other.token });
    expect(stranger).toMatchObject({ status: 404, body: { message: mediaMessages.uploadNotFound } });
    const unfinished = await send('GET', `${location}/image`);
    expect(unfinished).toMatchObject({ status: 409, body: { message: mediaMessages.uploadNotFinished } });
    const anonymous = await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: { ...TUS, 'upload-length': '10' },
    });
    expect(anonymous.status).toBe(401);
  });
});
