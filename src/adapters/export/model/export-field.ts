import { FieldType, type FieldDefinition, type FieldOption } from '../../../domain/forms/form.entity';
import type { FormulaResult } from '../../../domain/forms/formula/formula-engine';
import type { FieldShape } from '../../../domain/forms/instance/field-kinds';

/**
 * One field of an exported form, resolved once for every format: where it sits, what it shows and, for the
 * spreadsheet, what it is. Built by exportModelOf (export-model.ts).
 */
export type ExportKind =
  /** Text typed or computed: text box, text area, linked field, mirror of one. */
  | 'value'
  /** A single check box. */
  | 'check'
  /** Select, radio list, nested select (one option) or check-box list (several). */
  | 'choice'
  /** A formula field, or a mirror of one. */
  | 'formula'
  | 'header'
  | 'text'
  | 'image'
  | 'empty';

export interface ExportOption {
  readonly id: number;
  readonly name: string;
  readonly checked: boolean;
}

export interface ExportField {
  readonly id: number;
  readonly field: FieldDefinition;
  /** The field whose type, options and formats apply (the parent of a linked or mirror field). */
  readonly source: FieldDefinition;
  readonly kind: ExportKind;
  /** 1-based row and column of the laid-out grid (the R{row}C{col} of formulas). */
  readonly row: number;
  readonly col: number;
  readonly colSpan: number;
  readonly label: string;
  /** The label is printed above the value (ShowFieldName, default on). */
  readonly showLabel: boolean;
  /** PermissionMask bit 1: a field the user may not view is left out (its cell stays empty). */
  readonly visible: boolean;
  /** The value as stored or typed: text, option ids ("3,5"), "true" for a ticked check box. */
  readonly raw: string;
  /** The value as the form shows it: formatted text, option names, "Yes"/"No", the formula's display. */
  readonly text: string;
  /** Every option of a choice field, with the chosen ones checked. */
  readonly options: readonly ExportOption[];
  readonly multiple: boolean;
  readonly checked: boolean;
  readonly formula?: FormulaResult;
  /** Header and text fields: their HTML content (to be sanitised before use). */
  readonly html: string;
  /**
   * Why the field cannot be shown (a damaged picture, a value that failed to resolve): every export prints
   * `exportErrorText(field)` in its place, and the rest of the file is built as usual.
   */
  readonly error?: string;
}

/** What a file shows for a field with an error. */
export const exportErrorText = (field: Pick<ExportField, 'error'>) =>
  `Error: ${field.error ?? FIELD_EXPORT_FAILED}`;

/** The error of a field whose value could not be resolved. */
export const FIELD_EXPORT_FAILED = 'This field could not be exported.';

const CHOICE = new Set<number>([
  FieldType.Select,
  FieldType.RadioButtonList,
  FieldType.NestedSelect,
  FieldType.CheckBoxList,
]);

/** The export kind of a field, from its shape (a mirror or link takes its parent's type). */
export function kindOf(shape: FieldShape): ExportKind {
  const type = shape.field.TypeId;
  if (type === FieldType.Header) return 'header';
  if (type === FieldType.Text) return 'text';
  if (type === FieldType.Image) return 'image';
  if (type === FieldType.Empty || type === FieldType.NewLine) return 'empty';
  const source = shape.source.TypeId;
  if (source === FieldType.Formula && shape.role !== 'linked') return 'formula';
  if (source === FieldType.CheckBox) return 'check';
  if (CHOICE.has(source)) return 'choice';
  return 'value';
}

/** Every option a choice field can offer: its own list, then those of its nested conditions, each once. */
export function allOptionsOf(source: FieldDefinition): FieldOption[] {
  const seen = new Set<number>();
  const out: FieldOption[] = [];
  const add = (list: readonly FieldOption[] | undefined) => {
    for (const option of [...(list ?? [])].sort((a, b) => a.Order - b.Order)) {
      if (seen.has(option.OptionId)) continue;
      seen.add(option.OptionId);
      out.push(option);
    }
  };
  add(source.OptionsList);
  for (const condition of source.Conditions ?? []) add(condition.OptionsList);
  return out;
}
