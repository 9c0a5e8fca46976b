/**
 * The benchmark form: 10,000 number fields (1,000 rows of 10) followed by 2,000 formula fields
 * (200 rows of 10). Formulas come in four kinds, in turn: chains of 25 links, fan-in over 20
 * inputs, SUM over 5x10 ranges, and mixed ones reading the previous three formulas.
 * Deterministic: a linear congruential generator, no Math.random.
 */
import { DataType, FieldType, type FieldDefinition, type Form } from '../src/domain/forms/form.entity';

export const INPUTS = 10_000;
export const FORMULAS = 2_000;
export const COLUMNS = 10;
export const FIRST_FORMULA_ID = INPUTS + 1;

export function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function storedFormula(k: number, next: () => number): string {
  const id = FIRST_FORMULA_ID + k;
  const input = (): number => 1 + Math.floor(next() * INPUTS);
  switch (k % 4) {
    case 0:
      return Math.floor(k / 4) % 25 === 0 ? `_${input()} * 2` : `_${id - 4} + _${input()} * 2`;
    case 1:
      return `(${Array.from({ length: 20 }, () => `_${input()}`).join(' + ')}) / 20`;
    case 2: {
      const row = 1 + ((k * 7) % (INPUTS / COLUMNS - 4));
      return `SUM(R${row}C1:R${row + 4}C${COLUMNS})`;
    }
    default:
      return `ROUND(MAX(_${id - 3}, _${id - 2}) - MIN(_${id - 1}, _${input()}) * 1.075, 2) + ABS(_${input()} - 500)`;
  }
}

export function benchmarkForm(): Form {
  const next = lcg(42);
  const fields: FieldDefinition[] = [];
  let newLineId = 100_000;
  const push = (field: Omit<FieldDefinition, 'Sequence' | 'FormId'>): void => {
    fields.push({ ...field, FormId: 1, Sequence: fields.length + 1 });
  };
  const cells = INPUTS + FORMULAS;
  for (let i = 0; i < cells; i++) {
    if (i > 0 && i % COLUMNS === 0)
      push({ FieldDefinitionId: newLineId++, TypeId: FieldType.NewLine, Name: '', ColSpan: 1 });
    const id = i + 1;
    if (i < INPUTS)
      push({
        FieldDefinitionId: id,
        TypeId: FieldType.TextBox,
        DataTypeId: DataType.Number,
        Name: `In ${id}`,
        ColSpan: 1,
      });
    else
      push({
        FieldDefinitionId: id,
        TypeId: FieldType.Formula,
        Name: `Fx ${id}`,
        ColSpan: 1,
        Formula: storedFormula(i - INPUTS, next),
      });
  }
  return {
    FormId: 1,
    FormName: 'Benchmark',
    Rows: [],
    Columns: [],
    Fields: fields,
    Options: { Ruler: 0, Guide: 0 },
  };
}

/** Raw values for every input, as typed text ("123.45"); `seed` varies them between runs. */
export function inputValues(seed: number): Map<number, string> {
  const next = lcg(seed);
  const values = new Map<number, string>();
  for (let id = 1; id <= INPUTS; id++) values.set(id, (Math.floor(next() * 100_000) / 100).toFixed(2));
  return values;
}
