import type { ResultsSheet } from '../domain/quizzes/quiz-results-sheet';
import type { ExportedFile } from './form-exporter.port';

/** Builds the results page's Excel file in the browser (exceljs, loaded on first use). */
export interface QuizResultsExporter {
  /** The workbook of `sheet`, named after `title` (characters no file system takes are replaced). */
  excel(sheet: ResultsSheet, title: string): Promise<ExportedFile>;
}
export const QuizResultsExporter = Symbol('QuizResultsExporter');
