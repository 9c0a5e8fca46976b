/**
 * The text of small text files for the index (docs/search.md): only files the cabinet calls text (txt, csv, log, md,
 * rtf), only their first 64 KB, and nothing from a file that holds a NUL byte (binary, whatever its name says).
 */
import { closeSync, openSync, readSync } from 'node:fs';
import type { CabinetItemRecord } from '../../../fixtures/types';
import { fileIconOf } from '../../../src/domain/cabinet/file-types';

export const TEXT_BYTES_MAX = 64 * 1024;

export class TextFileReader {
  /** Blob keys name their bytes for good (an upload gets a new key), so a text read once stays right. */
  private readonly cache = new Map<string, string>();

  constructor(private readonly pathOf: (blob: string | null) => string | null) {}

  /** Whether `item` is a text file whose bytes were not read (yet): its text is asked for again at each pass. */
  pending(item: CabinetItemRecord): boolean {
    return this.isText(item) && !this.cache.has(item.blob!);
  }

  private isText(item: CabinetItemRecord): boolean {
    return item.ItemType === 2 && item.blob !== null && fileIconOf(item.Name) === 'text';
  }

  textOf(item: CabinetItemRecord): string {
    if (!this.isText(item)) return '';
    const cached = this.cache.get(item.blob!);
    if (cached !== undefined) return cached;
    const text = this.read(item.blob!);
    // A file not readable yet (an upload still being written) is tried again at the next sync.
    if (text === null) return '';
    this.cache.set(item.blob!, text);
    return text;
  }

  private read(blob: string): string | null {
    const path = this.pathOf(blob);
    if (path === null) return '';
    let fd: number | null = null;
    try {
      fd = openSync(path, 'r');
      const buffer = Buffer.alloc(TEXT_BYTES_MAX);
      const length = readSync(fd, buffer, 0, TEXT_BYTES_MAX, 0);
      const bytes = buffer.subarray(0, length);
      if (bytes.includes(0)) return '';
      return new TextDecoder('utf-8').decode(bytes);
    } catch {
      return null;
    } finally {
      if (fd !== null) closeSync(fd);
    }
  }
}
