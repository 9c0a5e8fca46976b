import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { reportPathOf, ReportType } from '../../domain/reports/report.entity';
import { ReportDetailsStore, type FieldRow } from '../../stores/reports/report-details.store';
import { useStore } from '../app/stores-context';
import { FormField } from '../components/form-field';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { ColumnEditDialog } from './column-edit-dialog';
import { ReportColumnsList } from './report-columns-list';
import { reportCrumbs, reportOfRoute } from './report-crumbs';
import './reports.css';

function FieldTable({
  caption,
  rows,
  store,
}: {
  caption: string;
  rows: FieldRow[];
  store: ReportDetailsStore;
}) {
  if (rows.length === 0) return null;
  return (
    <table className="report-table field-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {store.canUpdate && (
            <th scope="col">
              <span className="visually-hidden">Mark</span>
            </th>
          )}
          <th scope="col">Field name</th>
          <th scope="col">Ref label</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {store.canUpdate && (
              <td>
                <input
                  type="checkbox"
                  className="check-box"
                  aria-label={`Mark ${row.Name}`}
                  checked={row.added || store.marked.has(row.key)}
                  disabled={row.added}
                  title={row.added ? 'Already a column' : undefined}
                  onChange={() => store.toggled(row.key)}
                />
              </td>
            )}
            <td>{row.Name}</td>
            <td>{row.ReferenceLabel}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * `/report/details/{reportId}-{reportType}` (reports spec §2): define the columns. A forms report picks a Form Group
 * and one of its forms (filtered by text) and lists its fields with Field name and Ref label; the predefined project or
 * task fields are listed too. Marked fields are added as columns; the column table reorders, edits and deletes. Done
 * goes to the report's filters. Without the report Update bit (spec §6) the page only shows the columns.
 */
export const ReportDetailsPage = observer(function ReportDetailsPage({ match }: PageProps) {
  const store = useStore(ReportDetailsStore);
  const { reportId, reportType } = reportOfRoute(match);
  useEffect(() => {
    void store.opened(reportId, reportType);
  }, [store, reportId, reportType]);

  const report = store.report;
  const predefinedCaption =
    reportType === ReportType.Forms ? 'Project and form fields' : 'Project and task fields';
  return (
    <section className="reports-page report-details">
      <PageHeader
        title={report ? `${report.ReportName}: Columns` : 'Report Details'}
        crumbs={reportCrumbs(report)}
        actions={
          <>
            <Link className="button button--plain" to={reportPathOf('preview', reportId, reportType)}>
              Preview
            </Link>
            <Link className="button" to={reportPathOf('filters', reportId, reportType)}>
              Done
            </Link>
          </>
        }
      />
      {store.loading && !report && <p role="status">Loading the report…</p>}
      {store.failed && (
        <p role="alert">
          The report could not be loaded.{' '}
          <button
            type="button"
            className="button button--plain"
            onClick={() => void store.opened(reportId, reportType)}
          >
            Try again
          </button>
        </p>
      )}
      {report && (
        <div className="report-details__grid">
          {store.canUpdate && (
            <section aria-labelledby="report-fields-heading" className="report-details__fields">
              <h2 id="report-fields-heading">Fields</h2>
              {store.isForms && (
                <div className="report-details__pickers">
                  <FormField label="Form Group">
                    {(control) => (
                      <select
                        {...control}
                        value={store.groupId ?? ''}
                        onChange={(e) => store.groupChosen(Number(e.target.value))}
                      >
                        {store.groups.map((g) => (
                          <option key={g.GroupId} value={g.GroupId}>
                            {g.Name}
                          </option>
                        ))}
                      </select>
                    )}
                  </FormField>
                  <FormField label="Filter forms">
                    {(control) => (
                      <input
                        {...control}
                        type="search"
                        value={store.formText}
                        onChange={(e) => store.formTextTyped(e.target.value)}
                      />
                    )}
                  </FormField>
                  <ul className="report-details__forms" aria-label="Forms">
                    {store.visibleForms.map((f) => (
                      <li key={f.FormId}>
                        <button
                          type="button"
                          className="button button--plain"
                          aria-pressed={store.formId === f.FormId}
                          onClick={() => void store.formChosen(f.FormId)}
                        >
                          {f.FormName}
                        </button>
                      </li>
                    ))}
                    {store.visibleForms.length === 0 && <li className="muted">No form matches.</li>}
                  </ul>
                </div>
              )}
              <FieldTable caption="Form fields" rows={store.formFields} store={store} />
              <FieldTable caption={predefinedCaption} rows={store.predefinedFields} store={store} />
              <button
                type="button"
                className="button"
                disabled={store.marked.size === 0 || store.busy}
                onClick={() => void store.addMarked()}
              >
                Add as columns
              </button>
            </section>
          )}
          <section aria-labelledby="report-columns-heading" className="report-details__columns">
            <h2 id="report-columns-heading">Columns</h2>
            {store.problem && <p role="alert">{store.problem}</p>}
            <ReportColumnsList store={store} />
          </section>
        </div>
      )}
      <ColumnEditDialog store={store} />
    </section>
  );
});
