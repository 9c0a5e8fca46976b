/**
 * Names of cabinets, folders and files (ours, docs/cabinet.md): what Windows, macOS and the cloud drives all
 * accept, so a folder downloaded as a zip unpacks anywhere. The dialogs and the mock server check the same rule.
 */
import { extensionOf } from './file-types';

export const NAME_MAX = 254;

export const NameMessage = {
  required: 'Required!',
  tooLong: 'Max characters length (254) exceeded!',
  characters: 'A name cannot contain any of these characters: \\ / : * ? " < > |',
  dots: 'A name cannot be "." or "..".',
  taken: 'An item with this name already exists in this folder.',
} as const;

// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\\/:*?"<>|\u0000-\u001f\u007f]/;

/** The name as it is stored: surrounding spaces are not part of it. */
export const cleanName = (name: string) => name.trim();

/** Null when `name` (already cleaned) is a valid item name, else the message to show. */
export function nameProblem(name: string): string | null {
  if (name === '') return NameMessage.required;
  if (name.length > NAME_MAX) return NameMessage.tooLong;
  if (name === '.' || name === '..') return NameMessage.dots;
  if (FORBIDDEN.test(name) || /[\ud800-\udfff]/.test(name.replace(/[\ud800-\udbff][\udc00-\udfff]/g, '')))
    return NameMessage.characters;
  return null;
}

const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;

/** True when a name is taken among `names` (compared ignoring case, as Windows and macOS do). */
export function nameTaken(name: string, names: Iterable<string>): boolean {
  for (const other of names) if (sameName(other, name)) return true;
  return false;
}

/**
 * `name` itself when free, else "name (2).ext", "name (3).ext" …: what an upload, a copy, a move or an unpacked zip
 * gets when the folder already holds its name (both are kept, as the cloud drives do).
 */
export function uniqueName(name: string, names: Iterable<string>): string {
  const taken = [...names];
  if (!nameTaken(name, taken)) return name;
  const ext = extensionOf(name);
  const stem = ext ? name.slice(0, -(ext.length + 1)) : name;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})${ext ? `.${ext}` : ''}`;
    const candidate = `${stem.slice(0, NAME_MAX - suffix.length)}${suffix}`;
    if (!nameTaken(candidate, taken)) return candidate;
  }
}

/** A zip's name without its extension: the folder its contents are unpacked into. */
export function folderNameOfZip(name: string): string {
  const stem = name.replace(/\.zip$/i, '').trim();
  return stem === '' || nameProblem(stem) ? 'Unpacked files' : stem;
}
