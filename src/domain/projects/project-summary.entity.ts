/**
 * A project summary (issue 35; docs/api.md "Project summaries"): a named set of lines, each totalling one
 * numeric field of a form group over a project's form instances with one function.
 */
import { DataType, FieldType, ValidationPatternType, type FieldDefinition } from '../forms/form.entity';

export const SummaryFunction = { Sum: 1, Average: 2, Min: 3, Max: 4, Count: 5 } as const;
export type SummaryFunctionId = (typeof SummaryFunction)[keyof typeof SummaryFunction];

export const SUMMARY_FUNCTION_LABELS: Record<SummaryFunctionId, string> = {
  1: 'Sum',
  2: 'Average',
  3: 'Minimum',
  4: 'Maximum',
  5: 'Count',
};

export const PROJECT_SUMMARY_NAME_MAX = 100;
export const PROJECT_SUMMARY_LINES_MAX = 20;
export const PROJECT_SUMMARY_GROUPS_MAX = 20;

export interface ProjectSummaryLine {
  GroupId: number;
  FieldDefinitionId: number;
  Function: SummaryFunctionId;
}

export interface ProjectSummaryDraft {
  Name: string;
  GroupIds: number[];
  Lines: ProjectSummaryLine[];
}

export interface SummaryDefinition extends ProjectSummaryDraft {
  ProjectSummaryId: number;
}

const NUMBER_PATTERNS: ReadonlyArray<number> = [
  ValidationPatternType.Number,
  ValidationPatternType.Integer,
  ValidationPatternType.NumberStrict,
];

/**
 * Whether a field can be totalled: a text box holding a number (number data type or a number/integer
 * pattern, which is also how currency amounts are kept) or a formula with a numeric result. Encrypted
 * fields never are: their values are not read to total them.
 */
export function isNumericField(field: FieldDefinition): boolean {
  if (field.EncryptData) return false;
  if (field.TypeId === FieldType.Formula)
    return field.DataTypeId !== DataType.Text && field.DataTypeId !== DataType.DateTime;
  if (field.TypeId !== FieldType.TextBox) return false;
  return (
    field.DataTypeId === DataType.Number ||
    (field.ValidationPatternType !== undefined && NUMBER_PATTERNS.includes(field.ValidationPatternType))
  );
}

/** A stored value as a number ("1,250.50", "$ 12", " 3 "), or null when it holds none. */
export function summaryNumber(raw: string | null | undefined): number | null {
  if (raw == null) return null;
  const cleaned = raw.replace(/[\s,$€£]/g, '');
  if (cleaned === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** One line's figure over the values found; null when no value is a number (Count then answers 0). */
export function summaryFigure(
  fn: SummaryFunctionId,
  raws: ReadonlyArray<string | null | undefined>,
): number | null {
  const values = raws.map(summaryNumber).filter((v): v is number => v !== null);
  if (fn === SummaryFunction.Count) return values.length;
  if (values.length === 0) return null;
  switch (fn) {
    case SummaryFunction.Sum:
      return values.reduce((a, b) => a + b, 0);
    case SummaryFunction.Average:
      return values.reduce((a, b) => a + b, 0) / values.length;
    case SummaryFunction.Min:
      return Math.min(...values);
    default:
      return Math.max(...values);
  }
}

/** One line's figure on a project's page, as the caller may see it. */
export interface SummaryFigure {
  GroupId: number;
  GroupName: string;
  FieldDefinitionId: number;
  FieldName: string;
  Function: SummaryFunctionId;
  /** Null when no instance the caller may read holds a number there. */
  Value: number | null;
  /** How many of those instances held a number in the field. */
  Count: number;
}

/** A summary's figures for one project. */
export interface ProjectFigures {
  ProjectSummaryId: number;
  Name: string;
  Figures: SummaryFigure[];
}

/** A figure as the project page shows it: up to two decimals, "—" when there is none. */
export function formatFigure(value: number | null): string {
  return value === null ? '—' : value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

export const PROJECT_SUMMARIES_PATH = '/setup/projectsummary/list';
export const NEW_PROJECT_SUMMARY_PATH = '/setup/projectsummary/new';
export const projectSummaryPath = (id: number) => `/setup/projectsummary/details/${id}`;

/** A field a line can total, as the editor offers it. */
export interface SummaryFieldChoice {
  GroupId: number;
  FieldDefinitionId: number;
  /** "Expense Claim › Travel". */
  Label: string;
}
