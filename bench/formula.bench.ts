/**
 * Formula engine benchmark: compile, full recalculation and single-field edits on a generated
 * form of 10,000 number fields and 2,000 formulas, against HyperFormula on the same workload in
 * the same process. Run: `npm run generate && node --import tsx bench/formula.bench.ts`.
 * Each figure is the median of several runs after warm-up runs.
 */
import { FormulaEngine } from '../src/domain/forms/formula/formula-engine';
import { FIRST_FORMULA_ID, FORMULAS, INPUTS, benchmarkForm, inputValues, lcg } from './formula-workload';
import { buildHyperFormula, toSheet } from './formula-hyperformula';
import { measure } from './median-timing';

const form = benchmarkForm();
const valueSets = [inputValues(1), inputValues(2)];
const sheets = valueSets.map((values) => toSheet(form, values));
const next = lcg(7);
const editIds = Array.from({ length: 400 }, () => 1 + Math.floor(next() * INPUTS));
const editValue = (run: number): string => (((Math.abs(run) * 37) % 1000) + 0.5).toFixed(2);

// Compile: parse, bind, order (ours); build from array, which also evaluates (HyperFormula).
const compileOurs = measure(7, 3, () => new FormulaEngine(form).compile());
const compileAndCalcOurs = measure(7, 3, () => new FormulaEngine(form).recalculateAll(valueSets[0]));
const buildHf = measure(7, 3, () => buildHyperFormula(sheets[0]));

// Full recalculation: every input gets a new value, every formula is recomputed and read.
const engine = new FormulaEngine(form);
const hf = buildHyperFormula(sheets[0]);
const inputMatrix = sheets.map((s) => s.data.slice(0, INPUTS / 10));
const formulaCells = Array.from({ length: FORMULAS }, (_, k) => sheets[0].cellOf.get(FIRST_FORMULA_ID + k)!);
const fullOurs = measure(15, 5, (run) => engine.recalculateAll(valueSets[Math.abs(run) % 2]));
const fullHf = measure(15, 5, (run) => {
  hf.setCellContents({ sheet: 0, row: 0, col: 0 }, inputMatrix[Math.abs(run) % 2]);
  for (const cell of formulaCells) hf.getCellValue({ sheet: 0, ...cell });
});

// Single-field edit: one input changes; the dependents are recomputed and returned.
let affectedOurs = 0;
const editOurs = measure(300, 100, (run) => {
  affectedOurs += engine.update(editIds[Math.abs(run) % editIds.length], editValue(run)).size;
});
let affectedHf = 0;
const editHf = measure(300, 100, (run) => {
  const cell = sheets[0].cellOf.get(editIds[Math.abs(run) % editIds.length])!;
  affectedHf += hf.setCellContents({ sheet: 0, ...cell }, [[editValue(run)]]).length;
});

// Both engines must agree, or the comparison means nothing.
const ours = engine.recalculateAll(valueSets[1]);
hf.setCellContents({ sheet: 0, row: 0, col: 0 }, inputMatrix[1]);
let mismatches = 0;
formulaCells.forEach((cell, k) => {
  const a = ours.get(FIRST_FORMULA_ID + k)?.value;
  const b = hf.getCellValue({ sheet: 0, ...cell });
  if (typeof a !== 'number' || typeof b !== 'number' || Math.abs(a - b) > 1e-9 * Math.max(1, Math.abs(b)))
    mismatches++;
});

const row = (label: string, mine: number, theirs: number): string =>
  `${label.padEnd(34)} ${mine.toFixed(3).padStart(10)} ms   HyperFormula ${theirs.toFixed(3).padStart(10)} ms   ratio ${(mine / theirs).toFixed(3)}`;
console.log(
  `formula benchmark: ${INPUTS} number fields, ${FORMULAS} formulas (median of runs after warm-up)`,
);
console.log(row('compile (parse, bind, order)', compileOurs, buildHf));
console.log(row('compile + first full calculation', compileAndCalcOurs, buildHf));
console.log(row('full recalculation', fullOurs, fullHf));
console.log(row('single-field edit', editOurs, editHf));
console.log(
  `results agree with HyperFormula: ${mismatches === 0 ? 'yes' : `NO (${mismatches} of ${FORMULAS} differ)`}`,
);
console.log(
  `average fields returned per edit: ours ${(affectedOurs / 400).toFixed(1)}, HyperFormula ${(affectedHf / 400).toFixed(1)} (ours: every transitive dependent; HyperFormula: the edited cell and the cells whose value changed)`,
);
console.log(
  `targets: edit ratio <= 1 ${editOurs <= editHf ? 'met' : 'NOT met'}; full recalculation ratio <= 1.5 ${fullOurs <= 1.5 * fullHf ? 'met' : 'NOT met'}`,
);
