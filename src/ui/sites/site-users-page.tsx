import { observer } from 'mobx-react-lite';
import { TableScroll } from '../components/table-scroll';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { SiteUserView } from '../../domain/sites/site-admin.entity';
import { SITE_KIND } from '../../domain/sites/site.entity';
import { siteDetailsPath } from '../../domain/sites/site.rules';
import { SiteUsersStore } from '../../stores/sites/site-users.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { SiteInviteForm } from './site-invite-form';
import { dateTime } from './site-texts';
import './sites.css';

const nameOf = (user: SiteUserView) => `${user.FirstName} ${user.LastName}`.trim();

function statusText(user: SiteUserView): string {
  if (user.Status === 'Invited')
    return user.InvitationExpiresOn
      ? `Invited (link valid until ${dateTime(user.InvitationExpiresOn)})`
      : 'Invited';
  return user.Status;
}

/** One person of the site: who, their state, when they last came in, the day their access ends, and what can be done. */
const UserRow = observer(function UserRow({ store, user }: { store: SiteUsersStore; user: SiteUserView }) {
  const name = nameOf(user);
  const who = name || user.Email;
  const busy = store.working !== null;
  const error = store.rowErrors[user.SiteUserId];
  return (
    <tr>
      <td data-label="Person">
        <span>
          {name && (
            <>
              <strong>{name}</strong>
              <br />
            </>
          )}
          <span className={name ? 'sites-muted' : ''}>{user.Email}</span>
        </span>
      </td>
      <td data-label="Status" className={user.Status === 'Deactivated' ? 'sites-status--off' : ''}>
        {statusText(user)}
      </td>
      <td data-label="Last visit">{user.LastVisitOn ? dateTime(user.LastVisitOn) : 'Never'}</td>
      <td data-label="Access ends">
        <span>
          <input
            type="date"
            defaultValue={user.AccessEndsOn ?? ''}
            aria-label={`Access of ${who} ends on`}
            aria-invalid={error ? true : undefined}
            disabled={busy}
            onBlur={(e) => {
              if (e.target.value !== (user.AccessEndsOn ?? ''))
                void store.accessEndChanged(user, e.target.value);
            }}
          />
          {error && (
            <span className="sites-error" role="alert">
              <br />
              {error}
            </span>
          )}
        </span>
      </td>
      <td>
        <div className="sites-table__actions">
          {user.Status === 'Invited' && (
            <button
              type="button"
              className="button button--plain"
              disabled={busy}
              onClick={() => void store.resendClicked(user)}
              aria-label={`Resend the invitation of ${who}`}
            >
              Resend
            </button>
          )}
          {user.Status === 'Deactivated' ? (
            <button
              type="button"
              className="button button--plain"
              disabled={busy}
              onClick={() => void store.reactivateClicked(user)}
              aria-label={`Reactivate ${who}`}
            >
              Reactivate
            </button>
          ) : (
            <button
              type="button"
              className="button button--plain"
              disabled={busy}
              onClick={() => void store.deactivateClicked(user)}
              aria-label={`Deactivate ${who}`}
            >
              Deactivate
            </button>
          )}
          <button
            type="button"
            className="button button--plain"
            disabled={busy}
            onClick={() => void store.removeClicked(user)}
            aria-label={`Remove ${who}`}
          >
            Remove
          </button>
        </div>
      </td>
    </tr>
  );
});

/** /setup/site/{siteId}/manage/list (Manage Site): who may enter an individual-access site. */
export const SiteUsersPage = observer(function SiteUsersPage({ match }: PageProps) {
  const store = useStore(SiteUsersStore);
  const siteId = Number(match.params.siteId);
  useEffect(() => {
    void store.opened(siteId);
  }, [store, siteId]);
  usePageSubject(match.path, store.site?.Name);
  const site = store.site;
  const crumbs = [
    { label: 'Setup', to: '/setup/general' },
    { label: 'Sites', to: '/setup/site/list' },
    ...(site ? [{ label: site.Name, to: siteDetailsPath(site.SiteId) }] : []),
  ];
  if (store.loading && !site) return <p className="loading">Loading…</p>;
  if (!site || store.failed) {
    return (
      <section className="sites-page">
        <PageHeader title="People" crumbs={crumbs} />
        <p className="notice" role="alert">
          The people of this site could not be loaded. The site may have been deleted.
        </p>
      </section>
    );
  }
  if (site.Kind !== SITE_KIND.IndividualAccess) {
    return (
      <section className="sites-page">
        <PageHeader title="People" crumbs={crumbs} />
        <p className="notice">
          {site.Name} has a single password: visitors are not invited one by one. Set or change its password
          on <Link to={siteDetailsPath(site.SiteId)}>the site&apos;s page</Link>.
        </p>
      </section>
    );
  }
  return (
    <section className="sites-page">
      <PageHeader title="People" crumbs={crumbs} />
      <p className="sites-muted">
        People outside the workspace who may enter {site.Name}. Deactivating or removing someone signs them
        out at once.
      </p>
      <SiteInviteForm store={store} />
      <section className="sites-card" aria-labelledby="site-people-title">
        <h2 id="site-people-title">People on the site</h2>
        {store.users.length === 0 ? (
          <p>Nobody yet: invite someone above.</p>
        ) : (
          <TableScroll label="People on the site">
            <table className="sites-table" aria-label="People on the site">
              <thead>
                <tr>
                  <th scope="col">Person</th>
                  <th scope="col">Status</th>
                  <th scope="col">Last visit</th>
                  <th scope="col">Access ends</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {store.users.map((user) => (
                  <UserRow key={user.SiteUserId} store={store} user={user} />
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
      <p className="visually-hidden" role="status" aria-live="polite">
        {store.announcement}
      </p>
    </section>
  );
});
