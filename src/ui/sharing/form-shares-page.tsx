import { observer } from 'mobx-react-lite';
import { DirectInstanceText } from '../../domain/sharing/direct-instance.rules';
import { useEffect, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { shareInstanceLabel } from '../../domain/sharing/share.entity';
import { FormSharesStore } from '../../stores/sharing/form-shares.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { FormField } from '../components/form-field';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import './sharing.css';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /share-form/{formId}: share an instance of the form with someone outside the workspace, and the active shares with
 * their links, who created them and when, whether the form was filled; copy a link, revoke a share (issue 13).
 */
export const FormSharesPage = observer(function FormSharesPage({ match }: PageProps) {
  const store = useStore(FormSharesStore);
  const formId = Number(match.params.formId);
  useEffect(() => {
    void store.opened(formId);
  }, [store, formId]);
  usePageSubject(match.path, store.options?.FormName);
  const { options } = store;
  if (store.status !== 'ready' || !options) {
    return (
      <section className="form-shares" aria-busy={store.status === 'loading'}>
        {store.status === 'loading' ? (
          <p className="loading">Loading…</p>
        ) : (
          <p role="alert">The sharing of this form cannot be shown.</p>
        )}
      </section>
    );
  }
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void store.shareClicked();
  };
  const origin = window.location.origin;
  return (
    <section className="form-shares">
      <PageHeader
        title={`Share ${options.FormName}`}
        crumbs={[
          { label: 'Forms', to: '/form/list' },
          { label: options.FormName, to: `/form/details/${options.FormId}` },
        ]}
      />
      <form
        className="form form-shares__new"
        onSubmit={submitted}
        noValidate
        aria-labelledby="share-new-title"
      >
        <h2 id="share-new-title">Share with someone outside the workspace</h2>
        {options.Instances.length === 0 ? (
          <p>This form has no instance you may share yet: create one in a project first.</p>
        ) : (
          <>
            <FormField id="share-instance" label="Form instance">
              {(control) => (
                <select
                  {...control}
                  value={store.instanceId ?? ''}
                  onChange={(e) => store.instanceChosen(Number(e.target.value))}
                >
                  {options.Instances.map((i) => (
                    <option key={i.InstanceId} value={i.InstanceId}>
                      {shareInstanceLabel(i, i.Name)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id="share-recipient" label="Recipient e-mail" error={store.emailError}>
              {(control) => (
                <input
                  {...control}
                  type="email"
                  maxLength={254}
                  value={store.email}
                  onChange={(e) => store.emailTyped(e.target.value)}
                />
              )}
            </FormField>
            <label className="form-shares__option">
              <input
                type="checkbox"
                checked={store.viewByLink}
                onChange={(e) => store.viewByLinkToggled(e.target.checked)}
                aria-describedby="share-view-by-link-hint"
              />{' '}
              {DirectInstanceText.viewByLink}
            </label>
            <p className="form-shares__hint" id="share-view-by-link-hint">
              {DirectInstanceText.viewByLinkHint}
            </p>
            <button type="submit" className="button" disabled={store.sharing}>
              {store.sharing ? 'Sharing…' : 'Share'}
            </button>
            <p className="form-shares__hint">
              The recipient opens the link, receives a one-time code at this address and fills the form. Only
              this address can open it.
            </p>
          </>
        )}
      </form>
      <h2>Active shares</h2>
      {options.Shares.length === 0 ? (
        <p>No active shares.</p>
      ) : (
        <table className="library-table form-shares__list">
          <thead>
            <tr>
              <th scope="col">Recipient</th>
              <th scope="col">Form instance</th>
              <th scope="col">Link</th>
              <th scope="col">Created by</th>
              <th scope="col">Created</th>
              <th scope="col">Filled</th>
              <th scope="col">
                <span className="form-shares__hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {options.Shares.map((share) => {
              const link = store.linkOf(share, origin);
              return (
                <tr key={share.ShareId}>
                  <td>
                    {share.Email}
                    {share.Locked && <span className="tag">Locked: too many wrong codes</span>}
                  </td>
                  <td>
                    <Link to={`/forminstance/${share.InstanceId}`}>
                      {shareInstanceLabel(share, share.InstanceName)}
                    </Link>
                  </td>
                  <td>
                    <a href={link} className="form-shares__link" data-testid="share-link">
                      {link}
                    </a>{' '}
                    <button
                      type="button"
                      className="button button--plain"
                      onClick={() => void store.copyClicked(link)}
                      aria-label={`Copy link for ${share.Email}`}
                    >
                      Copy link
                    </button>
                  </td>
                  <td>{share.CreatorName}</td>
                  <td>{dateTime(share.CreatedOn)}</td>
                  <td>{share.FilledOn ? `Yes, ${dateTime(share.FilledOn)}` : 'No'}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--plain form-shares__revoke"
                      onClick={() => void store.revokeClicked(share)}
                      disabled={store.revoking === share.ShareId}
                    >
                      Revoke
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
});
