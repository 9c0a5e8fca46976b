import { describe, expect, it } from 'vitest';
import { FieldType, type FieldDefinition, type FieldOption } from '../form.entity';
import {
  addOption,
  canAddOption,
  isAddKey,
  moveOption,
  removeOption,
  renameOption,
  withTemporaryIdsCleared,
} from './option-list-editing';

const LIST: FieldOption[] = [
  { OptionId: 7, Name: 'Red', Order: 2 },
  { OptionId: 3, Name: 'Blue', Order: 1 },
];

describe('option list editor', () => {
  it('adds on Enter only, and not while the name is blank', () => {
    expect(isAddKey('Enter')).toBe(true);
    expect(isAddKey('Tab')).toBe(false);
    expect(canAddOption('   ')).toBe(false);
    expect(canAddOption(' x')).toBe(true);
  });

  it('appends the trimmed name with a temporary id', () => {
    expect(addOption(LIST, '  Green ')).toEqual({
      ok: true,
      options: [
        { OptionId: 3, Name: 'Blue', Order: 1 },
        { OptionId: 7, Name: 'Red', Order: 2 },
        { OptionId: -1, Name: 'Green', Order: 3 },
      ],
    });
    const twice = addOption(addOption(LIST, 'a').options, 'b');
    expect(twice.options.map((o) => o.OptionId)).toEqual([3, 7, -1, -2]);
  });

  it.each([
    [' red ', 'There is already an option with this value.'],
    ['', 'Required!'],
  ])('refuses %j: %s', (name, message) => {
    expect(addOption(LIST, name)).toMatchObject({ ok: false, message });
  });

  it('renames with the same rules, letting an option keep its name', () => {
    expect(renameOption(LIST, 1, ' RED ').options[1].Name).toBe('RED');
    expect(renameOption(LIST, 0, 'red')).toMatchObject({
      ok: false,
      message: 'There is already an option with this value.',
    });
  });

  it('removes and reorders, renumbering Order', () => {
    expect(removeOption(LIST, 0)).toEqual([{ OptionId: 7, Name: 'Red', Order: 1 }]);
    expect(moveOption(LIST, 1, 0).map((o) => [o.Name, o.Order])).toEqual([
      ['Red', 1],
      ['Blue', 2],
    ]);
  });

  it('sends options and conditions not saved yet with id 0, for the server to number, and keeps saved ones', () => {
    const select = {
      FieldDefinitionId: -3,
      TypeId: FieldType.NestedSelect,
      Name: 'Model',
      OptionsList: addOption(LIST, 'Green').options,
      Conditions: [
        {
          ConditionId: 0,
          Order: 1,
          FieldDefinitionId: -3,
          TargetFieldDefinitionId: 9,
          TargetOptionId: 901,
          OptionsList: [{ OptionId: -1, Name: 'Green', Order: 1 }],
        },
      ],
    } as unknown as FieldDefinition;
    const sent = withTemporaryIdsCleared(select);
    expect(sent.OptionsList?.map((o) => [o.OptionId, o.Name])).toEqual([
      [3, 'Blue'],
      [7, 'Red'],
      [0, 'Green'],
    ]);
    expect(sent.Conditions?.[0]).toMatchObject({
      FieldDefinitionId: 0,
      OptionsList: [{ OptionId: 0, Name: 'Green', Order: 1 }],
    });
    expect(select.OptionsList?.[2]?.OptionId).toBe(-1);
    const saved = { ...select, OptionsList: LIST, Conditions: [] };
    expect(withTemporaryIdsCleared(saved)).toBe(saved);
  });
});
