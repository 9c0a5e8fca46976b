import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { THEMES } from '../../domain/admin/workspace-settings.rules';
import { ProfileStore } from '../../stores/account/profile.store';
import { useStore } from '../app/stores-context';
import { FormField } from '../components/form-field';
import { PageHeader } from '../components/page-header';
import { PasswordField } from './password-fields';
import './account.css';

/** /profile (issue 17): the user's own name, e-mail address and theme (their own, or the workspace's). */
export const ProfilePage = observer(function ProfilePage() {
  const store = useStore(ProfileStore);
  useEffect(() => {
    void store.opened();
  }, [store]);
  const profile = store.profile;
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void store.saveClicked();
  };
  const { errors } = store;
  const workspaceTheme = THEMES.find((t) => t.id === profile?.WorkspaceTheme)?.label ?? '';
  return (
    <section className="account-page">
      <PageHeader title="Profile" crumbs={[{ label: 'Workspaces', to: '/workspaces' }]} />
      {store.status === 'loading' && <p className="loading">Loading…</p>}
      {store.status === 'failed' && <p role="alert">Your profile cannot be shown.</p>}
      {profile && (
        <form className="form" onSubmit={submitted} noValidate aria-label="Profile">
          {errors.form && (
            <p className="form__error" role="alert">
              {errors.form}
            </p>
          )}
          {(
            [
              ['firstName', 'FirstName', 'First name', 'given-name'],
              ['lastName', 'LastName', 'Last name', 'family-name'],
              ['email', 'Email', 'E-mail', 'email'],
            ] as const
          ).map(([field, key, label, autoComplete]) => (
            <FormField key={field} id={`profile-${field}`} label={label} error={errors[key]}>
              {(control) => (
                <input
                  {...control}
                  type={field === 'email' ? 'email' : 'text'}
                  autoComplete={autoComplete}
                  maxLength={field === 'email' ? 254 : 100}
                  value={store[field]}
                  onChange={(e) => store.typed(field, e.target.value)}
                />
              )}
            </FormField>
          ))}
          {store.needsPassword && (
            <PasswordField
              id="profile-current-password"
              label="Current password (to change your e-mail address)"
              autoComplete="current-password"
              value={store.currentPassword}
              error={errors.CurrentPassword}
              onChange={(v) => store.typed('currentPassword', v)}
            />
          )}
          <fieldset className="theme-choices">
            <legend>Theme</legend>
            <label>
              <input
                type="radio"
                name="theme"
                checked={store.theme === null}
                onChange={() => store.themeChosen(null)}
              />
              The workspace’s ({workspaceTheme})
            </label>
            {THEMES.map((theme) => (
              <label key={theme.id}>
                <input
                  type="radio"
                  name="theme"
                  checked={store.theme === theme.id}
                  onChange={() => store.themeChosen(theme.id)}
                />
                {theme.label}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button" disabled={store.saving}>
            {store.saving ? 'Saving…' : 'Save'}
          </button>
          <p className="account-page__links">
            <Link to="/setup/changepassword">Change your password</Link>
          </p>
        </form>
      )}
    </section>
  );
});
