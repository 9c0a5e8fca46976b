import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { reportPathOf } from '../../domain/reports/report.entity';
import { RECURRING_LABELS, deliveryLabel, type RecurringTypeId } from '../../domain/reports/report-schedule';
import type { ReportFilter } from '../../domain/reports/report-filter.entity';
import { ReportFiltersStore } from '../../stores/reports/report-filters.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { CopyFilterDialog } from './copy-filter-dialog';
import { DeleteAction } from './delete-action';
import { FilterNameCell } from './filter-name-cell';
import { ReportFilterDialog } from './report-filter-dialog';
import { reportCrumbs } from './report-crumbs';
import './reports.css';

/** Spec §2: empty values read "Not set" (dates) or "N/A" (recurrence). */
export const NOT_SET = 'Not set';
export const NOT_APPLICABLE = 'N/A';

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * An instant of a filter's schedule (Upcoming, Last Execution) in the schedule's zone, with the viewer's own time when
 * the viewer is elsewhere: both columns read in the same zone (issue 32 #15).
 */
export const scheduleTime = (iso: string, filter: Pick<ReportFilter, 'TimeZone'>) =>
  deliveryLabel(Date.parse(iso), filter.TimeZone, viewerZone());

/** A filter's row action: its accessible name says which filter it acts on ("Delete “Weekly”"). */
function RowAction({
  action,
  filter,
  onClick,
}: {
  action: string;
  filter: ReportFilter;
  onClick: () => void;
}) {
  return (
    <button type="button" className="button button--plain" onClick={onClick}>
      {action}
      <span className="visually-hidden"> “{filter.Name}”</span>
    </button>
  );
}

/** `/report-filters/{reportId}-{reportType}`: the filters of a report, with run, rename, copy and delete (spec §2, §6). */
export const ReportFiltersPage = observer(function ReportFiltersPage({ match }: PageProps) {
  const store = useStore(ReportFiltersStore);
  const reportId = Number(match.params.reportId);
  useEffect(() => {
    void store.opened(reportId);
  }, [store, reportId]);

  const path = store.data?.path;
  const can = store.actions;
  const upcoming = (f: ReportFilter) => (f.NextDate ? scheduleTime(f.NextDate, f) : NOT_SET);
  return (
    <section className="reports-page">
      <PageHeader
        title={path ? `${path.ReportName}: Report Filters` : 'Report Filters'}
        crumbs={reportCrumbs(path, false)}
        actions={
          path && (
            <>
              {can.create && (
                <button type="button" className="button" onClick={() => store.newFilterClicked()}>
                  New Report Filter
                </button>
              )}
              {can.run && (
                <button
                  type="button"
                  className="button button--plain"
                  disabled={store.popupOpen}
                  onClick={() => store.runReportClicked()}
                >
                  Run Report
                </button>
              )}
              <Link
                className="button button--plain"
                to={reportPathOf('details', path.ReportId, path.ReportType)}
              >
                Columns
              </Link>
              <Link
                className="button button--plain"
                to={reportPathOf('preview', path.ReportId, path.ReportType)}
              >
                Preview
              </Link>
            </>
          )
        }
      />
      {store.loading && !store.data && <p role="status">Loading report filters…</p>}
      {store.failed && (
        <p role="alert">
          The report filters could not be loaded.{' '}
          <button type="button" className="button button--plain" onClick={() => void store.opened(reportId)}>
            Try again
          </button>
        </p>
      )}
      {store.data && store.data.filters.length === 0 && <p>This report has no filters yet.</p>}
      {store.data && store.data.filters.length > 0 && (
        <table className="report-table">
          <thead>
            <tr>
              <th scope="col">Filter</th>
              <th scope="col">Created by</th>
              <th scope="col">Saved last by</th>
              <th scope="col">Upcoming (estimated delivery 3:00 am PST)</th>
              <th scope="col">Last Execution</th>
              <th scope="col">Recurring</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {store.shownFilters.map((filter) => (
              <tr key={filter.Id} className="report-filter-row">
                <td>
                  <FilterNameCell store={store} filter={filter} />
                </td>
                <td>{filter.CreatorName || NOT_SET}</td>
                <td>{filter.SavedByName || NOT_SET}</td>
                <td>{upcoming(filter)}</td>
                <td>{filter.LastExecutionDate ? scheduleTime(filter.LastExecutionDate, filter) : NOT_SET}</td>
                <td>
                  {filter.RecurringType === null
                    ? NOT_APPLICABLE
                    : RECURRING_LABELS[filter.RecurringType as RecurringTypeId]}
                </td>
                <td>
                  <div className="report-table__actions">
                    {can.run && (
                      <button
                        type="button"
                        className="button"
                        aria-busy={store.busy.has(filter.Id) || undefined}
                        disabled={store.runDisabled(filter.Id)}
                        onClick={() => void store.runClicked(filter)}
                      >
                        Run<span className="visually-hidden"> “{filter.Name}”</span>
                      </button>
                    )}
                    {can.rename && (
                      <RowAction action="Edit" filter={filter} onClick={() => store.editClicked(filter)} />
                    )}
                    {can.rename && store.renaming?.id !== filter.Id && (
                      <RowAction
                        action="Rename"
                        filter={filter}
                        onClick={() => store.renameStarted(filter)}
                      />
                    )}
                    {can.copy && (
                      <RowAction action="Copy" filter={filter} onClick={() => store.copyStarted(filter)} />
                    )}
                    {can.delete && (
                      <DeleteAction
                        name={filter.Name}
                        decision={store.deletion(filter)}
                        onClick={() => void store.deleteClicked(filter)}
                      />
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {store.pageCount > 1 && (
        <nav className="report-pager" aria-label="Pages of report filters">
          <button
            type="button"
            className="button button--plain"
            onClick={() => store.pageChosen(store.listPage - 1)}
            disabled={store.listPage <= 1}
          >
            Previous
          </button>
          <span>
            Page {store.listPage} of {store.pageCount} ({store.data!.filters.length.toLocaleString('en')}{' '}
            filters)
          </span>
          <button
            type="button"
            className="button button--plain"
            onClick={() => store.pageChosen(store.listPage + 1)}
            disabled={store.listPage >= store.pageCount}
          >
            Next
          </button>
        </nav>
      )}
      <CopyFilterDialog store={store} />
      <ReportFilterDialog store={store.dialog} />
    </section>
  );
});
