import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useStores } from '../app/stores-context';
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
      <div className="field">
        <label htmlFor="login-email">E-mail</label>
        <input
          id="login-email"
          type="email"
          name="email"
          autoComplete="username"
          value={signIn.email}
          onChange={(e) => signIn.emailChanged(e.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'email-error' : undefined}
          autoFocus
        />
        {errors.email && (
          <span className="field__error" id="email-error">
            {errors.email}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor="login-password">Password</label>
        <input
          id="login-password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={signIn.password}
          onChange={(e) => signIn.passwordChanged(e.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'password-error' : undefined}
        />
        {errors.password && (
          <span className="field__error" id="password-error">
            {errors.password}
          </span>
        )}
      </div>
      <button type="submit" className="button button--wide" disabled={signIn.busy}>
        {signIn.busy ? 'Signing in…' : 'Sign in'}
      </button>
      <p>
        <Link to="/reset-password">Forgot your password?</Link>
      </p>
    </form>
  );
});
