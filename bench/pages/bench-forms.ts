/**
 * The forms the page benchmarks open: the Large Form's shape (rows of six numbers, a row sum, a running total,
 * a text box) at 100, 1,000 and 5,000 fields, each with one filled instance in the Bridge Inspection project,
 * added to the demo seed (fixtures/forms/large-form.ts makes them).
 */
import { INSTANCE_IDS, FORM_IDS } from '../../fixtures/ids';
import { FIELDS_PER_ROW, gridForm, gridFormValues } from '../../fixtures/forms/large-form';
import { seed } from '../../fixtures/seed';
import type { SeedData } from '../../fixtures/types';

export interface BenchForm {
  fields: number;
  formId: number;
  instanceId: number;
  /** Cells the pages draw: every field but the new lines. */
  cells: number;
  firstFieldId: number;
  rows: number;
}

export const BENCH_SIZES = [100, 1000, 5000] as const;

const ALL_FORMS: readonly BenchForm[] = BENCH_SIZES.map((fields, i) => {
  const rows = fields / FIELDS_PER_ROW;
  return {
    fields,
    rows,
    formId: 7100 + i,
    instanceId: 7200 + i,
    cells: fields - rows,
    firstFieldId: (i + 1) * 100_000 + 1,
  };
});

/** The sizes a run measures: all of them, or those BENCH_SIZES lists (e.g. `BENCH_SIZES=1000,5000`). */
export const BENCH_FORMS: readonly BenchForm[] = process.env.BENCH_SIZES
  ? ALL_FORMS.filter((form) => process.env.BENCH_SIZES!.split(',').map(Number).includes(form.fields))
  : ALL_FORMS;

export function benchSeed(): SeedData {
  const data = seed();
  const large = data.formInstances.find((i) => i.InstanceId === INSTANCE_IDS.large)!;
  for (const bench of ALL_FORMS) {
    const form = gridForm({
      FormId: bench.formId,
      FormName: `Bench ${bench.fields}`,
      rows: bench.rows,
      firstFieldId: bench.firstFieldId,
    });
    data.forms.push(form);
    data.formInstances.push({
      ...large,
      InstanceId: bench.instanceId,
      FormId: bench.formId,
      Name: form.FormName,
      values: gridFormValues(form),
    });
  }
  if (!data.forms.some((f) => f.FormId === FORM_IDS.large)) throw new Error('the seed lost the Large Form');
  return data;
}
