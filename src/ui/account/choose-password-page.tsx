import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { linkParams } from '../../domain/account/account-tokens';
import { ProfileText } from '../../domain/account/profile.entity';
import { useStore } from '../app/stores-context';
import type { PageProps } from '../pages/page-props';
import { NewPasswordFields } from './password-fields';
import { MEMBER_RESET, type ResetFlavour } from './reset-flavour';
import './account.css';

/** /changepassword/{Hash}/{RecordId} (issue 17): the e-mailed link; a new password twice, once, within 30 minutes. */
export const ChoosePasswordPage = observer(function ChoosePasswordPage({
  match,
  flavour = MEMBER_RESET,
}: PageProps & { flavour?: ResetFlavour }) {
  const store = useStore(flavour.store);
  const navigate = useNavigate();
  const params = linkParams(match.params.hash, match.params.recordId);
  useEffect(() => {
    if (params) void store.linkOpened(params.hash, params.recordId);
  }, [store, params?.hash, params?.recordId]); // eslint-disable-line react-hooks/exhaustive-deps
  const problem = params ? store.linkText() : ProfileText.resetInvalid;
  if (problem || !store.link) {
    return (
      <section className="form" aria-labelledby="choose-title">
        <h1 id="choose-title">Choose a new password</h1>
        {problem ? (
          <p className="form__error" role="alert">
            {problem}
          </p>
        ) : (
          <p className="loading">Checking the link…</p>
        )}
        <p className="account-page__links">
          <Link to={flavour.resetPath}>Ask for a new link</Link>
          <Link to={flavour.signInPath}>Sign in</Link>
        </p>
      </section>
    );
  }
  const submitted = async (event: FormEvent) => {
    event.preventDefault();
    if (params && (await store.chosen(params.hash, params.recordId)))
      navigate(flavour.signInPath, { replace: true });
  };
  const { errors } = store;
  return (
    <form className="form" onSubmit={(e) => void submitted(e)} noValidate aria-labelledby="choose-title">
      <h1 id="choose-title">Choose a new password</h1>
      {store.link.status === 'Valid' && <p className="account-summary">For {store.link.email}</p>}
      {errors.form && (
        <p className="form__error" role="alert">
          {errors.form}
        </p>
      )}
      <NewPasswordFields id="new" store={store} labels={['New password', 'Confirm new password']} autoFocus />
      <button type="submit" className="button button--wide" disabled={store.busy}>
        {store.busy ? 'Saving…' : 'Save the new password'}
      </button>
    </form>
  );
});
