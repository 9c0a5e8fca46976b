import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { FieldDialogModeId } from '../../../../domain/forms/designer/field-dialog-mode';
import type { FieldDefinition, Form } from '../../../../domain/forms/form.entity';
import { FieldDialogStore } from '../../../../stores/designer-dialogs/field-dialog.store';
import type { FieldDialogAccess, SubmitField } from '../../../../stores/designer-dialogs/field-dialog-input';
import { useStore } from '../../../app/stores-context';
import { DialogMessageLine } from '../controls';
import { CheckboxInput } from '../check-controls';
import { Modal } from '../modal';
import { ValidationTab } from '../validation-tab';
import { GeneralTab } from './general-tab';

export interface FieldDialogProps {
  /** FieldDialogMode.Form (1), FieldDialogMode.FieldDefinition ('FIELD_DEFINITION') or FieldDialogMode.Template (2). */
  mode: FieldDialogModeId;
  /** The field to edit: a saved one, or a new one (e.g. newField(type, form) with its provisional id). */
  field: FieldDefinition;
  /** The form the field is (or goes) in: other fields for formulas, conditions, mirrors and nesting. */
  form: Form;
  /** Forms a linked field may take its parent from. */
  otherFormsInSet: Array<{ FormId: number; FormName: string }>;
  /** Saves the field. Resolve null (or `{ fieldDefinitionId }` for a new field) when saved, or the message to show. */
  onSubmit: SubmitField;
  onClose: () => void;
  /** Whether the field is new; by default: its id is not in form.Fields. */
  isNew?: boolean;
  /** What the user may do: set restrictions, turn encryption off (both by default). */
  access?: FieldDialogAccess;
}

type Tab = 'general' | 'validation';

/** The field dialog: General (and Validation) tabs, Create / Save / Apply, Cancel. */
export const FieldDialog = observer(function FieldDialog(props: FieldDialogProps) {
  const store = useStore(FieldDialogStore);
  const latest = useRef(props);
  latest.current = props;
  useEffect(() => {
    const { mode, field, form, otherFormsInSet, isNew, access } = latest.current;
    store.open({ mode, field, form, otherFormsInSet, isNew, access });
  }, [store]);
  const tabsId = useId();
  const parts = store.parts;
  if (!parts) return null;

  const close = () => void store.closeRequested(latest.current.onClose);
  const submit = async () => {
    if (await store.submit(latest.current.onSubmit)) latest.current.onClose();
  };
  const tabs: Tab[] = store.hasValidationTab ? ['general', 'validation'] : ['general'];
  const tab: Tab = tabs.includes(store.tab) ? store.tab : 'general';
  const tabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = tabs[(tabs.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    store.tabChanged(next);
    document.getElementById(`${tabsId}-${next}-tab`)?.focus();
  };
  const invalidTab = (t: Tab) =>
    store.attempted &&
    (t === 'general' ? Object.keys(store.generalErrors).length > 0 : store.validationInvalid);
  const footer = (
    <>
      {store.offersSaveAsTemplate && (
        <CheckboxInput
          label="Save as template"
          checked={store.saveAsTemplate}
          onChange={store.saveAsTemplateChanged}
        />
      )}
      <DialogMessageLine message={store.message} />
      <span className="dlg-spacer" />
      <button type="button" className="button" disabled={store.busy} onClick={() => void submit()}>
        {store.buttonLabel}
      </button>
      <button type="button" className="button button--plain" onClick={close}>
        Cancel
      </button>
    </>
  );
  return (
    <Modal title={store.title} onClose={close} footer={footer} size="wide">
      {tabs.length > 1 && (
        <div role="tablist" aria-label="Field settings" className="dlg-tabs" onKeyDown={tabKey}>
          {tabs.map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              id={`${tabsId}-${t}-tab`}
              aria-selected={t === tab}
              aria-controls={`${tabsId}-${t}-panel`}
              tabIndex={t === tab ? 0 : -1}
              className={`dlg-tab${invalidTab(t) ? ' dlg-tab--invalid' : ''}`}
              onClick={() => store.tabChanged(t)}
            >
              {t === 'general' ? 'General' : 'Validation'}
            </button>
          ))}
        </div>
      )}
      <div
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        id={`${tabsId}-${tab}-panel`}
        aria-labelledby={tabs.length > 1 ? `${tabsId}-${tab}-tab` : undefined}
        className="dlg-panel"
      >
        {tab === 'general' ? (
          <GeneralTab store={store} parts={parts} />
        ) : store.setupState === 'loading' ? (
          <p className="dlg-empty">Loading...</p>
        ) : (
          <ValidationTab store={parts.validation} showErrors={store.attempted} />
        )}
      </div>
    </Modal>
  );
});
