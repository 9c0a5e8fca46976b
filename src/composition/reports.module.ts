import { ContainerModule } from 'inversify';
import { HttpReportGateway } from '../adapters/http/report-gateway.http';
import { EditReportColumns } from '../application/reports/edit-report-columns.use-case';
import { ListReportFilters } from '../application/reports/list-report-filters.use-case';
import { ListReports } from '../application/reports/list-reports.use-case';
import { ManageReportFilters } from '../application/reports/manage-report-filters.use-case';
import { ManageReportGroups } from '../application/reports/manage-report-groups.use-case';
import { ManageReports } from '../application/reports/manage-reports.use-case';
import { PreviewReport } from '../application/reports/preview-report.use-case';
import { RunReport } from '../application/reports/run-report.use-case';
import { ShowReportFilter } from '../application/reports/show-report-filter.use-case';
import { ReportGateway } from '../ports/report-gateway.port';
import { ReportDetailsStore } from '../stores/reports/report-details.store';
import { ReportFilterDetailsStore } from '../stores/reports/report-filter-details.store';
import { ReportFiltersStore } from '../stores/reports/report-filters.store';
import { ReportPreviewStore } from '../stores/reports/report-preview.store';
import { ReportListStore } from '../stores/reports/report-list.store';
import { LoadFilterChoices } from '../application/reports/load-filter-choices.use-case';
import { SaveReportFilter } from '../application/reports/save-report-filter.use-case';
import { ReportFilterDialogStore } from '../stores/reports/report-filter-dialog.store';

/** The reports area (issue 15): reports, their filters and runs. Page stores are transient. */
export const reportsModule = new ContainerModule(({ bind }) => {
  bind(HttpReportGateway).toSelf().inSingletonScope();
  bind(ReportGateway).toService(HttpReportGateway);

  bind(ListReports).toSelf().inSingletonScope();
  bind(ListReportFilters).toSelf().inSingletonScope();
  bind(ManageReportFilters).toSelf().inSingletonScope();
  bind(RunReport).toSelf().inSingletonScope();
  bind(PreviewReport).toSelf().inSingletonScope();
  bind(ShowReportFilter).toSelf().inSingletonScope();
  bind(EditReportColumns).toSelf().inSingletonScope();
  bind(ManageReports).toSelf().inSingletonScope();
  bind(ManageReportGroups).toSelf().inSingletonScope();

  bind(ReportListStore).toSelf().inTransientScope();
  bind(ReportFiltersStore).toSelf().inTransientScope();
  bind(ReportPreviewStore).toSelf().inTransientScope();
  bind(ReportFilterDetailsStore).toSelf().inTransientScope();
  bind(ReportDetailsStore).toSelf().inTransientScope();

  // The filter and run dialogs (issue 15).
  bind(SaveReportFilter).toSelf().inSingletonScope();
  bind(LoadFilterChoices).toSelf().inSingletonScope();
  bind(ReportFilterDialogStore).toSelf().inTransientScope();
});
