import type { SeedData } from '../../fixtures/types';

/** Valid bodies of the issue 34 survey routes for the fuzz to mutate. */
export function surveyFuzzBases(data: SeedData): Record<string, unknown> {
  const survey = data.surveys[0]!;
  const questions = data.surveyQuestions.filter((q) => q.SurveyId === survey.SurveyId);
  const matrix = questions.find((q) => q.Type === 'matrix')!;
  const single = questions.find((q) => q.Type === 'single')!;
  const response = data.surveyResponses.find((r) => r.SurveyId === survey.SurveyId)!;
  const answers = {
    [single.QuestionId]: single.Options[0]!.OptionId,
    [matrix.QuestionId]: { [matrix.Rows[0]!.RowId]: matrix.Options[0]!.OptionId },
  };
  return {
    '/survey/create': { Name: 'Fuzz', Description: 'd' },
    '/survey/update': { SurveyId: survey.SurveyId, Name: 'Fuzz', Description: 'd' },
    '/survey/copy': { SurveyId: survey.SurveyId },
    '/survey/delete': { SurveyId: survey.SurveyId },
    '/survey/settings': {
      SurveyId: survey.SurveyId,
      Settings: {
        Anonymous: false,
        OnePerPerson: true,
        OpenFrom: '2026-05-01T09:00:00Z',
        OpenUntil: '2026-05-02T09:00:00Z',
        ThankYouText: 'Thanks',
        OneQuestionPerPage: false,
      },
    },
    '/survey/users': { SurveyId: survey.SurveyId, ManagerUserIds: [], TakerUserIds: [], TakerTeamIds: [0] },
    '/survey/reorder': { SurveyId: survey.SurveyId, QuestionIds: survey.QuestionIds },
    '/surveyquestion/create': { SurveyId: survey.SurveyId, Type: 'matrix' },
    '/surveyquestion/update': {
      QuestionId: matrix.QuestionId,
      Text: 'Fuzz',
      Required: true,
      Options: matrix.Options,
      Rows: matrix.Rows,
      MultiLine: false,
    },
    '/surveyquestion/delete': { QuestionId: matrix.QuestionId },
    '/surveyexam/open': { SurveyId: survey.SurveyId, Preview: false },
    '/surveyexam/save': { SurveyExamId: response.SurveyExamId, Answers: answers },
    '/surveyexam/submit': { SurveyExamId: response.SurveyExamId, Answers: answers },
  };
}
