/**
 * Names of form groups and forms. The specification does not give their limits; we reuse its
 * "Required!" and the 254-character message of section 5 (our choice for these names).
 */
export const LIBRARY_NAME_MAX = 254;
export const NAME_REQUIRED = 'Required!';
export const NAME_TOO_LONG = `Max characters length (${LIBRARY_NAME_MAX}) exceeded!`;

export type NameCheck =
  { readonly ok: true; readonly name: string } | { readonly ok: false; readonly message: string };

/** Trims the name and checks it is present and short enough. */
export function checkLibraryName(raw: unknown): NameCheck {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (name === '') return { ok: false, message: NAME_REQUIRED };
  if (name.length > LIBRARY_NAME_MAX) return { ok: false, message: NAME_TOO_LONG };
  return { ok: true, name };
}

/** What a library edit answers: done (with the saved value) or a message for the user. */
export type LibraryOutcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string | null };
