import { injectable } from 'inversify';
import type { ResultsSheet } from '../../domain/quizzes/quiz-results-sheet';
import type { ExportedFile } from '../../ports/form-exporter.port';
import type { QuizResultsExporter } from '../../ports/quiz-results-exporter.port';
import { EXPORT_TYPES, exportFileName } from './model/export-file-name';

/** The results workbook, built in the browser; exceljs is imported with the first export only. */
@injectable()
export class LazyQuizResultsExporter implements QuizResultsExporter {
  async excel(sheet: ResultsSheet, title: string): Promise<ExportedFile> {
    const { buildResultsWorkbook } = await import('./excel/build-results-workbook');
    return {
      fileName: exportFileName(title, 'xlsx'),
      mimeType: EXPORT_TYPES.xlsx.mimeType,
      data: await buildResultsWorkbook(sheet),
    };
  }
}
