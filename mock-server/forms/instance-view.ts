/**
 * A form instance as `GET /api/forminstance` answers it: the form's layout and fields, each field with its
 * value and its PermissionMask for the caller. Choices where the specification is silent:
 * - PermissionMask: the instance's stored mask (5 when none), without the edit bit when a field restriction
 *   denies input, 0 when it denies view. A hidden field (no view bit) carries no value.
 * - Encrypted values are stored in clear and sent masked: HideAll replaces every character with `*`,
 *   ShowOnlyLast4 / ShowOnlyFirst4 every other one (GetEncryptedFieldValue reveals the value).
 * - A linked field shows its parent's value in the most recently updated instance of the parent's form in the
 *   same project (a formula parent computed there from what the reader may see); without one, the value saved
 *   with this instance.
 * - Derived data never shows more than its source (docs/authorization.md): a linked or mirror field is open to the
 *   reader only as far as every field up its parent chain (and, for a linked field, the parent's form) is, and
 *   it is masked like the first encrypted field of that chain.
 * - Formula and mirror fields carry the values the formula engine computes from what the caller sees.
 * - IsReadOnly: AccessMask 1, a form restriction denying input, or roles without Update (instanceEditable).
 */
import type { FieldValueRecord, FormInstanceRecord, FormRecord, UserRecord } from '../../fixtures/types';
import { permissionMaskFor } from '../../src/domain/access/instance-access.policy';
import { combined, type RestrictionAccess } from '../../src/domain/access/restriction.rules';
import type { FormInstance } from '../../src/domain/forms/form-instance.entity';
import {
  DisplayMask,
  FieldType,
  PermissionBit,
  type DisplayMaskId,
  type FieldDefinition,
} from '../../src/domain/forms/form.entity';
import { FormulaEngine } from '../../src/domain/forms/formula/formula-engine';
import type { Store } from '../store';
import { allowedBy, permissionsRecord, type ReadableInstance } from './form-access';
import { isEncryptedSource, sourceChain } from './field-sources';
import { fieldIndex, fieldView, isLinkedField, isMirrorField } from './form-views';
import { StoreLookups } from './store-lookups';

const STATIC = new Set<number>([FieldType.Header, FieldType.Image, FieldType.Text]);
const LAYOUT = new Set<number>([FieldType.NewLine, FieldType.Empty]);
export const DEFAULT_PERMISSION_MASK = PermissionBit.View | PermissionBit.Edit;

/** Every hidden character becomes `*`: all of them (HideAll), or all but the last or first four. */
export function maskValue(value: string, mask: DisplayMaskId | undefined): string {
  const hidden = Math.max(0, value.length - 4);
  if (mask === DisplayMask.ShowOnlyLast4) return '*'.repeat(hidden) + value.slice(hidden);
  if (mask === DisplayMask.ShowOnlyFirst4) return value.slice(0, 4) + '*'.repeat(hidden);
  return '*'.repeat(value.length);
}

/** What the restrictions of a field, and of every source up its linked/mirror chain, leave the reader. */
function fieldAccess(
  lookups: StoreLookups,
  user: UserRecord,
  form: FormRecord | undefined,
  fieldId: number,
): RestrictionAccess {
  // The same for every instance of the form: worked out once per reader, form and field.
  const known = lookups.accessOf(user.id, form?.FormId ?? 0);
  let access = known.get(fieldId);
  if (!access) known.set(fieldId, (access = worked()));
  return access;

  function worked(): RestrictionAccess {
    const { store } = lookups;
    const own = allowedBy(store, permissionsRecord(store, 'field', fieldId), user);
    const field = form?.Fields.find((f) => f.FieldDefinitionId === fieldId);
    if (!form || !field) return own;
    const sources = sourceChain(store, field, lookups).flatMap(({ form: source, field: parent }) => [
      allowedBy(store, permissionsRecord(store, 'field', parent.FieldDefinitionId), user),
      ...(source.FormId === form.FormId
        ? []
        : [allowedBy(store, permissionsRecord(store, 'form', source.FormId), user)]),
    ]);
    return combined(own, ...sources);
  }
}

