import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { linkParams } from '../../domain/account/account-tokens';
import { SignupText } from '../../domain/account/signup.entity';
import { SignupStore } from '../../stores/account/signup.store';
import { useStore, useStores } from '../app/stores-context';
import { FormField } from '../components/form-field';
import type { PageProps } from '../pages/page-props';
import { NewPasswordFields } from './password-fields';
import './account.css';

const TEXT_FIELDS = [
  { field: 'workspaceName', label: 'Workspace name', autoComplete: 'organization', max: 200, type: 'text' },
  { field: 'firstName', label: 'First name', autoComplete: 'given-name', max: 100, type: 'text' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name', max: 100, type: 'text' },
  { field: 'email', label: 'E-mail', autoComplete: 'email', max: 254, type: 'email' },
] as const;

/** The form: a workspace, its first administrator, and the address the link goes to. */
const SignupForm = observer(function SignupForm({ store }: { store: SignupStore }) {
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void store.submitted();
  };
  if (store.sentTo) {
    return (
      <section className="form" aria-labelledby="signup-title">
        <h1 id="signup-title">Check your e-mail</h1>
        <p className="notice" role="status">
          {SignupText.sent(store.sentTo)}
        </p>
        <p className="account-page__links">
          <button type="button" className="button button--plain" onClick={store.editClicked}>
            Use another address
          </button>
        </p>
      </section>
    );
  }
  const { errors } = store;
  return (
    <form className="form" onSubmit={submitted} noValidate aria-labelledby="signup-title">
      <h1 id="signup-title">Create your workspace</h1>
      <p>
        You will be its first administrator. We e-mail you a link to confirm the address: open it to create
        the workspace.
      </p>
      {errors.form && (
        <p className="form__error" role="alert">
          {errors.form}
        </p>
      )}
      {TEXT_FIELDS.map(({ field, label, autoComplete, max, type }, i) => (
        <FormField key={field} id={`signup-${field}`} label={label} error={errors[field]}>
          {(control) => (
            <input
              {...control}
              type={type}
              autoComplete={autoComplete}
              maxLength={max}
              value={store[field]}
              autoFocus={i === 0}
              onChange={(e) => store.typed(field, e.target.value)}
            />
          )}
        </FormField>
      ))}
      <NewPasswordFields id="signup" store={store} />
      <button type="submit" className="button button--wide" disabled={store.busy}>
        {store.busy ? 'Sending…' : 'Sign up'}
      </button>
      <p className="account-page__links">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </form>
  );
});

/** The e-mailed link's step: says what will be created, and creates it on a click (a mail scanner only reads). */
const SignupLinkStep = observer(function SignupLinkStep({
  store,
  hash,
  recordId,
}: {
  store: SignupStore;
  hash: string;
  recordId: number;
}) {
  const navigate = useNavigate();
  const { navigation } = useStores();
  useEffect(() => {
    void store.linkOpened(hash, recordId);
  }, [store, hash, recordId]);
  useEffect(() => {
    if (store.created) navigate(navigation.defaultPath(), { replace: true });
  }, [store.created, navigate, navigation]);
  const link = store.link;
  if (!link) return <p className="loading">Opening the sign-up link…</p>;
  if (link.Status !== 'Valid') {
    const text = link.Status === 'Failed' ? link.message : SignupText[link.Status];
    return (
      <section className="form" aria-labelledby="signup-title">
        <h1 id="signup-title">Sign up</h1>
        <p className="form__error" role="alert">
          {text}
        </p>
        <p className="account-page__links">
          <Link to="/signup">Sign up again</Link> · <Link to="/login">Sign in</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="form" aria-labelledby="signup-title">
      <h1 id="signup-title">Create {link.WorkspaceName}</h1>
      <p>
        Your address {link.Email} is confirmed. Create the workspace to start: you are signed in as its
        administrator.
      </p>
      {store.errors.form && (
        <p className="form__error" role="alert">
          {store.errors.form}
        </p>
      )}
      <button
        type="button"
        className="button button--wide"
        disabled={store.busy}
        onClick={() => void store.createClicked(hash, recordId)}
      >
        {store.busy ? 'Creating your workspace…' : 'Create the workspace'}
      </button>
    </section>
  );
});

/**
 * /signup (issue 35; docs/account.md "Sign-up"): a new workspace with its first administrator. Without a link, the form;
 * with the e-mailed link's `hash` and `record`, the step that creates the workspace and signs in.
 */
export const SignupPage = observer(function SignupPage({ match }: PageProps) {
  const store = useStore(SignupStore);
  const hash = match.query.hash;
  const params = hash === undefined ? null : linkParams(hash, match.query.record);
  if (hash !== undefined && !params) {
    return (
      <section className="form" aria-labelledby="signup-title">
        <h1 id="signup-title">Sign up</h1>
        <p className="form__error" role="alert">
          {SignupText.Invalid}
        </p>
        <p className="account-page__links">
          <Link to="/signup">Sign up again</Link>
        </p>
      </section>
    );
  }
  return params ? (
    <SignupLinkStep store={store} hash={params.hash} recordId={params.recordId} />
  ) : (
    <SignupForm store={store} />
  );
});
