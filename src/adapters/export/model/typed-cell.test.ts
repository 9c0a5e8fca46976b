import { describe, expect, it } from 'vitest';
import { DataType, FieldType, type FieldDefinition } from '../../../domain/forms/form.entity';
import { exportInstance, field } from '../export-instance.test-helper';
import { exportModelOf } from './export-model';
import { typedCellOf } from './typed-cell';

function cellOf(extra: Partial<FieldDefinition>, type: FieldDefinition['TypeId'] = FieldType.TextBox) {
  const model = exportModelOf(exportInstance({ Fields: [field(1, type, extra)], Rows: [] }));
  return typedCellOf(model.fields[0]);
}

describe('typed spreadsheet cells', () => {
  it('opens a date or time field with General formatting as a date with a sensible format', () => {
    expect(cellOf({ DataTypeId: DataType.DateTime, Data: '12/25/1999' })).toEqual({ value: new Date(Date.UTC(1999, 11, 25)), numFmt: 'mm/dd/yyyy' });
    expect(cellOf({ DataTypeId: DataType.DateTime, Data: '12/25/1999 1:05 PM' }).numFmt).toBe('mm/dd/yyyy h:mm AM/PM');
    expect(cellOf({ DataTypeId: DataType.DateTime, Data: '07:30' })).toEqual({ value: new Date(Date.UTC(1899, 11, 30, 7, 30)), numFmt: 'h:mm AM/PM' });
  });

  it('keeps text that is not a value of the field kind as typed', () => {
    expect(cellOf({ DataTypeId: DataType.Number, FormattingType: 17, Data: 'about ten' })).toEqual({ value: 'about ten' });
    expect(cellOf({ DataTypeId: DataType.DateTime, FormattingType: 22, Data: '2/30/2024' })).toEqual({ value: '2/30/2024' });
  });

  it('reads number text as users write it: separators, currency, percent, parentheses', () => {
    expect(cellOf({ DataTypeId: DataType.Number, FormattingType: 4, Data: '$1,234.5' })).toEqual({ value: 1234.5, numFmt: '#,##0.00' });
    expect(cellOf({ DataTypeId: DataType.Number, FormattingType: 10, Data: '12.5%' })).toEqual({ value: 0.125, numFmt: '0%' });
    expect(cellOf({ DataTypeId: DataType.Number, Data: '(42)' })).toEqual({ value: -42, numFmt: 'General' });
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
