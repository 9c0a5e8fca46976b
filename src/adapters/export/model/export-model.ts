import { FieldType, FORM_DEFAULTS } from '../../../domain/forms/form.entity';
import type { FormInstance } from '../../../domain/forms/form-instance.entity';
import { formulaDisplayText } from '../../../domain/forms/formula/formula-display';
import { FormulaEngine, type FormulaResult } from '../../../domain/forms/formula/formula-engine';
import { GridLayout } from '../../../domain/forms/formula/grid-positions';
import { permissionAccess } from '../../../domain/forms/instance/field-access';
import { valueDisplayText } from '../../../domain/forms/instance/field-display';
import { shapesOf, type FieldShape } from '../../../domain/forms/instance/field-kinds';
import { checkImageDataUrl } from '../../../domain/forms/images/image-data-url';
import { CHECKED, loadedValues, optionIdList } from '../../../domain/forms/instance/instance-values';
import { FIELD_EXPORT_FAILED, allOptionsOf, kindOf, type ExportField, type ExportKind } from './export-field';

/**
 * A form instance resolved for export: the grid (rows of fields with their spans), the column widths and
 * row heights in pixels, and every field's value as shown, with formulas recalculated from the values the
 * instance carries (so the exports show the current formula values, never a stale stored result).
 */
export interface ExportModel {
  readonly name: string;
  readonly projectName: string;
  /** Width of each grid column in pixels. */
  readonly columnsPx: readonly number[];
  /** Height of each grid row in pixels. */
  readonly rowHeightsPx: readonly number[];
  /** Grid rows, each with its fields from left to right. */
  readonly rows: readonly (readonly ExportField[])[];
  /** Every placed field in layout order. */
  readonly fields: readonly ExportField[];
  readonly formWidthInPx?: number;
  readonly formHeightInPx?: number;
}

const YES = 'Yes';
const NO = 'No';

function validWidth(width: unknown): number {
  return typeof width === 'number' && Number.isFinite(width) && width > 0
    ? Math.min(width, FORM_DEFAULTS.maxColumnWidth)
    : FORM_DEFAULTS.columnWidth;
}

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

interface Resolved {
  raw: string;
  text: string;
  kind: ExportKind;
  formula?: FormulaResult;
}

function resolve(
  shape: FieldShape,
  values: ReadonlyMap<number, string>,
  formulas: Map<number, FormulaResult>,
): Resolved {
  const kind = kindOf(shape);
  const id = shape.field.FieldDefinitionId;
  if (kind === 'formula') {
    const formula = formulas.get(id) ?? (shape.rootId !== null ? formulas.get(shape.rootId) : undefined);
    return {
      raw: formula ? String(formula.value) : '',
      text: formulaDisplayText(formula, shape.source.FormattingType),
      kind,
      formula,
    };
  }
  const raw = storedValueOf(shape, values);
  if (kind === 'check' || kind === 'choice') return { raw, text: choiceText(kind, shape, raw), kind };
  if (kind === 'value') return { raw, text: valueDisplayText(shape.source, raw), kind };
  return { raw: '', text: '', kind };
}

/** The stored value of a field (a mirror's is its parent's). */
function storedValueOf(shape: FieldShape, values: ReadonlyMap<number, string>): string {
  return (
    (shape.role === 'mirror' && shape.rootId !== null
      ? values.get(shape.rootId)
      : values.get(shape.field.FieldDefinitionId)) ?? ''
  );
}

/** A check box as Yes or No, a choice as the names of its chosen options, comma-separated. */
function choiceText(kind: 'check' | 'choice', shape: FieldShape, raw: string): string {
  if (kind === 'check') return raw === CHECKED ? YES : NO;
  const names = new Map(allOptionsOf(shape.source).map((option) => [option.OptionId, option.Name]));
  return optionIdList(raw)
    .map((optionId) => names.get(optionId))
    .filter((name): name is string => name !== undefined)
    .join(', ');
}

/**
 * What every export shows for the check boxes and choice fields of `fields` (an instance's fields, with their values),
 * by field id: Yes or No, or the names of the chosen options. Reports show them so too (mock-server report rows).
 */
