/**
 * Where the cabinet's bytes live (docs/cabinet.md, "Storage"): the seeded files in fixtures/cabinet/files/ (read
 * only), uploads, thumbnails and prepared folder downloads in the mock's git-ignored data folder
 * (mock-server/data/cabinet-files/) or, for a server kept in memory, in a temporary folder removed on close.
 * Blob keys are made here, never from a caller's input, so no request can name a path.
 */
import { randomUUID } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  type ReadStream,
} from 'node:fs';
import { copyFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { SEED_FILES_DIR } from '../../fixtures/cabinet/cabinet-items';
import { HttpError } from '../http';
import { ThumbnailCache } from './thumbnail-cache';

const SEED = /^seed:([a-z0-9-]+\.[a-z0-9]+)$/;
const UPLOAD = /^upload:([0-9a-f-]{36})$/;

/** Thrown by `receive` when a stream carries more than its limit. */
export class TooLarge extends Error {}

export class FileStorage {
  readonly root: string;
  /** Thumbnails: a bounded cache in `thumbnails/`, emptied on start. */
  readonly thumbnails: ThumbnailCache;
  private readonly temporary: boolean;

  constructor(root: string | null) {
    this.temporary = root === null;
    this.root = root ?? mkdtempSync(join(tmpdir(), 'gridwork-cabinet-'));
    for (const dir of ['uploads', 'incoming', 'downloads'])
      mkdirSync(join(this.root, dir), { recursive: true });
    this.thumbnails = new ThumbnailCache(join(this.root, 'thumbnails'));
  }

  /** The name a blob's thumbnails are filed under (its key without the kind). */
  blobName(blob: string): string {
    return SEED.exec(blob)?.[1] ?? UPLOAD.exec(blob)?.[1] ?? 'unknown';
  }

  /** The file holding a blob's bytes (null for a key this storage never made). */
  pathOf(blob: string | null): string | null {
    if (blob === null) return null;
    const seed = SEED.exec(blob);
    if (seed) return join(SEED_FILES_DIR, seed[1]!);
    const upload = UPLOAD.exec(blob);
    return upload ? join(this.root, 'uploads', upload[1]!) : null;
  }

  open(blob: string | null): ReadStream {
    const path = this.pathOf(blob);
    if (!path || !existsSync(path)) throw new HttpError(404, 'The file is missing from the storage.');
    return createReadStream(path);
  }

  /** A new, empty place for incoming bytes (an upload on its way); `keep` turns it into a blob. */
  incomingPath(): string {
    return join(this.root, 'incoming', randomUUID());
  }

  /**
   * Streams `source` into a new incoming file, counting bytes as they pass: more than `limit` stops the stream,
   * removes what was written and rejects with TooLarge. Nothing is held in memory but the stream's own buffers.
   */
  async receive(source: Readable, limit: number): Promise<{ path: string; size: number }> {
    const path = this.incomingPath();
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(size > limit ? new TooLarge() : null, chunk);
      },
    });
    try {
      await pipeline(source, counter, createWriteStream(path, { flags: 'wx' }));
      return { path, size };
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
  }

  /** Makes an incoming file (or any file of this storage's folders) a blob; returns its key. */
  async keep(path: string): Promise<string> {
    const key = randomUUID();
    await rename(path, join(this.root, 'uploads', key));
    return `upload:${key}`;
  }

  /** A second blob with the same bytes (a copied file). */
  async duplicate(blob: string | null): Promise<string> {
    const from = this.pathOf(blob);
    if (!from || !existsSync(from)) throw new HttpError(404, 'The file is missing from the storage.');
    const key = randomUUID();
    await copyFile(from, join(this.root, 'uploads', key));
    return `upload:${key}`;
  }

  /** Removes an uploaded blob (seeded files stay: they belong to the fixtures) and its thumbnails. */
  async remove(blob: string | null): Promise<void> {
    const upload = blob ? UPLOAD.exec(blob) : null;
    if (!upload) return;
    await rm(join(this.root, 'uploads', upload[1]!), { force: true });
    await this.thumbnails.forget(upload[1]!);
  }

  async sizeOf(path: string): Promise<number> {
    return (await stat(path)).size;
  }

  downloadPath(id: string): string {
    return join(this.root, 'downloads', `${id.replace(/[^a-z0-9-]/gi, '')}.zip`);
  }

  /** Forgets every upload, thumbnail and download (the fixtures come back with the seed). */
  clear(): void {
    for (const dir of ['uploads', 'incoming', 'downloads']) {
      rmSync(join(this.root, dir), { recursive: true, force: true });
      mkdirSync(join(this.root, dir), { recursive: true });
    }
    this.thumbnails.clear();
  }

  close(): void {
    if (this.temporary) rmSync(this.root, { recursive: true, force: true });
  }
}