/** The PermissionMask of one field of an instance for the caller. */
export function permissionMaskOf(
  store: Store,
  user: UserRecord,
  instance: FormInstanceRecord,
  fieldId: number,
  lookups: StoreLookups = new StoreLookups(store),
): number {
  const base = instance.permissionMasks[String(fieldId)] ?? DEFAULT_PERMISSION_MASK;
  return permissionMaskFor(base, fieldAccess(lookups, user, lookups.form(instance.FormId), fieldId));
}

/**
 * One compiled engine per stored field list (a form change stores a new list, so the entry goes with it);
 * compiling the 1,000-field form takes far longer than computing it.
 */
const engines = new WeakMap<readonly FieldDefinition[], FormulaEngine>();
function engineFor(stored: readonly FieldDefinition[], fields: () => FieldDefinition[]): FormulaEngine {
  let engine = engines.get(stored);
  if (!engine) engines.set(stored, (engine = new FormulaEngine({ Fields: fields() })));
  return engine;
}

/** The form of a linked field's parent and the project's latest instance of it (the value's source). */
function linkedSource(lookups: StoreLookups, instance: FormInstanceRecord, parentId: number) {
  const form = lookups.sourceOf(parentId)?.form;
  const source = form ? lookups.latestOf(instance.ProjectId, form.FormId, instance) : undefined;
  return { form, source };
}

/** A linked field is no more open than its parent is to the reader in the instance the value comes from. */
function linkedMask(
  lookups: StoreLookups,
  user: UserRecord,
  instance: FormInstanceRecord,
  field: FieldDefinition,
  mask: number,
): number {
  if (!isLinkedField(field) || field.ParentFieldDefinitionId == null) return mask;
  const { source } = linkedSource(lookups, instance, field.ParentFieldDefinitionId);
  if (!source) return mask;
  const parentMask = permissionMaskOf(lookups.store, user, source, field.ParentFieldDefinitionId, lookups);
  if ((parentMask & PermissionBit.View) === 0) return 0;
  return (parentMask & PermissionBit.Edit) === 0 ? mask & ~PermissionBit.Edit : mask;
}

/** The value of a field in the project's latest instance of its form (formulas computed there, from what the reader sees). */
function linkedValue(
  lookups: StoreLookups,
  user: UserRecord,
  instance: FormInstanceRecord,
  parentId: number,
): string | null | undefined {
  const { form, source } = linkedSource(lookups, instance, parentId);
  if (!form || !source) return undefined;
  const parent = form.Fields.find((f) => f.FieldDefinitionId === parentId)!;
  if (parent.TypeId !== FieldType.Formula)
    return source.values.find((v) => v.FieldDefinitionId === parentId)?.Data;
  // Every instance of the project links to the same source: its formula is computed once per reader.
  return lookups.remembered(`linked:${user.id}:${source.InstanceId}:${parentId}`, () => {
    const seen = source.values.filter(
      (v) =>
        (permissionMaskOf(lookups.store, user, source, v.FieldDefinitionId, lookups) & PermissionBit.View) !==
        0,
    );
    const shown = (v: FieldValueRecord) => {
      const f = form.Fields.find((x) => x.FieldDefinitionId === v.FieldDefinitionId);
      return f?.EncryptData && v.Data ? maskValue(v.Data, f.DisplayMask) : (v.OptionId ?? v.Data);
    };
    const raw = new Map(seen.map((v) => [v.FieldDefinitionId, shown(v)]));
    return engineFor(form.Fields, () => form.Fields)
      .recalculateAll(raw)
      .get(parentId)?.display;
  });
}

/** A field's value for the reader before formulas: `field` is the field as sent, `mask` its PermissionMask. */
interface FieldState {
  field: FieldDefinition;
  mask: number;
  /** Sent as stored (a header, a picture, text): the field itself. */
  asStored: boolean;
  Data: string | null | undefined;
  OptionId: number | null | undefined;
}

