import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import type { FormulaFieldRef } from '../../../../domain/forms/designer/formula-editor';
import type { FieldDialogStore } from '../../../../stores/designer-dialogs/field-dialog.store';
import type { FormulaEditorStore } from '../../../../stores/designer-dialogs/formula-editor.store';
import { FormField } from '../../../components/form-field';
import { SelectInput } from '../controls';

/** The formula editor: F{n} references, errors as you type, the fields it uses and those that use it. */
export const FormulaSection = observer(function FormulaSection({
  store,
  formula,
}: {
  store: FieldDialogStore;
  formula: FormulaEditorStore;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [pick, setPick] = useState<number | null>(null);
  const errors = store.errorsOf('Formula');
  const insert = () => {
    if (pick === null) return;
    const caret = formula.referenceInserted(pick, area.current?.selectionStart ?? undefined);
    setPick(null);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(caret, caret);
    });
  };
  return (
    <fieldset className="dlg-section dlg-formula">
      <legend>Formula</legend>
      <FormField
        variant="dialog"
        label="Formula"
        hint="Refer to fields as F and their number, e.g. F3 * 2 or SUM(R1C1:R2C3)."
        error={errors}
        announce="polite"
      >
        {(control) => (
          <textarea
            {...control}
            ref={area}
            rows={3}
            spellCheck={false}
            value={formula.text}
            onChange={(event) => {
              formula.textChanged(event.target.value);
              store.touch('Formula');
            }}
          />
        )}
      </FormField>
      <div className="dlg-row">
        <SelectInput
          label="Insert a field"
          value={pick}
          placeholder="Choose a field..."
          choices={formula.referenceable.map((f) => ({ value: f.id, label: f.label }))}
          onChange={setPick}
        />
        <button type="button" className="button dlg-small" disabled={pick === null} onClick={insert}>
          Insert
        </button>
      </div>
      <div className="dlg-refs">
        <FieldRefs title="Uses" refs={formula.uses} />
        <FieldRefs title="Used by" refs={formula.usedBy} />
      </div>
    </fieldset>
  );
});

function FieldRefs({ title, refs }: { title: string; refs: readonly FormulaFieldRef[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h4 id={id}>{title}</h4>
      {refs.length === 0 ? (
        <p className="dlg-empty">None</p>
      ) : (
        <ul className="dlg-list" aria-labelledby={id}>
          {refs.map((ref) => (
            <li key={ref.id}>{ref.label}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
