import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { reportPathOf, ReportType, type ReportSummary } from '../../domain/reports/report.entity';
import { ReportListStore } from '../../stores/reports/report-list.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { DeleteAction } from './delete-action';
import { ReportDialog } from './report-dialog';
import { ReportGroupDialog } from './report-group-dialog';
import './reports.css';

const typeName = (type: number) => (type === ReportType.Forms ? 'Forms' : 'Tasks');

/**
 * `/report/list` (every group) and `/report/group/details/{id}` (one group): the reports, each opening its filters;
 * New Report, and per report Columns, Rename, Move, Copy and Delete as the reportAuth bits allow (spec §2, §6); New
 * Group, and per group Rename group and Delete group (issue 32 #15; Delete group disabled, with the reason, for a group
 * that holds reports or is not the user's).
 */
export const ReportListPage = observer(function ReportListPage({ match }: PageProps) {
  const store = useStore(ReportListStore);
  const groupId = match.params.id === undefined ? undefined : Number(match.params.id);
  useEffect(() => {
    void store.opened();
  }, [store]);

  const groups = store.groups(groupId);
  const can = store.actions;
  const created = store.created;
  const title = groupId === undefined ? 'Reports' : (groups[0]?.group.Name ?? 'Report Group');
  const label = (report: ReportSummary) => <span className="visually-hidden"> “{report.ReportName}”</span>;
  return (
    <section className="reports-page">
      <PageHeader
        title={title}
        crumbs={groupId === undefined ? [] : [{ label: 'Reports', to: '/report/list' }]}
        actions={
          can.create && (
            <>
              {groups.length > 0 && (
                <button type="button" className="button" onClick={() => store.createOpened(groupId)}>
                  New Report
                </button>
              )}
              {groupId === undefined && (
                <button
                  type="button"
                  className="button button--plain"
                  onClick={() => store.groupCreateOpened()}
                >
                  New Group
                </button>
              )}
            </>
          )
        }
      />
      {store.deletedGroup && (
        <p role="status" className="report-created">
          Report group “{store.deletedGroup}” deleted.
          {groupId !== undefined && (
            <>
              {' '}
              <Link to="/report/list">Back to Reports</Link>
            </>
          )}
        </p>
      )}
      {created && (
        <p role="status" className="report-created">
          Report “{created.ReportName}” created. Next, choose its columns:{' '}
          <Link to={reportPathOf('details', created.ReportId, created.ReportType)}>
            Define the columns of “{created.ReportName}”
          </Link>
        </p>
      )}
      {store.loading && !store.data && <p role="status">Loading reports…</p>}
      {store.failed && (
        <p role="alert">
          The reports could not be loaded.{' '}
          <button type="button" className="button button--plain" onClick={() => void store.opened()}>
            Try again
          </button>
        </p>
      )}
      {store.data && groups.length === 0 && !(groupId !== undefined && store.deletedGroup) && (
        <p>
          {groupId === undefined ? 'There are no report groups yet.' : 'This report group does not exist.'}
        </p>
      )}
      {groups.map(({ group, reports }) => (
        <section
          key={group.ReportGroupId}
          className="report-group"
          aria-labelledby={`report-group-${group.ReportGroupId}`}
        >
          <div className="report-group__header">
            <h2 id={`report-group-${group.ReportGroupId}`}>
              {groupId === undefined ? (
                <Link to={`/report/group/details/${group.ReportGroupId}`}>{group.Name}</Link>
              ) : (
                group.Name
              )}
            </h2>
            <div className="report-table__actions">
              {can.rename && (
                <button
                  type="button"
                  className="button button--plain"
                  onClick={() => store.groupRenameOpened(group)}
                >
                  Rename group<span className="visually-hidden"> “{group.Name}”</span>
                </button>
              )}
              {can.delete && (
                <DeleteAction
                  label="Delete group"
                  name={group.Name}
                  decision={store.groupDeletion(group)}
                  onClick={() => void store.groupDeleteClicked(group)}
                />
              )}
            </div>
          </div>
          {reports.length === 0 ? (
            <p className="report-group__empty">No reports in this group.</p>
          ) : (
            <table className="report-table report-table--list">
              <thead>
                <tr>
                  <th scope="col">Report</th>
                  <th scope="col">Type</th>
                  <th scope="col">Columns</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {reports.map((report) => (
                  <tr key={report.ReportId}>
                    <td>
                      <Link to={reportPathOf('filters', report.ReportId, report.ReportType)}>
                        {report.ReportName}
                      </Link>
                    </td>
                    <td>{typeName(report.ReportType)}</td>
                    <td>{report.ColumnCount}</td>
                    <td>
                      <div className="report-table__actions">
                        <Link
                          className="button button--plain"
                          to={reportPathOf('details', report.ReportId, report.ReportType)}
                        >
                          Columns{label(report)}
                        </Link>
                        {can.rename && (
                          <button
                            type="button"
                            className="button button--plain"
                            onClick={() => store.renameOpened(report)}
                          >
                            Rename{label(report)}
                          </button>
                        )}
                        {can.move && store.allGroups.length > 1 && (
                          <button
                            type="button"
                            className="button button--plain"
                            onClick={() => store.moveOpened(report)}
                          >
                            Move{label(report)}
                          </button>
                        )}
                        {can.copy && (
                          <button
                            type="button"
                            className="button button--plain"
                            onClick={() => store.copyOpened(report)}
                          >
                            Copy{label(report)}
                          </button>
                        )}
                        {can.delete && (
                          <DeleteAction
                            name={report.ReportName}
                            decision={store.deletion(report)}
                            onClick={() => void store.deleteClicked(report)}
                          />
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
      <ReportDialog store={store} />
      <ReportGroupDialog store={store} />
    </section>
  );
});