function valued(
  lookups: StoreLookups,
  user: UserRecord,
  instance: FormInstanceRecord,
  saved: FieldValueRecord | undefined,
  field: FieldDefinition,
  mask: number,
): FieldState {
  if (STATIC.has(field.TypeId))
    return { field, mask, asStored: true, Data: field.Data, OptionId: field.OptionId };
  const state = { field, mask, asStored: false, Data: null, OptionId: null };
  if (LAYOUT.has(field.TypeId)) return state;
  // A hidden field carries nothing: no value, and no parent from a form the reader may not see.
  if ((mask & PermissionBit.View) === 0) return state;
  let Data = saved?.Data ?? null;
  if (isLinkedField(field) && field.ParentFieldDefinitionId != null)
    Data = linkedValue(lookups, user, instance, field.ParentFieldDefinitionId) ?? Data;
  const encrypted = field.EncryptData ? field : isEncryptedSource(lookups.store, field, lookups);
  if (encrypted && Data) Data = maskValue(Data, encrypted.DisplayMask);
  return { ...state, Data, OptionId: saved?.OptionId ?? null };
}

/** Formula and mirror fields get what the engine computes (a mirror of a non-number field copies its parent). */
function computed(engine: FormulaEngine, states: FieldState[]): void {
  const results = engine.recalculateAll(
    new Map(states.map((s) => [s.field.FieldDefinitionId, s.OptionId ?? s.Data])),
  );
  let byId: Map<number, FieldState> | undefined;
  const parentOf = (s: FieldState) => {
    byId ??= new Map(states.map((x) => [x.field.FieldDefinitionId, x]));
    let current = s;
    for (let hops = 0; isMirrorField(current.field) && hops < 16; hops++)
      current = byId.get(current.field.ParentFieldDefinitionId ?? 0) ?? current;
    return current;
  };
  // Worked out from the values before formulas, then set (a mirror copies its parent's value as read).
  const changes: Array<[FieldState, string | null | undefined, number | null | undefined]> = [];
  for (const s of states) {
    if (s.mask === 0 || (s.field.TypeId !== FieldType.Formula && !isMirrorField(s.field))) continue;
    const result = results.get(s.field.FieldDefinitionId);
    if (result) {
      changes.push([s, result.display, null]);
      continue;
    }
    const parent = isMirrorField(s.field) ? parentOf(s) : undefined;
    changes.push([s, parent?.Data ?? null, parent?.OptionId ?? null]);
  }
  for (const [s, Data, OptionId] of changes) Object.assign(s, { Data, OptionId });
}

/** The field as sent: copied once, with its value and mask. */
function sent({ field, mask, asStored, Data, OptionId }: FieldState): FieldDefinition {
  if (asStored) return { ...field, PermissionMask: mask };
  const hiddenParent =
    (mask & PermissionBit.View) === 0 && field.ParentFieldDefinition ? { ParentFieldDefinition: null } : {};
  return { ...field, Data, OptionId, ...hiddenParent, PermissionMask: mask };
}

/** What a report reads of each form, per `only` (a run's own set): worked out once per run and stored field list. */
const readByReport = new WeakMap<
  ReadonlySet<number>,
  WeakMap<readonly FieldDefinition[], FieldDefinition[]>
>();

/**
 * The fields of a form a report's `only` fields are worked out from, in form order: themselves, what their formulas
 * read, a mirror's parent, and so on up. The others change none of them (a formula reads only its dependencies, a
 * linked field's value comes from another instance), so a report's row leaves them out (issue 36).
 */
function fieldsRead(form: FormRecord, only: ReadonlySet<number>, engine: FormulaEngine): FieldDefinition[] {
  let forms = readByReport.get(only);
  if (!forms) readByReport.set(only, (forms = new WeakMap()));
  let read = forms.get(form.Fields);
  if (read) return read;
  const byId = new Map(form.Fields.map((f) => [f.FieldDefinitionId, f]));
  const wanted = new Set<number>();
  const next = [...only];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (wanted.has(id)) continue;
    wanted.add(id);
    next.push(...engine.dependenciesOf(id));
    const field = byId.get(id);
    if (field && isMirrorField(field) && field.ParentFieldDefinitionId != null)
      next.push(field.ParentFieldDefinitionId);
  }
  read = form.Fields.filter((f) => wanted.has(f.FieldDefinitionId));
  forms.set(form.Fields, read);
  return read;
}

