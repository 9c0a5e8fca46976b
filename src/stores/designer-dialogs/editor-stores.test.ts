import { describe, expect, it } from 'vitest';
import { Operator, OperatorType } from '../../domain/forms/conditions/operators';
import { FieldType, type FieldDefinition } from '../../domain/forms/form.entity';
import { NestedConditionsStore } from './nested-conditions.store';
import { OptionListStore } from './option-list.store';
import { ValidationEditorStore } from './validation-editor.store';

const f = (
  FieldDefinitionId: number,
  TypeId: FieldDefinition['TypeId'],
  extra: Partial<FieldDefinition> = {},
): FieldDefinition => ({
  FieldDefinitionId,
  FormId: 1,
  TypeId,
  Name: `Field ${FieldDefinitionId}`,
  Sequence: FieldDefinitionId,
  ColSpan: 1,
  ...extra,
});
const colours = f(2, FieldType.Select, {
  OptionsList: [
    { OptionId: 11, Name: 'Red', Order: 1 },
    { OptionId: 12, Name: 'Blue', Order: 2 },
    { OptionId: 13, Name: 'Green', Order: 3 },
  ],
});

describe('OptionListStore', () => {
  it('announces moves and ignores moves off the list', () => {
    const store = new OptionListStore([
      { OptionId: 1, Name: 'A', Order: 1 },
      { OptionId: 2, Name: 'B', Order: 2 },
    ]);
    store.moved(0, -1);
    store.moved(0, 1);
    expect(store.names).toEqual(['B', 'A']);
    expect(store.announcement).toBe('A moved to position 2 of 2.');
    expect(store.added()).toBe(false);
  });
});

describe('NestedConditionsStore', () => {
  const nested = f(1, FieldType.NestedSelect);
  const make = () =>
    new NestedConditionsStore(() => ({ field: nested, form: { Fields: [nested, colours] } }));
  const add = (store: NestedConditionsStore, optionId: number) => {
    store.targetFieldChanged(2);
    store.targetOptionChanged(optionId);
    expect(store.submitted()).toBe(true);
  };

  it('keeps the edited condition selected while the list is reordered or shortened', () => {
    const store = make();
    add(store, 11);
    add(store, 12);
    add(store, 13);
    store.editStarted(2);
    store.moved(2, 0);
    expect(store.editingIndex).toBe(0);
    store.moved(1, 2);
    expect(store.editingIndex).toBe(0);
    store.removed(2);
    expect(store.editingIndex).toBe(0);
    expect(store.targetOptions.map((o) => o.Name)).toEqual(['Red', 'Green']);
    store.removed(0);
    expect(store.editingIndex).toBeNull();
    expect(store.mode).toBe('Add');
  });

  it('requires a target field and option', () => {
    const store = make();
    expect(store.submitted()).toBe(false);
    expect(store.error).toBe('This field is required.');
  });
});

describe('ValidationEditorStore', () => {
  const self = f(5, FieldType.TextBox, { DataTypeId: 2 });
  const date = f(6, FieldType.TextBox, { DataTypeId: 4 });
  const other = f(7, FieldType.TextBox, { DataTypeId: 2 });
  const make = () =>
    new ValidationEditorStore(() => ({ field: self, form: { Fields: [self, date, other, colours] } }));

  it('a new source resets the operator to its type and the value compared with', () => {
    const store = make();
    store.conditionAdded(0);
    store.kindChanged(0, 0, 'field');
    expect(
      store.validation.FieldValidationGroups[0].FieldValidationConditions[0].CompareToFieldDefinitionId,
    ).toBe(7);
    store.sourceChanged(0, 0, 6);
    const condition = store.validation.FieldValidationGroups[0].FieldValidationConditions[0];
    expect(condition).toMatchObject({
      SourceFieldDefinitionId: 6,
      OperatorTypeId: OperatorType.Date,
      OperatorId: Operator.Equal,
      CompareToFieldDefinitionId: null,
      CompareToConstant: '',
    });
    expect(store.view(condition).kinds).toEqual(['constant']);
  });

  it('marks a condition whose operator no longer fits its source', () => {
    const store = make();
    store.conditionAdded(0);
    store.constantChanged(0, 0, '5');
    expect(store.invalid).toBe(false);
    store.operatorChanged(0, 0, Operator.Contains);
    expect(store.invalid).toBe(true);
    expect(store.changed).toBe(true);
  });

  it('refuses a constant that a number condition cannot compare, and says what to enter', () => {
    const store = make();
    store.conditionAdded(0);
    store.constantChanged(0, 0, 'abc');
    const condition = () => store.validation.FieldValidationGroups[0].FieldValidationConditions[0];
    expect(store.view(condition()).errors.value).toBe('Enter a number, such as 12 or 1,250.50.');
    expect(store.invalid).toBe(true);
    store.constantChanged(0, 0, '1,250.50');
    expect(store.view(condition()).errors.value).toBeUndefined();
    expect(store.invalid).toBe(false);
  });
});
