/**
 * The same workload as a HyperFormula sheet: input field (row r, column c) is cell (r-1, c-1),
 * formulas are translated from our parsed stored formulas to A1 notation, so both engines compute
 * exactly the same dependencies.
 */
import { HyperFormula } from 'hyperformula';
import type { Form } from '../src/domain/forms/form.entity';
import type { FormulaArgument } from '../src/domain/forms/formula/formula-ast';
import { parseFormula } from '../src/domain/forms/formula/formula-parser';
import { GridLayout } from '../src/domain/forms/formula/grid-positions';

function columnName(col: number): string {
  let name = '';
  for (let c = col; c > 0; c = Math.floor((c - 1) / 26))
    name = String.fromCharCode(65 + ((c - 1) % 26)) + name;
  return name;
}

const a1 = (row: number, col: number): string => `${columnName(col)}${row}`;

function toA1(node: FormulaArgument, layout: GridLayout): string {
  switch (node.kind) {
    case 'number':
      return String(node.value);
    case 'ref': {
      const span = layout.spanOf(node.n);
      if (!span) throw new Error(`no cell for field ${node.n}`);
      return a1(span.row, span.col);
    }
    case 'range':
      return `${a1(node.from.row, node.from.col)}:${a1(node.to.row, node.to.col)}`;
    case 'negate':
      return `-(${toA1(node.operand, layout)})`;
    case 'binary':
      return `(${toA1(node.left, layout)}${node.op}${toA1(node.right, layout)})`;
    case 'call':
      return `${node.fn}(${node.args.map((a) => toA1(a, layout)).join(',')})`;
  }
}

export interface HyperFormulaSheet {
  readonly data: (string | number | null)[][];
  /** Cell of each field id (0-based row and column). */
  readonly cellOf: Map<number, { row: number; col: number }>;
}

export function toSheet(form: Form, values: ReadonlyMap<number, string>): HyperFormulaSheet {
  const layout = GridLayout.of(form.Fields);
  const data: (string | number | null)[][] = layout.rows.map((row) => row.map(() => null));
  const cellOf = new Map<number, { row: number; col: number }>();
  for (const field of form.Fields) {
    const span = layout.spanOf(field.FieldDefinitionId);
    if (!span) continue;
    cellOf.set(field.FieldDefinitionId, { row: span.row - 1, col: span.col - 1 });
    if (field.Formula !== undefined) {
      const parsed = parseFormula(field.Formula, 'stored');
      if (!parsed.ok) throw new Error(`bad formula ${field.Formula}`);
      data[span.row - 1][span.col - 1] = `=${toA1(parsed.value, layout)}`;
    } else {
      data[span.row - 1][span.col - 1] = values.get(field.FieldDefinitionId) ?? null;
    }
  }
  return { data, cellOf };
}

export function buildHyperFormula(sheet: HyperFormulaSheet): HyperFormula {
  return HyperFormula.buildFromArray(sheet.data, { licenseKey: 'gpl-v3' });
}
