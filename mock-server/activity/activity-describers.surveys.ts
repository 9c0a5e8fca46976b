/**
 * The activity log's sentences for the survey calls (issue 34; docs/quizzes-and-surveys.md, "Surveys"). Responding to
 * an anonymous survey is logged without the respondent: the log's name and time would otherwise tie them to their
 * answers.
 */
import type { Described, Describer, DescribeInput } from './activity-describers';
import type { Store } from '../store';

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const quoted = (name: string | undefined) => (name ? `"${name}"` : 'a survey');
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

const surveyOf = (store: Store, id: unknown) => store.data.surveys.find((s) => s.SurveyId === num(id));
const surveyName = (store: Store, id: unknown) => surveyOf(store, id)?.Name;
const questionOf = (store: Store, id: unknown) =>
  store.data.surveyQuestions.find((q) => q.QuestionId === num(id));

const surveys = (action: (input: DescribeInput) => string): Describer => ({
  after: (input) => ({ area: 'surveys', action: action(input) }),
});

/** Opening or submitting a response: an anonymous survey's is logged as nobody's. */
const responding = (verb: string): Describer => ({
  after: ({ store, answer }) => {
    const surveyId = field(answer, 'SurveyId');
    const survey = surveyOf(store, surveyId);
    const preview =
      field(answer, 'Preview') === true || (verb === 'Submitted' && !responseKept(store, answer));
    if (preview)
      return { area: 'surveys', action: `${verb} a preview of the survey ${quoted(survey?.Name)}` };
    const described: Described = {
      area: 'surveys',
      action: `${verb} a response to the survey ${quoted(survey?.Name)}`,
    };
    if (survey?.Settings.Anonymous)
      described.who = { workspaceId: survey.workspaceId, userId: null, userName: 'An anonymous respondent' };
    // Someone who answered a named survey through its link is written under the e-mail they proved.
    const email = responseOf(store, answer)?.RespondentEmail;
    if (survey && !survey.Settings.Anonymous && email)
      described.who = { workspaceId: survey.workspaceId, userId: null, userName: email };
    return described;
  },
});

const responseOf = (store: Store, answer: unknown) =>
  store.data.surveyResponses.find((r) => r.SurveyExamId === num(field(answer, 'SurveyExamId')));

/** A submitted preview is dropped: its id is no longer among the responses. */
const responseKept = (store: Store, answer: unknown) => responseOf(store, answer) !== undefined;

export const SURVEY_DESCRIBERS: Readonly<Record<string, Describer>> = {
  '/survey/create': surveys(({ body }) => `Created the survey ${quoted(str(body.Name).trim())}`),
  '/survey/update': surveys(({ body }) => `Renamed the survey ${quoted(str(body.Name).trim())}`),
  '/survey/copy': surveys(
    ({ answer, store, body }) =>
      `Copied the survey ${quoted(surveyName(store, body.SurveyId))} as ${quoted(str(field(answer, 'Name')))}`,
  ),
  '/survey/delete': {
    before: (body, store) => surveyName(store, body.SurveyId),
    after: ({ found }) => ({
      area: 'surveys',
      action: `Deleted the survey ${quoted(found as string | undefined)} with its responses`,
    }),
  },
  '/survey/settings': surveys(
    ({ store, body }) => `Changed the settings of the survey ${quoted(surveyName(store, body.SurveyId))}`,
  ),
  '/survey/users': surveys(
    ({ store, body }) =>
      `Changed who may manage and respond to the survey ${quoted(surveyName(store, body.SurveyId))}`,
  ),
  '/survey/reorder': surveys(
    ({ store, body }) => `Reordered the questions of the survey ${quoted(surveyName(store, body.SurveyId))}`,
  ),
  '/surveyquestion/create': surveys(
    ({ store, body }) => `Added a question to the survey ${quoted(surveyName(store, body.SurveyId))}`,
  ),
  '/surveyquestion/update': surveys(({ store, body }) => {
    const question = questionOf(store, body.QuestionId);
    return `Changed the question "${str(body.Text).trim()}" of the survey ${quoted(surveyName(store, question?.SurveyId))}`;
  }),
  '/surveyquestion/delete': {
    before: (body, store) => {
      const question = questionOf(store, body.QuestionId);
      return question
        ? `the question "${question.Text}" of the survey ${quoted(surveyName(store, question.SurveyId))}`
        : 'a question';
    },
    after: ({ found }) => ({ area: 'surveys', action: `Deleted ${String(found)}` }),
  },
  '/surveylink/set': surveys(
    ({ store, body }) =>
      `Turned ${body.Enabled === true ? 'on' : 'off'} the link of the survey ${quoted(surveyName(store, body.SurveyId))}`,
  ),
  '/surveyexam/open': responding('Opened'),
  '/surveyexam/submit': responding('Submitted'),
};
