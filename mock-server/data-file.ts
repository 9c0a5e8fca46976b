/**
 * The data file (mock-server/data/db.json) is replaced, never rewritten in place: each save writes a temporary file
 * in the same folder, flushes it to disk (fsync), renames it over the data file and flushes the folder. A rename within
 * one file system is atomic, so a reader (another process, `cat`, an editor) sees the old file or the new one, never a
 * truncated one, and a process killed at any moment leaves the last complete file. What a killed write leaves behind is
 * its temporary file, which `removeLeftoverTempFiles` deletes on the next start.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** `db.json.<pid>.<random>.tmp`: the pid says whether the writer may still be at work. */
const tempName = (file: string) => `${basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;

function syncFolder(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } catch {
    // Some file systems refuse fsync on a folder; the rename is still atomic there.
  } finally {
    closeSync(fd);
  }
}

/** Writes `text` as `path` atomically (temporary file, fsync, rename, fsync of the folder). */
export function writeFileAtomic(path: string, text: string): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, tempName(path));
  try {
    // Only the owner reads it: the data holds password hashes and e-mail addresses.
    const fd = openSync(temp, 'wx', 0o600);
    try {
      writeFileSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  syncFolder(dir);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Deletes the temporary files that writes of `path` killed midway left beside it (those of a process still running
 * are its writes in progress, and stay). Answers the names removed.
 */
export function removeLeftoverTempFiles(path: string): string[] {
  const dir = dirname(path);
  const own = new RegExp(
    `^${basename(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(\\d+)\\.[0-9a-f]+\\.tmp$`,
  );
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const match = own.exec(name);
    if (!match || alive(Number(match[1]))) continue;
    rmSync(join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}
