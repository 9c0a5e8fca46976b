/**
 * Survey results benchmark (issue 34), the computation part: the figures behind `GET /api/surveyresult/questions` on a
 * survey with many responses. The demo's 25 completed responses to "Site visit feedback" (a question of each type)
 * are copied until the survey holds 100, 1,000 and 10,000; then the median of several runs after warm-up of the
 * per-question statistics (src/domain/surveys/survey-results.ts, `surveyQuestionStatsOf`: counts, averages, NPS,
 * matrix counts, text answers).
 * Run: `npm run bench -- surveys` or `node --import tsx bench/surveys.bench.ts`.
 */
import { SURVEY_IDS, surveyQuestions, surveyResponses, surveys } from '../fixtures/surveys/surveys';
import type { SurveyResponse } from '../src/domain/surveys/survey-response.entity';
import { surveyQuestionStatsOf } from '../src/domain/surveys/survey-results';
import { measure } from './median-timing';

const survey = surveys.find((s) => s.SurveyId === SURVEY_IDS.feedback)!;
const questions = survey.QuestionIds.map((id) => surveyQuestions.find((q) => q.QuestionId === id)!);
const completed = surveyResponses.filter((r) => r.SurveyId === survey.SurveyId && r.Status === 'completed');
const responsesOf = (n: number): SurveyResponse[] =>
  Array.from({ length: n }, (_, i) => ({ ...completed[i % completed.length]!, SurveyExamId: 100_000 + i }));

console.log(`Survey results computation (median ms; ${questions.length} questions, one of each type)`);
console.log('responses | per-question stats');
for (const n of [100, 1_000, 10_000]) {
  const responses = responsesOf(n);
  const stats = measure(n >= 10_000 ? 7 : 15, 3, () => surveyQuestionStatsOf(questions, responses));
  console.log(`${String(n).padStart(9)} | ${stats.toFixed(2).padStart(18)}`);
}
