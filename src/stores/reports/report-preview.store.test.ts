import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { PreviewReport } from '../../application/reports/preview-report.use-case';
import { FakeReportGateway } from '../../application/reports/reports.fakes';
import { CUSTOM_FORMAT_TYPE } from '../../domain/reports/report.entity';
import { ReportPreviewStore } from './report-preview.store';

describe('the report preview', () => {
  it('formats each column with the form engine’s formatter, as the instance page and the workbook do', async () => {
    const store = new ReportPreviewStore(new PreviewReport(new FakeReportGateway()));
    await store.opened(700, 1);
    expect(store.rows).toEqual([['March 14, 2024', '$1,234.50']]);
  });

  it('shows a custom format as the workbook does, red where its section says so (issue 32 #3)', async () => {
    const gateway = new FakeReportGateway();
    const original = await gateway.preview(700);
    if (!original.ok) throw new Error('the fake preview failed');
    const [date, total] = original.data.Report.ReportColumns;
    gateway.preview = async () => ({
      ...original,
      data: {
        ...original.data,
        Report: {
          ...original.data.Report,
          ReportColumns: [
            { ...date!, FormatType: CUSTOM_FORMAT_TYPE, Format: 'dddd d mmmm yyyy' },
            { ...total!, FormatType: CUSTOM_FORMAT_TYPE, Format: '"£"#,##0.0;[Red]-"£"#,##0.0' },
          ],
        },
        Rows: [
          ['3/14/2024', '1200'],
          ['3/15/2024', '-1200'],
        ],
        Total: 2,
      },
    });
    const store = new ReportPreviewStore(new PreviewReport(gateway));
    await store.opened(700, 1);
    expect(store.cells).toEqual([
      [
        { text: 'Thursday 14 March 2024', red: false },
        { text: '£1,200.0', red: false },
      ],
      [
        { text: 'Friday 15 March 2024', red: false },
        { text: '-£1,200.0', red: true },
      ],
    ]);
  });
});
