import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import {
  MAX_DECLINE_REASON_LENGTH,
  requestSubject,
  type TeamApprovalSettings,
  type TeamRequest,
  type TeamRequestKind,
} from '../../domain/admin/team-approval.rules';
import { TeamApprovalStore } from '../../stores/admin/team-approval.store';
import { useStore } from '../app/stores-context';
import { FormField } from '../components/form-field';
import { ModalPanel } from '../components/modal-panel';
import { PageHeader } from '../components/page-header';
import './admin.css';
import './team-approval.css';
import { dateTime } from './when';

const SWITCHES: ReadonlyArray<{ key: keyof TeamApprovalSettings; label: string; hint: string }> = [
  {
    key: 'JoinNeedsApproval',
    label: 'A member joining a team',
    hint: 'A workspace user adds a user of the workspace to one of their teams.',
  },
  {
    key: 'TeamInviteNeedsApproval',
    label: 'An invitation to a team',
    hint: 'A workspace user invites a new e-mail address into one of their teams.',
  },
  {
    key: 'AdminInviteNeedsApproval',
    label: 'An invitation to the workspace’s administrators',
    hint: 'A workspace user invites a new e-mail address as a workspace administrator.',
  },
];

const KIND_LABELS: Readonly<Record<TeamRequestKind, string>> = {
  Join: 'Team join',
  TeamInvite: 'Team invitation',
  AdminInvite: 'Administrator invitation',
};

/** One waiting request: who asked, for whom, which team, when; Approve and Decline. */
const RequestItem = observer(function RequestItem({
  request,
  store,
}: {
  request: TeamRequest;
  store: TeamApprovalStore;
}) {
  const busy = store.answering.includes(request.RequestId);
  const subject = requestSubject(request);
  return (
    <li className="approval-request">
      <div className="approval-request__what">
        <span className="approval-request__kind">{KIND_LABELS[request.Kind]}</span>
        <strong>{request.RequestedByName}</strong> asks to {subject}.
        <span className="admin-page__muted approval-request__when">
          {request.ForName !== request.Email && `${request.Email} · `}
          <time dateTime={request.RequestedOn}>{dateTime(request.RequestedOn)}</time>
        </span>
      </div>
      <div className="admin-table__actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-label={`Approve: ${subject}`}
          onClick={() => void store.approveClicked(request)}
        >
          Approve
        </button>
        <button
          type="button"
          className="button button--plain"
          disabled={busy}
          aria-label={`Decline: ${subject}`}
          onClick={() => store.declineClicked(request)}
        >
          Decline
        </button>
      </div>
    </li>
  );
});

/**
 * /setup/admin (issue 35): which team changes wait for an administrator's approval, and the requests waiting. An
 * administrator's own requests never wait (docs/administration.md "Team approval").
 */
export const TeamApprovalPage = observer(function TeamApprovalPage() {
  const store = useStore(TeamApprovalStore);
  const titleId = useId();
  useEffect(() => {
    void store.opened();
  }, [store]);
  const settingsSubmitted = (event: FormEvent) => {
    event.preventDefault();
    void store.settingsSubmitted();
  };
  const declineSubmitted = (event: FormEvent) => {
    event.preventDefault();
    void store.declineSubmitted();
  };
  const dialog = store.declining;
  return (
    <section className="admin-page">
      <PageHeader title="Team approval" crumbs={[{ label: 'Setup', to: '/setup/general' }]} />
      {store.status === 'loading' && <p className="loading">Loading…</p>}
      {store.status === 'failed' && <p role="alert">The team approval settings cannot be shown.</p>}
      {store.status === 'ready' && (
        <>
          <form
            className="form approval-settings"
            onSubmit={settingsSubmitted}
            aria-label="Approval settings"
          >
            <fieldset className="approval-switches">
              <legend>Needs an administrator’s approval</legend>
              {SWITCHES.map(({ key, label, hint }) => (
                <label key={key} className="approval-switch">
                  <input
                    type="checkbox"
                    role="switch"
                    checked={store.settings[key]}
                    aria-describedby={`${key}-hint`}
                    onChange={(e) => store.switchToggled(key, e.target.checked)}
                  />
                  <span>
                    <span className="approval-switch__label">{label}</span>
                    <span id={`${key}-hint`} className="admin-page__muted approval-switch__hint">
                      {hint}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            <p className="admin-page__muted">
              Administrators’ own requests never wait. When a request is approved it happens (the user joins
              the team, or the invitation is e-mailed in the name of who asked); the one who asked is told
              either way.
            </p>
            <button
              type="submit"
              className="button"
              disabled={!store.settingsChanged || store.savingSettings}
            >
              {store.savingSettings ? 'Saving…' : 'Save settings'}
            </button>
          </form>
          <section className="admin-page__section" aria-labelledby="approval-queue-title">
            <h2 id="approval-queue-title">Waiting for approval ({store.requests.length})</h2>
            {store.requests.length === 0 ? (
              <p className="admin-page__muted">No request is waiting.</p>
            ) : (
              <ul className="approval-queue" aria-label="Requests waiting for approval">
                {store.requests.map((request) => (
                  <RequestItem key={request.RequestId} request={request} store={store} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      {dialog && (
        <ModalPanel
          className="dialog admin-dialog form"
          labelledBy={titleId}
          onClose={store.declineClosed}
          onSubmit={declineSubmitted}
          busy={dialog.busy}
        >
          <h2 id={titleId}>Decline the request</h2>
          <p>
            {dialog.request.RequestedByName} asked to {requestSubject(dialog.request)}. They will be told it
            was declined, with your reason if you give one.
          </p>
          <FormField id="decline-reason" label="Reason (optional)" error={dialog.reasonError}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                value={dialog.reason}
                maxLength={MAX_DECLINE_REASON_LENGTH}
                onChange={(e) => store.reasonTyped(e.target.value)}
              />
            )}
          </FormField>
          <div className="dialog__buttons">
            <button
              type="button"
              className="button button--plain"
              onClick={store.declineClosed}
              disabled={dialog.busy}
            >
              Cancel
            </button>
            <button type="submit" className="button" disabled={dialog.busy}>
              {dialog.busy ? 'Declining…' : 'Decline'}
            </button>
          </div>
        </ModalPanel>
      )}
    </section>
  );
});
