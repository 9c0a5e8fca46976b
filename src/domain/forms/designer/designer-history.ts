/**
 * Undo and redo of designer operations (beyond the specification). The history keeps snapshots of
 * the form before and after each operation, labelled for the Undo / Redo tooltips. Snapshots share
 * the unchanged fields (every designer rule returns new objects only for what it changes), so a
 * hundred snapshots of a large form stay cheap.
 *
 * Operations are applied optimistically: recorded first, then sent. When the server refuses one,
 * `refuse` removes its entry (and what was built on it) and says which snapshot to restore.
 */

/** How many operations can be undone (our choice). */
export const HISTORY_LIMIT = 100;

/** Entry labels, one per designer operation. */
export const HistoryLabel = {
  addField: 'Add field',
  editField: 'Edit field',
  moveField: 'Move field',
  deleteField: 'Delete field',
  pasteField: 'Paste field',
  duplicateRowColumn: 'Duplicate row or column',
  removeRowColumn: 'Remove row or column',
  resizeRow: 'Resize row',
  resizeColumn: 'Resize column',
  formSettings: 'Change form settings',
  fieldPermissions: 'Change field permissions',
  fieldValidation: 'Change field validation',
} as const;

export interface HistoryEntry<S> {
  readonly id: number;
  readonly label: string;
  readonly before: S;
  readonly after: S;
  /** Entries with the same key recorded one after the other merge (one undo step per resize drag). */
  readonly mergeKey?: string;
  /** The field the operation is about (moved, added, edited, deleted, pasted): undo and redo put the focus on it. */
  readonly subject?: number;
}

export interface History<S> {
  /** Oldest first; the last one is undone next. */
  readonly past: readonly HistoryEntry<S>[];
  /** The last one is redone next. */
  readonly future: readonly HistoryEntry<S>[];
  readonly nextId: number;
  readonly limit: number;
}

export function emptyHistory<S>(limit: number = HISTORY_LIMIT): History<S> {
  return { past: [], future: [], nextId: 1, limit: Math.max(1, Math.trunc(limit) || HISTORY_LIMIT) };
}

/** Records an operation (on field `subject`, if it is about one); the redo list is cleared. Returns the entry id (for `refuse`). */
export function record<S>(
  h: History<S>,
  label: string,
  before: S,
  after: S,
  mergeKey?: string,
  subject?: number,
): { history: History<S>; entryId: number } {
  const top = h.past[h.past.length - 1];
  if (mergeKey !== undefined && top?.mergeKey === mergeKey && h.future.length === 0) {
    const merged = { ...top, after };
    return { history: { ...h, past: [...h.past.slice(0, -1), merged] }, entryId: top.id };
  }
  const entry: HistoryEntry<S> = {
    id: h.nextId,
    label,
    before,
    after,
    ...(mergeKey === undefined ? {} : { mergeKey }),
    ...(subject === undefined ? {} : { subject }),
  };
  const past = [...h.past, entry].slice(-h.limit);
  return { history: { ...h, past, future: [], nextId: h.nextId + 1 }, entryId: entry.id };
}

export const canUndo = <S>(h: History<S>): boolean => h.past.length > 0;
export const canRedo = <S>(h: History<S>): boolean => h.future.length > 0;

/** "Undo Move field", or undefined when there is nothing to undo. */
export function undoTitle<S>(h: History<S>): string | undefined {
  const e = h.past[h.past.length - 1];
  return e && `Undo ${e.label}`;
}

/** "Redo Move field", or undefined when there is nothing to redo. */
export function redoTitle<S>(h: History<S>): string | undefined {
  const e = h.future[h.future.length - 1];
  return e && `Redo ${e.label}`;
}

export interface HistoryStep<S> {
  readonly history: History<S>;
  /** The snapshot to show now. */
  readonly restore: S;
  readonly entry: HistoryEntry<S>;
}

/** Steps back: the snapshot before the last operation. Undefined when there is nothing to undo. */
export function undo<S>(h: History<S>): HistoryStep<S> | undefined {
  const entry = h.past[h.past.length - 1];
  if (entry === undefined) return undefined;
  return {
    history: { ...h, past: h.past.slice(0, -1), future: [...h.future, entry] },
    restore: entry.before,
    entry,
  };
}

/** Steps forward again: the snapshot after the undone operation. */
export function redo<S>(h: History<S>): HistoryStep<S> | undefined {
  const entry = h.future[h.future.length - 1];
  if (entry === undefined) return undefined;
  return {
    history: { ...h, past: [...h.past, entry], future: h.future.slice(0, -1) },
    restore: entry.after,
    entry,
  };
}

/**
 * The server refused operation `entryId`. Its entry goes, and so do entries recorded after it (they
 * were built on it). `restore` is the snapshot to show when the refused operation is still applied
 * (it was in the undo list); undefined when it had already been undone or is unknown.
 */
export function refuse<S>(h: History<S>, entryId: number): { history: History<S>; restore?: S } {
  const inPast = h.past.findIndex((e) => e.id === entryId);
  if (inPast >= 0)
    return { history: { ...h, past: h.past.slice(0, inPast), future: [] }, restore: h.past[inPast].before };
  const inFuture = h.future.findIndex((e) => e.id === entryId);
  // The future list is redone from its end, so entries before the refused one come after it.
  if (inFuture >= 0) return { history: { ...h, future: h.future.slice(inFuture + 1) } };
  return { history: h };
}

/**
 * Every snapshot passed through `map` (e.g. to rename a field id the server changed), and every
 * entry's subject through `mapSubject`.
 */
export function mapSnapshots<S>(
  h: History<S>,
  map: (snapshot: S) => S,
  mapSubject: (id: number) => number = (id) => id,
): History<S> {
  const each = (e: HistoryEntry<S>) => ({
    ...e,
    before: map(e.before),
    after: map(e.after),
    ...(e.subject === undefined ? {} : { subject: mapSubject(e.subject) }),
  });
  return { ...h, past: h.past.map(each), future: h.future.map(each) };
}
