import { describe, expect, it } from 'vitest';
import { DataType, FieldType } from '../../../domain/forms/form.entity';
import { exportInstance, field } from '../export-instance.test-helper';
import { buildFormCsv, csvCell } from './build-form-csv';

const lines = (csv: string) => csv.replace(/^\ufeff/, '').split('\r\n');

describe('CSV export', () => {
  it('has one row per value field with its place, label and value as the form shows it', () => {
    const csv = buildFormCsv(exportInstance());
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(lines(csv)).toEqual([
      '"Row","Column","Field","Value"',
      '"2","1","Amount","$1,234.50"',
      '"2","2","Rate","12.50%"',
      '"2","3","Due","03/04/2024"',
      '"3","1","Total","2469.00"',
      '"3","2","Status","Closed, ""done"""',
      '"3","3","Ok","Yes"',
      '"4","1","Notes","Line one\nLine ""two"""',
      '"4","3","Zip","02134"',
      '"5","3","Colours","Red, Blue"',
      '',
    ]);
  });

  it('leaves out headers, text, fields the user may not view, and never prints their values', () => {
    const csv = buildFormCsv(exportInstance());
    expect(csv).not.toContain('Secret');
    expect(csv).not.toContain('hidden value');
    expect(csv).not.toContain('Inspection');
    expect(csv).not.toContain('Read this');
  });

  it('computes formulas from the values the instance carries, not a stored result', () => {
    const instance = exportInstance();
    instance.Fields = instance.Fields.map((f) =>
      f.FieldDefinitionId === 3
        ? { ...f, Data: '10' }
        : f.FieldDefinitionId === 7
          ? { ...f, Data: '999' }
          : f,
    );
    expect(buildFormCsv(instance)).toContain('"3","1","Total","20.00"');
  });

  it('shows values as the form shows them: invalid text as typed, formulas and linked formulas in their format (issue 12)', () => {
    const fields = [
      field(1, FieldType.TextBox, {
        Name: 'Hours',
        DataTypeId: DataType.Number,
        ValidationPatternType: 3,
        FormattingType: 1,
        Data: '2.5',
      }),
      field(2, FieldType.Formula, { Name: 'Per hour', Formula: '_1 * 100', FormattingType: 17 }),
      field(3, FieldType.Formula, { Name: 'Date formatted', Formula: '_1 * 100', FormattingType: 22 }),
      field(4, FieldType.LinkedField, {
        Name: 'Claim total',
        ParentFieldDefinitionId: 90,
        ParentFieldDefinition: field(90, FieldType.Formula, { Name: 'Total', FormattingType: 17 }),
        Data: '1630.50',
      }),
    ];
    expect(lines(buildFormCsv(exportInstance({ Fields: fields, Rows: [] })))).toEqual([
      '"Row","Column","Field","Value"',
      '"1","1","Hours","2.5"',
      '"1","2","Per hour","$250.00"',
      '"1","3","Date formatted","250.00"',
      '"1","4","Claim total","$1,630.50"',
      '',
    ]);
  });

  it('neutralises text a spreadsheet would run as a formula but keeps signed numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('+1 555')).toBe('"\'+1 555"');
    expect(csvCell('-12.5')).toBe('"-12.5"');
    expect(csvCell('-$1,234.50')).toBe('"-$1,234.50"');
    expect(csvCell('plain')).toBe('"plain"');
  });

  it('writes only the header for a form without fields', () => {
    const instance = exportInstance({ Fields: [field(1, FieldType.Header, { Data: 'Only a title' })] });
    expect(lines(buildFormCsv(instance))).toEqual(['"Row","Column","Field","Value"', '']);
  });
});
