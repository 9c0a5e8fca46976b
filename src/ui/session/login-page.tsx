import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useStores } from '../app/stores-context';
import { FormField } from '../components/form-field';
import type { PageProps } from '../pages/page-props';

export const LoginPage = observer(function LoginPage({ match }: PageProps) {
  const { signIn, navigation } = useStores();
  const navigate = useNavigate();

  const submitted = async (event: FormEvent) => {
    event.preventDefault();
    const user = await signIn.submitted();
    // The route guard knows which returnUrl is safe to follow (in-app, a real page, not a sign-in page).
    if (user)
      navigate(navigation.afterSignIn(`${match.path}${match.search ? `?${match.search}` : ''}`), {
        replace: true,
      });
  };

  const errors = signIn.fieldErrors;
  return (
    <form className="form" onSubmit={submitted} noValidate aria-labelledby="login-title">
      <h1 id="login-title">Sign in</h1>
      {signIn.message && (
        <p className="form__error" role="alert">
          {signIn.message}
        </p>
      )}
      <FormField id="login-email" label="E-mail" error={errors.email} errorId="email-error">
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            autoComplete="username"
            value={signIn.email}
            onChange={(e) => signIn.emailChanged(e.target.value)}
            autoFocus
          />
        )}
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password} errorId="password-error">
        {(control) => (
          <input
            {...control}
            type="password"
            name="password"
            autoComplete="current-password"
            value={signIn.password}
            onChange={(e) => signIn.passwordChanged(e.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="button button--wide" disabled={signIn.busy}>
        {signIn.busy ? 'Signing in…' : 'Sign in'}
      </button>
      <p>
        <Link to="/reset-password">Forgot your password?</Link>
      </p>
      <p>
        New to Gridwork? <Link to="/signup">Create a workspace</Link>
      </p>
    </form>
  );
});
