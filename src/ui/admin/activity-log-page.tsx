import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import {
  ACTIVITY_AREAS,
  ACTIVITY_AREA_LABELS,
  ACTIVITY_PAGE_SIZES,
  type ActivityArea,
} from '../../domain/admin/activity.entity';
import { fullName } from '../../domain/admin/workspace-user.entity';
import { ActivityLogStore } from '../../stores/admin/activity-log.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import { TableScroll } from '../components/table-scroll';
import type { PageProps } from '../pages/page-props';
import { OwnWorkspace } from './workspace-page-check';
import { dateTime } from './when';
import './admin.css';
import { TableHead } from './table-head';

/**
 * /activitylog/list and /workspace/{id}/activity (issue 17): who did what and when, newest first, filtered by user,
 * area and days, a page at a time. The server writes an entry for every change it accepts.
 */
export const ActivityLogPage = observer(function ActivityLogPage(props: PageProps) {
  const store = useStore(ActivityLogStore);
  useEffect(() => {
    void store.opened();
  }, [store]);
  const inWorkspace = props.match.route.id === 'workspace.activity';
  const { filter, page } = store;
  return (
    <OwnWorkspace {...props}>
      <section className="admin-page">
        <PageHeader
          title={inWorkspace ? 'Workspace activity' : 'Activity log'}
          crumbs={inWorkspace ? [{ label: 'Workspaces', to: '/workspaces' }] : []}
        />
        <div className="admin-page__toolbar" role="search" aria-label="Filter the activity">
          <div className="field">
            <label htmlFor="activity-user">User</label>
            <select
              id="activity-user"
              value={filter.userId ?? ''}
              onChange={(e) => store.userChosen(e.target.value === '' ? undefined : Number(e.target.value))}
            >
              <option value="">Everyone</option>
              {store.users.map((user) => (
                <option key={user.UserId} value={user.UserId}>
                  {fullName(user)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="activity-area">Area</label>
            <select
              id="activity-area"
              value={filter.area ?? ''}
              onChange={(e) =>
                store.areaChosen(e.target.value === '' ? undefined : (e.target.value as ActivityArea))
              }
            >
              <option value="">All areas</option>
              {ACTIVITY_AREAS.map((area) => (
                <option key={area} value={area}>
                  {ACTIVITY_AREA_LABELS[area]}
                </option>
              ))}
            </select>
          </div>
          {store.sites.length > 0 && (
            <div className="field">
              <label htmlFor="activity-site">Site</label>
              <select
                id="activity-site"
                value={filter.siteId ?? ''}
                onChange={(e) => store.siteChosen(e.target.value === '' ? undefined : Number(e.target.value))}
              >
                <option value="">All sites</option>
                {store.sites.map((site) => (
                  <option key={site.SiteId} value={site.SiteId}>
                    {site.Name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="field">
            <label htmlFor="activity-from">From</label>
            <input
              id="activity-from"
              type="date"
              value={filter.from ?? ''}
              onChange={(e) => store.daysChosen(e.target.value, filter.to)}
            />
          </div>
          <div className="field">
            <label htmlFor="activity-to">To</label>
            <input
              id="activity-to"
              type="date"
              value={filter.to ?? ''}
              onChange={(e) => store.daysChosen(filter.from, e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="activity-size">Per page</label>
            <select
              id="activity-size"
              value={filter.pageSize}
              onChange={(e) => store.pageSizeChosen(Number(e.target.value))}
            >
              {ACTIVITY_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        </div>
        {store.filterError && (
          <p className="admin-error" role="alert">
            {store.filterError}
          </p>
        )}
        {store.status === 'loading' && <p className="loading">Loading…</p>}
        {store.status === 'failed' && <p role="alert">The activity cannot be shown.</p>}
        {page && (
          <>
            {page.Items.length === 0 ? (
              <p>No activity matches.</p>
            ) : (
              <TableScroll label="Activity">
                <table className="admin-table" aria-label="Activity">
                  <TableHead columns={['When', 'Who', 'Area', 'What']} />
                  <tbody>
                    {page.Items.map((entry) => (
                      <tr key={entry.ActivityId} className="activity-row">
                        <td>{dateTime(entry.OccurredOn)}</td>
                        <td className="name-cell">{entry.UserName}</td>
                        <td>{ACTIVITY_AREA_LABELS[entry.Area]}</td>
                        <td className="name-cell">{entry.Action}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
            <nav className="activity-pager" aria-label="Pages">
              <button
                type="button"
                className="button button--plain"
                onClick={() => store.pageChosen(page.Page - 1)}
                disabled={page.Page <= 1}
              >
                Previous
              </button>
              <span>
                Page {page.Page} of {store.pageCount} ({page.Total} {page.Total === 1 ? 'entry' : 'entries'})
              </span>
              <button
                type="button"
                className="button button--plain"
                onClick={() => store.pageChosen(page.Page + 1)}
                disabled={page.Page >= store.pageCount}
              >
                Next
              </button>
            </nav>
          </>
        )}
      </section>
    </OwnWorkspace>
  );
});
