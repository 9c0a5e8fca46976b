import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { PasswordText } from '../../domain/account/password.rules';
import { SITE_KIND } from '../../domain/sites/site.entity';
import { siteManagePath, sitePasswordPath } from '../../domain/sites/site.rules';
import type { SiteEditorStore } from '../../stores/sites/site-editor.store';
import { CopyField } from './copy-field';
import { dateTime } from './site-texts';

/** How visitors come in: the people of an individual-access site, or the address and password of a single-password one. */
export const SiteEntryPanel = observer(function SiteEntryPanel({ store }: { store: SiteEditorStore }) {
  const site = store.site;
  if (!site) return null;
  if (site.Kind === SITE_KIND.IndividualAccess) {
    return (
      <section className="sites-card" aria-labelledby="site-entry-title">
        <h2 id="site-entry-title">Who may enter</h2>
        <p>
          {site.UserCount === 0
            ? 'Nobody is on this site yet.'
            : site.UserCount === 1
              ? '1 person is on this site.'
              : `${site.UserCount} people are on this site.`}{' '}
          Each is invited by e-mail and signs in with their own password.
        </p>
        <Link className="button" to={siteManagePath(site.SiteId)}>
          Manage people
        </Link>
      </section>
    );
  }
  const address = `${window.location.origin}${sitePasswordPath(site.Hash)}`;
  return (
    <section className="sites-card" aria-labelledby="site-entry-title">
      <h2 id="site-entry-title">Address and password</h2>
      <CopyField label="Site address" value={address} />
      <p className="sites-muted">
        {site.PasswordSetOn
          ? `The password was last set ${dateTime(site.PasswordSetOn)}. A new password signs every visitor out at once.`
          : 'No password yet: nobody can come in until you set one.'}
      </p>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          void store.passwordSubmitted();
        }}
      >
        <div className="field">
          <label htmlFor="site-password">{site.PasswordSetOn ? 'New password' : 'Password'}</label>
          <input
            id="site-password"
            type="password"
            autoComplete="new-password"
            value={store.password}
            onChange={(e) => store.passwordChanged(e.target.value)}
            aria-invalid={store.passwordError ? true : undefined}
            aria-describedby={
              store.passwordError ? 'site-password-hint site-password-error' : 'site-password-hint'
            }
          />
          <span id="site-password-hint" className="sites-muted">
            {PasswordText.hint}
          </span>
          {store.passwordError && (
            <span id="site-password-error" className="sites-error" role="alert">
              {store.passwordError}
            </span>
          )}
        </div>
        <div>
          <button type="submit" className="button" disabled={store.passwordSaving}>
            {site.PasswordSetOn ? 'Change password' : 'Set password'}
          </button>
        </div>
      </form>
    </section>
  );
});
