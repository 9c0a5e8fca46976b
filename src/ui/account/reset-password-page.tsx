import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ProfileText } from '../../domain/account/profile.entity';
import { useStore } from '../app/stores-context';
import { FormField } from '../components/form-field';
import type { PageProps } from '../pages/page-props';
import { MEMBER_RESET, type ResetFlavour } from './reset-flavour';
import './account.css';

/** /reset-password (issue 17): asks for a link by e-mail. The answer is the same whether or not the address has an account. */
export const ResetPasswordPage = observer(function ResetPasswordPage({
  flavour = MEMBER_RESET,
}: Partial<PageProps> & { flavour?: ResetFlavour }) {
  const store = useStore(flavour.store);
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void store.requested();
  };
  return (
    <form className="form" onSubmit={submitted} noValidate aria-labelledby="reset-title">
      <h1 id="reset-title">Reset your password</h1>
      {store.sent ? (
        <p className="notice" role="status">
          {ProfileText.resetRequested}
        </p>
      ) : (
        <p>Enter the e-mail address you sign in with: we will e-mail you a link to choose a new password.</p>
      )}
      {store.message && (
        <p className="form__error" role="alert">
          {store.message}
        </p>
      )}
      <FormField id="reset-email" label="E-mail" error={store.emailError}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="username"
            maxLength={254}
            value={store.email}
            onChange={(e) => store.emailTyped(e.target.value)}
            autoFocus
          />
        )}
      </FormField>
      <button type="submit" className="button button--wide" disabled={store.busy}>
        {store.busy ? 'Sending…' : store.sent ? 'Send the link again' : 'Send the link'}
      </button>
      {flavour.elsewhere && (
        <p>
          {flavour.elsewhere.text} <Link to={flavour.elsewhere.path}>{flavour.elsewhere.link}</Link>
        </p>
      )}
      <p className="account-page__links">
        <Link to={flavour.signInPath}>Back to sign in</Link>
      </p>
    </form>
  );
});
