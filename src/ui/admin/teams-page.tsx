import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { fullName } from '../../domain/admin/workspace-user.entity';
import { TeamsStore } from '../../stores/admin/teams.store';
import { useStore } from '../app/stores-context';
import { FormField } from '../components/form-field';
import { ModalPanel } from '../components/modal-panel';
import { PageHeader } from '../components/page-header';
import { TableScroll } from '../components/table-scroll';
import type { PageProps } from '../pages/page-props';
import { OwnWorkspace } from './workspace-page-check';
import './admin.css';
import { TableHead } from './table-head';

/** /workspace/{id}/teams (issue 17): the workspace's teams and their members; create, rename, set members, delete. */
export const TeamsPage = observer(function TeamsPage(props: PageProps) {
  const store = useStore(TeamsStore);
  const titleId = useId();
  useEffect(() => {
    void store.opened();
  }, [store]);
  const dialog = store.dialog;
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void store.dialogSubmitted();
  };
  return (
    <OwnWorkspace {...props}>
      <section className="admin-page">
        <PageHeader
          title="Teams"
          crumbs={[{ label: 'Workspaces', to: '/workspaces' }]}
          actions={
            <button
              type="button"
              className="button"
              onClick={store.newClicked}
              disabled={store.status !== 'ready'}
            >
              New team
            </button>
          }
        />
        {store.status === 'loading' && <p className="loading">Loading…</p>}
        {store.status === 'failed' && <p role="alert">The teams cannot be shown.</p>}
        {store.status === 'ready' && (
          <TableScroll label="Teams">
            <table className="admin-table" aria-label="Teams">
              <TableHead columns={['Team', 'Members', 'Projects']} actions />
              <tbody>
                {store.teams.map((team) => (
                  <tr key={team.ScopeId}>
                    <td>{team.Name}</td>
                    <td>{store.memberNames(team).join(', ') || 'No members'}</td>
                    <td>{team.ProjectCount}</td>
                    <td>
                      <div className="admin-table__actions">
                        <button
                          type="button"
                          className="button button--plain"
                          onClick={() => store.editClicked(team)}
                          aria-label={`Change ${team.Name}`}
                        >
                          Change
                        </button>
                        <button
                          type="button"
                          className="button button--plain"
                          onClick={() => void store.deleteClicked(team)}
                          aria-label={`Delete ${team.Name}`}
                        >
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        {dialog && (
          <ModalPanel
            className="dialog admin-dialog form"
            labelledBy={titleId}
            onClose={store.dialogClosed}
            onSubmit={submitted}
          >
            <h2 id={titleId}>{dialog.team ? `Change ${dialog.team.Name}` : 'New team'}</h2>
            <FormField id="team-name" label="Name" error={dialog.nameError}>
              {(control) => (
                <input
                  {...control}
                  value={dialog.name}
                  maxLength={100}
                  onChange={(e) => store.nameTyped(e.target.value)}
                />
              )}
            </FormField>
            <fieldset className="admin-choices">
              <legend>Members</legend>
              {store.users.map((user) => (
                <label key={user.UserId}>
                  <input
                    type="checkbox"
                    checked={dialog.memberIds.includes(user.UserId)}
                    onChange={(e) => store.memberToggled(user.UserId, e.target.checked)}
                  />
                  {fullName(user)} <span className="admin-page__muted">{user.Email}</span>
                </label>
              ))}
            </fieldset>
            <div className="dialog__buttons">
              <button
                type="button"
                className="button button--plain"
                onClick={store.dialogClosed}
                disabled={dialog.busy}
              >
                Cancel
              </button>
              <button type="submit" className="button" disabled={dialog.busy}>
                {dialog.busy ? 'Saving…' : 'Save'}
              </button>
            </div>
          </ModalPanel>
        )}
      </section>
    </OwnWorkspace>
  );
});
