import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { routeId } from '../../domain/cabinet/cabinet-paths';
import {
  SITE_HASH,
  SITE_NOT_ACTIVE_PATH,
  SITE_USER_LOGIN_PATH,
  siteInvitationNextPath,
  sitePasswordLoginPath,
} from '../../domain/sites/site-paths';
import { SITE_NOT_ACTIVE, SiteInvitationText } from '../../domain/sites/site-visit.entity';
import { SiteEntryStore } from '../../stores/sites/site-entry.store';
import { useStore, useStores } from '../app/stores-context';
import { FormField } from '../components/form-field';
import type { PageProps } from '../pages/page-props';
import { NewPasswordFields, PasswordField } from '../account/password-fields';
import './site-visit.css';

/** Where a site account goes once in: where it was sent from (returnUrl), else the site's project list. */
function useEntered(store: SiteEntryStore, match: PageProps['match']) {
  const { navigation } = useStores();
  const navigate = useNavigate();
  useEffect(() => {
    if (store.outcome === 'in')
      navigate(navigation.afterSignIn(`${match.path}${match.search ? `?${match.search}` : ''}`), {
        replace: true,
      });
    if (store.outcome === 'not-active') navigate(SITE_NOT_ACTIVE_PATH, { replace: true });
  }, [store.outcome, navigate, navigation, match.path, match.search]);
}

function EntryCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="site-entry">
      <section className="site-entry__card" aria-labelledby="site-entry-title">
        <h1 id="site-entry-title">{title}</h1>
        {intro && <p className="site-entry__intro">{intro}</p>}
        {children}
      </section>
    </div>
  );
}

function FormError({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <p className="form__error" role="alert">
      {text}
    </p>
  );
}

/**
 * /site/user/login: an individual-access site's sign-in. A browser that last entered a single-password site goes
 * back to that site's password page (a sign-out or a 401 lands here), unless the person asks for this page.
 */
export const SiteUserLoginPage = observer(function SiteUserLoginPage({ match }: PageProps) {
  const store = useStore(SiteEntryStore);
  useEntered(store, match);
  const remembered = store.rememberedSite();
  if (remembered && SITE_HASH.test(remembered) && match.query.account !== 'own')
    return <Navigate replace to={sitePasswordLoginPath(remembered)} />;
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void store.signInSubmitted();
  };
  return (
    <EntryCard title="Sign in to your site" intro="Use the e-mail address your invitation was sent to.">
      <form className="form site-entry__form" onSubmit={submitted} noValidate>
        <FormError text={store.errors.form} />
        <FormField id="site-login-email" label="E-mail" error={store.errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="username"
              value={store.email}
              onChange={(e) => store.typed('email', e.target.value)}
              autoFocus
            />
          )}
        </FormField>
        <PasswordField
          id="site-login-password"
          label="Password"
          autoComplete="current-password"
          value={store.password}
          error={store.errors.password}
          onChange={(v) => store.typed('password', v)}
        />
        <button type="submit" className="button button--wide" disabled={store.busy}>
          {store.busy ? 'Signing in…' : 'Sign in'}
        </button>
        <p className="site-entry__links">
          <Link to="/site/reset-password">Forgot your password?</Link>
        </p>
      </form>
    </EntryCard>
  );
});

/** /site/password/login?site={Hash}: a single-password site asks only for its password. */
export const SitePasswordLoginPage = observer(function SitePasswordLoginPage({ match }: PageProps) {
  const store = useStore(SiteEntryStore);
  useEntered(store, match);
  const hash = match.query.site ?? '';
  if (!SITE_HASH.test(hash))
    return (
      <EntryCard title="Site sign-in">
        <p className="form__error" role="alert">
          This site address is not valid. Open the whole link you were sent.
        </p>
      </EntryCard>
    );
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void store.sitePasswordSubmitted(hash);
  };
  return (
    <EntryCard
      title="Enter the site’s password"
      intro="This site is protected by a password shared with you."
    >
      <form className="form site-entry__form" onSubmit={submitted} noValidate>
        <FormError text={store.errors.form} />
        <PasswordField
          id="site-password"
          label="Site password"
          autoComplete="current-password"
          value={store.password}
          error={store.errors.password}
          onChange={(v) => store.typed('password', v)}
          autoFocus
        />
        <button type="submit" className="button button--wide" disabled={store.busy}>
          {store.busy ? 'Opening…' : 'Open the site'}
        </button>
        <p className="site-entry__links">
          <Link to={`${SITE_USER_LOGIN_PATH}?account=own`}>I have my own site account</Link>
        </p>
      </form>
    </EntryCard>
  );
});

/** /site/account-not-active: a deactivated site account, or one past its access end date. */
export function SiteAccountNotActivePage() {
  return (
    <EntryCard title="Your access is not active">
      <p role="alert">{SITE_NOT_ACTIVE}</p>
      <p>If you still need it, ask the person who invited you to the site.</p>
      <p className="site-entry__links">
        <Link to={`${SITE_USER_LOGIN_PATH}?account=own`}>Back to the sign-in</Link>
      </p>
    </EntryCard>
  );
}

