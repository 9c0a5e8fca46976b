import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { linkParams, loginInvitationPath, registerInvitationPath } from '../../domain/account/account-tokens';
import { InvitationText, type InvitationDetails } from '../../domain/account/invitation-answer.entity';
import { InvitationStore } from '../../stores/account/invitation.store';
import { useStore, useStores } from '../app/stores-context';
import { FormField } from '../components/form-field';
import type { PageProps } from '../pages/page-props';
import { NewPasswordFields, PasswordField } from './password-fields';
import './account.css';

/** Loads the invitation a link opens; renders `children` once it is valid, or says why it is not. */
const WithInvitation = observer(function WithInvitation({
  match,
  children,
}: PageProps & {
  children: (details: InvitationDetails, hash: string, recordId: number, store: InvitationStore) => ReactNode;
}) {
  const store = useStore(InvitationStore);
  const params = linkParams(match.params.hash, match.params.recordId);
  useEffect(() => {
    if (params) void store.opened(params.hash, params.recordId);
  }, [store, params?.hash, params?.recordId]); // eslint-disable-line react-hooks/exhaustive-deps
  const link = params ? store.link : { Status: 'Invalid' as const };
  if (!link) return <p className="loading">Opening the invitation…</p>;
  if (link.Status !== 'Valid' || !params) {
    const text =
      link.Status === 'Failed' ? link.message : InvitationText[link.Status as 'Expired' | 'Used' | 'Invalid'];
    return (
      <section className="form" aria-labelledby="invitation-title">
        <h1 id="invitation-title">Invitation</h1>
        <p className="form__error" role="alert">
          {text}
        </p>
        <p className="account-page__links">
          <Link to="/login">Sign in</Link>
        </p>
      </section>
    );
  }
  return <>{children(link, params.hash, params.recordId, store)}</>;
});

/**
 * /invitation/{Hash}/{RecordId}: the e-mailed link. It says what the invitation is and goes on to register
 * (/register/invitation/...) or, for an address that already has an account, to sign in (/login/invitation/...).
 * Someone signed in is asked to sign out first: the invitation is for one address.
 */
export const InvitationPage = observer(function InvitationPage(props: PageProps) {
  const { user } = useStores();
  const isSilent = props.match.query.silent === 'true';
  return (
    <div className="auth-card">
      <WithInvitation {...props}>
        {(details, hash, recordId) =>
          user.user?.logged ? (
            <section className="form" aria-labelledby="invitation-title">
              <h1 id="invitation-title">Invitation</h1>
              <p role="alert">{InvitationText.wrongAccount(details.Email)}</p>
              <p className="account-page__links">
                <Link to="/logout">Sign out</Link>
              </p>
            </section>
          ) : (
            <Navigate
              replace
              to={(details.HasAccount ? loginInvitationPath : registerInvitationPath)(
                hash,
                recordId,
                details.Email,
                isSilent,
              )}
            />
          )
        }
      </WithInvitation>
    </div>
  );
});

function Summary({ details, silent }: { details: InvitationDetails; silent: boolean }) {
  if (silent) return null;
  return (
    <p className="account-summary">{InvitationText.welcome(details.WorkspaceName, details.InvitedByName)}</p>
  );
}

interface InvitationFormProps {
  /** The prefix of the form's ids: `register`, `accept`. */
  id: string;
  title: string;
  details: InvitationDetails;
  silent: boolean;
  store: InvitationStore;
  /** Takes the invitation (registering or signing in): the signed-in user, or null when it did not work. */
  accept: () => Promise<object | null>;
  submit: { idle: string; busy: string };
  children: ReactNode;
  footer?: ReactNode;
}

/** What both invitation pages show around their own fields, and what a successful submit does. */
const InvitationForm = observer(function InvitationForm({
  id,
  title,
  details,
  silent,
  store,
  accept,
  submit,
  children,
  footer,
}: InvitationFormProps) {
  const navigate = useNavigate();
  const { navigation } = useStores();
  const submitted = async (event: FormEvent) => {
    event.preventDefault();
    if (await accept()) navigate(navigation.defaultPath(), { replace: true });
  };
  return (
    <form className="form" onSubmit={(e) => void submitted(e)} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      <Summary details={details} silent={silent} />
      {store.errors.form && (
        <p className="form__error" role="alert">
          {store.errors.form}
        </p>
      )}
      <FormField id={`${id}-email`} label="E-mail">
        {(control) => (
          <input {...control} type="email" autoComplete="username" value={details.Email} readOnly />
        )}
      </FormField>
      {children}
      <button type="submit" className="button button--wide" disabled={store.busy}>
        {store.busy ? submit.busy : submit.idle}
      </button>
      {footer}
    </form>
  );
});

/** /register/invitation/{Hash}/{RecordId}/{Email}/{IsSilent}: a new account for the invited address, then signed in. */
export const RegisterInvitationPage = observer(function RegisterInvitationPage(props: PageProps) {
  const silent = props.match.params.isSilent === 'true';
  return (
    <WithInvitation {...props}>
      {(details, hash, recordId, store) => {
        const { errors } = store;
        return (
          <InvitationForm
            id="register"
            title={`Join ${details.WorkspaceName}`}
            details={details}
            silent={silent}
            store={store}
            accept={() => store.registered(hash, recordId)}
            submit={{ idle: 'Create account and join', busy: 'Creating your account…' }}
          >
            {(['firstName', 'lastName'] as const).map((field, i) => (
              <FormField
                key={field}
                id={`register-${field}`}
                label={field === 'firstName' ? 'First name' : 'Last name'}
                error={errors[field]}
              >
                {(control) => (
                  <input
                    {...control}
                    autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
                    maxLength={100}
                    value={store[field]}
                    autoFocus={i === 0}
                    onChange={(e) => store.typed(field, e.target.value)}
                  />
                )}
              </FormField>
            ))}
            <NewPasswordFields id="register" store={store} />
          </InvitationForm>
        );
      }}
    </WithInvitation>
  );
});

/** /login/invitation/{Hash}/{RecordId}/{Email}/{IsSilent}: an existing account signs in and takes the invitation. */
export const LoginInvitationPage = observer(function LoginInvitationPage(props: PageProps) {
  const silent = props.match.params.isSilent === 'true';
  return (
    <WithInvitation {...props}>
      {(details, hash, recordId, store) => (
        <InvitationForm
          id="accept"
          title={`Sign in to join ${details.WorkspaceName}`}
          details={details}
          silent={silent}
          store={store}
          accept={() => store.signedIn(hash, recordId)}
          submit={{ idle: 'Sign in and join', busy: 'Signing in…' }}
          footer={
            <p className="account-page__links">
              <Link to="/reset-password">Forgot your password?</Link>
            </p>
          }
        >
          <PasswordField
            id="accept-password"
            label="Password"
            autoComplete="current-password"
            value={store.password}
            error={store.errors.password}
            onChange={(v) => store.typed('password', v)}
            autoFocus
          />
        </InvitationForm>
      )}
    </WithInvitation>
  );
});
