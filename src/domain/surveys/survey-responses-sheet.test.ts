import { describe, expect, it } from 'vitest';
import { surveyExportFileName, surveyResponsesSheet } from './survey-responses-sheet';
import { blankSurveyQuestion } from './survey.entity';
import type { SurveyResponse } from './survey-response.entity';

const choice = {
  ...blankSurveyQuestion(1, 9, 'multiple', 'What slowed you down?'),
  Options: [
    { OptionId: 1, Text: 'Parking' },
    { OptionId: 2, Text: 'Weather' },
  ],
};
const grid = {
  ...blankSurveyQuestion(2, 9, 'matrix', 'Rate it'),
  Options: [
    { OptionId: 1, Text: 'Poor' },
    { OptionId: 2, Text: 'Good' },
  ],
  Rows: [
    { RowId: 1, Text: 'Toilets' },
    { RowId: 2, Text: 'Parking' },
  ],
};
const response = (Answers: SurveyResponse['Answers']): SurveyResponse => ({
  SurveyExamId: 1,
  SurveyId: 9,
  RespondentUserId: null,
  Status: 'completed',
  StartedOn: '2026-04-01T00:00:00.000Z',
  CompletedOn: '2026-04-01T00:00:00.000Z',
  Answers,
  Preview: false,
});

describe('the Responses sheet of a survey export (issue 34 follow-up, bug 5)', () => {
  it('gives a matrix row a column, joins choices, and leaves out the respondent of an anonymous survey', () => {
    const sheet = surveyResponsesSheet([choice, grid], true);
    expect(sheet.header).toEqual([
      'Submitted',
      '1. What slowed you down?',
      '2. Rate it: Toilets',
      '2. Rate it: Parking',
    ]);
    expect(sheet.row(response({ 1: [2, 1], 2: { 1: 2 } }), 'Nobody')).toEqual([
      new Date('2026-04-01T00:00:00.000Z'),
      'Parking; Weather',
      'Good',
      null,
    ]);
  });

  it('leaves an answer that no longer fits its question empty, as the counts do', () => {
    const sheet = surveyResponsesSheet([choice, grid], false);
    expect(sheet.header[1]).toBe('Respondent');
    expect(sheet.row(response({ 1: [7], 2: { 1: 9 } }), 'Finn Field')).toEqual([
      new Date('2026-04-01T00:00:00.000Z'),
      'Finn Field',
      null,
      null,
      null,
    ]);
    expect(surveyExportFileName('Site visit: feedback!')).toBe('Site-visit-feedback.xlsx');
  });
});
