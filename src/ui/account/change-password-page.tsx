import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { ChangePasswordStore } from '../../stores/account/change-password.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import { NewPasswordFields, PasswordField } from './password-fields';
import './account.css';

/** /setup/changepassword (issue 17): the current password, the new one twice; the user's other sessions are signed out. */
export const ChangePasswordPage = observer(function ChangePasswordPage() {
  const store = useStore(ChangePasswordStore);
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void store.submitted();
  };
  const { errors } = store;
  return (
    <section className="account-page">
      <PageHeader title="Change Password" crumbs={[]} />
      <form className="form" onSubmit={submitted} noValidate aria-label="Change password">
        {errors.form && (
          <p className="form__error" role="alert">
            {errors.form}
          </p>
        )}
        {store.done && (
          <p className="notice" role="status">
            Your password was changed. Your other sessions were signed out.
          </p>
        )}
        <PasswordField
          id="current-password"
          label="Current password"
          autoComplete="current-password"
          value={store.current}
          error={errors.current}
          onChange={(v) => store.typed('current', v)}
          autoFocus
        />
        <NewPasswordFields id="new" store={store} labels={['New password', 'Confirm new password']} />
        <button type="submit" className="button" disabled={store.busy}>
          {store.busy ? 'Changing…' : 'Change password'}
        </button>
      </form>
    </section>
  );
});
