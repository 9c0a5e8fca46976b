import { observer } from 'mobx-react-lite';
import type { SiteUsersStore } from '../../stores/sites/site-users.store';

/** Invite someone by e-mail: the invitation link is mailed to them, single use, valid 7 days. */
export const SiteInviteForm = observer(function SiteInviteForm({ store }: { store: SiteUsersStore }) {
  return (
    <form
      className="sites-card"
      aria-labelledby="site-invite-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void store.inviteSubmitted();
      }}
    >
      <h2 id="site-invite-title">Invite someone</h2>
      <div className="sites-grid">
        <div className="field">
          <label htmlFor="site-invite-email">E-mail</label>
          <input
            id="site-invite-email"
            type="email"
            autoComplete="off"
            value={store.email}
            onChange={(e) => store.emailChanged(e.target.value)}
            aria-invalid={store.emailError ? true : undefined}
            aria-describedby={store.emailError ? 'site-invite-email-error' : undefined}
          />
          {store.emailError && (
            <span id="site-invite-email-error" className="sites-error" role="alert">
              {store.emailError}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor="site-invite-first">First name (optional)</label>
          <input
            id="site-invite-first"
            value={store.firstName}
            onChange={(e) => store.firstNameChanged(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="site-invite-last">Last name (optional)</label>
          <input
            id="site-invite-last"
            value={store.lastName}
            onChange={(e) => store.lastNameChanged(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="site-invite-ends">Access ends on (optional)</label>
          <input
            id="site-invite-ends"
            type="date"
            value={store.accessEndsOn}
            onChange={(e) => store.endChanged(e.target.value)}
            aria-invalid={store.dateError ? true : undefined}
            aria-describedby={store.dateError ? 'site-invite-ends-error' : undefined}
          />
          {store.dateError && (
            <span id="site-invite-ends-error" className="sites-error" role="alert">
              {store.dateError}
            </span>
          )}
        </div>
      </div>
      {store.message && (
        <p className="sites-error" role="alert">
          {store.message}
        </p>
      )}
      <div className="sites-actions">
        <button type="submit" className="button" disabled={store.inviting}>
          Send invitation
        </button>
        <span className="sites-muted">The link in the e-mail works once, within 7 days.</span>
      </div>
    </form>
  );
});
