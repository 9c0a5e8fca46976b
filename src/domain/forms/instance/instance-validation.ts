import { evaluateFieldValidation, type FieldValues } from '../conditions/condition-evaluator';
import type { FieldValue } from '../conditions/field-value';
import { FieldType, type FieldDefinition, type Form } from '../form.entity';
import type { FormulaResult } from '../formula/formula-engine';
import { maskFor, type FieldMask } from '../masks/field-mask';
import { maskPatternOf } from '../masks/mask-options';
import type { CustomPatternGate } from '../validation/custom-pattern-safety';
import { validatePattern } from '../validation/field-value.validator';
import type { FieldShape } from './field-kinds';
import { conditionValue, type InstanceValues } from './instance-values';

/**
 * Validation of a form instance (forms spec §5): a masked value must be empty or complete, a text value must
 * match its validation pattern, and a field's conditional validation must not hold. The first message that
 * applies is the field's error.
 */

const TEXT_TYPES = new Set<number>([FieldType.TextBox, FieldType.TextArea]);

/**
 * Masks built once per field: building an imask pattern costs more than checking a value. Only masked fields are
 * kept: telling that a field has no mask costs less than a map entry for each of a large form's fields.
 */
export class MaskCache {
  private readonly masks = new Map<number, FieldMask>();

  of(shape: FieldShape): FieldMask | null {
    if (shape.source.TypeId !== FieldType.TextBox || maskPatternOf(shape.source) === null) return null;
    const id = shape.field.FieldDefinitionId;
    const kept = this.masks.get(id);
    if (kept) return kept;
    const mask = maskFor(shape.source);
    if (mask) this.masks.set(id, mask);
    return mask;
  }
}

/** The values conditions read: every value-holding field, and formula results as numbers. */
export function conditionValues(
  shapes: Iterable<FieldShape>,
  values: InstanceValues,
  formulas: ReadonlyMap<number, FormulaResult>,
): Map<number, FieldValue> {
  const read = new Map<number, FieldValue>();
  for (const shape of shapes) {
    const id = shape.field.FieldDefinitionId;
    const result = formulas.get(id);
    if (result) read.set(id, typeof result.value === 'number' ? result.value : null);
    else if (values.has(id)) read.set(id, conditionValue(shape.source.TypeId, values.get(id)));
  }
  return read;
}

/**
 * The values conditions read, worked out per field when a condition asks for it: a keystroke re-checks one
 * field (and the fields whose conditions read it) and so reads a few values, where building every field's value
 * first cost a pass over the whole form on every keystroke. Iterating works too (it builds them all, once).
 */
export class ConditionValues implements ReadonlyMap<number, FieldValue> {
  private all: Map<number, FieldValue> | null = null;

  constructor(
    private readonly shapes: ReadonlyMap<number, FieldShape>,
    private readonly raw: InstanceValues,
    private readonly formulas: ReadonlyMap<number, FormulaResult>,
  ) {}

  get(id: number): FieldValue | undefined {
    const shape = this.shapes.get(id);
    if (!shape) return undefined;
    const result = this.formulas.get(id);
    if (result) return typeof result.value === 'number' ? result.value : null;
    return this.raw.has(id) ? conditionValue(shape.source.TypeId, this.raw.get(id)) : undefined;
  }

  has(id: number): boolean {
    return this.shapes.has(id) && (this.formulas.has(id) || this.raw.has(id));
  }

  private built(): Map<number, FieldValue> {
    return (this.all ??= conditionValues(this.shapes.values(), this.raw, this.formulas));
  }

  get size(): number {
    return this.built().size;
  }

  forEach(callback: (value: FieldValue, key: number, map: ReadonlyMap<number, FieldValue>) => void): void {
    this.built().forEach((value, key) => callback(value, key, this));
  }

  entries(): MapIterator<[number, FieldValue]> {
    return this.built().entries();
  }

  keys(): MapIterator<number> {
    return this.built().keys();
  }

  values(): MapIterator<FieldValue> {
    return this.built().values();
  }

  [Symbol.iterator](): MapIterator<[number, FieldValue]> {
    return this.built()[Symbol.iterator]();
  }
}

export interface ValidationContext {
  readonly form: Pick<Form, 'Fields'>;
  readonly read: FieldValues;
  readonly masks: MaskCache;
  /** Verdicts of the backtracking check: a custom pattern without a safe one does not run. */
  readonly patterns?: CustomPatternGate;
}

/** The field's error message, or null. */
export function validateField(shape: FieldShape, value: string, context: ValidationContext): string | null {
  if (TEXT_TYPES.has(shape.source.TypeId)) {
    const maskError = context.masks.of(shape)?.validateMasked(value) ?? null;
    if (maskError) return maskError;
    const pattern = validatePattern(shape.source, value, context.patterns);
    if (!pattern.valid) return pattern.message;
  }
  const conditional = evaluateFieldValidation(shape.field, context.read, context.form);
  return conditional.valid ? null : conditional.message;
}

/** For each field, the fields whose conditional validation reads it (its own conditions included). */
export function validationReaders(fields: readonly FieldDefinition[]): Map<number, number[]> {
  const readers = new Map<number, number[]>();
  const add = (source: number | null | undefined, reader: number) => {
    if (source == null) return;
    const list = readers.get(source) ?? [];
    if (!list.includes(reader)) list.push(reader);
    readers.set(source, list);
  };
  for (const field of fields) {
    for (const group of field.FieldValidation?.FieldValidationGroups ?? []) {
      for (const condition of group?.FieldValidationConditions ?? []) {
        add(condition.SourceFieldDefinitionId ?? field.FieldDefinitionId, field.FieldDefinitionId);
        add(condition.CompareToFieldDefinitionId, field.FieldDefinitionId);
      }
    }
  }
  return readers;
}

/**
 * Validates every field the user may edit (a field they cannot change cannot block them). Returns the
 * errors by field id; an empty map means the form is valid.
 */
export function validateInstance(
  shapes: readonly FieldShape[],
  values: InstanceValues,
  context: ValidationContext,
  isChecked: (shape: FieldShape) => boolean,
): Map<number, string> {
  const errors = new Map<number, string>();
  for (const shape of shapes) {
    if (!isChecked(shape)) continue;
    const id = shape.field.FieldDefinitionId;
    const message = validateField(shape, values.get(id) ?? '', context);
    if (message) errors.set(id, message);
  }
  return errors;
}
