import { describe, expect, it } from 'vitest';
import { TakeSurvey } from '../../application/surveys/take-survey.use-case';
import { DEFAULT_SURVEY_SETTINGS, type SurveyQuestion } from '../../domain/surveys/survey.entity';
import { failure } from '../../application/testing/fakes';
import type { SurveyGateway } from '../../ports/survey-gateway.port';
import type { HttpResult } from '../../ports/http-client.port';
import type { SurveyAnswers, SurveyExam, SurveyExamGateway } from '../../ports/survey-exam-gateway.port';
import { SURVEY_AUTOSAVE_DELAY_MS, SurveyExamStore } from './survey-exam.store';

const q = (QuestionId: number, Type: SurveyQuestion['Type'], Required: boolean): SurveyQuestion => ({
  QuestionId,
  SurveyId: 1,
  Type,
  Text: `Question ${QuestionId}`,
  Required,
  Options: [],
  Rows: [],
  MultiLine: false,
});
const EXAM: SurveyExam = {
  SurveyExamId: 9,
  SurveyId: 1,
  Name: 'Pulse',
  Description: '',
  Questions: [q(1, 'rating', true), q(2, 'nps', false), q(3, 'text', true)],
  Answers: {},
  OneQuestionPerPage: true,
  Anonymous: false,
  Preview: false,
};
const ok = <T>(data: T): HttpResult<T> => ({ ok: true, status: 200, data });

/** A hand-driven scheduler: `advance` runs the timers due. */
function world(exam: SurveyExam = EXAM) {
  let now = 0;
  const timers: { at: number; task: () => void }[] = [];
  const saves: SurveyAnswers[] = [];
  const submits: SurveyAnswers[] = [];
  const intros: number[] = [];
  const gateway = {
    intro: (surveyId: number) => (intros.push(surveyId), Promise.resolve(failure(403))),
    open: () => Promise.resolve(ok(exam)),
    save: (_id: number, answers: SurveyAnswers) => (saves.push(answers), Promise.resolve(ok(exam))),
    submit: (_id: number, answers: SurveyAnswers) => (
      submits.push(answers),
      Promise.resolve(ok({ SurveyExamId: 9, SurveyId: 1, ThankYouText: 'Thanks!' }))
    ),
  } as unknown as SurveyExamGateway;
  const surveys = {
    get: () =>
      Promise.resolve(
        ok({
          SurveyId: 1,
          Name: 'Pulse',
          Description: 'Monthly',
          Questions: exam.Questions,
          Settings: { ...DEFAULT_SURVEY_SETTINGS, Anonymous: true },
        }),
      ),
  } as unknown as SurveyGateway;
  const store = new SurveyExamStore(new TakeSurvey(gateway, surveys), {
    after: (ms, task) => {
      const timer = { at: now + ms, task };
      timers.push(timer);
      return () => {
        const i = timers.indexOf(timer);
        if (i >= 0) timers.splice(i, 1);
      };
    },
  });
  const advance = async (ms: number) => {
    now += ms;
    for (const t of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(t), 1);
      t.task();
    }
    await Promise.resolve();
  };
  return { store, saves, submits, advance, intros };
}

describe('a survey response on the page (issue 34 surveys)', () => {
  it('saves a burst of answers once, after the autosave delay', async () => {
    const { store, saves, advance } = world();
    await store.opened(1, false);
    store.answered(1, 3);
    store.answered(1, 4);
    store.answered(2, 0);
    await advance(SURVEY_AUTOSAVE_DELAY_MS - 1);
    expect(saves).toEqual([]);
    await advance(1);
    expect(saves).toEqual([{ 1: 4, 2: 0 }]);
    expect(store.answeredCount).toBe(2);
    expect(store.isIncomplete()).toBe(true);
  });

  it('resumes on the first question without an answer', async () => {
    const { store } = world({ ...EXAM, Answers: { 1: 5 } });
    await store.opened(1, false);
    expect(store.page).toBe(1);
    expect(store.shown.map((x) => x.QuestionId)).toEqual([2]);
  });

  it('names the required questions left and shows the first, sending nothing; then submits what is not saved', async () => {
    const { store, submits } = world();
    await store.opened(1, false);
    store.answered(2, 8);
    expect(await store.submitClicked()).toBe(false);
    expect(store.refusal).toBe('Questions 1 and 3 are required: answer them to submit.');
    expect(store.page).toBe(0);
    expect(submits).toEqual([]);
    store.answered(1, 2);
    store.answered(3, 'More parking');
    expect(await store.submitClicked()).toBe(true);
    expect(submits).toEqual([{ 1: 2, 2: 8, 3: 'More parking' }]);
    expect(store.completion?.ThankYouText).toBe('Thanks!');
    expect(store.isIncomplete()).toBe(false);
  });

  it('previews the introduction from the survey the manager manages, who need not be one of its respondents', async () => {
    const { store, intros } = world();
    await store.introOpened(1, true);
    expect(intros).toEqual([]);
    expect(store.intro).toMatchObject({ Name: 'Pulse', QuestionCount: 3, Anonymous: true, CanStart: true });
    await store.introOpened(1, false);
    expect(intros).toEqual([1]);
    expect(store.state).toBe('failed');
  });
});