export function choiceTextsOf(fields: FormInstance['Fields']): Map<number, string> {
  const shapes = shapesOf({ Fields: fields ?? [] });
  const values = loadedValues(shapes.values());
  const texts = new Map<number, string>();
  for (const [id, shape] of shapes) {
    const kind = kindOf(shape);
    if (kind === 'check' || kind === 'choice')
      texts.set(id, choiceText(kind, shape, storedValueOf(shape, values)));
  }
  return texts;
}

/** An image field's problem: its Data is set but is not a sound picture (image-data-url.ts). */
function imageProblem(shape: FieldShape): string | undefined {
  const data = (shape.field.Data ?? '').trim();
  if (data === '') return undefined;
  const check = checkImageDataUrl(data);
  return check.ok ? undefined : check.problem;
}

/** One field resolved; a field that fails to resolve (a corrupt stored value) gets an error, not the file. */
function resolveSafely(
  shape: FieldShape,
  values: ReadonlyMap<number, string>,
  formulas: Map<number, FormulaResult>,
): Resolved & { error?: string } {
  try {
    const resolved = resolve(shape, values, formulas);
    return resolved.kind === 'image' ? { ...resolved, error: imageProblem(shape) } : resolved;
  } catch {
    return { raw: '', text: '', kind: 'value', error: FIELD_EXPORT_FAILED };
  }
}

function recalculated(
  fields: FormInstance['Fields'],
  values: ReadonlyMap<number, string>,
): Map<number, FormulaResult> {
  try {
    return new FormulaEngine({ Fields: fields }).recalculateAll(values);
  } catch {
    // Formula fields then print without a value rather than the export failing.
    return new Map();
  }
}

/** Resolves an instance for export. Never throws for any instance shape the API allows. */
export function exportModelOf(instance: FormInstance): ExportModel {
  const fields = instance.Fields ?? [];
  const shapes = shapesOf({ Fields: fields });
  const values = loadedValues(shapes.values());
  const formulas = recalculated(fields, values);
  const layout = GridLayout.of(fields);
  const columnCount = Math.max(
    instance.Columns?.length ?? 0,
    ...layout.rows.map((row) => row.at(-1)?.colEnd ?? 0),
    1,
  );
  const columnsPx = Array.from({ length: columnCount }, (_, i) => validWidth(instance.Columns?.[i]?.Width));
  const heights = [...(instance.Rows ?? [])].sort((a, b) => a.RowIndex - b.RowIndex).map((row) => row.Height);
  const rowHeightsPx = layout.rows.map((_, i) => positive(heights[i]) ?? FORM_DEFAULTS.rowHeight);

  const rows = layout.rows.map((spans) =>
    spans.map((span): ExportField => {
      const shape = shapes.get(span.id) as FieldShape;
      const field = shape.field;
      const resolved = resolveSafely(shape, values, formulas);
      const chosen = new Set(optionIdList(resolved.raw));
      return {
        id: span.id,
        field,
        source: shape.source,
        kind: resolved.kind,
        row: span.row,
        col: span.col,
        colSpan: span.colEnd - span.col + 1,
        label: field.Name ?? '',
        showLabel: field.ShowFieldName !== false,
        visible: permissionAccess(field).view,
        raw: resolved.raw,
        text: resolved.text,
        options:
          resolved.kind === 'choice'
            ? allOptionsOf(shape.source).map((o) => ({
                id: o.OptionId,
                name: o.Name,
                checked: chosen.has(o.OptionId),
              }))
            : [],
        multiple: shape.source.TypeId === FieldType.CheckBoxList,
        checked: resolved.kind === 'check' && resolved.raw === CHECKED,
        formula: resolved.formula,
        html: resolved.kind === 'header' || resolved.kind === 'text' ? String(field.Data ?? '') : '',
        ...(resolved.error ? { error: resolved.error } : {}),
      };
    }),
  );
  return {
    name: instance.Name ?? '',
    projectName: instance.ProjectName ?? '',
    columnsPx,
    rowHeightsPx,
    rows,
    fields: rows.flat(),
    formWidthInPx: positive(instance.FormWidthInPx),
    formHeightInPx: positive(instance.FormHeightInPx),
  };
}
