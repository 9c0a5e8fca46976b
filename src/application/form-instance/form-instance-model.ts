import type { FieldOption } from '../../domain/forms/form.entity';
import type { FormInstance } from '../../domain/forms/form-instance.entity';
import { formulaRolesOf } from '../../domain/forms/formula/formula-fields';
import { inLayoutOrder } from '../../domain/forms/formula/grid-positions';
import { fieldAccess, isInstanceReadOnly, type FieldAccess } from '../../domain/forms/instance/field-access';
import { CHOICE_TYPES, shapesOf, type FieldShape } from '../../domain/forms/instance/field-kinds';
import type { InstanceValues } from '../../domain/forms/instance/instance-values';
import { choiceOptionsOf, nestedDependents } from '../../domain/forms/instance/nested-selects';
import { validationReaders } from '../../domain/forms/instance/instance-validation';

/** What the instance page derives once from a loaded instance: shapes, access and who depends on whom. */
export interface FormInstanceModel {
  readonly instance: FormInstance;
  readonly readOnly: boolean;
  /** In layout order. */
  readonly shapes: readonly FieldShape[];
  readonly shapeOf: ReadonlyMap<number, FieldShape>;
  readonly access: ReadonlyMap<number, FieldAccess>;
  /** Number inputs of the formula engine: a change to one schedules a recalculation. */
  readonly formulaInputs: ReadonlySet<number>;
  /** Nested selects reset when a field changes. */
  readonly nestedDependents: ReadonlyMap<number, readonly number[]>;
  /** Mirrors (not computed by formulas) showing a field's value. */
  readonly mirrors: ReadonlyMap<number, readonly number[]>;
  /** Fields whose conditional validation reads a field. */
  readonly readers: ReadonlyMap<number, readonly number[]>;
  /** Choice fields, whose options the page shows. */
  readonly choiceIds: readonly number[];
}

const NO_ACCESS: FieldAccess = { view: false, edit: false };

export function buildModel(instance: FormInstance): FormInstanceModel {
  const fields = inLayoutOrder(instance.Fields ?? []);
  const shapeOf = shapesOf({ Fields: fields });
  const shapes = fields.map((field) => shapeOf.get(field.FieldDefinitionId) as FieldShape);
  const readOnly = isInstanceReadOnly(instance);
  const access = new Map(
    shapes.map((shape) => [shape.field.FieldDefinitionId, fieldAccess(shape, readOnly)]),
  );
  const roles = formulaRolesOf(fields);
  const formulaInputs = new Set([...roles].filter(([, role]) => role.kind === 'input').map(([id]) => id));
  const mirrors = new Map<number, number[]>();
  for (const shape of shapes) {
    if (shape.role !== 'mirror' || shape.rootId === null) continue;
    const list = mirrors.get(shape.rootId) ?? [];
    list.push(shape.field.FieldDefinitionId);
    mirrors.set(shape.rootId, list);
  }
  return {
    instance,
    readOnly,
    shapes,
    shapeOf,
    access,
    formulaInputs,
    nestedDependents: nestedDependents(fields),
    mirrors,
    readers: validationReaders(fields),
    choiceIds: shapes
      .filter((shape) => CHOICE_TYPES.has(shape.source.TypeId))
      .map((shape) => shape.field.FieldDefinitionId),
  };
}

export function accessOf(model: FormInstanceModel, fieldId: number): FieldAccess {
  return model.access.get(fieldId) ?? NO_ACCESS;
}

/** An encrypted field still showing its display mask (not revealed, not retyped). */
export function isEncrypted(shape: FieldShape | undefined): boolean {
  return shape?.source.EncryptData === true;
}

/** The options of every choice field, for the first render. */
export function allChoiceOptions(
  model: FormInstanceModel,
  values: InstanceValues,
): Map<number, readonly FieldOption[]> {
  return new Map(
    model.choiceIds.map((id) => [id, choiceOptionsOf(model.shapeOf.get(id) as FieldShape, values)]),
  );
}

/** The new options of the nested selects that depend on the changed fields (they were reset already). */
export function nestedOptionsAfter(
  model: FormInstanceModel,
  values: InstanceValues,
  changedIds: readonly number[],
): Map<number, readonly FieldOption[]> {
  const options = new Map<number, readonly FieldOption[]>();
  for (const id of changedIds) {
    for (const nested of model.nestedDependents.get(id) ?? [])
      options.set(nested, choiceOptionsOf(model.shapeOf.get(nested) as FieldShape, values));
  }
  return options;
}
