import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeDialogs, FakeNotifier } from '../testing/fakes';
import { deleteReportConfirmation, ManageReports } from './manage-reports.use-case';
import { FakeReportGateway, refused } from './reports.fakes';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const gateway = new FakeReportGateway();
  const dialogs = new FakeDialogs();
  const notifier = new FakeNotifier();
  return { gateway, dialogs, notifier, manage: new ManageReports(gateway, dialogs, notifier) };
}

describe('managing reports in the list', () => {
  it('creates a report with a trimmed name, its type and group, and says so', async () => {
    const { gateway, notifier, manage } = setup();
    const outcome = await manage.create('  Weekly Spend  ', 1, 71);
    expect(outcome).toMatchObject({
      ok: true,
      report: { ReportName: 'Weekly Spend', ReportType: 1, ReportGroupId: 71, ReportGroupName: 'Finance' },
    });
    expect(gateway.calls).toEqual([
      'create report {"reportName":"Weekly Spend","reportType":1,"reportGroupId":71}',
    ]);
    expect(notifier.shown).toEqual([{ kind: 'success', message: 'Report created.' }]);
  });

  it('refuses a missing or too long name and a missing group with the spec’s messages, sending nothing', async () => {
    const { gateway, notifier, manage } = setup();
    expect(await manage.create('   ', 1, null)).toEqual({
      ok: false,
      errors: { name: 'Required!', reportGroupId: 'Required!' },
      message: null,
    });
    expect(await manage.rename({ ReportId: 700 }, 'x'.repeat(255))).toEqual({
      ok: false,
      errors: { name: 'Max characters length (254) exceeded!' },
      message: null,
    });
    expect(await manage.copy({ ReportId: 700 }, '')).toMatchObject({
      ok: false,
      errors: { name: 'Required!' },
    });
    expect(await manage.move({ ReportId: 700 }, null)).toMatchObject({
      ok: false,
      errors: { reportGroupId: 'Required!' },
    });
    expect(gateway.calls).toEqual([]);
    expect(notifier.shown).toEqual([]);
    // 254 characters is allowed.
    expect((await manage.rename({ ReportId: 700 }, 'y'.repeat(254))).ok).toBe(true);
  });

  it('shows the server’s Message when it refuses (400), and nothing when the catalogue already spoke (403)', async () => {
    const { gateway, notifier, manage } = setup();
    gateway.reportRefusal = refused(400, 'reportGroupId: no report group 99.');
    expect(await manage.move({ ReportId: 700 }, 99)).toEqual({
      ok: false,
      errors: {},
      message: 'reportGroupId: no report group 99.',
    });
    gateway.reportRefusal = refused(403, 'You may not update reports.');
    expect(await manage.rename({ ReportId: 700 }, 'Inspections')).toEqual({
      ok: false,
      errors: {},
      message: null,
    });
    expect(notifier.shown).toEqual([]);
    expect(gateway.catalog.Reports.find((r) => r.ReportId === 700)).toMatchObject({
      ReportName: 'Site Inspections',
      ReportGroupId: 70,
    });
  });

  it('renames, moves and copies, answering the report after', async () => {
    const { gateway, notifier, manage } = setup();
    expect(await manage.rename({ ReportId: 700 }, 'Inspections')).toMatchObject({
      ok: true,
      report: { ReportName: 'Inspections' },
    });
    expect(await manage.move({ ReportId: 700 }, 71)).toMatchObject({
      ok: true,
      report: { ReportGroupId: 71, ReportGroupName: 'Finance' },
    });
    expect(await manage.copy({ ReportId: 700 }, 'Inspections (copy)')).toMatchObject({
      ok: true,
      report: { ReportId: 703, ReportName: 'Inspections (copy)', ReportGroupId: 71 },
    });
    expect(gateway.calls).toEqual([
      'rename report 700 Inspections',
      'move report 700 71',
      'copy report 700 Inspections (copy)',
    ]);
    expect(notifier.shown.map((t) => t.message)).toEqual([
      'Report renamed.',
      'Report moved.',
      'Report copied.',
    ]);
  });

  it('deletes only after the user confirms', async () => {
    const { gateway, dialogs, notifier, manage } = setup();
    const report = { ReportId: 702, ReportName: 'Expense Claims' };
    const declined = manage.remove(report);
    await tick();
    expect(dialogs.confirms[0]).toMatchObject(deleteReportConfirmation('Expense Claims'));
    dialogs.confirms[0]!.answer(false);
    expect(await declined).toBe(false);
    expect(gateway.calls).toEqual([]);

    const accepted = manage.remove(report);
    await tick();
    dialogs.confirms[1]!.answer(true);
    expect(await accepted).toBe(true);
    expect(gateway.calls).toEqual(['delete report 702']);
    expect(gateway.catalog.Reports.map((r) => r.ReportId)).toEqual([700, 701]);
    expect(notifier.shown).toEqual([{ kind: 'success', message: 'Report deleted.' }]);
  });

  it('keeps the report when the delete is refused', async () => {
    const { gateway, dialogs, notifier, manage } = setup();
    gateway.reportRefusal = refused(403, 'You may not delete reports.');
    const removing = manage.remove({ ReportId: 702, ReportName: 'Expense Claims' });
    await tick();
    dialogs.confirms[0]!.answer(true);
    expect(await removing).toBe(false);
    expect(gateway.catalog.Reports).toHaveLength(3);
    expect(notifier.shown).toEqual([]);
  });
});
