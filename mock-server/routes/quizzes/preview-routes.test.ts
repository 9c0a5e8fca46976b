import { describe, expect, it, vi } from 'vitest';
import { QUIZ_IDS, QUIZ_QUESTION_IDS as Q } from '../../../fixtures/quizzes/quizzes';
import type { TakerReportEntry } from '../../../src/domain/quizzes/quiz-preview';
import type { TakerExam, TakerIntro, TakerReport } from '../../../src/domain/quizzes/quiz-taker-view';
import { useFormsMock } from '../../test-support/forms-test-kit';

const mock = useFormsMock();
const safety = QUIZ_IDS.safety;

describe("an author's preview of a quiz", () => {
  it('leaves the results, the attempts counted, the live events and the activity log untouched', async () => {
    const mel = await mock.as('member@demo.test');
    const { store, hub } = mock.running.mock;
    const results = async () => (await mel.get(`/api/quizresult/list?quizId=${safety}`)).body as unknown;
    const before = await results();
    const attemptsBefore = JSON.stringify(store.data.quizAttempts);
    const activityBefore = store.data.activity.length;
    const introBefore = (await mel.get(`/api/quizexam/intro?quizId=${safety}`)).body as TakerIntro;
    const pushed = vi.spyOn(hub, 'push');

    const exam = (await mel.post('/api/quizexam/preview/open', { QuizId: safety })).body as TakerExam;
    expect(exam.Questions).toHaveLength(6);
    expect(JSON.stringify(exam)).not.toContain('White marks supervisors');
    const saved = await mel.post('/api/quizexam/preview/save', {
      QuizId: safety,
      Answers: { [Q.helmet]: 2 },
    });
    expect(saved.status).toBe(200);
    const submitted = await mel.post('/api/quizexam/preview/submit', {
      QuizId: safety,
      Answers: { [Q.ladder]: true },
    });
    expect(submitted.status).toBe(200);
    const report = (await mel.get(`/api/quizexam/preview/report?quizId=${safety}`)).body as TakerReport;
    expect(report.Questions.find((q) => q.QuestionId === Q.ladder)).toMatchObject({ Answer: true });

    expect(await results()).toEqual(before);
    expect(JSON.stringify(store.data.quizAttempts)).toBe(attemptsBefore);
    expect(store.data.activity.length).toBe(activityBefore);
    expect(pushed).not.toHaveBeenCalled();
    const introAfter = (await mel.get(`/api/quizexam/intro?quizId=${safety}`)).body as TakerIntro;
    expect(introAfter.AttemptsLeft).toBe(introBefore.AttemptsLeft);
    expect(introAfter.OpenQuizExamId).toBeNull();
    // Mel's own reports (the real ones) do not list the preview either.
    expect((await mel.get(`/api/quizexam/reports?quizId=${safety}`)).body).toEqual([]);
  });

  it('always shows the author the key and explanations, whatever the quiz shows its takers', async () => {
    const mel = await mock.as('member@demo.test');
    const quiz = mock.running.mock.store.data.quizzes.find((q) => q.QuizId === safety)!;
    quiz.Settings.ShowAnswers = 'never';
    await mel.post('/api/quizexam/preview/open', { QuizId: safety });
    const report = (await mel.post('/api/quizexam/preview/submit', { QuizId: safety })).body as TakerReport;
    expect(report.AnswersShown).toBe(true);
    expect(JSON.stringify(report)).toContain('White marks supervisors');
  });

  it('is refused to a taker who does not manage the quiz', async () => {
    const finn = await mock.as('field@demo.test');
    expect((await finn.get(`/api/quizexam/preview/intro?quizId=${safety}`)).status).toBe(403);
    const opened = await finn.post('/api/quizexam/preview/open', { QuizId: safety });
    expect(opened.status).toBe(403);
    expect(opened.body).toMatchObject({ Message: expect.stringContaining('You may not manage this quiz') });
    expect((await finn.post('/api/quizexam/preview/submit', { QuizId: safety })).status).toBe(403);
  });

  it('keeps the time limit and refuses answers after the deadline and its grace', async () => {
    const mel = await mock.as('member@demo.test');
    const exam = (await mel.post('/api/quizexam/preview/open', { QuizId: safety })).body as TakerExam;
    expect(15 * 60 - exam.SecondsLeft!).toBeLessThanOrEqual(1);
    mock.running.mock.clock.advance(16 * 60_000);
    const late = await mel.post('/api/quizexam/preview/save', { QuizId: safety, Answers: { [Q.helmet]: 2 } });
    expect(late.status).toBe(409);
    const report = (await mel.get(`/api/quizexam/preview/report?quizId=${safety}`)).body as TakerReport;
    expect(report.AutoSubmitted).toBe(true);
  });
});

describe("a taker's own reports", () => {
  it("lists the taker's submitted attempts of a quiz and across quizzes, with score, verdict and date", async () => {
    const finn = await mock.as('field@demo.test');
    const mine = (await finn.get(`/api/quizexam/reports?quizId=${safety}`)).body as TakerReportEntry[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ QuizId: safety, QuizName: 'Site safety basics' });
    expect(mine[0]!.SubmittedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(typeof mine[0]!.Score).toBe('number');
    const latest = (await finn.get('/api/quizexam/reports')).body as TakerReportEntry[];
    expect(latest.map((r) => r.QuizExamId)).toContain(mine[0]!.QuizExamId);
  });
});
