import { describe, expect, it } from 'vitest';
import { DataType } from '../form.entity';
import {
  FORMATTING_GROUP_LABELS,
  FORMATTING_TYPES,
  formattingTypeById,
  formattingTypesFor,
} from './formatting-types';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('formatting types 0 to 42', () => {
  it('has ids 0 to 42, Value equal to the position', () => {
    expect(FORMATTING_TYPES.map((t) => t.Value)).toEqual(range(0, 42));
  });

  it.each([
    ['System', [0]],
    ['Numbers', range(1, 9)],
    ['Percentage', range(10, 12)],
    ['Accounting', range(13, 15)],
    ['Currency', range(16, 21)],
    ['Date', range(22, 28)],
    ['Time', range(29, 32)],
    ['DateTime', range(33, 36)],
    ['Other', range(37, 42)],
  ])('group %s holds ids %j', (group, ids) => {
    expect(FORMATTING_TYPES.filter((t) => t.Group === group).map((t) => t.Value)).toEqual(ids);
  });

  it('names the Date and Time group', () => expect(FORMATTING_GROUP_LABELS.DateTime).toBe('Date and Time'));

  it('gives each type a unique name and Excel format', () => {
    expect(new Set(FORMATTING_TYPES.map((t) => t.Name)).size).toBe(43);
    expect(new Set(FORMATTING_TYPES.map((t) => t.ExcelValue)).size).toBe(43);
  });

  it('marks red negatives from the [Red] section', () => {
    expect(FORMATTING_TYPES.filter((t) => t.NegativeInRed).map((t) => t.Value)).toEqual([
      5, 6, 9, 12, 18, 19, 21,
    ]);
  });

  it('marks the accounting formats and Text as Excel only', () => {
    expect(FORMATTING_TYPES.filter((t) => t.ExcelOnly).map((t) => t.Value)).toEqual([13, 14, 15, 38]);
  });

  it('assigns data types: General any, dates DateTime, Text text, the rest Number', () => {
    expect(formattingTypeById(0)?.DataType).toBeNull();
    expect(range(22, 36).every((id) => formattingTypeById(id)?.DataType === DataType.DateTime)).toBe(true);
    expect(formattingTypeById(38)?.DataType).toBe(DataType.Text);
    expect(
      [...range(1, 21), 37, 39, 40, 41, 42].every(
        (id) => formattingTypeById(id)?.DataType === DataType.Number,
      ),
    ).toBe(true);
  });

  it('looks types up by id', () => {
    expect(formattingTypeById(17)?.Name).toBe('Currency (2 decimals)');
    expect(formattingTypeById(43)).toBeUndefined();
    expect(formattingTypeById(1.5)).toBeUndefined();
    expect(formattingTypeById(-1)).toBeUndefined();
    expect(formattingTypeById(undefined)).toBeUndefined();
  });
});

describe('formattingTypesFor', () => {
  it('offers General and the number formats for numbers, without Excel-only ones', () => {
    expect(formattingTypesFor(DataType.Number).map((t) => t.Value)).toEqual([
      ...range(0, 12),
      ...range(16, 21),
      37,
      39,
      40,
      41,
      42,
    ]);
  });
  it('adds the Excel-only ones when asked', () => {
    expect(formattingTypesFor(DataType.Number, { includeExcelOnly: true })).toHaveLength(1 + 21 + 5);
  });
  it('offers General and the date and time formats for DateTime', () => {
    expect(formattingTypesFor(DataType.DateTime).map((t) => t.Value)).toEqual([0, ...range(22, 36)]);
  });
  it('offers only General for text', () => {
    expect(formattingTypesFor(DataType.Text).map((t) => t.Value)).toEqual([0]);
  });
});
