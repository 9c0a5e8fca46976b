import { FakeFiles } from '../../application/cabinet/cabinet.fakes';
import { DownloadFile } from '../../application/platform/download-file.use-case';
import { ListReportFilters } from '../../application/reports/list-report-filters.use-case';
import { ManageReportFilters } from '../../application/reports/manage-report-filters.use-case';
import { FakeReportGateway } from '../../application/reports/reports.fakes';
import { RunReport } from '../../application/reports/run-report.use-case';
import { FakeTime } from '../../application/testing/fake-time';
import { FakeDialogs, FakeHub, FakeNotifier, FakeUserContext, member } from '../../application/testing/fakes';
import { LoadFilterChoices } from '../../application/reports/load-filter-choices.use-case';
import { SaveReportFilter } from '../../application/reports/save-report-filter.use-case';
import { FakeProjectTagGateway, FakeWorkflowGateway } from '../../application/setup/setup.test-kit';
import { ReportFilterDialogStore } from './report-filter-dialog.store';
import { ReportFiltersStore } from './report-filters.store';

const desktop = { isMobile: () => false, userAgent: () => 'Desktop', antiForgeryToken: () => 'token' };

/** The filter list page's stores over in-memory fakes (the dialog store is the page's own). */
export function reportFiltersKit(access = 15) {
  const gateway = new FakeReportGateway();
  gateway.access_ = access;
  const hub = new FakeHub();
  const time = new FakeTime();
  const files = new FakeFiles();
  const notifier = new FakeNotifier();
  const runner = new RunReport(gateway, hub, new DownloadFile(files, desktop), notifier);
  const users = new FakeUserContext();
  users.setUser(member);
  const dialog = new ReportFilterDialogStore(
    new LoadFilterChoices(gateway, new FakeWorkflowGateway(), new FakeProjectTagGateway()),
    new SaveReportFilter(gateway, notifier),
    runner,
    users,
    time,
    time,
  );
  const store = new ReportFiltersStore(
    new ListReportFilters(gateway),
    new ManageReportFilters(gateway, new FakeDialogs(), notifier),
    runner,
    time,
    dialog,
  );
  return { gateway, hub, time, files, store, dialog, notifier, users };
}
