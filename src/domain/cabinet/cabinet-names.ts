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

/**
 * What two names are compared by: the same text in Unicode's composed form (NFC), ignoring case, as Windows and macOS
 * compare file names ("Plan.pdf" is "PLAN.pdf"; "Résumé" is not "Resume"). A key, not a collation, so a folder's names
 * go in a Set and a name is looked up in constant time (an unpacked zip of 10,000 entries checks 10,000 names).
 */
export const nameKey = (name: string) => name.normalize('NFC').toLowerCase();

/** True when a name is taken among `names` (compared by `nameKey`). */
export function nameTaken(name: string, names: Iterable<string>): boolean {
  const key = nameKey(name);
  for (const other of names) if (nameKey(other) === key) return true;
  return false;
}

/**
 * The names of one folder, for giving many new items free names one after another in linear time: each name is a
 * Set look-up, and the next "(n)" to try is remembered per name, so a zip of 10,000 entries all named "a.txt" does
 * not try "a (2).txt" 10,000 times.
 */
export class NameIndex {
  private readonly keys = new Set<string>();
  private readonly nextSuffix = new Map<string, number>();

  constructor(names: Iterable<string> = []) {
    for (const name of names) this.keys.add(nameKey(name));
  }

  has(name: string): boolean {
    return this.keys.has(nameKey(name));
  }

  /** `name` itself when free, else "name (2).ext", "name (3).ext" …; the name returned is taken from then on. */
  claim(name: string): string {
    const key = nameKey(name);
    let chosen = name;
    if (this.keys.has(key)) {
      const ext = extensionOf(name);
      const stem = ext ? name.slice(0, -(ext.length + 1)) : name;
      for (let n = this.nextSuffix.get(key) ?? 2; ; n++) {
        const suffix = ` (${n})${ext ? `.${ext}` : ''}`;
        const candidate = `${stem.slice(0, NAME_MAX - suffix.length)}${suffix}`;
        if (!this.keys.has(nameKey(candidate))) {
          this.nextSuffix.set(key, n + 1);
          chosen = candidate;
          break;
        }
      }
    }
    this.keys.add(nameKey(chosen));
    return chosen;
  }
}

/**
 * `name` itself when free, else "name (2).ext", "name (3).ext" …: what an upload, a copy, a move or an unpacked zip
 * gets when the folder already holds its name (both are kept, as the cloud drives do).
 */
export function uniqueName(name: string, names: Iterable<string>): string {
  return new NameIndex(names).claim(name);
}

/** A zip's name without its extension: the folder its contents are unpacked into. */
export function folderNameOfZip(name: string): string {
  const stem = name.replace(/\.zip$/i, '').trim();
  return stem === '' || nameProblem(stem) ? 'Unpacked files' : stem;
}
