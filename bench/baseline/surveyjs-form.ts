/**
 * The peer of the instance page benchmark (issue 36): the same form instance, from the same API, as a SurveyJS
 * survey (survey-core 3.0.0). Every field but the new lines becomes a question named `f<field id>` on one page:
 * number boxes are number inputs with the instance's value, formulas are expression questions with the same
 * formula (`SUM(RrCa:RrCb)` over the fields the form grid places there, `_<id>` as `{f<id>}`), text boxes text
 * inputs; each grid row starts a new line and its fields sit beside each other at the grid's widths. Values update
 * as one types (`textUpdateMode: 'onTyping'`), so a keystroke recomputes the totals without a debounce.
 */
import { DataType, FieldType, type FieldDefinition } from '../../src/domain/forms/form.entity';
import { formGrid, type FieldPlacement } from '../../src/domain/forms/instance/form-grid';
import { fetchBaselineBody } from './baseline-form';

export interface SurveyForm {
  json: Record<string, unknown>;
  data: Record<string, unknown>;
}

const nameOf = (id: number) => `f${id}`;

/** A formula of the grid forms in SurveyJS's expression language. */
export function surveyExpression(
  formula: string,
  at: (row: number, col: number) => number | undefined,
): string {
  return formula
    .replace(/SUM\(R(\d+)C(\d+):R(\d+)C(\d+)\)/g, (_, r1: string, c1: string, r2: string, c2: string) => {
      const names: string[] = [];
      for (let r = Number(r1); r <= Number(r2); r++)
        for (let c = Number(c1); c <= Number(c2); c++) {
          const id = at(r, c);
          if (id !== undefined) names.push(`{${nameOf(id)}}`);
        }
      return `sum(${names.join(', ')})`;
    })
    .replace(/_(\d+)/g, (_, id: string) => `{${nameOf(Number(id))}}`);
}

function question(p: FieldPlacement, first: boolean, at: (row: number, col: number) => number | undefined) {
  const f = p.field;
  const common = {
    name: nameOf(f.FieldDefinitionId),
    title: f.Name,
    startWithNewLine: first,
    width: `${p.width}px`,
    minWidth: `${p.width}px`,
    maxWidth: `${p.width}px`,
  };
  if (f.TypeId === FieldType.Formula)
    return { ...common, type: 'expression', expression: surveyExpression(f.Formula ?? '', at) };
  const number = f.TypeId === FieldType.TextBox && f.DataTypeId === DataType.Number;
  return { ...common, type: 'text', ...(number ? { inputType: 'number' } : {}) };
}

export async function loadSurveyForm(search: string): Promise<SurveyForm> {
  const form = (await fetchBaselineBody(search)) as { Fields: FieldDefinition[]; Columns: []; Rows: [] };
  const grid = formGrid(form.Fields, form.Columns, form.Rows);
  const cells = new Map<string, number>();
  for (const p of grid.placements) cells.set(`${p.row}:${p.col}`, p.field.FieldDefinitionId);
  const at = (row: number, col: number) => cells.get(`${row}:${col}`);
  const elements: unknown[] = [];
  let row = 0;
  for (const p of grid.placements) {
    if (p.field.TypeId === FieldType.NewLine) continue;
    elements.push(question(p, p.row !== row, at));
    row = p.row;
  }
  const data: Record<string, unknown> = {};
  for (const f of form.Fields)
    if (f.Data != null && f.TypeId !== FieldType.Formula)
      data[nameOf(f.FieldDefinitionId)] = f.DataTypeId === DataType.Number ? Number(f.Data) : String(f.Data);
  return {
    json: {
      showQuestionNumbers: 'off',
      textUpdateMode: 'onTyping',
      showCompleteButton: false,
      pages: [{ name: 'page1', elements }],
    },
    data,
  };
}
