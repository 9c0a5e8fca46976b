import { describe, expect, it } from 'vitest';
import { REPORT_FILTER_IDS, REPORT_IDS, USER_EMAILS } from '../../../fixtures/ids';
import { seed } from '../../../fixtures/seed';
import type { ReportRecord, TaskRecord } from '../../../fixtures/types';
import { FORMER_MEMBER } from '../../../src/domain/account/profile.entity';
import { openDb, Store } from '../../store';
import { taskReportSheet } from './report-rows';

/** The task report over the demo data with every task column (predefined fields 10 to 19), sorted by title. */
async function categoryReport() {
  const store = new Store(openDb(null, seed()));
  const data = store.data;
  const admin = store.userByEmail(USER_EMAILS.admin)!;
  const base = data.reports.find((r) => r.ReportId === REPORT_IDS.openTasks)!;
  const report: ReportRecord = {
    ...base,
    ReportColumns: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map((id, i) => ({
      ...base.ReportColumns[0]!,
      ColumnId: 9000 + i,
      Header: `Field ${id}`,
      Order: i + 1,
      PredefinedFieldId: id,
    })),
  };
  const filter = {
    ...data.reportFilters.find((f) => f.Id === REPORT_FILTER_IDS.myOpenTasks)!,
    TaskStatusFilterType: '0',
    TaskReportFilterAssignees: data.users.map((u) => u.id),
    TaskWithNoAssignee: true,
    SortColumn: 12,
    CreatorName: '',
    NextDate: null,
  };
  return { store, admin, report, filter };
}

describe('the task report', () => {
  it("shows each task's category by name, read once per run (issue 36: a lookup of the categories per row)", async () => {
    const { store, admin, report, filter } = await categoryReport();
    const categories = store.data.taskCategories;
    // Counts the reads of the categories' entries: one pass per run, not one search per row.
    let reads = 0;
    store.data.taskCategories = new Proxy(categories, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const sheet = await taskReportSheet(store, admin, report, filter);
    const byTitle = new Map<string, TaskRecord>(store.data.tasks.map((t) => [t.Title, t]));
    const named = (t: TaskRecord) => categories.find((c) => c.CategoryId === t.CategoryId)?.Name ?? null;
    expect(sheet.rows.length).toBeGreaterThan(5);
    expect(sheet.rows.map((r) => r[2])).toEqual(sheet.rows.map((r) => named(byTitle.get(r[0]!)!)));
    // Sorted by category name: the empty ones (no category) first.
    expect(new Set(sheet.rows.map((r) => r[2]))).toContain(null);
    expect(sheet.rows.map((r) => r[2] ?? '')).toEqual(
      sheet.rows.map((r) => r[2] ?? '').sort(new Intl.Collator('en', { numeric: true }).compare),
    );
    expect(reads).toBeLessThanOrEqual(categories.length);
  });
});

describe('the task report when an account is gone', () => {
  it('names a deleted creator "A former member" and leaves a deleted assignee off, as the task list does', async () => {
    const { store, admin, report, filter } = await categoryReport();
    const member = store.userByEmail(USER_EMAILS.member)!;
    const created = store.data.tasks.filter((t) => t.createdBy === member.id).map((t) => t.Title);
    const assigned = store.data.tasks.filter((t) => t.AssigneeIds.includes(member.id)).map((t) => t.Title);
    expect(created.length).toBeGreaterThan(0);
    expect(assigned.length).toBeGreaterThan(0);
    // The account leaves `users` as a deletion does (mock-server/account/deleted-accounts.ts).
    store.data.users = store.data.users.filter((u) => u.id !== member.id);
    const rows = (await taskReportSheet(store, admin, report, filter)).rows;
    const byTitle = new Map(rows.map((r) => [r[0], r]));
    for (const title of created) expect(byTitle.get(title)?.[9]).toBe(FORMER_MEMBER);
    for (const title of assigned) expect(byTitle.get(title)?.[3] ?? '').not.toMatch(/Mel Member|^, |, $|, ,/);
  });
});
