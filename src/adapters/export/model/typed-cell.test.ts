import { describe, expect, it } from 'vitest';
import {
  DataType,
  FieldType,
  MaskType,
  ValidationPatternType,
  type FieldDefinition,
} from '../../../domain/forms/form.entity';
import { exportInstance, field } from '../export-instance.test-helper';
import { exportModelOf } from './export-model';
import { typedCellOf } from './typed-cell';

/** The spreadsheet serial of a wall-clock date and time (month 1-12): whole days since 30 December 1899 plus the day's fraction. */
const serial = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  (((Date.UTC(year, month - 1, day) - Date.UTC(1899, 11, 30)) / 86_400_000) * 86_400 +
    hour * 3600 +
    minute * 60) /
  86_400;

function cellOf(extra: Partial<FieldDefinition>, type: FieldDefinition['TypeId'] = FieldType.TextBox) {
  const model = exportModelOf(exportInstance({ Fields: [field(1, type, extra)], Rows: [] }));
  return typedCellOf(model.fields[0]);
}

describe('typed spreadsheet cells', () => {
  it('opens a date or time field with General formatting as a date with a sensible format', () => {
    expect(cellOf({ DataTypeId: DataType.DateTime, Data: '12/25/1999' })).toEqual({
      value: serial(1999, 12, 25),
      numFmt: 'mm/dd/yyyy',
    });
    expect(cellOf({ DataTypeId: DataType.DateTime, Data: '12/25/1999 1:05 PM' }).numFmt).toBe(
      'mm/dd/yyyy h:mm AM/PM',
    );
    expect(cellOf({ DataTypeId: DataType.DateTime, Data: '07:30' })).toEqual({
      value: serial(1899, 12, 30, 7, 30),
      numFmt: 'h:mm AM/PM',
    });
  });

  it('opens a value typed through a date, date-and-time or time mask as a date shown as the mask writes it', () => {
    const masked = (MaskType: FieldDefinition['MaskType'], Data: string) =>
      cellOf({ DataTypeId: DataType.DateTime, MaskType, Data });
    expect(masked(MaskType.Date, '05/14/2024')).toEqual({
      value: serial(2024, 5, 14),
      numFmt: 'mm/dd/yyyy',
    });
    expect(masked(MaskType.DateAndTime, '04/02/2024 13:05')).toEqual({
      value: serial(2024, 4, 2, 13, 5),
      numFmt: 'mm/dd/yyyy hh:mm',
    });
    expect(masked(MaskType.Time, '09:30')).toEqual({
      value: serial(1899, 12, 30, 9, 30),
      numFmt: 'hh:mm',
    });
    // A text field with a date mask holds a date just the same.
    expect(cellOf({ DataTypeId: DataType.Text, MaskType: MaskType.Date, Data: '12/25/1999' })).toEqual({
      value: serial(1999, 12, 25),
      numFmt: 'mm/dd/yyyy',
    });
  });

  it('keeps a masked value that is not a whole date of the mask kind as typed', () => {
    expect(cellOf({ DataTypeId: DataType.DateTime, MaskType: MaskType.Date, Data: '02/30/2024' })).toEqual({
      value: '02/30/2024',
    });
    expect(cellOf({ DataTypeId: DataType.DateTime, MaskType: MaskType.Date, Data: '09:30' })).toEqual({
      value: '09:30',
    });
    expect(cellOf({ DataTypeId: DataType.DateTime, MaskType: MaskType.Time, Data: '25:10' })).toEqual({
      value: '25:10',
    });
    expect(
      cellOf({ DataTypeId: DataType.DateTime, MaskType: MaskType.DateAndTime, Data: '04/02/2024' }),
    ).toEqual({ value: '04/02/2024' });
    // An encrypted date leaves the server masked: text.
    expect(
      cellOf({
        DataTypeId: DataType.DateTime,
        MaskType: MaskType.Date,
        EncryptData: true,
        Data: '******2024',
      }),
    ).toEqual({ value: '******2024' });
  });

  it('opens a text field validated as a date, a time or a date and time as a date', () => {
    expect(
      cellOf({
        DataTypeId: DataType.Text,
        ValidationPatternType: ValidationPatternType.Date,
        Data: '3/4/2024',
      }),
    ).toEqual({ value: serial(2024, 3, 4), numFmt: 'mm/dd/yyyy' });
    expect(
      cellOf({ DataTypeId: DataType.Text, ValidationPatternType: ValidationPatternType.Time, Data: '13:05' })
        .numFmt,
    ).toBe('h:mm AM/PM');
    expect(
      cellOf({
        DataTypeId: DataType.Text,
        ValidationPatternType: ValidationPatternType.DateAndTime,
        Data: '3/4/2024 1:05 PM',
      }).numFmt,
    ).toBe('mm/dd/yyyy h:mm AM/PM');
    expect(
      cellOf({
        DataTypeId: DataType.Text,
        ValidationPatternType: ValidationPatternType.Date,
        Data: 'next week',
      }),
    ).toEqual({ value: 'next week' });
  });

  it('keeps text that is not a value of the field kind as typed', () => {
    expect(cellOf({ DataTypeId: DataType.Number, FormattingType: 17, Data: 'about ten' })).toEqual({
      value: 'about ten',
    });
    expect(cellOf({ DataTypeId: DataType.DateTime, FormattingType: 22, Data: '2/30/2024' })).toEqual({
      value: '2/30/2024',
    });
  });

  it('reads number text as users write it: separators, currency, percent, parentheses', () => {
    expect(cellOf({ DataTypeId: DataType.Number, FormattingType: 4, Data: '$1,234.5' })).toEqual({
      value: 1234.5,
      numFmt: '#,##0.00',
    });
    expect(cellOf({ DataTypeId: DataType.Number, FormattingType: 10, Data: '12.5%' })).toEqual({
      value: 0.125,
      numFmt: '0%',
    });
    expect(cellOf({ DataTypeId: DataType.Number, Data: '(42)' })).toEqual({ value: -42, numFmt: 'General' });
  });

  it('reads a plain number in a percentage field as the percent typed (issue 12, item 1)', () => {
    expect(cellOf({ DataTypeId: DataType.Number, FormattingType: 11, Data: '25' })).toEqual({
      value: 0.25,
      numFmt: '0.00%',
    });
    expect(cellOf({ DataTypeId: DataType.Number, FormattingType: 11, Data: '25%' })).toEqual({
      value: 0.25,
      numFmt: '0.00%',
    });
  });

  it('writes a value its pattern refuses as the text typed, not a rounded number (issue 12, item 2)', () => {
    expect(
      cellOf({ DataTypeId: DataType.Number, ValidationPatternType: 3, FormattingType: 1, Data: '2.5' }),
    ).toEqual({ value: '2.5' });
    expect(
      cellOf({ DataTypeId: DataType.Number, ValidationPatternType: 3, FormattingType: 1, Data: '2' }),
    ).toEqual({ value: 2, numFmt: '0' });
  });

  it('gives a formula its number format, or 0.00# when its formatting type is not a number format (issue 12, item 6)', () => {
    expect(cellOf({ Formula: '1630.5', FormattingType: 17 }, FieldType.Formula)).toEqual({
      value: 1630.5,
      numFmt: '$#,##0.00',
    });
    expect(cellOf({ Formula: '1630.5', FormattingType: 22 }, FieldType.Formula)).toEqual({
      value: 1630.5,
      numFmt: '0.00#',
    });
    expect(cellOf({ Formula: '1630.5' }, FieldType.Formula)).toEqual({ value: 1630.5, numFmt: '0.00#' });
  });

  it('writes Error and #REF formula results as text and Infinity as text', () => {
    expect(cellOf({ Formula: '1/0' }, FieldType.Formula)).toEqual({ value: 'Infinity' });
    expect(cellOf({ Formula: '0/0' }, FieldType.Formula)).toEqual({ value: 'Error' });
  });

  it('leaves empty values and fields the user may not view empty', () => {
    expect(cellOf({ DataTypeId: DataType.Number, Data: '' })).toEqual({ value: null });
    expect(cellOf({ DataTypeId: DataType.Number, Data: '5', PermissionMask: 4 })).toEqual({ value: null });
  });
});
