/**
 * SaveFormData: every value is checked before anything is stored (a 400 changes nothing). Rules:
 * - each FieldDefinitionId is a field of the instance's form, given once;
 * - header, image, text, new-line, empty and mirror fields hold no data (specification, section 4);
 * - the caller's PermissionMask of the field has the edit bit (4);
 * - text boxes and text areas are at most their type's length (2,000 and 20,000 characters, checked before any
 *   pattern runs) and pass their validation pattern and mask (the same domain code as the page); a custom pattern
 *   runs only once the backtracking check cleared it (pattern-check.ts);
 *   a check box holds "true" or "false"; a select, radio list or nested select an OptionId of its options;
 *   a check list comma-separated option ids of its options;
 * - an encrypted field sent back with its masked value (as the instance showed it) keeps its stored value.
 * Conditional validation is the page's business (it needs the formula values); it is not repeated here.
 */
import type { FieldValueRecord, FormInstanceRecord, FormRecord, UserRecord } from '../../fixtures/types';
import { FieldType, PermissionBit, type FieldDefinition } from '../../src/domain/forms/form.entity';
import { maskFor } from '../../src/domain/forms/masks/field-mask';
import { validatePattern } from '../../src/domain/forms/validation/field-value.validator';
import type { CustomPatternGate } from '../../src/domain/forms/validation/custom-pattern-safety';
import { maxLengthMessage } from '../../src/domain/forms/validation/validation-messages';
import { maxValueLength } from '../../src/domain/forms/validation/value-limits';
import { badRequest } from '../http';
import type { Store } from '../store';
import type { BodyReader } from './body-reader';
import { checkValueKind } from '../schemas/field-value.schema';
import { fieldIndex, isMirrorField } from './form-views';
import { maskValue, permissionMaskOf } from './instance-view';
import { storedPatternGate } from './pattern-check';

const NO_DATA = new Set<number>([
  FieldType.Header,
  FieldType.Image,
  FieldType.Text,
  FieldType.NewLine,
  FieldType.Empty,
  FieldType.MirrorField,
]);
const TYPE_NAMES = new Map<number, string>(Object.entries(FieldType).map(([name, id]) => [id, name]));
const CHOICES = new Set<number>([FieldType.Select, FieldType.RadioButtonList, FieldType.NestedSelect]);
const TEXTS = new Set<number>([FieldType.TextBox, FieldType.TextArea]);
export const MAX_VALUE_LENGTH = 100_000;

function checkValue(field: FieldDefinition, value: FieldValueRecord, patterns: CustomPatternGate): void {
  const label = `"${field.Name}"`;
  const optionIds = new Set((field.OptionsList ?? []).map((o) => o.OptionId));
  const data = value.Data ?? '';
  if (TEXTS.has(field.TypeId)) {
    const limit = maxValueLength(field.TypeId);
    if (data.length > limit) throw badRequest(`${label}: ${maxLengthMessage(limit)}`);
    const pattern = validatePattern(field, data, patterns);
    if (!pattern.valid) throw badRequest(`${label}: ${pattern.message}`);
    const masked = maskFor(field)?.validateMasked(data);
    if (masked) throw badRequest(`${label}: ${masked}`);
  } else if (field.TypeId === FieldType.CheckBox) {
    if (!['', 'true', 'false'].includes(data)) throw badRequest(`${label} must be true or false.`);
  } else if (CHOICES.has(field.TypeId)) {
    if (value.OptionId !== null && !optionIds.has(value.OptionId))
      throw badRequest(`${label}: ${value.OptionId} is not one of its options.`);
  } else if (field.TypeId === FieldType.CheckBoxList) {
    const ids = data
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    const wrong = ids.find((id) => !/^\d+$/.test(id) || !optionIds.has(Number(id)));
    if (wrong !== undefined) throw badRequest(`${label}: ${wrong} is not one of its options.`);
  }
}

/** Reads and checks the values of a SaveFormData body; returns them ready to store. */
export function readFormData(
  store: Store,
  user: UserRecord,
  instance: FormInstanceRecord,
  form: FormRecord,
  body: BodyReader,
): FieldValueRecord[] {
  const seen = new Set<number>();
  const values: FieldValueRecord[] = [];
  const patterns = storedPatternGate(form.Fields);
  for (const item of body.objects('FieldDefinitions', 10_000, true)) {
    const id = item.id('FieldDefinitionId');
    const field = form.Fields.find((f) => f.FieldDefinitionId === id);
    if (!field) throw badRequest(`Field ${id} is not a field of this form.`);
    if (seen.has(id)) throw badRequest(`Field ${id} is given twice.`);
    seen.add(id);
    if (NO_DATA.has(field.TypeId) || isMirrorField(field))
      throw badRequest(`"${field.Name}" (${TYPE_NAMES.get(field.TypeId)}) holds no data.`);
    if ((permissionMaskOf(store, user, instance, id) & PermissionBit.Edit) === 0)
      throw badRequest(`"${field.Name}" is read-only.`);
    const value: FieldValueRecord = {
      FieldDefinitionId: id,
      Data: item.text('Data', MAX_VALUE_LENGTH) ?? null,
      OptionId: item.nullableInt('OptionId', 1, 2_147_483_647) ?? null,
    };
    const stored = instance.values.find((v) => v.FieldDefinitionId === id);
    if (field.EncryptData && stored?.Data && value.Data === maskValue(stored.Data, field.DisplayMask)) {
      values.push({ ...value, Data: stored.Data });
      continue;
    }
    checkValue(field, value, patterns);
    // A linked field holds values of its parent's kind.
    const source =
      field.TypeId === FieldType.LinkedField
        ? (fieldIndex(store).get(field.ParentFieldDefinitionId ?? 0) ?? field)
        : field;
    checkValueKind(source, value, `"${field.Name}"`);
    values.push(value);
  }
  return values;
}

/** Stores the values (replacing those of the same fields) and bumps UpdatedOn. */
export function storeFormData(instance: FormInstanceRecord, values: FieldValueRecord[], now: string): void {
  const ids = new Set(values.map((v) => v.FieldDefinitionId));
  instance.values = [...instance.values.filter((v) => !ids.has(v.FieldDefinitionId)), ...values];
  instance.UpdatedOn = now;
}
