import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { DeletionText, type DeletedMembership } from '../../domain/account/account-deletion.rules';
import { linkParams } from '../../domain/account/account-tokens';
import { RestoreAccountStore } from '../../stores/account/restore-account.store';
import { useStore } from '../app/stores-context';
import type { PageProps } from '../pages/page-props';
import './account.css';

const deletedOn = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

function Refused({ text }: { text: string }) {
  return (
    <section className="form" aria-labelledby="restore-title">
      <h1 id="restore-title">Restore your account</h1>
      <p className="form__error" role="alert">
        {text}
      </p>
      <p className="account-page__links">
        <Link to="/login">Sign in</Link>
      </p>
    </section>
  );
}

function WorkspaceLine({ workspace }: { workspace: DeletedMembership }) {
  return (
    <>
      <strong>{workspace.WorkspaceName}</strong> — deleted on {deletedOn(workspace.DeletedOn)},{' '}
      {DeletionText.daysLeft(workspace.DaysLeft)}
    </>
  );
}

const RestoreStep = observer(function RestoreStep({
  hash,
  recordId,
  choice,
}: {
  hash: string;
  recordId: number;
  choice: boolean;
}) {
  const store = useStore(RestoreAccountStore);
  useEffect(() => {
    void store.linkOpened(hash, recordId);
  }, [store, hash, recordId]);
  const link = store.link;
  if (!link) return <p className="loading">Opening the restore link…</p>;
  if (link.Status === 'Failed') return <Refused text={link.message} />;
  if (link.Status !== 'Valid') return <Refused text={DeletionText[link.Status]} />;
  if (link.Workspaces.length === 0) return <Refused text={DeletionText.gone} />;
  if (store.restored)
    return (
      <section className="form" aria-labelledby="restore-title">
        <h1 id="restore-title">Account restored</h1>
        <p role="status">{store.restored}</p>
        <Link className="button button--wide" to="/login">
          Sign in
        </Link>
      </section>
    );
  const several = choice || link.Workspaces.length > 1;
  return (
    <section className="form" aria-labelledby="restore-title">
      <h1 id="restore-title">Restore your account</h1>
      <p>
        The Gridwork account of {link.Email} was deleted by an administrator.{' '}
        {several
          ? 'Choose the workspace to restore it into. The others stay deleted until their time runs out.'
          : 'Restore it to work in this workspace again; you then sign in with your own password.'}
      </p>
      {several ? (
        <fieldset className="restore-choices">
          <legend>Workspace</legend>
          {link.Workspaces.map((w) => (
            <label key={w.WorkspaceId}>
              <input
                type="radio"
                name="restore-workspace"
                checked={store.chosen === w.WorkspaceId}
                onChange={() => store.choose(w.WorkspaceId)}
              />{' '}
              <WorkspaceLine workspace={w} />
            </label>
          ))}
        </fieldset>
      ) : (
        <p>
          <WorkspaceLine workspace={link.Workspaces[0]!} />
        </p>
      )}
      {store.error && (
        <p className="form__error" role="alert">
          {store.error}
        </p>
      )}
      <button
        type="button"
        className="button button--wide"
        disabled={store.busy || store.chosen === null}
        onClick={() => void store.restoreClicked(hash, recordId)}
      >
        {store.busy ? 'Restoring your account…' : 'Restore my account'}
      </button>
    </section>
  );
});

/**
 * /restore/account/{Hash}/{RecordId}/{Email}/{IsSilent} and /restore/choice/... (issue 35; docs/account.md "Deleted
 * accounts"): the e-mailed restore link. Opening it restores nothing (a mail scanner may open it): a click does.
 */
export const RestoreAccountPage = observer(function RestoreAccountPage({ match }: PageProps) {
  const params = linkParams(match.params.hash, match.params.recordId);
  if (!params) return <Refused text={DeletionText.Invalid} />;
  return (
    <RestoreStep
      hash={params.hash}
      recordId={params.recordId}
      choice={match.route.id === 'auth.restore.choice'}
    />
  );
});
