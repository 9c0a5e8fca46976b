import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { FormInstanceStore } from '../../stores/form-instance/form-instance.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { PageHeader } from '../components/page-header';
import { FieldGrid } from '../fields/field-grid';
import type { EncryptedValues } from '../fields/field-renderer.types';
import type { PageProps } from '../pages/page-props';
import { ExportButtons } from './export/export-buttons';
import './form-instance.css';

/** (ours) Shown when the user left during a save: the page goes once it is saved. */
export const LEAVE_AFTER_SAVE = 'Saving… you will leave this page once it is saved.';

/**
 * /forminstance/{instanceId}: the filled form with Save, Cancel (back to the project) and the exports
 * (forms spec §2). Leaving with unsaved changes asks first; unsaved entries are kept as a draft.
 */
export const FormInstancePage = observer(function FormInstancePage({ match }: PageProps) {
  const store = useStore(FormInstanceStore);
  const instanceId = Number(match.params.instanceId);
  useEffect(() => {
    void store.opened(instanceId);
  }, [store, instanceId]);
  usePageSubject(match.path, store.instance?.Name, store.instance?.ProjectName);
  const encrypted = useMemo<EncryptedValues>(
    () => ({
      revealed: store.revealed,
      pending: store.revealing,
      reveal: (id) => void store.revealClicked(id),
    }),
    [store],
  );
  const values = useMemo(() => () => store.fields.values, [store]);
  const { instance, status } = store;
  // Once the form is on screen (never over "Loading…"), a draft of an earlier visit is offered back.
  useEffect(() => {
    if (status === 'ready') void store.formShown();
  }, [store, status]);
  if (status !== 'ready' || !instance) {
    return (
      <section className="form-instance" aria-busy="true">
        <p className="loading">
          <span className="spinner" aria-hidden="true" /> Loading…
        </p>
      </section>
    );
  }
  const readOnly = store.readOnly;
  return (
    <section className="form-instance">
      <PageHeader
        title={instance.Name}
        crumbs={[
          { label: 'Projects', to: '/project/list' },
          { label: instance.ProjectName, to: `/project/details/${instance.ProjectId}` },
        ]}
        actions={
          <>
            {readOnly && <span className="tag">Read-only</span>}
            <ExportButtons instance={instance} values={values} isFormValid={store.valid} />
            <button type="button" className="button button--plain" onClick={() => void store.cancelClicked()}>
              Cancel
            </button>
            <button
              type="button"
              className="button"
              onClick={() => void store.saveClicked()}
              disabled={readOnly || store.saving || !store.dirty}
            >
              {store.saving ? 'Saving…' : 'Save'}
            </button>
          </>
        }
      />
      {store.saving && store.leaveAfterSave ? (
        <p className="form-instance__status" role="status">
          {LEAVE_AFTER_SAVE}
        </p>
      ) : (
        store.dirty && (
          <p className="form-instance__status" role="status">
            Unsaved changes
          </p>
        )
      )}
      <FieldGrid
        layout={instance}
        entries={store.fields}
        shapes={store.model?.shapeOf}
        readOnly={readOnly}
        onChange={store.fieldChanged}
        encrypted={encrypted}
        idPrefix="fi"
        label={instance.Name}
        nearViewFirst
      />
    </section>
  );
});
