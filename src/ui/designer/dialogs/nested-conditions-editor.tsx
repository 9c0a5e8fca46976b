import { observer } from 'mobx-react-lite';
import { numberedFieldName } from '../../../domain/forms/field-number';
import type { NestedConditionsStore } from '../../../stores/designer-dialogs/nested-conditions.store';
import { SelectInput } from './controls';
import { OptionListEditor, reorderKey } from './option-list-editor';

/** Nested-select conditions: "when <field> is <option>, offer <options>", in order, with an Add / Save editor. */
export const NestedConditionsEditor = observer(function NestedConditionsEditor({
  store,
}: {
  store: NestedConditionsStore;
}) {
  const sources = store.sources;
  if (!sources.ok) {
    return (
      <fieldset className="dlg-section">
        <legend>Nesting conditions</legend>
        <p className="dlg-message" role="alert">
          {sources.message}
        </p>
      </fieldset>
    );
  }
  return (
    <fieldset className="dlg-section">
      <legend>Nesting conditions</legend>
      {store.conditions.length === 0 ? (
        <p className="dlg-empty">No conditions yet.</p>
      ) : (
        <ol className="dlg-list" aria-label="Nesting conditions">
          {store.conditions.map((condition, index) => {
            const text = `When ${store.fieldName(condition.TargetFieldDefinitionId)} is ${store.optionName(condition.TargetFieldDefinitionId, condition.TargetOptionId)}: ${
              condition.OptionsList.map((o) => o.Name).join(', ') || 'no options'
            }`;
            return (
              <li
                key={`${condition.ConditionId}-${condition.TargetFieldDefinitionId}-${condition.TargetOptionId}`}
                tabIndex={0}
                aria-label={text}
                className={store.editingIndex === index ? 'dlg-list__item--active' : undefined}
                onKeyDown={(event) => reorderKey(event, index, store.moved)}
              >
                <span className="dlg-list__text">{text}</span>
                <button
                  type="button"
                  className="button button--plain dlg-small"
                  aria-label={`Move condition ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => store.moved(index, index - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button--plain dlg-small"
                  aria-label={`Move condition ${index + 1} down`}
                  disabled={index === store.conditions.length - 1}
                  onClick={() => store.moved(index, index + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button--plain dlg-small"
                  aria-label={`Edit condition ${index + 1}`}
                  onClick={() => store.editStarted(index)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="button button--plain dlg-small"
                  aria-label={`Delete condition ${index + 1}`}
                  onClick={() => store.removed(index)}
                >
                  Delete
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <p className="dlg-field__hint" aria-live="polite">
        {store.announcement}
      </p>
      <ConditionRow store={store} />
    </fieldset>
  );
});

const ConditionRow = observer(function ConditionRow({ store }: { store: NestedConditionsStore }) {
  const heading = store.mode === 'Add' ? 'New condition' : `Condition ${(store.editingIndex ?? 0) + 1}`;
  return (
    <fieldset className="dlg-section">
      <legend>{heading}</legend>
      <div className="dlg-grid">
        <SelectInput
          label="When field"
          value={store.targetFieldId}
          placeholder="Choose a field..."
          choices={store.sourceFields.map((f) => ({
            value: f.FieldDefinitionId,
            label: numberedFieldName(f),
          }))}
          onChange={store.targetFieldChanged}
        />
        <SelectInput
          label="Has option"
          value={store.targetOptionId}
          placeholder="Choose an option..."
          disabled={store.targetFieldId === null}
          choices={store.targetOptions.map((o) => ({ value: o.OptionId, label: o.Name }))}
          error={store.error}
          onChange={store.targetOptionChanged}
        />
      </div>
      <OptionListEditor store={store.draftOptions} label="Options offered" />
      <div className="dlg-row">
        <button type="button" className="button dlg-small" onClick={() => store.submitted()}>
          {store.mode}
        </button>
        {store.mode === 'Save' && (
          <button type="button" className="button button--plain dlg-small" onClick={store.editCancelled}>
            Cancel editing
          </button>
        )}
      </div>
    </fieldset>
  );
});
