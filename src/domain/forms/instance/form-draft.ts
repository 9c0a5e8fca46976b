import { formLibrary } from '../libraries/form-libraries';

/**
 * Unsaved entries of a form instance, kept in the browser so that nothing typed is lost to a reload or a
 * crashed tab (issue 5: "Nothing lost"). One draft per instance, stamped with the time of its last change
 * and the user who typed it.
 */
export interface FormDraft {
  readonly instanceId: number;
  /** The user who typed the entries: another user signing in on the same browser is not offered them. */
  readonly userId: number | null;
  /** Epoch milliseconds of the last change. */
  readonly savedAt: number;
  /** Field id (as text) to the value as the instance page holds it (instance-values.ts). */
  readonly values: Readonly<Record<string, string>>;
  /**
   * The page (browser tab) that keeps editing these entries, while it is open. Absent once that page has gone
   * (closed or reloaded: it writes its draft one last time without it), and in drafts kept before tabs were told
   * apart. A draft whose page may still be open is offered only if that page does not answer (keep-form-draft.md).
   */
  readonly tab?: string;
}

/** Drafts larger than this are not kept (a runaway value must not fill the browser's storage). */
export const MAX_DRAFT_CHARS = 2_000_000;

export function draftOf<U extends number | null>(
  instanceId: number,
  userId: U,
  savedAt: number,
  entries: ReadonlyMap<number, string>,
  tab?: string,
): FormDraft & { readonly userId: U } {
  const values: Record<string, string> = {};
  for (const [id, value] of entries) values[String(id)] = value;
  return tab === undefined
    ? { instanceId, userId, savedAt, values }
    : { instanceId, userId, savedAt, values, tab };
}

/** Longest page id read from storage (ours are UUIDs). */
const MAX_TAB_CHARS = 100;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a stored draft; anything that is not a well-formed draft of this instance is null (storage is
 * shared with other code and other versions of the application, so it is checked like any input).
 */
export function parseDraft(text: string | null, instanceId: number): FormDraft | null {
  if (text === null || text.length > MAX_DRAFT_CHARS) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.instanceId !== instanceId || !isRecord(data.values)) return null;
  if (typeof data.savedAt !== 'number' || !Number.isFinite(data.savedAt)) return null;
  const userId = typeof data.userId === 'number' ? data.userId : null;
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(data.values)) {
    if (/^\d+$/.test(key) && typeof value === 'string') values[key] = value;
  }
  const tab =
    typeof data.tab === 'string' && data.tab.length > 0 && data.tab.length <= MAX_TAB_CHARS
      ? data.tab
      : undefined;
  return tab === undefined
    ? { instanceId, userId, savedAt: data.savedAt, values }
    : { instanceId, userId, savedAt: data.savedAt, values, tab };
}

/** The draft's entries that still apply: fields of the form that the user may edit. */
export function draftEntries(
  draft: FormDraft,
  isEditable: (fieldId: number) => boolean,
): Map<number, string> {
  const entries = new Map<number, string>();
  for (const [key, value] of Object.entries(draft.values)) {
    const id = Number(key);
    if (isEditable(id)) entries.set(id, value);
  }
  return entries;
}

/** The draft time as the form shows dates: MM/DD/YYYY with 12-hour time (forms spec §9), in local time. */
export function draftTime(savedAt: number): string {
  return formLibrary('dates')(savedAt).format('MM/DD/YYYY h:mm A');
}

/** Our text (the specification has none): "You have unsaved changes from <time>. Restore them?" */
export function draftPrompt(savedAt: number): string {
  return `You have unsaved changes from ${draftTime(savedAt)}. Restore them?`;
}

export const DRAFT_PROMPT_TITLE = 'Restore unsaved changes?';
export const DRAFT_RESTORE_LABEL = 'Restore';
export const DRAFT_DISCARD_LABEL = 'Discard';
