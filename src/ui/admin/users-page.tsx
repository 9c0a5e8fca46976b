import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ACCOUNT_TYPE_LABELS, fullName } from '../../domain/admin/workspace-user.entity';
import { UsersStore } from '../../stores/admin/users.store';
import { DeletedUsersStore } from '../../stores/admin/deleted-users.store';
import { DeletedUsersSection } from './deleted-users-section';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import { TableScroll } from '../components/table-scroll';
import type { PageProps } from '../pages/page-props';
import { UserDialog } from './user-dialog';
import { OwnWorkspace } from './workspace-page-check';
import { dateTime } from './when';
import './admin.css';
import { TableHead } from './table-head';

/**
 * /setup/users/list and /workspace/{id}/users (issue 17): the workspace's users with their roles, teams, status and
 * last activity; invite by e-mail, resend or revoke an invitation; change a user's account type, roles and teams;
 * deactivate and reactivate. The list follows accepted invitations as they happen.
 */
export const UsersPage = observer(function UsersPage(props: PageProps) {
  const store = useStore(UsersStore);
  const deletedUsers = useStore(DeletedUsersStore);
  useEffect(() => {
    void store.opened();
    void deletedUsers.opened();
  }, [store, deletedUsers]);
  const inWorkspace = props.match.route.id === 'workspace.users';
  const crumbs = inWorkspace
    ? [{ label: 'Workspaces', to: '/workspaces' }]
    : [{ label: 'Setup', to: '/setup/general' }];
  const overview = store.overview;
  return (
    <OwnWorkspace {...props}>
      <section className="admin-page">
        <PageHeader
          title="Users"
          crumbs={crumbs}
          actions={
            <button type="button" className="button" onClick={store.inviteClicked} disabled={!overview}>
              Invite
            </button>
          }
        />
        {store.status === 'loading' && <p className="loading">Loading…</p>}
        {store.status === 'failed' && <p role="alert">The users cannot be shown.</p>}
        {overview && (
          <>
            <div className="admin-page__toolbar">
              <div className="field">
                <label htmlFor="users-search">Search</label>
                <input
                  id="users-search"
                  type="search"
                  value={store.search}
                  onChange={(e) => store.searchTyped(e.target.value)}
                  placeholder="Name or e-mail"
                />
              </div>
            </div>
            <TableScroll label="Users">
              <table className="admin-table" aria-label="Users">
                <TableHead
                  columns={['Name', 'Account type', 'Roles', 'Teams', 'Status', 'Last activity']}
                  actions
                />
                <tbody>
                  {store.rows.map((user) => {
                    const name = fullName(user);
                    const me = user.UserId === store.myUserId;
                    return (
                      <tr key={user.UserId}>
                        <td>
                          <strong>{name}</strong>
                          {me && <span className="tag">You</span>}
                          <br />
                          <span className="admin-page__muted name-cell">{user.Email}</span>
                        </td>
                        <td>{ACCOUNT_TYPE_LABELS[user.AccountType]}</td>
                        <td className="name-cell">{store.roleNames(user.RoleIds)}</td>
                        <td className="name-cell">{store.teamNames(user.TeamIds) || '—'}</td>
                        <td>
                          {user.Status === 'Active' ? 'Active' : <span className="tag">Deactivated</span>}
                        </td>
                        <td>{user.LastActivityOn ? dateTime(user.LastActivityOn) : 'Never'}</td>
                        <td>
                          <div className="admin-table__actions admin-table__actions--one-line">
                            <button
                              type="button"
                              className="button button--plain"
                              onClick={() => store.editClicked(user)}
                              aria-label={`Change ${name}`}
                            >
                              Change
                            </button>
                            {user.Status === 'Active' ? (
                              !me && (
                                <button
                                  type="button"
                                  className="button button--plain"
                                  onClick={() => void store.deactivateClicked(user)}
                                  disabled={store.working !== null}
                                  aria-label={`Deactivate ${name}`}
                                >
                                  Deactivate
                                </button>
                              )
                            ) : (
                              <button
                                type="button"
                                className="button button--plain"
                                onClick={() => void store.reactivateClicked(user)}
                                disabled={store.working !== null}
                                aria-label={`Reactivate ${name}`}
                              >
                                Reactivate
                              </button>
                            )}
                            {!me && (
                              <button
                                type="button"
                                className="button button--plain"
                                onClick={() =>
                                  void deletedUsers
                                    .deleteClicked(user)
                                    .then((done) => done && store.userRemoved(user.UserId))
                                }
                                disabled={deletedUsers.working !== null}
                                aria-label={`Delete ${name}`}
                              >
                                Delete
                              </button>
                            )}
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableScroll>
            {store.rows.length === 0 && <p>No user matches “{store.search}”.</p>}

            <DeletedUsersSection store={deletedUsers} onRestored={store.userRestored} />

            <section className="admin-page__section" aria-labelledby="invitations-title">
              <h2 id="invitations-title">Invitations</h2>
              {overview.invitations.length === 0 ? (
                <p>No invitation is waiting.</p>
              ) : (
                <TableScroll label="Invitations">
                  <table className="admin-table" aria-label="Invitations">
                    <TableHead
                      columns={['E-mail', 'Account type', 'Roles', 'Teams', 'Sent', 'Status']}
                      actions
                    />
                    <tbody>
                      {overview.invitations.map((invitation) => (
                        <tr key={invitation.InvitationId}>
                          <td className="name-cell">{invitation.Email}</td>
                          <td>{ACCOUNT_TYPE_LABELS[invitation.AccountType]}</td>
                          <td className="name-cell">{store.roleNames(invitation.RoleIds)}</td>
                          <td className="name-cell">{store.teamNames(invitation.TeamIds) || '—'}</td>
                          <td>
                            {dateTime(invitation.SentOn)}
                            <br />
                            <span className="admin-page__muted">by {invitation.InvitedByName}</span>
                          </td>
                          <td>
                            {invitation.Status === 'Pending' ? (
                              `Valid until ${dateTime(invitation.ExpiresOn)}`
                            ) : (
                              <span className="tag">Expired</span>
                            )}
                          </td>
                          <td>
                            <div className="admin-table__actions">
                              <button
                                type="button"
                                className="button button--plain"
                                onClick={() => void store.resendClicked(invitation)}
                                disabled={store.working !== null}
                                aria-label={`Resend the invitation of ${invitation.Email}`}
                              >
                                Resend
                              </button>
                              <button
                                type="button"
                                className="button button--plain"
                                onClick={() => void store.revokeClicked(invitation)}
                                disabled={store.working !== null}
                                aria-label={`Revoke the invitation of ${invitation.Email}`}
                              >
                                Revoke
                              </button>
                            </div>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
              )}
            </section>
          </>
        )}
        {store.dialog && <UserDialog store={store} />}
      </section>
    </OwnWorkspace>
  );
});
