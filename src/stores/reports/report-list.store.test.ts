import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ListReports } from '../../application/reports/list-reports.use-case';
import { ManageReportGroups } from '../../application/reports/manage-report-groups.use-case';
import { ManageReports } from '../../application/reports/manage-reports.use-case';
import { FakeReportGateway, refused } from '../../application/reports/reports.fakes';
import { FakeDialogs, FakeNotifier } from '../../application/testing/fakes';
import { ReportListStore } from './report-list.store';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setup(access = 15) {
  const gateway = new FakeReportGateway();
  gateway.access_ = access;
  const dialogs = new FakeDialogs();
  const notifier = new FakeNotifier();
  const store = new ReportListStore(
    new ListReports(gateway),
    new ManageReports(gateway, dialogs, notifier),
    new ManageReportGroups(gateway, dialogs, notifier),
  );
  await store.opened();
  return { gateway, dialogs, notifier, store };
}
const names = (store: ReportListStore, groupId: number) =>
  store.groups(groupId)[0]!.reports.map((r) => r.ReportName);
const report = (store: ReportListStore, id: number) =>
  store.data!.catalog.Reports.find((r) => r.ReportId === id)!;

describe('the report list', () => {
  it('offers each action only with its reportAuth bit (spec §6)', async () => {
    expect((await setup(15)).store.actions).toEqual({
      create: true,
      rename: true,
      move: true,
      copy: true,
      delete: true,
    });
    // A member's bits (Read, Create, Update): no Delete.
    expect((await setup(7)).store.actions).toEqual({
      create: true,
      rename: true,
      move: true,
      copy: true,
      delete: false,
    });
    expect((await setup(1)).store.actions).toEqual({
      create: false,
      rename: false,
      move: false,
      copy: false,
      delete: false,
    });
  });

  it('creates a Forms report in the page’s group, lists it by name and offers its columns', async () => {
    const { store } = await setup();
    store.createOpened(70);
    expect(store.dialog).toMatchObject({ kind: 'create', name: '', reportType: 1, reportGroupId: 70 });
    store.dialogTyped({ name: 'Daily Checks' });
    await store.dialogSaved();
    expect(store.dialog).toBeNull();
    expect(names(store, 70)).toEqual(['Daily Checks', 'Open Tasks', 'Site Inspections']);
    expect(store.created).toMatchObject({
      ReportName: 'Daily Checks',
      ReportType: 1,
      ReportGroupId: 70,
      ColumnCount: 0,
    });
  });

  it('defaults a new report to the first group on /report/list, and a task report when chosen', async () => {
    const { gateway, store } = await setup();
    store.createOpened();
    store.dialogTyped({ name: 'Chores', reportType: 2 });
    await store.dialogSaved();
    expect(gateway.calls.at(-1)).toBe(
      'create report {"reportName":"Chores","reportType":2,"reportGroupId":71}',
    );
  });

  it('says what is wrong with the name as it is typed, and keeps the dialog open with it (spec §5)', async () => {
    const { gateway, store } = await setup();
    store.renameOpened(report(store, 700));
    store.dialogTyped({ name: 'x'.repeat(255) });
    expect(store.dialog!.errors).toEqual({ name: 'Max characters length (254) exceeded!' });
    await store.dialogSaved();
    expect(store.dialog).toMatchObject({
      name: 'x'.repeat(255),
      errors: { name: 'Max characters length (254) exceeded!' },
    });
    store.dialogTyped({ name: '  ' });
    expect(store.dialog!.errors).toEqual({ name: 'Required!' });
    store.dialogTyped({ name: 'Inspections' });
    expect(store.dialog!.errors).toEqual({});
    expect(gateway.calls.filter((c) => c.startsWith('rename'))).toEqual([]);
  });

  it('keeps what was typed and shows the server’s Message when it refuses', async () => {
    const { gateway, store } = await setup();
    store.copyOpened(report(store, 700));
    expect(store.dialog!.name).toBe('Site Inspections (copy)');
    store.dialogTyped({ name: 'Inspections 2' });
    gateway.reportRefusal = refused(400, 'name: that name is taken.');
    await store.dialogSaved();
    expect(store.dialog).toMatchObject({
      kind: 'copy',
      name: 'Inspections 2',
      message: 'name: that name is taken.',
      saving: false,
    });
    expect(store.data!.catalog.Reports).toHaveLength(3);
    await store.dialogSaved();
    expect(store.dialog).toBeNull();
    expect(names(store, 70)).toEqual(['Inspections 2', 'Open Tasks', 'Site Inspections']);
  });

  it('renames in place and moves a report out of its group', async () => {
    const { store } = await setup();
    store.renameOpened(report(store, 701));
    store.dialogTyped({ name: 'All Tasks' });
    await store.dialogSaved();
    expect(names(store, 70)).toEqual(['All Tasks', 'Site Inspections']);

    store.moveOpened(report(store, 701));
    await store.dialogSaved();
    expect(store.dialog).toMatchObject({ errors: { reportGroupId: 'Required!' } });
    store.dialogTyped({ reportGroupId: 71 });
    await store.dialogSaved();
    expect(names(store, 70)).toEqual(['Site Inspections']);
    expect(names(store, 71)).toEqual(['All Tasks', 'Expense Claims']);
  });

  it('reads the list again when a move is refused for a group removed meanwhile, and asks for another group', async () => {
    const { gateway, store } = await setup();
    store.moveOpened(report(store, 701));
    store.dialogTyped({ reportGroupId: 71 });
    // Someone else deletes group 71 while the dialog is open.
    gateway.catalog = {
      ...gateway.catalog,
      ReportGroups: gateway.catalog.ReportGroups.filter((g) => g.ReportGroupId !== 71),
    };
    gateway.reportRefusal = refused(404, 'No report group 71.');
    await store.dialogSaved();
    await tick();
    expect(store.allGroups.map((g) => g.ReportGroupId)).not.toContain(71);
    expect(store.dialog).toMatchObject({ kind: 'move', reportGroupId: null, saving: false });
    expect(report(store, 701).ReportGroupId).toBe(70);
  });

  it('does not read the list again when the server refuses what was typed', async () => {
    const { gateway, store } = await setup();
    const reads = gateway.calls.length;
    store.renameOpened(report(store, 700));
    store.dialogTyped({ name: 'Taken' });
    gateway.reportRefusal = refused(400, 'name: that name is taken.');
    await store.dialogSaved();
    await tick();
    expect(gateway.calls.slice(reads).filter((c) => !c.startsWith('rename'))).toEqual([]);
  });

  it('deletes after the confirmation, and keeps the report when the user says no', async () => {
    const { dialogs, store } = await setup();
    const declined = store.deleteClicked(report(store, 702));
    await tick();
    dialogs.confirms[0]!.answer(false);
    await declined;
    expect(names(store, 71)).toEqual(['Expense Claims']);
    const accepted = store.deleteClicked(report(store, 702));
    await tick();
    dialogs.confirms[1]!.answer(true);
    await accepted;
    expect(store.groups(71)[0]!.reports).toEqual([]);
  });
});
