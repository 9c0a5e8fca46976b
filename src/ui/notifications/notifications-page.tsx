import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../app/stores-context';
import { PageHeader } from '../components/page-header';

export const NotificationsPage = observer(function NotificationsPage() {
  const { notifications } = useStores();
  useEffect(() => {
    notifications.listOpened();
    return notifications.listClosed;
  }, [notifications]);
  const empty = notifications.items.length === 0;
  return (
    <section>
      <PageHeader
        title="Notifications"
        crumbs={[{ label: 'Workspaces', to: '/workspaces' }]}
        actions={
          <>
            <button
              type="button"
              className="button button--plain"
              disabled={empty}
              onClick={notifications.markAllRead}
            >
              Mark all as read
            </button>
            <button
              type="button"
              className="button button--plain"
              disabled={empty}
              onClick={notifications.deleteAll}
            >
              Delete all
            </button>
          </>
        }
      />
      {notifications.loading && empty ? (
        <p>Loading…</p>
      ) : empty ? (
        <p>You have no notifications.</p>
      ) : (
        <ul className="list">
          {notifications.items.map((item) => (
            <li
              key={item.NotificationId}
              className={item.IsRead ? 'list__item' : 'list__item list__item--unread'}
            >
              {item.TaskId !== undefined && !item.TaskDeleted ? (
                <Link to={`/task/list?task=${item.TaskId}`}>{item.Message}</Link>
              ) : (
                <span>
                  {item.Message}
                  {item.TaskDeleted && <em> This task has been deleted.</em>}
                </span>
              )}
              <time dateTime={item.CreatedOn}>{new Date(item.CreatedOn).toLocaleString()}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
