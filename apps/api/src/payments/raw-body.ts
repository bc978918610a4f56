import { Readable } from 'node:stream';
import { orderMessages } from '@teranga/messages';
import type { FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { HttpError } from '../http/errors.js';

const rawBodies = new WeakMap<FastifyRequest, string>();

/** The bytes the provider signed, exactly as they arrived (the parsed JSON cannot be re-serialised to them). */
export function rawBodyOf(request: FastifyRequest): string {
  return rawBodies.get(request) ?? '';
}

/** Keeps the raw body of a webhook delivery, before Fastify parses it; the route's body limit still applies. */
export async function keepRawBody(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: RequestPayload,
): Promise<RequestPayload> {
  const limit = request.routeOptions.bodyLimit;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit) throw new HttpError(400, orderMessages.invalidEvent);
    chunks.push(buffer);
  }
  const raw = Buffer.concat(chunks);
  rawBodies.set(request, raw.toString('utf8'));
  const replay = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
  replay.receivedEncodedLength = raw.length;
  return replay;
}
