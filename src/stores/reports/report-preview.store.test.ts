import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { PreviewReport } from '../../application/reports/preview-report.use-case';
import { FakeReportGateway } from '../../application/reports/reports.fakes';
import { ReportPreviewStore } from './report-preview.store';

describe('the report preview', () => {
  it('formats each column with the form engine’s formatter, as the instance page and the workbook do', async () => {
    const store = new ReportPreviewStore(new PreviewReport(new FakeReportGateway()));
    await store.opened(700, 1);
    expect(store.rows).toEqual([['March 14, 2024', '$1,234.50']]);
  });
});
