import { observer } from 'mobx-react-lite';
import type { FieldDialogStore } from '../../../../stores/designer-dialogs/field-dialog.store';
import { TextAreaInput, TextInput } from '../controls';
import { CheckboxInput } from '../check-controls';

/** Label (or header text, or text content), reference label, show field name, column span. */
export const LabelSection = observer(function LabelSection({ store }: { store: FieldDialogStore }) {
  const { draft, sections } = store;
  const field = draft.field;
  const label = (value: string) => {
    draft.labelChanged(value);
    store.touch('Name');
  };
  return (
    <div className="dlg-grid">
      {sections.label && (
        <TextInput label="Label" value={field.Name} error={store.errorsOf('Name')} onChange={label} />
      )}
      {sections.headerText && (
        <TextInput label="Header text" value={field.Name} error={store.errorsOf('Name')} onChange={label} />
      )}
      {sections.referenceLabel && (
        <TextInput
          label="Reference label"
          value={field.ReferenceLabel ?? ''}
          error={store.errorsOf('ReferenceLabel')}
          hint="The name used in reports and exports."
          onChange={(value) => {
            draft.changed({ ReferenceLabel: value });
            store.touch('ReferenceLabel');
          }}
        />
      )}
      {sections.colSpan && (
        <TextInput
          label="Column span"
          inputMode="numeric"
          value={draft.colSpanText}
          error={store.errorsOf('ColSpan')}
          onChange={(value) => {
            draft.colSpanChanged(value);
            store.touch('ColSpan');
          }}
        />
      )}
      {sections.showFieldName && (
        <CheckboxInput
          label="Show field name"
          checked={field.ShowFieldName !== false}
          onChange={(on) => draft.changed({ ShowFieldName: on })}
        />
      )}
      {sections.content && (
        <TextAreaInput
          label="Text"
          rows={5}
          value={field.Data ?? ''}
          className="dlg-wide"
          onChange={(value) => draft.changed({ Data: value })}
        />
      )}
    </div>
  );
});
