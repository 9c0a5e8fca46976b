/**
 * What changed between two snapshots of a form, in the terms of the server calls that would carry
 * the change (docs/api-forms.md): fields to create, update and remove, the Sequence changes for
 * UpdateFieldsOrder, and whether rows, columns or options changed. Undo and redo send this.
 */
import type { FieldDefinition, Form } from '../form.entity';

export interface FormDiff {
  /** Fields only in `to` (created with a new id by the server; see remapFieldId). */
  readonly created: FieldDefinition[];
  /** Ids of fields only in `from`. */
  readonly removed: number[];
  /** Fields in both whose properties other than Sequence differ (their `to` version). */
  readonly updated: FieldDefinition[];
  /** Fields in both whose Sequence differs. */
  readonly sequenceChanges: Array<{ FieldDefinitionId: number; Sequence: number }>;
  readonly rowsChanged: boolean;
  readonly columnsChanged: boolean;
  /** Name or Options changed (SetOptions). */
  readonly optionsChanged: boolean;
}

/** Deep equality of JSON-like values; key order does not matter, undefined properties count as absent. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const k of keys) if (!sameValue(ra[k], rb[k])) return false;
  return true;
}

function sameExceptSequence(a: FieldDefinition, b: FieldDefinition): boolean {
  if (a === b) return true;
  const { Sequence: _a, ...x } = a;
  const { Sequence: _b, ...y } = b;
  return sameValue(x, y);
}

/** The changes that turn `from` into `to`. */
export function diffForms(
  from: Pick<Form, 'Fields' | 'Rows' | 'Columns' | 'Options' | 'FormName'>,
  to: Pick<Form, 'Fields' | 'Rows' | 'Columns' | 'Options' | 'FormName'>,
): FormDiff {
  const before = new Map(from.Fields.map((f) => [f.FieldDefinitionId, f]));
  const afterIds = new Set(to.Fields.map((f) => f.FieldDefinitionId));
  const created: FieldDefinition[] = [];
  const updated: FieldDefinition[] = [];
  const sequenceChanges: FormDiff['sequenceChanges'] = [];
  for (const f of to.Fields) {
    const old = before.get(f.FieldDefinitionId);
    if (old === undefined) created.push(f);
    else {
      if (!sameExceptSequence(old, f)) updated.push(f);
      if (old.Sequence !== f.Sequence)
        sequenceChanges.push({ FieldDefinitionId: f.FieldDefinitionId, Sequence: f.Sequence });
    }
  }
  return {
    created,
    removed: from.Fields.filter((f) => !afterIds.has(f.FieldDefinitionId)).map((f) => f.FieldDefinitionId),
    updated,
    sequenceChanges,
    rowsChanged: !sameValue(from.Rows, to.Rows),
    columnsChanged: !sameValue(from.Columns, to.Columns),
    optionsChanged: from.FormName !== to.FormName || !sameValue(from.Options, to.Options),
  };
}

/** True when the diff changes nothing. */
export function isEmptyDiff(d: FormDiff): boolean {
  return (
    d.created.length + d.removed.length + d.updated.length + d.sequenceChanges.length === 0 &&
    !d.rowsChanged &&
    !d.columnsChanged &&
    !d.optionsChanged
  );
}
