import { beforeAll, describe, expect, it } from 'vitest';
import { buildFormWorkbook } from '../../../src/adapters/export/excel/build-form-workbook';
import { exportInstance, field } from '../../../src/adapters/export/export-instance.test-helper';
import { DataType, FieldType, MaskType } from '../../../src/domain/forms/form.entity';
import { renderInLibreOffice, type Rendered } from '../../test-support/libreoffice';

/**
 * An instance's Excel export (the one `GET forminstance/FormToExcel` and the browser build) as LibreOffice Calc shows
 * it (issue 32 #8; docs/exports.md "Checked in LibreOffice"): times read as typed, never a minute early, and no
 * value prints as `###`.
 */
const instance = exportInstance({
  Columns: [{ Width: 160 }, { Width: 160 }, { Width: 160 }],
  Rows: [1, 2].map((i) => ({ RowId: i, RowIndex: i, Height: 60, FormId: 9 })),
  Fields: [
    field(1, FieldType.TextBox, {
      Name: 'Start',
      DataTypeId: DataType.DateTime,
      FormattingType: 31,
      Data: '09:30',
    }),
    field(2, FieldType.TextBox, { Name: 'Ends', MaskType: MaskType.Time, Data: '23:59' }),
    field(3, FieldType.TextBox, {
      Name: 'Open',
      DataTypeId: DataType.DateTime,
      FormattingType: 29,
      Data: '09:30',
    }),
    field(4, FieldType.NewLine),
    field(5, FieldType.TextBox, {
      Name: 'Visit',
      DataTypeId: DataType.DateTime,
      FormattingType: 35,
      Data: '01/05/2026 09:30',
    }),
    field(6, FieldType.TextBox, {
      Name: 'Fee',
      DataTypeId: DataType.Number,
      FormattingType: 17,
      Data: '1234567.5',
    }),
    field(7, FieldType.TextBox, {
      Name: 'Due',
      DataTypeId: DataType.DateTime,
      FormattingType: 27,
      Data: '9/13/2023',
    }),
  ],
});

const SHOWN = ['09:30', '23:59', '9:30 AM', '01/05/2026 09:30:00', '$1,234,567.50', 'September 13, 2023'];

describe('the instance’s Excel export in LibreOffice Calc (issue 32 #8)', { timeout: 180_000 }, () => {
  let rendered: Rendered;

  beforeAll(async () => {
    rendered = (await renderInLibreOffice({ instance: await buildFormWorkbook(instance) })).instance!;
  }, 180_000);

  it('the Form sheet shows times as typed, dates and amounts as formatted', () => {
    expect(rendered.csvRows).toEqual([
      ['Start', 'Ends', 'Open'],
      SHOWN.slice(0, 3),
      ['Visit', 'Fee', 'Due'],
      SHOWN.slice(3),
    ]);
  });

  it('printed, both sheets show every value whole and none as ###', () => {
    // The printed cells, split where the layout leaves two spaces or a line between them: Form, then Data, so each
    // value twice.
    const cells = rendered.pdfText.split(/\s{2,}|\n/).map((cell) => cell.trim());
    for (const value of SHOWN)
      expect(
        cells.filter((cell) => cell === value),
        value,
      ).toHaveLength(2);
    expect(rendered.pdfText).not.toMatch(/#/);
  });
});
