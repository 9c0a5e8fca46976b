/**
 * Dropping a field on the canvas (spec section 4): a new field (from the toolbar, a template or the
 * clipboard) or an existing one being moved. The answer is the new field order, or the toast that
 * refuses it when formula fields would end up on a cross/cyclic reference.
 */
import { FieldType, type FieldDefinition, type Form } from '../form.entity';
import { checkFieldMove, introducesCycle, type LayoutCheckContext } from '../formula/formula-checks';
import { inLayoutOrder } from '../formula/grid-positions';
import { DesignerMessage } from './designer-messages';
import { defaultFieldBody } from './field-defaults';
import { resolveDropZone, type DropZone } from './drop-zones';
import { fieldNumberOf, nextFieldNumber } from '../field-number';
import { insertAt, nextFieldId } from './field-order';
import { layoutForm } from './form-layout';
import { withIdentity } from './field-creation';

/** What a drop changes. */
export interface DropPlan {
  /** Every field of the form in its new order, Sequence renumbered 1..n. */
  readonly fields: FieldDefinition[];
  /** New fields to create (the dropped one and any New Line added around it), with their new Sequence. */
  readonly added: FieldDefinition[];
  /** Existing fields whose Sequence changed: what UpdateFieldsOrder sends. */
  readonly sequenceChanges: Array<{ FieldDefinitionId: number; Sequence: number }>;
}

export type DropOutcome =
  { readonly ok: true; readonly plan: DropPlan } | { readonly ok: false; readonly message: string };

type FormFields = Pick<Form, 'FormId' | 'Fields'>;

const refuse = (message: string): DropOutcome => ({ ok: false, message });

/** Existing fields whose Sequence differs between `before` and `after`. */
export function changedSequences(
  before: readonly FieldDefinition[],
  after: readonly FieldDefinition[],
): DropPlan['sequenceChanges'] {
  const old = new Map(before.map((f) => [f.FieldDefinitionId, f.Sequence]));
  return after
    .filter((f) => old.has(f.FieldDefinitionId) && old.get(f.FieldDefinitionId) !== f.Sequence)
    .map((f) => ({ FieldDefinitionId: f.FieldDefinitionId, Sequence: f.Sequence }));
}

function plan(form: FormFields, fields: FieldDefinition[], addedIds: readonly number[]): DropPlan {
  const ids = new Set(addedIds);
  return {
    fields,
    added: fields.filter((f) => ids.has(f.FieldDefinitionId)),
    sequenceChanges: changedSequences(form.Fields, fields),
  };
}

function newLines(
  form: FormFields,
  count: number,
  firstId: number,
  firstNumber = nextFieldNumber(form.Fields),
): FieldDefinition[] {
  return Array.from({ length: count }, (_, i) =>
    withIdentity(defaultFieldBody(FieldType.NewLine), form, firstId + i, firstNumber + i),
  );
}

/**
 * Places a new `field` (already given its id, e.g. by newField or pasteField) at `zone`. New Line
 * fields are added when the zone is a row of its own. Refused with the move toast when the new
 * layout would put a formula on a cycle (shifted SUM ranges can do that). `context` (a parse cache
 * and the form's current cyclic fields) may be reused across drops on the same form: a drop on a
 * 1,000-field form takes a few milliseconds without it.
 */
export function dropNewField(
  form: FormFields,
  field: FieldDefinition,
  zone: DropZone,
  cycleMessage: string = DesignerMessage.moveWouldCreateCycle,
  context?: LayoutCheckContext,
): DropOutcome {
  const target = resolveDropZone(form.Fields, zone, undefined, field.TypeId);
  if (target === undefined) return refuse(DesignerMessage.targetMissing);
  const placed = { ...field, FormId: form.FormId };
  const lineId = Math.max(nextFieldId(form.Fields), placed.FieldDefinitionId + 1);
  const lineNumber = Math.max(nextFieldNumber(form.Fields), fieldNumberOf(placed) + 1);
  const [before, after] = [target.newLineBefore ? 1 : 0, target.newLineAfter ? 1 : 0];
  const lines = newLines(form, before + after, lineId, lineNumber);
  const inserted = [...lines.slice(0, before), placed, ...lines.slice(before)];
  const fields = insertAt(form.Fields, target.index, inserted);
  if (introducesCycle(form.Fields, fields, context)) return refuse(cycleMessage);
  return {
    ok: true,
    plan: plan(
      form,
      fields,
      inserted.map((f) => f.FieldDefinitionId),
    ),
  };
}

/**
 * Moves the existing field `fieldId` to `zone`. Refused with the exact toast of the specification
 * when a formula would end up on a cycle (checkFieldMove).
 */
export function moveFieldToZone(
  form: FormFields,
  fieldId: number,
  zone: DropZone,
  context?: LayoutCheckContext,
): DropOutcome {
  const moving = form.Fields.find((f) => f.FieldDefinitionId === fieldId);
  if (moving === undefined) return refuse(DesignerMessage.targetMissing);
  const target = resolveDropZone(form.Fields, zone, fieldId, moving.TypeId);
  if (target === undefined) return refuse(DesignerMessage.targetMissing);
  if (!target.newLineBefore && !target.newLineAfter) {
    const check = checkFieldMove(form, fieldId, target.index, context);
    if (!check.ok) return refuse(check.message);
    const rest = inLayoutOrder(form.Fields).filter((f) => f.FieldDefinitionId !== fieldId);
    return { ok: true, plan: plan(form, insertAt(rest, target.index, [moving]), []) };
  }
  const rest = inLayoutOrder(form.Fields).filter((f) => f.FieldDefinitionId !== fieldId);
  const lines = newLines(
    form,
    Number(target.newLineBefore) + Number(target.newLineAfter),
    nextFieldId(form.Fields),
  );
  const inserted = target.newLineBefore
    ? [...lines.slice(0, 1), moving, ...lines.slice(1)]
    : [moving, ...lines];
  const fields = insertAt(rest, target.index, inserted);
  if (introducesCycle(form.Fields, fields, context)) return refuse(DesignerMessage.moveWouldCreateCycle);
  return {
    ok: true,
    plan: plan(
      form,
      fields,
      lines.map((f) => f.FieldDefinitionId),
    ),
  };
}

/**
 * The form after `plan`, laid out by the designer's layout rules (form-layout.ts): rows follow the
 * new order and keep their heights, columns fit the widest row.
 */
export function applyDropPlan(form: Form, plan: DropPlan): Form {
  return layoutForm({ ...form, Fields: plan.fields }, { previous: form }).form;
}
