import { expect, it } from 'vitest';
import { DataType, FieldType, MaskType } from '../form.entity';
import { isDateFormat } from '../formats/format-value';
import { formattingTypeById } from '../formats/formatting-types';
import { field, formula, num, text } from '../instance/instance.test-helper';
import { librariesFor } from './library-needs';

const IDS = Array.from({ length: 43 }, (_, id) => id);
const formatOf = (group: 'Date' | 'Numbers') => IDS.find((id) => formattingTypeById(id)?.Group === group);

it('the date formats are those of the Date, Time and DateTime groups', () => {
  for (const id of IDS) {
    expect(isDateFormat(id), `type ${id}`).toBe(
      ['Date', 'Time', 'DateTime'].includes(formattingTypeById(id)?.Group ?? ''),
    );
  }
});

it('a form of plain text, numbers, formulas and choices needs none', () => {
  const fields = [
    text(1),
    num(2),
    formula(3, '_2*2', { FormattingType: formatOf('Numbers') }),
    field(4, FieldType.Select),
    field(5, FieldType.Header),
  ];
  expect(librariesFor(fields)).toEqual(new Set());
});

it('dates for a date field (its picker) or a value shown in a date format', () => {
  expect(librariesFor([text(1, { DataTypeId: DataType.DateTime })])).toEqual(new Set(['dates']));
  expect(librariesFor([text(1, { FormattingType: formatOf('Date') })])).toEqual(new Set(['dates']));
});

it('masks for a masked field; a custom mask without a pattern is no mask', () => {
  expect(librariesFor([text(1, { MaskType: MaskType.ZIP5 })])).toEqual(new Set(['masks']));
  expect(librariesFor([text(1, { MaskType: MaskType.Custom, Mask: '' })])).toEqual(new Set());
});

it('rich text for a header or text field with content', () => {
  expect(librariesFor([field(1, FieldType.Text, { Data: '<p>Note</p>' })])).toEqual(new Set(['richText']));
  expect(librariesFor([field(1, FieldType.Header, { Data: '  ' })])).toEqual(new Set());
});

it('a linked field is shown as its parent, from another form too: the needs of its parents count', () => {
  const parent = text(90, {
    DataTypeId: DataType.DateTime,
    ParentFieldDefinition: text(91, { MaskType: MaskType.Phone }),
  });
  expect(librariesFor([field(1, FieldType.LinkedField, { ParentFieldDefinition: parent })])).toEqual(
    new Set(['dates', 'masks']),
  );
});
