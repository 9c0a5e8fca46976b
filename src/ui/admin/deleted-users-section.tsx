import { observer } from 'mobx-react-lite';
import { DELETED_RETENTION_DAYS, DeletionText } from '../../domain/account/account-deletion.rules';
import { fullName, type WorkspaceUser } from '../../domain/admin/workspace-user.entity';
import type { DeletedUsersStore } from '../../stores/admin/deleted-users.store';
import { TableScroll } from '../components/table-scroll';
import { TableHead } from './table-head';
import { dateTime } from './when';

/**
 * The Users screen's deleted users (issue 35; docs/account.md "Deleted accounts"): each with when they were deleted
 * and the days left to restore them, and Restore.
 */
export const DeletedUsersSection = observer(function DeletedUsersSection({
  store,
  onRestored,
}: {
  store: DeletedUsersStore;
  onRestored: (user: WorkspaceUser) => void;
}) {
  return (
    <section className="admin-page__section" aria-labelledby="deleted-users-title">
      <h2 id="deleted-users-title">Deleted users</h2>
      <p className="admin-page__muted">
        A deleted user can be restored for {DELETED_RETENTION_DAYS} days, by you here or by them from the link
        they are e-mailed when they try to sign in. After that the account is gone.
      </p>
      {store.deleted.length === 0 ? (
        <p>No user was deleted in the last {DELETED_RETENTION_DAYS} days.</p>
      ) : (
        <TableScroll label="Deleted users">
          <table className="admin-table" aria-label="Deleted users">
            <TableHead columns={['Name', 'Deleted', 'Can be restored']} actions />
            <tbody>
              {store.deleted.map((user) => {
                const name = fullName(user);
                return (
                  <tr key={user.UserId}>
                    <td>
                      <strong>{name}</strong>
                      <br />
                      <span className="admin-page__muted name-cell">{user.Email}</span>
                    </td>
                    <td>{dateTime(user.DeletedOn)}</td>
                    <td>{DeletionText.daysLeft(user.DaysLeft)}</td>
                    <td>
                      <div className="admin-table__actions">
                        <button
                          type="button"
                          className="button button--plain"
                          onClick={() =>
                            void store
                              .restoreClicked(user)
                              .then((restored) => restored && onRestored(restored))
                          }
                          disabled={store.working !== null}
                          aria-label={`Restore ${name}`}
                        >
                          Restore
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
});
