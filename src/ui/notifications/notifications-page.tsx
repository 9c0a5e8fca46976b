import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { SUBJECT_DELETED } from '../../domain/platform/notification-subject';
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
        <ul className="list" aria-label="Your notifications">
          {notifications.items.map((item) => (
            <li
              key={item.NotificationId}
              className={item.IsRead ? 'list__item' : 'list__item list__item--unread'}
            >
              <div className="notice__text">
                {item.TaskId !== undefined && !item.TaskDeleted ? (
                  <Link
                    to={`/task/list?task=${item.TaskId}`}
                    onClick={() => void notifications.markRead(item)}
                  >
                    {item.Message}
                  </Link>
                ) : item.Link !== undefined && !item.SubjectDeleted ? (
                  <Link to={item.Link} onClick={() => void notifications.markRead(item)}>
                    {item.Message}
                  </Link>
                ) : (
                  <span>
                    {item.Message}
                    {item.TaskDeleted && <em> This task has been deleted.</em>}
                    {item.SubjectDeleted && <em> {SUBJECT_DELETED}</em>}
                  </span>
                )}
                {!item.IsRead && <span className="visually-hidden"> (unread)</span>}
                <time dateTime={item.CreatedOn}>{new Date(item.CreatedOn).toLocaleString()}</time>
              </div>
              <div className="notice__actions">
                {!item.IsRead && (
                  <button
                    type="button"
                    className="button button--plain"
                    aria-label={`Mark as read: ${item.Message}`}
                    onClick={() => void notifications.markRead(item)}
                  >
                    Mark as read
                  </button>
                )}
                <button
                  type="button"
                  className="button button--plain"
                  aria-label={`Delete: ${item.Message}`}
                  onClick={() => void notifications.remove(item)}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
