/**
 * Reads an uploaded zip with yauzl, entry by entry, into incoming files (docs/cabinet.md, "Zip uploads"). It refuses
 * the whole zip, keeping nothing, when:
 * - it holds more than MAX_ZIP_ENTRIES entries (counted from its directory, then again as entries are read);
 * - its entries would inflate to more than MAX_ZIP_INFLATED_BYTES: the sizes the zip declares are added up first,
 *   and the bytes really inflated are counted as they stream (yauzl's validateEntrySizes also stops an entry that
 *   inflates past what it declares), so a zip bomb stops at the limit and never fills the disk;
 * - its entries would take the workspace past its storage quota (`room`: declared and inflated bytes, the same way);
 * - an entry's path is absolute or climbs out of the target folder (`../`), or holds a name that is not allowed
 *   (src/domain/cabinet/zip-entry-path.ts);
 * - it is damaged or encrypted.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import {
  LimitMessage,
  MAX_ZIP_ENTRIES,
  MAX_ZIP_INFLATED_BYTES,
} from '../../src/domain/cabinet/cabinet-limits';
import { ZipPathMessage, zipEntryPath } from '../../src/domain/cabinet/zip-entry-path';
import type { FileStorage } from './file-storage';

export interface UnpackedFile {
  folders: string[];
  name: string;
  path: string;
  size: number;
}

export interface Unpacked {
  /** Every folder the zip names (empty ones too), as paths of names. */
  folders: string[][];
  files: UnpackedFile[];
}

export type UnpackResult = { ok: true; unpacked: Unpacked } | { ok: false; message: string };

export interface ZipLimits {
  entries: number;
  inflatedBytes: number;
}

/** What the workspace's cabinets may still take, and what to say when the zip needs more. */
export interface Room {
  bytes: number;
  message: string;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  entries: MAX_ZIP_ENTRIES,
  inflatedBytes: MAX_ZIP_INFLATED_BYTES,
};

class Refused extends Error {}

const openZip = (path: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error || !zip ? reject(error) : resolve(zip)),
    ),
  );

const openEntry = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error || !stream ? reject(error) : resolve(stream))),
  );

/** yauzl's own refusals of a path (it checks before we see the entry) in the domain's words. */
function messageOf(error: unknown): string {
  if (error instanceof Refused) return error.message;
  const text = error instanceof Error ? error.message : '';
  const named = /^(absolute path|invalid relative path): (.*)$/.exec(text);
  if (named)
    return named[1] === 'absolute path'
      ? ZipPathMessage.absolute(JSON.stringify(named[2]))
      : ZipPathMessage.climbs(JSON.stringify(named[2]));
  if (/too many bytes|too few bytes/.test(text)) return LimitMessage.zipTooLarge;
  return LimitMessage.zipDamaged;
}

export async function unpackZip(
  files: FileStorage,
  zipPath: string,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
  room: Room = { bytes: Number.POSITIVE_INFINITY, message: '' },
): Promise<UnpackResult> {
  const written: string[] = [];
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await openZip(zipPath);
    if (zip.entryCount > limits.entries) throw new Refused(LimitMessage.zipTooManyEntries);
    const unpacked: Unpacked = { folders: [], files: [] };
    let declared = 0;
    let inflated = 0;
    let seen = 0;
    const opened = zip;
    await new Promise<void>((resolve, reject) => {
      opened.on('error', reject);
      opened.on('end', resolve);
      opened.on('entry', (entry: yauzl.Entry) => {
        void (async () => {
          if (++seen > limits.entries) throw new Refused(LimitMessage.zipTooManyEntries);
          const path = zipEntryPath(entry.fileName);
          if (!path.ok) throw new Refused(path.message);
          if (path.fileName === null) {
            if (path.folders.length > 0) unpacked.folders.push(path.folders);
            return;
          }
          if (entry.isEncrypted()) throw new Refused(LimitMessage.zipDamaged);
          declared += entry.uncompressedSize;
          if (declared > limits.inflatedBytes) throw new Refused(LimitMessage.zipTooLarge);
          if (declared > room.bytes) throw new Refused(room.message);
          const target = files.incomingPath();
          written.push(target);
          let size = 0;
          const counter = new Transform({
            transform(chunk: Buffer, _encoding, done) {
              size += chunk.length;
              inflated += chunk.length;
              done(
                inflated > limits.inflatedBytes
                  ? new Refused(LimitMessage.zipTooLarge)
                  : inflated > room.bytes
                    ? new Refused(room.message)
                    : null,
                chunk,
              );
            },
          });
          await pipeline(await openEntry(opened, entry), counter, createWriteStream(target, { flags: 'wx' }));
          unpacked.files.push({ folders: path.folders, name: path.fileName, path: target, size });
        })().then(() => opened.readEntry(), reject);
      });
      opened.readEntry();
    });
    return { ok: true, unpacked };
  } catch (error) {
    try {
      zip?.close();
    } catch {
      // Already closed by yauzl (autoClose) after its error.
    }
    await Promise.all(written.map((path) => rm(path, { force: true })));
    return { ok: false, message: messageOf(error) };
  }
}