/** Loads the invitation a link names; renders `children` once it is valid, or says plainly why it is not. */
const WithSiteInvitation = observer(function WithSiteInvitation({
  match,
  store,
  children,
}: PageProps & { store: SiteEntryStore; children: (hash: string, recordId: number) => ReactNode }) {
  const hash = match.params.hash ?? '';
  const recordId = routeId(match.params.recordId);
  const valid = SITE_HASH.test(hash) && recordId !== null;
  useEffect(() => {
    if (valid) void store.invitationOpened(hash, recordId);
  }, [store, valid, hash, recordId]);
  const status = valid ? store.invitation?.Status : 'Invalid';
  if (store.invitationFailed)
    return (
      <EntryCard title="Invitation">
        <FormError text={store.invitationFailed} />
      </EntryCard>
    );
  if (!status) return <p className="loading">Opening the invitation…</p>;
  if (status !== 'Valid' || !valid)
    return (
      <EntryCard title="Invitation">
        <p className="form__error" role="alert">
          {SiteInvitationText[status as 'Used' | 'Replaced' | 'Invalid']}
        </p>
        <p className="site-entry__links">
          <Link to={`${SITE_USER_LOGIN_PATH}?account=own`}>Go to the sign-in</Link>
        </p>
      </EntryCard>
    );
  return <>{children(hash, recordId)}</>;
});

/** /site/invitation/{Hash}/{RecordId}: the e-mailed link; on to register, or to sign in for a known address. */
export const SiteInvitationPage = observer(function SiteInvitationPage(props: PageProps) {
  const store = useStore(SiteEntryStore);
  const { user } = useStores();
  const silent = props.match.query.silent === 'true';
  return (
    <WithSiteInvitation {...props} store={store}>
      {(hash, recordId) => {
        const invitation = store.invitation!;
        if (user.user?.logged)
          return (
            <EntryCard title="Invitation">
              <p role="alert">
                This invitation is for {invitation.Email}. Sign out first, then open the link again.
              </p>
              <p className="site-entry__links">
                <Link to="/site/logout">Sign out</Link>
              </p>
            </EntryCard>
          );
        return (
          <Navigate
            replace
            to={siteInvitationNextPath(invitation.HasAccount, hash, recordId, invitation.Email, silent)}
          />
        );
      }}
    </WithSiteInvitation>
  );
});

/** /site/register/invitation/{Hash}/{RecordId}/{Email}/{IsSilent}: choose a password, then in. */
export const SiteRegisterPage = observer(function SiteRegisterPage(props: PageProps) {
  const store = useStore(SiteEntryStore);
  useEntered(store, props.match);
  const silent = props.match.params.isSilent === 'true';
  return (
    <WithSiteInvitation {...props} store={store}>
      {(hash, recordId) => {
        const invitation = store.invitation!;
        const submitted = (event: FormEvent) => {
          event.preventDefault();
          void store.registerSubmitted(hash, recordId, {
            email: invitation.Email,
            firstName: invitation.FirstName,
            workspaceName: invitation.WorkspaceName,
          });
        };
        return (
          <EntryCard
            title={`Welcome, ${invitation.FirstName || invitation.Email}`}
            intro={
              silent ? undefined : SiteInvitationText.welcome(invitation.SiteName, invitation.WorkspaceName)
            }
          >
            <form className="form site-entry__form" onSubmit={submitted} noValidate>
              <p>Choose a password to open the site.</p>
              <FormError text={store.errors.form} />
              <FormField id="site-register-email" label="E-mail">
                {(control) => (
                  <input
                    {...control}
                    type="email"
                    autoComplete="username"
                    value={invitation.Email}
                    readOnly
                  />
                )}
              </FormField>
              <NewPasswordFields id="site-register" store={store} autoFocus />
              <button type="submit" className="button button--wide" disabled={store.busy}>
                {store.busy ? 'Creating your account…' : 'Create account and open the site'}
              </button>
            </form>
          </EntryCard>
        );
      }}
    </WithSiteInvitation>
  );
});

/** /site/login/invitation/{Hash}/{RecordId}/{Email}/{IsSilent}: an address with a site account signs in to take it. */
export const SiteLoginInvitationPage = observer(function SiteLoginInvitationPage(props: PageProps) {
  const store = useStore(SiteEntryStore);
  useEntered(store, props.match);
  const silent = props.match.params.isSilent === 'true';
  return (
    <WithSiteInvitation {...props} store={store}>
      {(hash, recordId) => {
        const invitation = store.invitation!;
        const submitted = (event: FormEvent) => {
          event.preventDefault();
          void store.acceptSubmitted(hash, recordId);
        };
        return (
          <EntryCard
            title="Sign in to open the site"
            intro={
              silent ? undefined : SiteInvitationText.welcome(invitation.SiteName, invitation.WorkspaceName)
            }
          >
            <form className="form site-entry__form" onSubmit={submitted} noValidate>
              <FormError text={store.errors.form} />
              <FormField id="site-accept-email" label="E-mail">
                {(control) => (
                  <input
                    {...control}
                    type="email"
                    autoComplete="username"
                    value={invitation.Email}
                    readOnly
                  />
                )}
              </FormField>
              <PasswordField
                id="site-accept-password"
                label="Password"
                autoComplete="current-password"
                value={store.password}
                error={store.errors.password}
                onChange={(v) => store.typed('password', v)}
                autoFocus
              />
              <button type="submit" className="button button--wide" disabled={store.busy}>
                {store.busy ? 'Signing in…' : 'Sign in and open the site'}
              </button>
            </form>
          </EntryCard>
        );
      }}
    </WithSiteInvitation>
  );
});
