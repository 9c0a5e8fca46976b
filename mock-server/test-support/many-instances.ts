/** Seed data with many saved instances (report runs at scale: bench/reports.bench.ts, the run tests; issue 36). */
import { INSTANCE_IDS } from '../../fixtures/ids';
import { seed } from '../../fixtures/seed';
import type { SeedData } from '../../fixtures/types';

/** The demo data with `count` copies of the demo Site Inspection in place of that form's own instances. */
export function withInstances(count: number): SeedData {
  const data = seed();
  const demo = data.formInstances.find((i) => i.InstanceId === INSTANCE_IDS.demo)!;
  const copies = Array.from({ length: count }, (_, i) => ({
    ...structuredClone(demo),
    InstanceId: 100_000 + i,
    Name: `Site Inspection #${i}`,
  }));
  return {
    ...data,
    formInstances: [...data.formInstances.filter((i) => i.FormId !== demo.FormId), ...copies],
  };
}
