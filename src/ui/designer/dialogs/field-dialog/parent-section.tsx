import { observer } from 'mobx-react-lite';
import { mirrorParentChoices } from '../../../../domain/forms/designer/parent-fields';
import { numberedFieldName } from '../../../../domain/forms/field-number';
import type { FieldDialogStore } from '../../../../stores/designer-dialogs/field-dialog.store';
import type { FieldDialogParts } from '../../../../stores/designer-dialogs/field-dialog-parts';
import { SelectInput } from '../controls';

const label = numberedFieldName;

/** A linked field's form and field, or a mirror field's parent. */
export const ParentSection = observer(function ParentSection({
  store,
  parts,
}: {
  store: FieldDialogStore;
  parts: FieldDialogParts;
}) {
  const { sections } = store;
  const field = parts.draft.field;
  if (sections.mirror) {
    const choices = mirrorParentChoices(store.form.Fields, field.FieldDefinitionId);
    return (
      <SelectInput
        label="Parent field"
        value={field.ParentFieldDefinitionId ?? null}
        placeholder="Choose a field..."
        choices={choices.map((f) => ({ value: f.FieldDefinitionId, label: label(f) }))}
        error={store.errorsOf('ParentFieldDefinitionId')}
        hint="A mirror field shows its parent's value and takes all its properties."
        onChange={(id) => {
          parts.mirrorParentChanged(choices.find((f) => f.FieldDefinitionId === id) ?? null);
          store.touch('ParentFieldDefinitionId');
        }}
      />
    );
  }
  if (!sections.linked) return null;
  const linked = parts.linked;
  const placeholder =
    linked.state === 'loading'
      ? 'Loading...'
      : linked.state === 'failed'
        ? 'The fields could not be loaded.'
        : 'Choose a field...';
  return (
    <div className="dlg-grid">
      <SelectInput
        label="Linked form"
        value={linked.formId}
        placeholder="Choose a form..."
        choices={store.otherFormsInSet.map((f) => ({ value: f.FormId, label: f.FormName }))}
        error={store.errorsOf('LinkedFormId')}
        onChange={(id) => {
          parts.linkedFormChanged(id);
          store.touch('LinkedFormId');
        }}
      />
      <SelectInput
        label="Linked field"
        value={
          linked.fieldOf(field.ParentFieldDefinitionId ?? null)
            ? (field.ParentFieldDefinitionId ?? null)
            : null
        }
        placeholder={placeholder}
        disabled={linked.state !== 'ready'}
        choices={linked.fields.map((f) => ({ value: f.FieldDefinitionId, label: label(f) }))}
        error={store.errorsOf('ParentFieldDefinitionId')}
        hint="A linked field copies the type, column span and formula of its parent."
        onChange={(id) => {
          parts.linkedFieldChanged(id);
          store.touch('ParentFieldDefinitionId');
        }}
      />
    </div>
  );
});
