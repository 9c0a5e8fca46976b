import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ColumnFormat, type ReportFilter } from '../../domain/reports/report-filter.entity';
import { predefinedField } from '../../domain/reports/predefined-fields';
import { ReportType, type ReportTypeId } from '../../domain/reports/report.entity';
import { RECURRING_LABELS, deliveryLabel } from '../../domain/reports/report-schedule';
import { typedFromIso } from '../../domain/tasks/due-date';
import { ReportFilterDetailsStore } from '../../stores/reports/report-filter-details.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { NOT_APPLICABLE, NOT_SET } from './report-filters-page';
import { ReportFilterDialog } from './report-filter-dialog';
import { reportCrumbs } from './report-crumbs';
import './reports.css';

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const COLUMN_FORMATS: Record<number, string> = {
  [ColumnFormat.Wrap]: 'Wrap',
  [ColumnFormat.Clip]: 'Clip',
  [ColumnFormat.Expand]: 'Expand',
};
const STATUS: Record<string, string> = { '0': 'Active', '100': 'Closed', '-1': 'Active and Closed' };

function Facts({ filter, reportType }: { filter: ReportFilter; reportType: ReportTypeId }) {
  const sortedBy = predefinedField(filter.SortColumn)?.Name ?? `Field ${filter.SortColumn}`;
  const rows: Array<[string, string]> = [
    ['Created by', filter.CreatorName || NOT_SET],
    // Scheduled deliveries run with this person's access (issue 32 #2).
    ['Saved last by', filter.SavedByName || NOT_SET],
    [
      'Starting date',
      filter.StartingDate ? typedFromIso(filter.StartingDate) || filter.StartingDate : NOT_SET,
    ],
    ['Recurring', filter.RecurringType === null ? NOT_APPLICABLE : RECURRING_LABELS[filter.RecurringType]],
    ['Time zone', filter.StartingDate ? (filter.TimeZone ?? 'America/Los_Angeles') : NOT_APPLICABLE],
    ['Recipients', filter.ReportFilterScheduleRecipients.join(', ') || NOT_SET],
    ['Project status', STATUS[filter.Status] ?? filter.Status],
    ['Transposed', filter.Transposed ? 'Yes' : 'No'],
    ['Column format', COLUMN_FORMATS[filter.ColumnFormat] ?? String(filter.ColumnFormat)],
    ['Sorted by', `${sortedBy}, ${filter.SortDesc ? 'descending' : 'ascending'}`],
    ...(reportType === ReportType.Forms
      ? [['Unmask encrypted fields', filter.UnmaskEncrypted ? 'Yes' : 'No'] as [string, string]]
      : []),
  ];
  return (
    <dl className="filter-facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * `/report/fiter/details/{filterId}` (spelt so, spec §2): the filter's settings, its next five deliveries (each in the
 * schedule's zone with PST/PDT and the viewer's own time) and its delivery log (issue 15).
 */
export const ReportFilterDetailsPage = observer(function ReportFilterDetailsPage({ match }: PageProps) {
  const store = useStore(ReportFilterDetailsStore);
  const filterId = Number(match.params.filterId);
  useEffect(() => {
    void store.opened(filterId);
  }, [store, filterId]);

  const data = store.data;
  const zone = viewerZone();
  return (
    <section className="reports-page">
      <PageHeader
        title={data ? data.filter.Name : 'Report Filter'}
        crumbs={reportCrumbs(data?.path)}
        actions={
          store.canEdit && (
            <button type="button" className="button" onClick={() => store.editClicked()}>
              Edit
            </button>
          )
        }
      />
      {store.loading && !data && <p role="status">Loading the report filter…</p>}
      {store.failed && (
        <p role="alert">
          The report filter could not be loaded.{' '}
          <button type="button" className="button button--plain" onClick={() => void store.opened(filterId)}>
            Try again
          </button>
        </p>
      )}
      {data && (
        <>
          <Facts filter={data.filter} reportType={data.path.ReportType} />
          <h2>Next deliveries</h2>
          {store.upcoming.length === 0 ? (
            <p>{NOT_SET}</p>
          ) : (
            <ol className="next-deliveries">
              {store.upcoming.map((at) => (
                <li key={at}>{deliveryLabel(at, data.filter.TimeZone, zone)}</li>
              ))}
            </ol>
          )}
          <h2>Delivery log</h2>
          {data.deliveries.length === 0 ? (
            <p>No scheduled delivery yet.</p>
          ) : (
            <table className="report-table">
              <thead>
                <tr>
                  <th scope="col">Due</th>
                  <th scope="col">Status</th>
                  <th scope="col">Recipients</th>
                  <th scope="col">Rows</th>
                  <th scope="col">Detail</th>
                </tr>
              </thead>
              <tbody>
                {data.deliveries.map((d) => (
                  <tr key={d.DeliveryId}>
                    <td>{deliveryLabel(Date.parse(d.DueAt), data.filter.TimeZone, zone)}</td>
                    <td>{d.Status}</td>
                    <td>{d.Recipients.join(', ')}</td>
                    <td>{d.Rows}</td>
                    <td>{d.Detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      <ReportFilterDialog store={store.dialog} />
    </section>
  );
});
