import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { SharedFormStore } from '../../stores/sharing/shared-form.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { FieldGrid } from '../fields/field-grid';
import type { EncryptedValues } from '../fields/field-renderer.types';
import type { PageProps } from '../pages/page-props';
import { CodeStep, EmailStep, MismatchStep, TooManyStep } from './recipient-steps';
import '../form-instance/form-instance.css';
import './sharing.css';

/**
 * /direct-form/{hash}/{scopeId?}: a form shared with someone outside the workspace (reports and sharing spec §2, §4).
 * The header shows the workspace's logo (only when it has one), its name and the form's name; then the pages e-mail,
 * mismatch, code, too many requests, and the form drawn by THE field renderer with Save and Cancel.
 */
export const SharedFormPage = observer(function SharedFormPage({ match }: PageProps) {
  const store = useStore(SharedFormStore);
  const hash = match.params.hash ?? '';
  useEffect(() => {
    void store.opened(hash);
  }, [store, hash]);
  usePageSubject(match.path, store.details?.FormName);
  const encrypted = useMemo<EncryptedValues>(
    () => ({
      revealed: store.revealed,
      pending: store.revealing,
      reveal: (id) => void store.revealClicked(id),
    }),
    [store],
  );
  const { details, step, instance } = store;
  if (step === 'loading' || !details) {
    return (
      <section className="shared-form" aria-busy={step === 'loading'}>
        {step === 'loading' ? (
          <p className="loading">
            <span className="spinner" aria-hidden="true" /> Loading…
          </p>
        ) : (
          <p role="alert">This form cannot be opened right now. Please try again later.</p>
        )}
      </section>
    );
  }
  return (
    <section className="shared-form">
      <header className="shared-form__header">
        {details.HasActiveLogo && details.Logo && (
          <img className="shared-form__logo" src={details.Logo} alt={`${details.WorkspaceName} logo`} />
        )}
        <div>
          <p className="shared-form__workspace">{details.WorkspaceName}</p>
          <h1>{details.FormName}</h1>
        </div>
      </header>
      {step === 'email' && <EmailStep store={store} />}
      {step === 'mismatch' && <MismatchStep store={store} />}
      {step === 'code' && <CodeStep store={store} />}
      {step === 'too-many' && <TooManyStep store={store} />}
      {step === 'form' && instance && (
        <>
          <div className="shared-form__actions">
            {store.readOnly && <span className="tag">Read-only</span>}
            {store.dirty && <span role="status">Unsaved changes</span>}
            <button type="button" className="button button--plain" onClick={() => void store.cancelClicked()}>
              Cancel
            </button>
            <button
              type="button"
              className="button"
              onClick={() => void store.saveClicked()}
              disabled={store.readOnly || store.saving || !store.dirty}
            >
              {store.saving ? 'Saving…' : 'Save'}
            </button>
          </div>
          {store.resetWarned && store.dirty && (
            <p className="shared-form__warning" role="alert">
              This page will return to its start in a few minutes. Entries you have not saved will be lost:
              save them now.
            </p>
          )}
          <FieldGrid
            layout={instance}
            entries={store.fields}
            shapes={store.model?.shapeOf}
            readOnly={store.readOnly}
            onChange={store.fieldChanged}
            encrypted={encrypted}
            idPrefix="sf"
            label={details.FormName}
          />
        </>
      )}
    </section>
  );
});
