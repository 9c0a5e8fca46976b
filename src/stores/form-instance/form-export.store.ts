import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { EXPORT_NEEDS_VALID_FORM } from '../../application/form-instance/export-messages';
import {
  ExportForm,
  type ExportRequest,
  type PdfExportRequest,
} from '../../application/form-instance/export-form.use-case';
import { Notifier } from '../../ports/notifier.port';
import { PDF_EXPORT_DEFAULTS, type PdfExportOptions } from '../../ports/form-exporter.port';

export type ExportFormat = 'csv' | 'excel' | 'pdf';
export type PdfDialogOptions = Omit<PdfExportOptions, 'HeaderFooterInfo' | 'ColumnsWidth'>;

/**
 * The export buttons of a form instance page, the Form To PDF dialog and the Please Wait dialog: which
 * export is running, the dialog's options (the spec's defaults each time it opens) and its failure.
 * Transient: one per page.
 */
@injectable()
export class FormExportStore {
  busy: ExportFormat | null = null;
  pdfDialogOpen = false;
  pdfOptions: PdfDialogOptions = { ...PDF_EXPORT_DEFAULTS };
  pdfError: string | null = null;
  readonly needsValidFormMessage = EXPORT_NEEDS_VALID_FORM;
  private disposed = false;

  constructor(
    @inject(ExportForm) private readonly exportForm: ExportForm,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<FormExportStore, 'exportForm' | 'notifier' | 'disposed'>(
      this,
      { exportForm: false, notifier: false, disposed: false, needsValidFormMessage: false },
      { autoBind: true },
    );
  }

  pdfClicked(): void {
    this.pdfOptions = { ...PDF_EXPORT_DEFAULTS };
    this.pdfError = null;
    this.pdfDialogOpen = true;
  }

  pdfDialogClosed(): void {
    if (this.busy === 'pdf') return;
    this.pdfDialogOpen = false;
    this.pdfError = null;
  }

  pdfOptionChanged(name: keyof PdfDialogOptions, value: boolean): void {
    this.pdfOptions = { ...this.pdfOptions, [name]: value };
  }

  csvClicked(request: ExportRequest): Promise<void> {
    return this.run('csv', () => this.exportForm.csv(request));
  }

  excelClicked(request: ExportRequest): Promise<void> {
    return this.run('excel', () => this.exportForm.excel(request));
  }

  async pdfSaveClicked(request: Omit<PdfExportRequest, 'options'>): Promise<void> {
    if (this.busy) return;
    this.busy = 'pdf';
    this.pdfError = null;
    const outcome = await this.exportForm.pdf({ ...request, options: { ...this.pdfOptions } });
    runInAction(() => {
      this.busy = null;
      if (this.disposed) return;
      if (outcome.ok) this.pdfDialogOpen = false;
      else this.pdfError = outcome.message;
    });
  }

  dispose(): void {
    this.disposed = true;
  }

  private async run(format: ExportFormat, exportFile: () => ReturnType<ExportForm['csv']>): Promise<void> {
    if (this.busy) return;
    this.busy = format;
    const outcome = await exportFile();
    runInAction(() => (this.busy = null));
    if (!outcome.ok && !this.disposed) this.notifier.show('error', outcome.message);
  }
}
