import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { MAX_EMAIL_LENGTH } from '../../domain/admin/admin-limits';
import { TeamRequestStore } from '../../stores/admin/team-request.store';
import { useStore } from '../app/stores-context';
import { FormField } from '../components/form-field';
import { ModalPanel } from '../components/modal-panel';
import './admin.css';
import './team-approval.css';

/**
 * "Add to a team" (issue 35): a workspace user adds a user of the workspace to one of their teams, invites a new address
 * into it, or invites an administrator. The server applies it, or keeps it for an administrator's approval and says so.
 */
export const TeamRequestDialog = observer(function TeamRequestDialog({ onClose }: { onClose: () => void }) {
  const store = useStore(TeamRequestStore);
  const titleId = useId();
  useEffect(() => {
    void store.opened();
  }, [store]);
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void store.submitted().then((done) => done && onClose());
  };
  const options = store.options;
  const note = store.approvalNote;
  return (
    <ModalPanel
      className="dialog admin-dialog form"
      labelledBy={titleId}
      onClose={store.busy ? undefined : onClose}
      onSubmit={submitted}
      busy={store.busy}
    >
      <h2 id={titleId}>Add to a team</h2>
      {store.status === 'loading' && <p className="loading">Loading…</p>}
      {store.status === 'failed' && <p role="alert">Your teams cannot be shown.</p>}
      {options && (
        <>
          <p className="admin-page__muted">
            Type the e-mail address of a user of the workspace to add them, or of someone new to invite them.
          </p>
          <FormField id="team-request-email" label="E-mail address" error={store.emailError}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="off"
                value={store.email}
                maxLength={MAX_EMAIL_LENGTH}
                onChange={(e) => store.emailTyped(e.target.value)}
              />
            )}
          </FormField>
          <label className="approval-switch">
            <input
              type="checkbox"
              checked={store.asAdministrator}
              onChange={(e) => store.administratorToggled(e.target.checked)}
              disabled={options.Teams.length === 0}
            />
            <span>Invite as a workspace administrator</span>
          </label>
          {!store.asAdministrator && (
            <FormField id="team-request-team" label="Team">
              {(control) => (
                <select
                  {...control}
                  value={store.scopeId}
                  onChange={(e) => store.teamChosen(Number(e.target.value))}
                >
                  {options.Teams.map((team) => (
                    <option key={team.ScopeId} value={team.ScopeId}>
                      {team.Name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          {note && (
            <p className="admin-page__muted" role="note">
              {note}
            </p>
          )}
        </>
      )}
      <div className="dialog__buttons">
        <button type="button" className="button button--plain" onClick={onClose} disabled={store.busy}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={store.busy || !options}>
          {store.busy ? 'Sending…' : 'Send'}
        </button>
      </div>
    </ModalPanel>
  );
});
