import { beforeEach, describe, expect, it } from 'vitest';
import { FieldType, type FieldValidation } from '../../domain/forms/form.entity';
import {
  field,
  formula,
  instance,
  newLine,
  num,
  options,
  select,
  text,
} from '../../domain/forms/instance/instance.test-helper';
import { FORMULA_DEBOUNCE_MS } from './form-instance-editor';
import { instanceHarness, lastFormulas, shownErrors } from './form-instance.test-kit';

const belowHundred: FieldValidation = {
  ErrorMessage: 'Too much.',
  FieldValidationGroups: [
    {
      Order: 1,
      FieldValidationConditions: [{ Order: 1, OperatorTypeId: 1, OperatorId: 6, CompareToConstant: '100' }],
    },
  ],
};
const issueOptions = options(6, 'Cracks', 'Rust');
const fields = [
  num(1, { Data: '2' }),
  num(2, { Data: '3' }),
  formula(3, 'SUM(R1C1:R1C2)', { FieldValidation: belowHundred }),
  newLine(90),
  num(4, { Data: '10' }),
  formula(7, '_4 * 2'),
  field(8, FieldType.MirrorField, { ParentFieldDefinitionId: 9 }),
  newLine(91),
  { ...select(5, 'Good', 'Poor'), OptionId: 51 },
  field(6, FieldType.NestedSelect, {
    OptionsList: issueOptions,
    OptionId: 61,
    Conditions: [
      {
        ConditionId: 1,
        Order: 1,
        FieldDefinitionId: 6,
        TargetFieldDefinitionId: 5,
        TargetOptionId: 51,
        OptionsList: issueOptions,
      },
    ],
  }),
  text(9, { Data: 'Jordan', MaskType: 0 }),
  text(10, { MaskType: 3, Data: '' }),
];

let h: ReturnType<typeof instanceHarness>;
beforeEach(() => {
  h = instanceHarness();
});

describe('live formulas: 500 ms after the last change, only the affected ones', () => {
  it('starts with every formula computed', () => {
    h.startEditing(instance(fields));
    expect(lastFormulas(h.patches)).toEqual(
      new Map([
        [3, '5.00'],
        [7, '20.00'],
      ]),
    );
  });

  it('recalculates after the debounce, and only the formulas that read the change', () => {
    const editor = h.startEditing(instance(fields));
    h.patches.length = 0;
    editor.change(1, '7');
    h.time.advance(FORMULA_DEBOUNCE_MS - 1);
    expect(lastFormulas(h.patches).size).toBe(0);
    h.time.advance(1);
    expect(lastFormulas(h.patches)).toEqual(new Map([[3, '10.00']]));
  });

  it('waits for the last of several quick changes, then recalculates once', () => {
    const editor = h.startEditing(instance(fields));
    h.patches.length = 0;
    editor.change(1, '1');
    h.time.advance(300);
    editor.change(2, '1');
    h.time.advance(300);
    expect(h.patches.filter((p) => p.formulas).length).toBe(0);
    h.time.advance(200);
    expect(h.patches.filter((p) => p.formulas).length).toBe(1);
    expect(lastFormulas(h.patches).get(3)).toBe('2.00');
  });

  it('re-checks a formula whose conditional validation reads its new result', () => {
    const editor = h.startEditing(instance(fields));
    editor.change(1, '200');
    h.time.advance(FORMULA_DEBOUNCE_MS);
    expect(shownErrors(h.patches).get(3)).toBe('Too much.');
  });
});

describe('values', () => {
  it('a mirror shows its parent value at once', () => {
    const editor = h.startEditing(instance(fields));
    expect(h.patches[0].values?.get(8)).toBe('Jordan');
    editor.change(9, 'Sam');
    expect(h.patches.at(-1)?.values?.get(8)).toBe('Sam');
  });

  it('choosing a select value resets its nested select and reloads its options', () => {
    const editor = h.startEditing(instance(fields));
    expect(h.patches[0].options?.get(6)?.map((o) => o.Name)).toEqual(['Cracks', 'Rust']);
    editor.change(5, '52');
    const patch = h.patches.at(-1)!;
    expect(patch.values).toEqual(
      new Map([
        [5, '52'],
        [6, ''],
      ]),
    );
    expect(patch.options?.get(6)).toEqual([]);
  });

  it('is dirty after a change and clean again when the value goes back', () => {
    const editor = h.startEditing(instance(fields));
    editor.change(9, 'Sam');
    expect(editor.isDirty).toBe(true);
    editor.change(9, 'Jordan');
    expect(editor.isDirty).toBe(false);
    expect(h.patches.at(-1)?.dirty).toBe(false);
  });

  it('ignores changes to a read-only instance', () => {
    const editor = h.startEditing(instance(fields, { AccessMask: 1 }));
    editor.change(9, 'Sam');
    expect(editor.isDirty).toBe(false);
    expect(h.patches).toHaveLength(1);
  });
});

describe('validation messages', () => {
  it('show under a changed field, with the mask error while it is incomplete', () => {
    const editor = h.startEditing(instance(fields));
    editor.change(10, '(555) 12');
    expect(shownErrors(h.patches).get(10)).toBe('Invalid phone number!');
    editor.change(10, '(555) 123-4567');
    expect(shownErrors(h.patches).has(10)).toBe(false);
  });

  it('validateAll shows every message and reports the form invalid', () => {
    const editor = h.startEditing(
      instance([...fields.slice(0, 3), text(11, { ValidationPatternType: 8, Data: 'bad@' })]),
    );
    const errors = editor.validateAll();
    expect(errors).toEqual(new Map([[11, 'Invalid email!']]));
    expect(h.patches.at(-1)).toMatchObject({ valid: false });
    expect(shownErrors(h.patches).get(11)).toBe('Invalid email!');
  });
});

describe('drafts', () => {
  it('every change keeps the unsaved entries, stamped with the time, the user and the page', () => {
    const editor = h.startEditing(instance(fields));
    editor.change(9, 'Sam');
    expect(h.draftStore.read(300)).toEqual({
      instanceId: 300,
      userId: 2,
      savedAt: h.time.now(),
      values: { 9: 'Sam' },
      tab: h.draftStore.tab,
    });
    editor.change(9, 'Jordan');
    expect(h.draftStore.read(300)).toBeNull();
  });

  it('a restored draft is unsaved again, with formulas computed at once', () => {
    const editor = h.startEditing(instance(fields));
    editor.restore(
      new Map([
        [1, '40'],
        [9, 'Sam'],
        [3, '999'],
      ]),
    );
    expect(editor.isDirty).toBe(true);
    expect(editor.valueOf(9)).toBe('Sam');
    expect(editor.valueOf(3)).toBe('');
    expect(lastFormulas(h.patches).get(3)).toBe('43.00');
  });
});

it('a cross/cyclic reference is told once and every formula shows #REF', () => {
  h.startEditing(instance([formula(1, '_2', { Name: 'A' }), formula(2, '_1', { Name: 'B' })]));
  expect(h.notifier.shown).toEqual([
    {
      kind: 'error',
      message:
        'There is a cross/cyclic reference between fields "A" and "B". Formula fields could not be calculated.',
    },
  ]);
  expect(lastFormulas(h.patches)).toEqual(
    new Map([
      [1, '#REF'],
      [2, '#REF'],
    ]),
  );
});
