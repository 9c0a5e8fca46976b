import { describe, expect, it } from 'vitest';
import { FieldType, type FieldDefinition } from '../form.entity';
import { shapesOf } from './field-kinds';
import {
  choiceOptionsOf,
  keepOffered,
  nestedDependents,
  nestedOptionsOf,
  reconcileChoices,
  resetOnChange,
} from './nested-selects';
import { field, options, select } from './instance.test-helper';

// Condition (1): Good 11, Fair 12, Poor 13. Issue (2) depends on it; Detail (3) depends on Issue.
const condition = select(1, 'Good', 'Fair', 'Poor');
const issueOptions = options(2, 'None', 'Cracks', 'Rust');
const issue: FieldDefinition = field(2, FieldType.NestedSelect, {
  OptionsList: issueOptions,
  Conditions: [
    {
      ConditionId: 1,
      Order: 2,
      FieldDefinitionId: 2,
      TargetFieldDefinitionId: 1,
      TargetOptionId: 12,
      OptionsList: [issueOptions[2], issueOptions[1]],
    },
    {
      ConditionId: 2,
      Order: 1,
      FieldDefinitionId: 2,
      TargetFieldDefinitionId: 1,
      TargetOptionId: 11,
      OptionsList: [issueOptions[0]],
    },
  ],
});
const detail: FieldDefinition = field(3, FieldType.NestedSelect, {
  Conditions: [
    {
      ConditionId: 3,
      Order: 1,
      FieldDefinitionId: 3,
      TargetFieldDefinitionId: 2,
      TargetOptionId: 22,
      OptionsList: options(3, 'Minor', 'Major'),
    },
  ],
});
const fields = [condition, issue, detail];
const shapes = shapesOf({ Fields: fields });
const values = (entries: Record<number, string>) =>
  new Map(Object.entries(entries).map(([k, v]) => [Number(k), v]));

describe('nested select options follow the target field', () => {
  it.each([
    ['nothing chosen', {}, []],
    ['Good', { 1: '11' }, ['None']],
    ['Fair (options in their own order)', { 1: '12' }, ['Cracks', 'Rust']],
    ['Poor (no condition)', { 1: '13' }, []],
  ])('%s', (_name, entries, names) => {
    expect(nestedOptionsOf(issue, values(entries)).map((o) => o.Name)).toEqual(names);
  });

  it('a plain select offers its own options in order', () => {
    expect(choiceOptionsOf(shapes.get(1)!, new Map()).map((o) => o.OptionId)).toEqual([11, 12, 13]);
  });
});

describe('choosing a value resets the dependent nested selects, transitively', () => {
  const dependents = nestedDependents(fields);
  it('knows who depends on whom', () => {
    expect(dependents.get(1)).toEqual([2]);
    expect(dependents.get(2)).toEqual([3]);
  });
  it.each([
    [1, [2, 3]],
    [2, [3]],
    [3, []],
  ])('field %s resets %j', (id, reset) => expect(resetOnChange(id, dependents)).toEqual(reset));
});

describe('a value not in the options list resets the selection', () => {
  it.each([
    ['offered', 1, '12', '12'],
    ['not offered', 1, '99', ''],
    ['empty', 1, '', ''],
  ])('select: %s', (_name, id, value, kept) => {
    const shape = shapes.get(id)!;
    expect(keepOffered(shape, choiceOptionsOf(shape, new Map()), value)).toBe(kept);
  });

  it('a check list keeps only the offered ids', () => {
    const list = field(5, FieldType.CheckBoxList, { OptionsList: options(5, 'A', 'B') });
    const shape = shapesOf({ Fields: [list] }).get(5)!;
    expect(keepOffered(shape, list.OptionsList!, '51,99,52')).toBe('51,52');
  });

  it('on load, corrections cascade through nested selects', () => {
    // Issue 22 (Cracks) is not offered for Good, so Issue resets, and then Detail's target has no option.
    const changed = reconcileChoices([...shapes.values()], values({ 1: '11', 2: '22', 3: '31' }));
    expect(changed).toEqual(values({ 2: '', 3: '' }));
  });

  it('valid values are left alone', () => {
    expect(reconcileChoices([...shapes.values()], values({ 1: '12', 2: '22', 3: '31' })).size).toBe(0);
  });
});
