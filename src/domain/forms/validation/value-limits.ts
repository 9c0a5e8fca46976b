import { FieldType, type FieldTypeId } from '../form.entity';

/**
 * The longest value a text field takes (**ours**; docs/validation.md and docs/api.md, "Limits"). Values are
 * bounded before any pattern runs, so even a pattern's linear work stays small. The figures match the mock
 * server's request limits (mock-server/schemas/limits.ts, `value`).
 */
export const MAX_VALUE_LENGTH = {
  textBox: 2000,
  textArea: 20_000,
} as const;

/** The limit of a field type: text areas take more; every other field (or an unknown type) the text box's. */
export function maxValueLength(typeId: FieldTypeId | number | undefined): number {
  return typeId === FieldType.TextArea ? MAX_VALUE_LENGTH.textArea : MAX_VALUE_LENGTH.textBox;
}
