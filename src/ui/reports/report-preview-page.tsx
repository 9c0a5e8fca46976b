import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { reportPathOf } from '../../domain/reports/report.entity';
import { ReportPreviewStore } from '../../stores/reports/report-preview.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { reportCrumbs, reportOfRoute } from './report-crumbs';
import './reports.css';

const numberClass = (numeric: boolean | undefined) => (numeric ? 'report-cell--number' : undefined);

/**
 * `/report/preview/{reportId}-{reportType}` (spec §2): the report from current data, every project (active and closed),
 * each column formatted with the form engine's formatter; Done goes back to the report's filters, where a report is run.
 */
export const ReportPreviewPage = observer(function ReportPreviewPage({ match }: PageProps) {
  const store = useStore(ReportPreviewStore);
  const { reportId, reportType } = reportOfRoute(match);
  useEffect(() => {
    void store.opened(reportId, reportType);
  }, [store, reportId, reportType]);

  const report = store.data?.Report;
  const done = reportPathOf('filters', reportId, reportType);
  return (
    <section className="reports-page">
      <PageHeader
        title={report ? `${report.ReportName}: Preview` : 'Report Preview'}
        crumbs={reportCrumbs(report)}
        actions={
          <Link className="button" to={done}>
            Done
          </Link>
        }
      />
      {store.loading && !store.data && <p role="status">Loading the preview…</p>}
      {store.failed && (
        <p role="alert">
          The preview could not be loaded.{' '}
          <button
            type="button"
            className="button button--plain"
            onClick={() => void store.opened(reportId, reportType)}
          >
            Try again
          </button>
        </p>
      )}
      {report && report.ReportColumns.length === 0 && <p>This report has no columns yet.</p>}
      {report && report.ReportColumns.length > 0 && (
        <>
          <p className="preview-count">
            {store.data!.Total === store.rows.length
              ? `${store.data!.Total} ${store.data!.Total === 1 ? 'row' : 'rows'}`
              : `The first ${store.rows.length} of ${store.data!.Total} rows`}
          </p>
          <div className="preview-scroll">
            <table className="report-table">
              <thead>
                <tr>
                  {report.ReportColumns.map((c, i) => (
                    <th key={c.ColumnId} scope="col" className={numberClass(store.numeric[i])}>
                      {c.Header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {store.cells.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, i) => (
                      <td
                        key={report.ReportColumns[i]!.ColumnId}
                        className={
                          [cell.red && 'report-cell--red', numberClass(store.numeric[i])]
                            .filter(Boolean)
                            .join(' ') || undefined
                        }
                      >
                        {cell.text}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
});
