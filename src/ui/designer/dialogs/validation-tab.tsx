import { observer } from 'mobx-react-lite';
import { numberedFieldName } from '../../../domain/forms/field-number';
import { Fragment } from 'react';
import type { FieldValidationCondition } from '../../../domain/forms/form.entity';
import type {
  CompareKind,
  ValidationEditorStore,
} from '../../../stores/designer-dialogs/validation-editor.store';
import { SelectInput, TextInput } from './controls';

const KIND_LABELS: Record<CompareKind, string> = {
  constant: 'A value',
  field: 'Another field',
  option: 'An option',
};

/** The Validation tab: the field shows its error message when every group has a condition that holds. */
export const ValidationTab = observer(function ValidationTab({
  store,
  showErrors,
}: {
  store: ValidationEditorStore;
  showErrors: boolean;
}) {
  const groups = store.validation.FieldValidationGroups;
  return (
    <div className="dlg-validation">
      <p className="dlg-field__hint">
        The field is marked invalid when every group holds. Within a group, one condition is enough (OR); all
        groups must hold (AND).
      </p>
      <TextInput
        label="Error message"
        value={store.validation.ErrorMessage}
        maxLength={2000}
        onChange={store.errorMessageChanged}
        hint="Shown under the field when the conditions hold."
      />
      {groups.map((group, g) => (
        <Fragment key={group.Order}>
          {g > 0 && (
            <p className="dlg-join" aria-hidden="true">
              AND
            </p>
          )}
          <section className="dlg-group" aria-label={`Group ${g + 1}`}>
            <h3 className="dlg-field__hint">{`Group ${g + 1}`}</h3>
            {group.FieldValidationConditions.length === 0 && (
              <p className="dlg-empty">No conditions in this group yet.</p>
            )}
            {group.FieldValidationConditions.map((condition, c) => (
              <Fragment key={condition.Order}>
                {c > 0 && (
                  <p className="dlg-join" aria-hidden="true">
                    OR
                  </p>
                )}
                <ConditionRow store={store} condition={condition} g={g} c={c} showErrors={showErrors} />
              </Fragment>
            ))}
            <div>
              <button
                type="button"
                className="button button--plain dlg-small"
                onClick={() => store.conditionAdded(g)}
              >
                {`Add condition to group ${g + 1}`}
              </button>
            </div>
          </section>
        </Fragment>
      ))}
      <div>
        <button type="button" className="button dlg-small" onClick={store.groupAdded}>
          Add group
        </button>
      </div>
    </div>
  );
});

interface RowProps {
  store: ValidationEditorStore;
  condition: FieldValidationCondition;
  g: number;
  c: number;
  showErrors: boolean;
}

const ConditionRow = observer(function ConditionRow({ store, condition, g, c, showErrors }: RowProps) {
  const view = store.view(condition);
  const name = `condition ${c + 1} of group ${g + 1}`;
  const self = store.sourceChoices[0];
  const errors = showErrors ? view.errors : {};
  return (
    <div className="dlg-condition" role="group" aria-label={`Condition ${c + 1} of group ${g + 1}`}>
      <SelectInput
        label={`Field (${name})`}
        value={view.source === self ? -1 : view.source.FieldDefinitionId}
        choices={store.sourceChoices.map((f, i) => ({
          value: i === 0 ? -1 : f.FieldDefinitionId,
          label: i === 0 ? 'This field' : numberedFieldName(f),
        }))}
        onChange={(id) => store.sourceChanged(g, c, id === -1 ? null : id)}
      />
      <SelectInput
        label={`Operator (${name})`}
        value={view.operators.some((o) => o.id === condition.OperatorId) ? condition.OperatorId : null}
        choices={view.operators.map((o) => ({ value: o.id, label: o.label }))}
        error={errors.operator}
        onChange={(id) => id !== null && store.operatorChanged(g, c, id)}
      />
      {view.needsValue && view.kinds.length > 1 && (
        <SelectInput
          label={`Compare to (${name})`}
          value={view.kind}
          choices={view.kinds.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          onChange={(kind) => kind !== null && store.kindChanged(g, c, kind)}
        />
      )}
      {view.needsValue && view.kind === 'constant' && view.kinds.includes('constant') && (
        <TextInput
          label={`Value (${name})`}
          value={condition.CompareToConstant ?? ''}
          error={errors.value}
          onChange={(value) => store.constantChanged(g, c, value)}
        />
      )}
      {view.needsValue && view.kind === 'field' && (
        <SelectInput
          label={`Other field (${name})`}
          value={condition.CompareToFieldDefinitionId ?? null}
          choices={view.compareFields.map((f) => ({
            value: f.FieldDefinitionId,
            label: numberedFieldName(f),
          }))}
          error={errors.value}
          onChange={(id) => store.compareFieldChanged(g, c, id)}
        />
      )}
      {view.needsValue && view.kinds.includes('option') && view.kind !== 'field' && (
        <SelectInput
          label={`Option (${name})`}
          value={condition.CompareToOptionId ?? null}
          choices={view.options.map((o) => ({ value: o.OptionId, label: o.Name }))}
          error={errors.value}
          onChange={(id) => store.compareOptionChanged(g, c, id)}
        />
      )}
      <div>
        <button
          type="button"
          className="button button--plain dlg-small"
          aria-label={`Delete ${name}`}
          onClick={() => store.conditionRemoved(g, c)}
        >
          Delete
        </button>
      </div>
    </div>
  );
});
