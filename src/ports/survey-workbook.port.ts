import type { SurveyQuestionResult, SurveyResponseRow } from './survey-results-gateway.port';

/** What the survey results export holds (docs/quizzes-and-surveys.md, "Survey pages"). */
export interface SurveyResultsSheet {
  surveyName: string;
  responses: readonly SurveyResponseRow[];
  questions: readonly SurveyQuestionResult[];
}

/** Builds the results workbook (exceljs, loaded on first use). */
export interface SurveyWorkbook {
  build(sheet: SurveyResultsSheet): Promise<Blob>;
}
export const SurveyWorkbook = Symbol('SurveyWorkbook');
