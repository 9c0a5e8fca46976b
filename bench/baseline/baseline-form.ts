/**
 * What both bare baseline pages share: they fetch the same form (or instance) from the same API as Gridwork,
 * lay it out on the same grid (domain/forms/instance/form-grid.ts), and compute the same formulas with the
 * same engine (already compared with HyperFormula in bench/formula.bench.ts). What they leave out is
 * everything the app adds around that: the shell, routing, stores, response checks, the field renderer.
 *
 * `?instance=ID` renders a form instance as the instance page does (labels, values, formula results);
 * `?form=ID` renders a form's fields as the designer does (labels and empty controls). Both are for the demo
 * administrator, whom the benchmarks sign in.
 */
import { SCOPE_IDS, USER_IDS, WORKSPACE_ID } from '../../fixtures/ids';
import { FieldType, type FieldDefinition } from '../../src/domain/forms/form.entity';
import { formulaDisplayText } from '../../src/domain/forms/formula/formula-display';
import { FormulaEngine } from '../../src/domain/forms/formula/formula-engine';
import { formGrid, type FieldPlacement } from '../../src/domain/forms/instance/form-grid';

export interface BaselineCell {
  id: number;
  label: string;
  col: number;
  span: number;
  width: number;
  /** An input's value, or a formula's text. */
  text: string;
  formula: boolean;
}

export interface BaselineForm {
  columns: string;
  rows: Array<{ height: number; cells: BaselineCell[] }>;
}

const SKIPPED = new Set<number>([FieldType.NewLine]);

/** The instance (`?instance=ID`) or the form (`?form=ID`, its `form` part) as the API answers it. */
export async function fetchBaselineBody(search: string): Promise<unknown> {
  const params = new URLSearchParams(search);
  const instanceId = params.get('instance');
  const url = instanceId ? `/api/forminstance?id=${instanceId}` : `/api/form?id=${params.get('form')}`;
  // The request conventions' headers (platform spec §7), for the signed-in demo administrator.
  const headers = {
    ScopeId: String(SCOPE_IDS.workspace),
    Uid: String(USER_IDS.admin),
    WorkspaceId: String(WORKSPACE_ID),
  };
  const response = await fetch(url, { credentials: 'include', headers });
  const body = await response.json();
  return instanceId ? body : body.form;
}

export async function loadBaselineForm(search: string): Promise<BaselineForm> {
  const instanceId = new URLSearchParams(search).get('instance');
  const form = (await fetchBaselineBody(search)) as {
    Fields: FieldDefinition[];
    Columns: Array<{ Width: number }>;
    Rows: [];
  };
  const values = new Map<number, string>();
  if (instanceId)
    for (const f of form.Fields) if (f.Data != null) values.set(f.FieldDefinitionId, String(f.Data));
  const results = instanceId ? new FormulaEngine(form).recalculateAll(values) : new Map();
  const grid = formGrid(form.Fields, form.Columns, form.Rows);
  const rows = grid.rowHeights.map((height) => ({ height, cells: [] as BaselineCell[] }));
  const cellOf = (p: FieldPlacement): BaselineCell => {
    const f = p.field;
    const formula = f.TypeId === FieldType.Formula;
    const text = formula
      ? instanceId
        ? formulaDisplayText(results.get(f.FieldDefinitionId), f.FormattingType)
        : ''
      : (values.get(f.FieldDefinitionId) ?? '');
    return {
      id: f.FieldDefinitionId,
      label: f.Name,
      col: p.col,
      span: p.span,
      width: p.width,
      text,
      formula,
    };
  };
  for (const p of grid.placements) if (!SKIPPED.has(p.field.TypeId)) rows[p.row - 1]?.cells.push(cellOf(p));
  return { columns: grid.columnWidths.map((w) => `${w}px`).join(' '), rows };
}
