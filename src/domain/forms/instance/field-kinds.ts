import { FieldType, type FieldDefinition, type Form } from '../form.entity';

/**
 * What each field of a form instance is, for the instance page (forms spec §3, §4): whether it holds a
 * value, whether that value is saved, and which field defines how it looks. Linked and mirror fields are
 * recognised by TypeId or by OrigTypeId, because they copy their parent's type (see formula-fields.ts).
 */

/** Field types whose content is static or structural: nothing is typed into them. */
const STATIC_TYPES = new Set<number>([
  FieldType.Header,
  FieldType.Image,
  FieldType.Text,
  FieldType.NewLine,
  FieldType.Empty,
]);

/** Types that hold a value a user can choose or type. */
const INPUT_TYPES = new Set<number>([
  FieldType.TextBox,
  FieldType.CheckBox,
  FieldType.Select,
  FieldType.RadioButtonList,
  FieldType.CheckBoxList,
  FieldType.TextArea,
  FieldType.NestedSelect,
]);

/** Types whose value is an option (or options, for a check-box list). */
export const CHOICE_TYPES = new Set<number>([
  FieldType.Select,
  FieldType.RadioButtonList,
  FieldType.CheckBoxList,
  FieldType.NestedSelect,
]);

const isKind = (field: FieldDefinition, type: number) => field.TypeId === type || field.OrigTypeId === type;

export const isMirror = (field: FieldDefinition) => isKind(field, FieldType.MirrorField);
export const isLinked = (field: FieldDefinition) => !isMirror(field) && isKind(field, FieldType.LinkedField);

/** Followed at most this deep, so a broken chain of mirrors cannot loop. */
const MAX_DEPTH = 16;

function parentOf(
  field: FieldDefinition,
  byId: ReadonlyMap<number, FieldDefinition>,
): FieldDefinition | undefined {
  const id = field.ParentFieldDefinitionId ?? field.ParentFieldDefinition?.FieldDefinitionId;
  // A mirror's parent lives in the same form, so the form's copy (with its current value) wins.
  const local = id != null && id !== field.FieldDefinitionId ? byId.get(id) : undefined;
  return local ?? field.ParentFieldDefinition ?? undefined;
}

/**
 * How a field is shown. `source` is the field whose type, options, mask and formats apply: the field
 * itself, or for a linked or mirror field its parent (followed to a real field). `rootId` is the id of
 * that parent in this form (mirrors only), whose value a mirror shows. `missingParent` holds the
 * specification's message when a link or mirror has no parent.
 */
export interface FieldShape {
  readonly field: FieldDefinition;
  readonly role: 'own' | 'linked' | 'mirror';
  readonly source: FieldDefinition;
  readonly rootId: number | null;
  readonly missingParent?: string;
}

export const MISSING_LINK_PARENT = 'Could not find parent for this linked field.';
export const MISSING_MIRROR_PARENT = 'Could not find parent for this mirror field.';

export function shapeOf(field: FieldDefinition, byId: ReadonlyMap<number, FieldDefinition>): FieldShape {
  const role = isMirror(field) ? 'mirror' : isLinked(field) ? 'linked' : 'own';
  if (role === 'own') return { field, role, source: field, rootId: null };
  let current = field;
  let rootId: number | null = null;
  for (let depth = 0; depth < MAX_DEPTH && (isMirror(current) || isLinked(current)); depth++) {
    const parent = parentOf(current, byId);
    if (!parent) break;
    if (byId.get(parent.FieldDefinitionId) === parent) rootId = parent.FieldDefinitionId;
    current = parent;
  }
  const copiedType = field.TypeId !== FieldType.LinkedField && field.TypeId !== FieldType.MirrorField;
  if (role === 'mirror') {
    // A mirror shows its parent's value: without a parent in this form it has nothing to show.
    if (rootId === null || isMirror(current))
      return { field, role, source: field, rootId: null, missingParent: MISSING_MIRROR_PARENT };
    return { field, role, source: current, rootId };
  }
  if (current === field || current.TypeId === FieldType.LinkedField) {
    // A link that copied its parent's type can still be shown as that type.
    return copiedType
      ? { field, role, source: field, rootId: null }
      : { field, role, source: field, rootId: null, missingParent: MISSING_LINK_PARENT };
  }
  return { field, role, source: current, rootId: null };
}

/** Every field's shape, by id. */
export function shapesOf(form: Pick<Form, 'Fields'>): Map<number, FieldShape> {
  const byId = new Map(form.Fields.map((field) => [field.FieldDefinitionId, field]));
  return new Map(form.Fields.map((field) => [field.FieldDefinitionId, shapeOf(field, byId)]));
}

/** Holds a value of its own: an input type, or a linked field of one (its value is saved with this form). */
export function holdsValue(shape: FieldShape): boolean {
  if (shape.missingParent || shape.role === 'mirror') return false;
  return (
    INPUT_TYPES.has(shape.source.TypeId) ||
    (shape.role === 'linked' && shape.source.TypeId === FieldType.Formula)
  );
}

/** The user may type or choose its value (a linked formula is computed in its own form, so it is shown only). */
export function isEditableKind(shape: FieldShape): boolean {
  return holdsValue(shape) && INPUT_TYPES.has(shape.source.TypeId);
}

/** Left out of the saved data (forms spec §4): header, image, text, new line, empty and mirror fields. */
export function isLeftOutOfSave(field: FieldDefinition): boolean {
  return STATIC_TYPES.has(field.TypeId) || isMirror(field);
}

/** Static content: header, image, text, new line, empty. */
export function isStatic(field: FieldDefinition): boolean {
  return STATIC_TYPES.has(field.TypeId);
}
