/**
 * The path of an entry of an uploaded zip, read as folders and a file name (docs/cabinet.md, "Zip uploads"). An
 * entry whose path is absolute or climbs out of the target folder (`../`, `/etc/passwd`, `C:\`, `\\server\share`)
 * refuses the whole zip: a zip that tries it is hostile, and nothing of it is kept.
 */
import { cleanName, nameProblem } from './cabinet-names';

export const ZIP_PATH_MAX_DEPTH = 32;

export type ZipEntryPath =
  { ok: true; folders: string[]; fileName: string | null } | { ok: false; message: string };

export const ZipPathMessage = {
  absolute: (name: string) => `The zip holds an entry with an absolute path (${name}).`,
  climbs: (name: string) => `The zip holds an entry that climbs out of its folder (${name}).`,
  badName: (name: string, problem: string) =>
    `The zip holds an entry with a name that is not allowed (${name}): ${problem}`,
  tooDeep: (name: string) =>
    `The zip holds an entry nested more than ${ZIP_PATH_MAX_DEPTH} folders deep (${name}).`,
} as const;

const shown = (name: string) => JSON.stringify(name.slice(0, 120));

/** Splits an entry name into its folders and file name (null for a folder entry, which ends in a slash). */
export function zipEntryPath(rawName: string): ZipEntryPath {
  const name = rawName.replace(/\\/g, '/');
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name))
    return { ok: false, message: ZipPathMessage.absolute(shown(rawName)) };
  const parts = name.split('/');
  const isFolder = parts[parts.length - 1] === '';
  if (isFolder) parts.pop();
  const segments: string[] = [];
  for (const part of parts) {
    if (part === '..') return { ok: false, message: ZipPathMessage.climbs(shown(rawName)) };
    if (part === '' || part === '.') continue;
    const clean = cleanName(part);
    const problem = nameProblem(clean);
    if (problem) return { ok: false, message: ZipPathMessage.badName(shown(rawName), problem) };
    segments.push(clean);
  }
  if (segments.length === 0) return { ok: true, folders: [], fileName: null };
  if (segments.length > ZIP_PATH_MAX_DEPTH)
    return { ok: false, message: ZipPathMessage.tooDeep(shown(rawName)) };
  return isFolder
    ? { ok: true, folders: segments, fileName: null }
    : { ok: true, folders: segments.slice(0, -1), fileName: segments[segments.length - 1]! };
}
