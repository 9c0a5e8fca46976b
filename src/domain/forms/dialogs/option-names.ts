import { DialogMessage } from './dialog-messages';

/**
 * Option lists of select, radio and check-box list fields: names are trimmed, and no two options may
 * have the same name. Our reading: names that differ only in letter case count as the same, because
 * conditional validation compares option names case-insensitively.
 */

/** The name as it is stored: trimmed. */
export function normalizeOptionName(name: string): string {
  return name.trim();
}

const key = (name: string) => normalizeOptionName(name).toLowerCase();

/** True when the (trimmed) name can be added: not blank. The add button is disabled otherwise. */
export function canAddOption(candidate: string): boolean {
  return normalizeOptionName(candidate) !== '';
}

/**
 * The error for adding `candidate` to `existing` (or renaming an option, excluding its own index), or null.
 */
export function optionNameError(
  existing: readonly string[],
  candidate: string,
  ownIndex = -1,
): string | null {
  const wanted = key(candidate);
  if (wanted === '') return DialogMessage.Required;
  const taken = existing.some((name, index) => index !== ownIndex && key(name) === wanted);
  return taken ? DialogMessage.DuplicateOption : null;
}

/** True when no two non-blank names are the same after trimming (ignoring case). */
export function hasUniqueOptionNames(names: readonly string[]): boolean {
  const seen = new Set<string>();
  for (const name of names) {
    const k = key(name);
    if (k === '') continue;
    if (seen.has(k)) return false;
    seen.add(k);
  }
  return true;
}
