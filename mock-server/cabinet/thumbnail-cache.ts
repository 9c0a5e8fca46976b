/**
 * The thumbnails kept on disk (docs/cabinet.md, "Thumbnails"): a cache of at most `limits.files` files and
 * `limits.bytes` bytes, the least recently used removed first, so no caller (a link visitor included) can make the
 * server keep more. It starts empty: thumbnails are made again on demand.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ThumbnailCacheLimits {
  files: number;
  bytes: number;
}

export const DEFAULT_THUMBNAIL_CACHE: ThumbnailCacheLimits = { files: 2000, bytes: 64 * 1024 * 1024 };

export class ThumbnailCache {
  /** Tests lower them. */
  limits: ThumbnailCacheLimits = DEFAULT_THUMBNAIL_CACHE;
  /** File → bytes, the least recently used first (a Map keeps insertion order). */
  private readonly entries = new Map<string, number>();
  private bytes = 0;

  constructor(readonly dir: string) {
    this.clear();
  }

  /** The file of a thumbnail, named by its blob's own name (never a caller's input) and its size. */
  pathOf(blobName: string, w: number, h: number): string {
    return join(this.dir, `${blobName.replace(/[^a-z0-9.-]/gi, '_')}-${w}x${h}.png`);
  }

  /** A cached thumbnail's bytes (it becomes the most recently used), or null. */
  async read(path: string): Promise<Buffer | null> {
    const size = this.entries.get(path);
    if (size === undefined) return null;
    this.entries.delete(path);
    this.entries.set(path, size);
    try {
      return await readFile(path);
    } catch {
      this.drop(path);
      return null;
    }
  }

  /** Keeps a new thumbnail, removing the least recently used ones beyond the limits. */
  async write(path: string, png: Buffer): Promise<void> {
    const partial = `${path}.${randomUUID()}.part`;
    await writeFile(partial, png);
    await rename(partial, path);
    this.drop(path);
    this.entries.set(path, png.length);
    this.bytes += png.length;
    const evicted: string[] = [];
    for (const [old, size] of this.entries) {
      if (this.entries.size <= this.limits.files && this.bytes <= this.limits.bytes) break;
      if (old === path) continue;
      this.entries.delete(old);
      this.bytes -= size;
      evicted.push(old);
    }
    await Promise.all(evicted.map((old) => rm(old, { force: true })));
  }

  /** Removes every thumbnail of a blob (the file was deleted). */
  async forget(blobName: string): Promise<void> {
    const prefix = this.pathOf(blobName, 0, 0).replace(/0x0\.png$/, '');
    const gone = [...this.entries.keys()].filter((path) => path.startsWith(prefix));
    gone.forEach((path) => this.drop(path));
    await Promise.all(gone.map((path) => rm(path, { force: true })));
  }

  get size(): { files: number; bytes: number } {
    return { files: this.entries.size, bytes: this.bytes };
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
  }

  private drop(path: string): void {
    const size = this.entries.get(path);
    if (size === undefined) return;
    this.entries.delete(path);
    this.bytes -= size;
  }
}
