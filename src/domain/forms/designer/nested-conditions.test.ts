import { describe, expect, it } from 'vitest';
import { FieldType, type NestedSelectCondition } from '../form.entity';
import {
  applyConditionDraft,
  availableTargetOptions,
  conditionEditorMode,
  draftOf,
  nestingSources,
  orderedConditions,
  removeConditionAt,
  reorderConditions,
  withNestedOptions,
} from './nested-conditions';
import { fld, form } from './designer.test-helper';

const country = fld(1, FieldType.Select, {
  OptionsList: [
    { OptionId: 11, Name: 'France', Order: 1 },
    { OptionId: 12, Name: 'Spain', Order: 2 },
    { OptionId: 13, Name: 'Italy', Order: 3 },
  ],
});
const city = fld(2, FieldType.NestedSelect, {
  OptionsList: [
    { OptionId: 21, Name: 'Paris', Order: 1 },
    { OptionId: 22, Name: 'Madrid', Order: 2 },
  ],
});
const cond = (ConditionId: number, Order: number, TargetOptionId: number): NestedSelectCondition => ({
  ConditionId,
  Order,
  FieldDefinitionId: 2,
  TargetFieldDefinitionId: 1,
  TargetOptionId,
  OptionsList: [],
});
// Stored out of order: Order decides.
const CONDITIONS = [cond(501, 2, 12), cond(500, 1, 11)];

describe('nested-select conditions', () => {
  it('need a select or radio field to depend on', () => {
    expect(nestingSources(city, form(city, fld(3, FieldType.TextBox)))).toEqual({
      ok: false,
      message: 'There are no fields that could be used to define nesting conditions.',
    });
    expect(nestingSources(city, form(country, city, fld(4, FieldType.RadioButtonList)))).toMatchObject({
      ok: true,
      fields: [{ FieldDefinitionId: 1 }, { FieldDefinitionId: 4 }],
    });
  });

  it('are listed by Order and reordered by dragging', () => {
    expect(orderedConditions(CONDITIONS).map((c) => [c.ConditionId, c.Order])).toEqual([
      [500, 1],
      [501, 2],
    ]);
    const three = [...CONDITIONS, cond(502, 3, 13)];
    expect(reorderConditions(three, 2, 0).map((c) => [c.ConditionId, c.Order])).toEqual([
      [502, 1],
      [500, 2],
      [501, 3],
    ]);
    expect(reorderConditions(three, 7, 0).map((c) => c.ConditionId)).toEqual([500, 501, 502]);
  });

  it('use each target option once, except in the condition being edited', () => {
    expect(availableTargetOptions(country, CONDITIONS, null).map((o) => o.Name)).toEqual(['Italy']);
    expect(availableTargetOptions(country, CONDITIONS, 1).map((o) => o.Name)).toEqual(['Spain', 'Italy']);
  });

  it('are in mode Add, or Save while one is edited', () => {
    expect(conditionEditorMode(null)).toBe('Add');
    expect(conditionEditorMode(0)).toBe('Save');
  });

  it('add a new condition last', () => {
    const outcome = applyConditionDraft(
      CONDITIONS,
      { TargetFieldDefinitionId: 1, TargetOptionId: 13, OptionsList: [city.OptionsList![0]] },
      null,
      2,
    );
    expect(outcome.ok && outcome.conditions.map((c) => [c.ConditionId, c.Order, c.TargetOptionId])).toEqual([
      [500, 1, 11],
      [501, 2, 12],
      [0, 3, 13],
    ]);
  });

  it('save an edited condition in place, keeping its own option', () => {
    const outcome = applyConditionDraft(
      CONDITIONS,
      { ...draftOf(CONDITIONS, 0), OptionsList: [city.OptionsList![1]] },
      0,
      2,
    );
    expect(outcome.ok && outcome.conditions[0]).toEqual({
      ...cond(500, 1, 11),
      OptionsList: [{ OptionId: 22, Name: 'Madrid', Order: 2 }],
    });
  });

  it.each([
    [
      { TargetFieldDefinitionId: 1, TargetOptionId: 12, OptionsList: [] },
      null,
      'This option is already used by another condition.',
    ],
    [
      { TargetFieldDefinitionId: 1, TargetOptionId: 12, OptionsList: [] },
      0,
      'This option is already used by another condition.',
    ],
    [
      { TargetFieldDefinitionId: null, TargetOptionId: null, OptionsList: [] },
      null,
      'This field is required.',
    ],
    [{ TargetFieldDefinitionId: 1, TargetOptionId: null, OptionsList: [] }, null, 'This field is required.'],
  ])('refuse %j (editing %s)', (draft, editing, message) => {
    expect(applyConditionDraft(CONDITIONS, draft, editing, 2)).toEqual({ ok: false, message });
  });

  it('remove one and renumber the rest; an empty draft for no selection', () => {
    expect(removeConditionAt(CONDITIONS, 0)).toEqual([{ ...cond(501, 1, 12) }]);
    expect(draftOf(CONDITIONS, null)).toEqual({
      TargetFieldDefinitionId: null,
      TargetOptionId: null,
      OptionsList: [],
    });
  });

  it("are the nested select's options: each option offered once by name, a name it had keeping its id", () => {
    // As the condition editor makes them: each condition's new options with temporary ids of their own.
    const offered = (
      Order: number,
      TargetOptionId: number,
      ...names: Array<[number, string]>
    ): NestedSelectCondition => ({
      ...cond(0, Order, TargetOptionId),
      FieldDefinitionId: -1,
      OptionsList: names.map(([OptionId, Name], i) => ({ OptionId, Name, Order: i + 1 })),
    });
    const saved = withNestedOptions({
      ...city,
      Conditions: [
        offered(2, 12, [-1, 'Madrid'], [-2, 'paris ']),
        offered(1, 11, [21, 'Paris'], [-1, 'Lyon']),
      ],
    });
    expect(saved.OptionsList).toEqual([
      { OptionId: 21, Name: 'Paris', Order: 1 },
      { OptionId: -3, Name: 'Lyon', Order: 2 },
      { OptionId: 22, Name: 'Madrid', Order: 3 },
    ]);
    expect(saved.Conditions?.map((c) => c.OptionsList.map((o) => [o.OptionId, o.Name, o.Order]))).toEqual([
      [
        [21, 'Paris', 1],
        [-3, 'Lyon', 2],
      ],
      [
        [22, 'Madrid', 1],
        [21, 'Paris', 2],
      ],
    ]);
    expect(withNestedOptions({ ...city, Conditions: [] }).OptionsList).toEqual([]);
  });
});
