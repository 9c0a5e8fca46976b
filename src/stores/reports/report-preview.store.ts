import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PreviewReport } from '../../application/reports/preview-report.use-case';
import type { FormattedCell } from '../../domain/reports/excel-number-format';
import { numericColumns, previewCell } from '../../domain/reports/report-cells';
import type { ReportPreview, ReportTypeId } from '../../domain/reports/report.entity';

/** `/report/preview/{reportId}-{reportType}`: the report's rows, each cell formatted by its column's format. */
@injectable()
export class ReportPreviewStore {
  data: ReportPreview | null = null;
  loading = false;
  failed = false;
  private disposed = false;
  private controller: AbortController | null = null;

  constructor(@inject(PreviewReport) private readonly preview: PreviewReport) {
    makeAutoObservable<ReportPreviewStore, 'preview' | 'disposed' | 'controller'>(
      this,
      { preview: false, disposed: false, controller: false },
      { autoBind: true },
    );
  }

  async opened(reportId: number, reportType: ReportTypeId): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.loading = true;
    this.failed = false;
    const result = await this.preview.run(reportId, reportType, controller.signal);
    // A newer load (or leaving) aborted this one: its answer, which may come last, is not shown.
    if (this.disposed || controller.signal.aborted) return;
    runInAction(() => {
      this.loading = false;
      this.failed = !result.ok;
      if (result.ok) this.data = result.data;
    });
  }

  /** The rows as shown: each value through its column's format, as the workbook shows it (text, and red or not). */
  get cells(): FormattedCell[][] {
    if (!this.data) return [];
    const columns = this.data.Report.ReportColumns;
    return this.data.Rows.map((row) => columns.map((column, i) => previewCell(column, row[i] ?? null)));
  }

  /** Per column, whether it holds numbers: those are right-aligned. */
  get numeric(): boolean[] {
    if (!this.data) return [];
    return numericColumns(this.data.Rows, this.data.Report.ReportColumns.length);
  }

  /** The rows' texts. */
  get rows(): string[][] {
    return this.cells.map((row) => row.map((cell) => cell.text));
  }

  dispose(): void {
    this.disposed = true;
    this.controller?.abort();
  }
}
