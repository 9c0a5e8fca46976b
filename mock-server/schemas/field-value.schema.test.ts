import { describe, expect, it } from 'vitest';
import { DataType, FieldType } from '../../src/domain/forms/form.entity';
import { checkValueKind } from './field-value.schema';

const textBox = { TypeId: FieldType.TextBox, DataTypeId: DataType.Text };
const numberBox = { TypeId: FieldType.TextBox, DataTypeId: DataType.Number };
const dateBox = { TypeId: FieldType.TextBox, DataTypeId: DataType.DateTime };
const select = { TypeId: FieldType.Select };
const checkList = { TypeId: FieldType.CheckBoxList };
const checkBox = { TypeId: FieldType.CheckBox };
const textArea = { TypeId: FieldType.TextArea };
const formula = { TypeId: FieldType.Formula };

const problemOf = (
  field: { TypeId: number; DataTypeId?: number },
  value: { Data?: string | null; OptionId?: number | null },
) => {
  try {
    checkValueKind(field as never, value, '"F"');
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('saved values by field kind', () => {
  it.each([
    ['text on a text box', textBox, { Data: 'hello' }, null],
    [
      'an option id on a text box',
      textBox,
      { Data: 'x', OptionId: 5 },
      '"F": OptionId must be empty: a text box takes no option.',
    ],
    [
      '2001 characters in a text box',
      textBox,
      { Data: 'x'.repeat(2001) },
      '"F": Data must be text of at most 2000 characters.',
    ],
    [
      'a line break in a text box',
      textBox,
      { Data: 'a\nb' },
      '"F": Data must be one line without control characters.',
    ],
    ['a line break in a text area', textArea, { Data: 'a\r\nb' }, null],
    [
      '20,001 characters in a text area',
      textArea,
      { Data: 'x'.repeat(20_001) },
      '"F": Data must be text of at most 20000 characters.',
    ],
    ['a number with currency and separators', numberBox, { Data: '$1,200.00' }, null],
    ['a percent', numberBox, { Data: '10%' }, null],
    ['words in a number field', numberBox, { Data: 'twelve' }, '"F": Data must be a number.'],
    ['an empty number', numberBox, { Data: null }, null],
    ['a US date', dateBox, { Data: '04/02/2024' }, null],
    ['a time', dateBox, { Data: '09:30' }, null],
    ['a date and time', dateBox, { Data: '04/02/2024 09:30' }, null],
    ['a date that does not exist', dateBox, { Data: '02/30/2024' }, '"F": Data must be a date or time.'],
    ['words in a date field', dateBox, { Data: 'tomorrow' }, '"F": Data must be a date or time.'],
    ['an option id on a select', select, { Data: null, OptionId: 2803 }, null],
    [
      'text on a select',
      select,
      { Data: 'Sunny', OptionId: 2803 },
      '"F": Data must be empty: a choice takes an OptionId.',
    ],
    ['a negative option id', select, { OptionId: -1 }, '"F": OptionId must be between 1 and 2147483647.'],
    ['option ids on a check list', checkList, { Data: '3201,3202' }, null],
    [
      'other text on a check list',
      checkList,
      { Data: '3201;DROP' },
      '"F": Data must be option ids separated by commas.',
    ],
    [
      'an option id on a check list',
      checkList,
      { Data: '3201', OptionId: 3201 },
      '"F": OptionId must be empty: a check list takes no option.',
    ],
    ['yes on a check box', checkBox, { Data: 'yes' }, '"F": Data is not true or false.'],
    [
      'a long formula result',
      formula,
      { Data: '1'.repeat(101) },
      '"F": Data must be text of at most 100 characters.',
    ],
  ])('%s', (_name, field, value, message) => {
    expect(problemOf(field, value)).toBe(message);
  });
});
