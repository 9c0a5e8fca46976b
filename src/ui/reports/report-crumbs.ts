import {
  isReportType,
  reportPathOf,
  ReportType,
  type ReportPath,
  type ReportTypeId,
} from '../../domain/reports/report.entity';
import type { RouteMatch } from '../../domain/routing/route-matcher';
import type { Crumb } from '../components/page-header';

/**
 * The breadcrumb of a report page: Reports › the report's group › the report itself (its filters), as far as the
 * page knows the report yet. The filter list is the report's own page, so it stops at the group.
 */
export function reportCrumbs(path: ReportPath | null | undefined, withReport = true): Crumb[] {
  if (!path) return [{ label: 'Reports', to: '/report/list' }];
  return [
    { label: 'Reports', to: '/report/list' },
    { label: path.ReportGroupName, to: `/report/group/details/${path.ReportGroupId}` },
    ...(withReport
      ? [{ label: path.ReportName, to: reportPathOf('filters', path.ReportId, path.ReportType) }]
      : []),
  ];
}

/** The report a `…/{reportId}-{reportType}` route names; a type that is not a report type reads as Forms. */
export function reportOfRoute(match: RouteMatch): { reportId: number; reportType: ReportTypeId } {
  const type = Number(match.params.reportType);
  return {
    reportId: Number(match.params.reportId),
    reportType: isReportType(type) ? type : ReportType.Forms,
  };
}
