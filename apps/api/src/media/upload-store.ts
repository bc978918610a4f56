import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import type { UploadPiece, UploadPieceStorage } from './media-storage.js';

/** Bytes kept in memory before they are stored as one piece: what a cut connection can lose at most is not stored. */
export const PIECE_BYTES = 256 * 1024;
/** An upload left unfinished this long is deleted with its pieces (the client starts a new one). */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** The metadata key the server sets to the seller who created the upload (never read from the client). */
export const OWNER_KEY = 'teranga-owner';

interface UploadInfo {
  size: number | undefined;
  metadata: Record<string, string | null>;
  creationDate: string;
  owner: string | undefined;
}

const infoName = (id: string) => `upload-${id}.info`;
const piecesPrefix = (id: string) => `upload-${id}.p`;
// Offsets padded so that the names sort in the order of the bytes.
const pieceName = (id: string, offset: number) => `${piecesPrefix(id)}${String(offset).padStart(10, '0')}`;
const resultName = (id: string) => `upload-${id}.done`;

/**
 * The pieces that follow one another from offset 0, and where they end. A piece that does not start where the previous
 * one ended (left by a request that lost its lock race) is not part of the upload: the next PATCH replaces it.
 */
function contiguous(
  id: string,
  pieces: UploadPiece[],
): { kept: UploadPiece[]; stale: UploadPiece[]; end: number } {
  const kept: UploadPiece[] = [];
  let end = 0;
  for (const piece of pieces) {
    if (Number(piece.name.slice(piecesPrefix(id).length)) !== end) break;
    kept.push(piece);
    end += piece.size;
  }
  return { kept, stale: pieces.slice(kept.length), end };
}

/**
 * A tus DataStore over the media's piece storage (data folder or database), so that any instance sharing the database
 * can take the next PATCH of an upload. What a PATCH brings is stored in pieces of 256 KB as it arrives, and what
 * arrived before a cut connection is stored too: the next HEAD's offset counts every stored piece, so a resumed upload
 * never sends again what the server has.
 */
export class MediaUploadStore extends DataStore {
  constructor(private readonly pieces: UploadPieceStorage) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
  }

  override async create(upload: Upload): Promise<Upload> {
    const { [OWNER_KEY]: owner, ...metadata } = upload.metadata ?? {};
    const creationDate = upload.creation_date ?? new Date().toISOString();
    const info: UploadInfo = { size: upload.size, metadata, creationDate, owner: owner ?? undefined };
    await this.pieces.put(infoName(upload.id), Buffer.from(JSON.stringify(info)));
    upload.metadata = metadata;
    upload.creation_date = creationDate;
    return upload;
  }

  private async info(id: string): Promise<UploadInfo> {
    const body = await this.pieces.read(infoName(id));
    if (!body) throw ERRORS.FILE_NOT_FOUND;
    return JSON.parse(body.toString('utf8')) as UploadInfo;
  }

  /** The seller who created the upload; undefined when there is no such upload. */
  async ownerOf(id: string): Promise<string | undefined> {
    return this.info(id).then(
      (info) => info.owner,
      () => undefined,
    );
  }

  override async getUpload(id: string): Promise<Upload> {
    const info = await this.info(id);
    const { end: offset } = contiguous(id, await this.pieces.list(piecesPrefix(id)));
    const done = info.size !== undefined && (await this.pieces.read(resultName(id))) !== undefined;
    return new Upload({
      id,
      ...(info.size === undefined ? {} : { size: info.size }),
      offset: done ? (info.size as number) : offset,
      metadata: info.metadata,
      creation_date: info.creationDate,
    });
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    // Under the upload's lock, from the offset HEAD gave: anything stored past it is stale.
    const { stale } = contiguous(id, await this.pieces.list(piecesPrefix(id)));
    if (stale.length > 0) await this.pieces.remove(stale.map((piece) => piece.name));
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let at = offset;
    const store = async () => {
      if (pendingBytes === 0) return;
      const body = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      await this.pieces.put(pieceName(id, at), body);
      at += body.length;
    };
    try {
      for await (const chunk of stream) {
        pending.push(chunk as Buffer);
        pendingBytes += (chunk as Buffer).length;
        if (pendingBytes >= PIECE_BYTES) await store();
      }
    } finally {
      // A cut connection ends the stream early: what came is kept, the client resumes after it.
      await store();
    }
    return at;
  }

  /** Every byte of a complete upload, in order (at most the 10 MB the server accepts). */
  async bytesOf(id: string): Promise<Buffer> {
    const { kept } = contiguous(id, await this.pieces.list(piecesPrefix(id)));
    const bodies = [];
    for (const piece of kept) bodies.push((await this.pieces.read(piece.name)) ?? Buffer.alloc(0));
    return Buffer.concat(bodies);
  }

  /** Keeps what the intake answered for a finished upload, and drops its pieces. */
  async finish(id: string, result: unknown): Promise<void> {
    await this.pieces.put(resultName(id), Buffer.from(JSON.stringify(result)));
    const pieces = await this.pieces.list(piecesPrefix(id));
    await this.pieces.remove(pieces.map((piece) => piece.name));
  }

  /** What the intake answered for the upload, once it is finished. */
  async resultOf(id: string): Promise<unknown | undefined> {
    const body = await this.pieces.read(resultName(id));
    return body ? JSON.parse(body.toString('utf8')) : undefined;
  }

  override async remove(id: string): Promise<void> {
    const all = await this.pieces.list(`upload-${id}.`);
    if (all.length === 0) throw ERRORS.FILE_NOT_FOUND;
    await this.pieces.remove(all.map((piece) => piece.name));
  }

  override async declareUploadLength(): Promise<void> {
    throw ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION;
  }

  override getExpiration(): number {
    return UPLOAD_EXPIRY_MS;
  }

  /** Deletes every upload created more than a day ago, finished or not (the product keeps the image, not the upload). */
  override async deleteExpired(): Promise<number> {
    const before = Date.now() - UPLOAD_EXPIRY_MS;
    const infos = (await this.pieces.list('upload-')).filter(
      (piece) => piece.name.endsWith('.info') && piece.createdAt.getTime() < before,
    );
    for (const info of infos) {
      const id = info.name.slice('upload-'.length, -'.info'.length);
      const all = await this.pieces.list(`upload-${id}.`);
      await this.pieces.remove(all.map((piece) => piece.name));
    }
    return infos.length;
  }
}
