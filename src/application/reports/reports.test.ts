import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { Device } from '../../ports/device.port';
import { FakeFiles } from '../cabinet/cabinet.fakes';
import { DownloadFile } from '../platform/download-file.use-case';
import { FakeDialogs, FakeHub, FakeNotifier } from '../testing/fakes';
import { ListReportFilters } from './list-report-filters.use-case';
import { ListReports } from './list-reports.use-case';
import { ManageReportFilters, deleteFilterConfirmation } from './manage-report-filters.use-case';
import { FakeReportGateway, refused } from './reports.fakes';
import { RunReport } from './run-report.use-case';
import { ShowReportFilter } from './show-report-filter.use-case';

const desktop: Device = {
  isMobile: () => false,
  userAgent: () => 'Desktop',
  antiForgeryToken: () => 'token',
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('listing reports and filters', () => {
  it('loads the catalog with the access bits', async () => {
    const gateway = new FakeReportGateway();
    gateway.access_ = 7;
    const result = await new ListReports(gateway).run();
    expect(result).toMatchObject({
      ok: true,
      data: { access: 7, catalog: { Reports: [{ ReportName: 'Site Inspections' }, {}, {}] } },
    });
  });

  it('loads a report’s path, filters and access together, and passes a refusal on', async () => {
    const gateway = new FakeReportGateway();
    const result = await new ListReportFilters(gateway).run(700);
    expect(result).toMatchObject({ ok: true, data: { path: { ReportGroupName: 'Operations' }, access: 15 } });
    expect(gateway.calls.sort()).toEqual(['access', 'filters 700', 'path 700']);
    gateway.filters = async () => refused(403, 'Site and direct-link users cannot see reports.');
    expect((await new ListReportFilters(gateway).run(700)).ok).toBe(false);
  });
});

describe('managing filters', () => {
  it('checks the name before asking (spec §5) and shows the server’s refusal', async () => {
    const gateway = new FakeReportGateway();
    const notifier = new FakeNotifier();
    const manage = new ManageReportFilters(gateway, new FakeDialogs(), notifier);
    expect(await manage.rename({ Id: 750 }, '  ')).toEqual({ ok: false, message: 'Required!' });
    expect(await manage.copy({ Id: 750 }, 'x'.repeat(255))).toEqual({
      ok: false,
      message: 'Max characters length (254) exceeded!',
    });
    expect(gateway.calls).toEqual([]);
    expect(await manage.rename({ Id: 750 }, 'Taken')).toEqual({
      ok: false,
      message: 'name: that name is taken.',
    });
    expect(await manage.rename({ Id: 750 }, ' Every inspection ')).toMatchObject({
      ok: true,
      filter: { Name: 'Every inspection' },
    });
    expect(notifier.shown).toEqual([{ kind: 'success', message: 'Report filter renamed.' }]);
  });

  it('deletes only after the confirmation', async () => {
    const gateway = new FakeReportGateway();
    const dialogs = new FakeDialogs();
    const manage = new ManageReportFilters(gateway, dialogs, new FakeNotifier());
    const no = manage.remove({ Id: 750, Name: 'All inspections' });
    await tick();
    expect(dialogs.confirms[0]).toMatchObject(deleteFilterConfirmation('All inspections'));
    dialogs.confirms[0]!.answer(false);
    expect(await no).toBe(false);
    const yes = manage.remove({ Id: 750, Name: 'All inspections' });
    await tick();
    dialogs.confirms[1]!.answer(true);
    expect(await yes).toBe(true);
    expect(gateway.calls).toEqual(['delete 750']);
  });
});

describe('running a filter', () => {
  const setup = () => {
    const gateway = new FakeReportGateway();
    const hub = new FakeHub();
    const files = new FakeFiles();
    const notifier = new FakeNotifier();
    return {
      gateway,
      hub,
      files,
      notifier,
      run: new RunReport(gateway, hub, new DownloadFile(files, desktop), notifier),
    };
  };

  it('says the report is processing, then downloads the workbook when reportReady names the run', async () => {
    const { hub, files, notifier, run } = setup();
    const finished: boolean[] = [];
    expect(await run.filter(750, 700, (saved) => finished.push(saved))).toMatchObject({
      ok: true,
      ticket: { RunId: 'run-1' },
    });
    expect(notifier.shown).toEqual([
      { kind: 'info', message: 'Your report is processing. You will be notified upon completion.' },
    ]);
    hub.push({ Listener: 'reportReady', Data: { RunId: 'someone-else', FileName: 'x.xlsx' } });
    expect(files.saved).toEqual([]);
    hub.push({ Listener: 'reportReady', Data: { RunId: 'run-1', FileName: 'x.xlsx' } });
    await tick();
    expect(files.saved).toEqual([
      {
        url: '/api/reportrun/download?id=run-1&xsrf=token',
        fileName: 'Site Inspections - All inspections - 2026-11-25.xlsx',
      },
    ]);
    expect(finished).toEqual([true]);
  });

  it('keeps a reportReady that comes before the answer', async () => {
    const { gateway, hub, files, run } = setup();
    gateway.beforeRunAnswer = () => hub.push({ Listener: 'reportReady', Data: { RunId: 'run-1' } });
    await run.filter(750, 700);
    await tick();
    expect(files.saved).toHaveLength(1);
  });

  it('says so on reportNoContent, and downloads nothing', async () => {
    const { hub, files, notifier, run } = setup();
    const finished: boolean[] = [];
    await run.filter(750, 700, (saved) => finished.push(saved));
    hub.push({ Listener: 'reportNoContent', Data: { RunId: 'run-1', ReportName: 'Site Inspections' } });
    expect(notifier.shown.at(-1)).toEqual({
      kind: 'info',
      message: 'The report "Site Inspections" had no content: there is nothing to download.',
    });
    expect(files.saved).toEqual([]);
    expect(finished).toEqual([false]);
  });

  it('downloads the workbook when the hub is connected again after a reportReady it missed (issue 36)', async () => {
    const { gateway, hub, files, run } = setup();
    const finished: boolean[] = [];
    await run.filter(750, 700, (saved) => finished.push(saved));
    // The push went out while the hub was reconnecting: nobody heard it; the server holds it.
    hub.changeState('reconnecting');
    gateway.pending = [
      { Listener: 'reportReady', Data: { RunId: 'someone-else', ReportId: 700, FileName: 'x.xlsx' } },
      { Listener: 'reportReady', Data: { RunId: 'run-1', ReportId: 700, FileName: 'x.xlsx', Rows: 1 } },
    ];
    hub.changeState('connected');
    await tick();
    expect(files.saved).toEqual([
      {
        url: '/api/reportrun/download?id=run-1&xsrf=token',
        fileName: 'Site Inspections - All inspections - 2026-11-25.xlsx',
      },
    ]);
    expect(finished).toEqual([true]);
    // Settled: the push arriving late, or another reconnect, downloads nothing more and asks nothing more.
    hub.push({ Listener: 'reportReady', Data: { RunId: 'run-1' } });
    hub.changeState('connected');
    await tick();
    expect(files.saved).toHaveLength(1);
    expect(gateway.calls.filter((c) => c === 'pending')).toHaveLength(1);
  });

  it('says reportNoContent held for it once the hub connects, and keeps waiting when nothing is held', async () => {
    const { gateway, hub, files, notifier, run } = setup();
    await run.filter(750, 700);
    hub.changeState('connected');
    await tick();
    expect(notifier.shown).toHaveLength(1);
    gateway.pending = [
      {
        Listener: 'reportNoContent',
        Data: { RunId: 'run-1', ReportId: 700, ReportName: 'Site Inspections' },
      },
    ];
    hub.changeState('connected');
    await tick();
    expect(notifier.shown.at(-1)).toEqual({
      kind: 'info',
      message: 'The report "Site Inspections" had no content: there is nothing to download.',
    });
    expect(files.saved).toEqual([]);
  });

  it('passes on a refusal and stops listening', async () => {
    const { gateway, hub, files, run } = setup();
    gateway.runAnswer = refused(400, 'Please select at least one assignee!');
    expect(await run.filter(752, 701)).toEqual({
      ok: false,
      message: 'Please select at least one assignee!',
    });
    hub.push({ Listener: 'reportReady', Data: { RunId: 'run-1' } });
    expect(files.saved).toEqual([]);
  });
});

describe('a filter’s details', () => {
  it('loads the filter, its delivery log and the report’s path', async () => {
    const gateway = new FakeReportGateway();
    const result = await new ShowReportFilter(gateway).run(751);
    expect(result).toMatchObject({
      ok: true,
      data: {
        filter: { Name: 'Monthly inspections' },
        path: { ReportName: 'Site Inspections' },
        deliveries: [{ Status: 'sent' }],
      },
    });
    expect((await new ShowReportFilter(gateway).run(999)).ok).toBe(false);
  });
});
