import { describe, expect, it, vi } from 'vitest';
import { EXPENSE_FIELD_IDS as F, PROJECT_IDS, USER_EMAILS } from '../../../fixtures/ids';
import { seed } from '../../../fixtures/seed';
import type { FormInstanceRecord } from '../../../fixtures/types';
import * as summaryEntity from '../../../src/domain/projects/project-summary.entity';
import { openDb, Store } from '../../store';
import { projectFigures } from './project-summary-figures';

vi.mock('../../../src/domain/projects/project-summary.entity', async (original) => {
  const actual = await original<typeof import('../../../src/domain/projects/project-summary.entity')>();
  return { ...actual, isNumericField: vi.fn(actual.isNumericField) };
});

describe("a project's summary figures", () => {
  it('totals every readable instance, working out each form’s numeric fields once per request', () => {
    const store = new Store(openDb(null, seed()));
    const data = store.data;
    const expense = data.formInstances.find(
      (i) => i.ProjectId === PROJECT_IDS.officeRenovation && i.FormId === 202,
    )!;
    // 40 more claims of the office renovation: travel 1 to 40, lodging 100 times that, meals as the first (45.5).
    for (let n = 1; n <= 40; n++) {
      const copy = structuredClone(expense) as FormInstanceRecord;
      copy.InstanceId = 900_000 + n;
      for (const value of copy.values) {
        if (value.FieldDefinitionId === F.travel) value.Data = String(n);
        if (value.FieldDefinitionId === F.lodging) value.Data = String(100 * n);
      }
      data.formInstances.push(copy);
    }
    const projectForms = new Set(
      data.formInstances.filter((i) => i.ProjectId === PROJECT_IDS.officeRenovation).map((i) => i.FormId),
    );
    const fieldsOfProjectForms = data.forms
      .filter((f) => projectForms.has(f.FormId))
      .reduce((n, f) => n + f.Fields.length, 0);
    const numericCheck = vi.mocked(summaryEntity.isNumericField);
    numericCheck.mockClear();
    const admin = store.userByEmail(USER_EMAILS.admin)!;
    const [summary] = projectFigures(store, admin, PROJECT_IDS.officeRenovation, data.projectSummaries);
    expect(summary!.Figures.map((f) => [f.FieldName, f.Function, f.Value, f.Count])).toEqual([
      ['Total', 1, 475.5 + 101 * 820 + 40 * 45.5, 41],
      ['Travel', 2, (120 + 820) / 41, 41],
      ['Lodging', 4, 4000, 41],
      ['Total', 5, 41, 41],
    ]);
    // One look at each field of the project's forms, not one per instance (41 expense claims).
    expect(numericCheck.mock.calls.length).toBe(fieldsOfProjectForms);
  });
});