/** The reader's state of `fields` (the form's, or those a report reads) in an instance, formulas computed. */
function statesOf(
  store: Store,
  user: UserRecord,
  instance: FormInstanceRecord,
  form: FormRecord,
  lookups: StoreLookups,
  only?: ReadonlySet<number>,
): FieldState[] {
  const index = lookups.remembered('fieldIndex', () => fieldIndex(store));
  const engine = engineFor(form.Fields, () => form.Fields.map((f) => fieldView(f, index)));
  const fields = only ? fieldsRead(form, only, engine) : form.Fields;
  // A report reads a few fields: looked up in the values, rather than all of them indexed for each instance.
  const saved = only ? undefined : new Map(instance.values.map((v) => [v.FieldDefinitionId, v]));
  const states = fields.map((f) => {
    const id = f.FieldDefinitionId;
    const PermissionMask = linkedMask(
      lookups,
      user,
      instance,
      f,
      permissionMaskOf(store, user, instance, id, lookups),
    );
    const view = lookups.fieldView(f, () => fieldView(f, index));
    const value = saved ? saved.get(id) : instance.values.find((v) => v.FieldDefinitionId === id);
    return valued(lookups, user, instance, value, view, PermissionMask);
  });
  computed(engine, states);
  return states;
}

/** A field of an instance as a report reads it: what `instanceView` sends of it, without copying the field. */
export type ReadField = Pick<FieldDefinition, 'FieldDefinitionId' | 'TypeId' | 'EncryptData' | 'Data'> & {
  PermissionMask: number;
};

/**
 * The `only` fields of an instance as `instanceView(…, only)` sends them, for a report's row (issue 36): of the
 * others only those they are worked out from (what their formulas read) are worked out, and no field is copied
 * (working out and copying every field of every instance was most of a 100,000-instance run).
 */
export function readFields(
  store: Store,
  user: UserRecord,
  { instance, form }: ReadableInstance,
  lookups: StoreLookups,
  only: ReadonlySet<number>,
): ReadField[] {
  const read: ReadField[] = [];
  for (const { field, mask, Data } of statesOf(store, user, instance, form, lookups, only))
    if (only.has(field.FieldDefinitionId))
      read.push({
        FieldDefinitionId: field.FieldDefinitionId,
        TypeId: field.TypeId,
        EncryptData: field.EncryptData,
        Data,
        PermissionMask: mask,
      });
  return read;
}

/**
 * `lookups`: the indexes of a report run, shared by its rows (one view builds its own). `only`: the fields the caller
 * reads (readFields), the only ones sent.
 */
export function instanceView(
  store: Store,
  user: UserRecord,
  { instance, form, project, editable }: ReadableInstance,
  lookups: StoreLookups = new StoreLookups(store),
  only?: ReadonlySet<number>,
): FormInstance {
  const fields = statesOf(store, user, instance, form, lookups, only);
  return {
    InstanceId: instance.InstanceId,
    ProjectId: instance.ProjectId,
    ProjectName: project.Name,
    Name: instance.Name,
    FormId: form.FormId,
    // A view of a few fields (`only`) reads no layout.
    Columns: only ? [] : form.Columns.map((c) => ({ Width: c.Width })),
    Rows: only ? [] : form.Rows.map((r) => ({ ...r })),
    Options: { ...form.Options },
    AccessMask: instance.AccessMask,
    IsReadOnly: !editable,
    FormWidthInPx: form.FormWidthInPx,
    FormHeightInPx: form.FormHeightInPx,
    Fields: (only ? fields.filter((s) => only.has(s.field.FieldDefinitionId)) : fields).map(sent),
  };
}
