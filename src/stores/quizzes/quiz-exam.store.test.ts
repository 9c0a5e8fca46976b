import { describe, expect, it } from 'vitest';
import { PreviewQuiz } from '../../application/quizzes/preview-quiz.use-case';
import { TakeQuiz } from '../../application/quizzes/take-quiz.use-case';
import type { QuizAnswer } from '../../domain/quizzes/quiz-scoring';
import type { TakerExam, TakerReport } from '../../domain/quizzes/quiz-taker-view';
import type { Dialogs } from '../../ports/dialogs.port';
import type { HttpResult } from '../../ports/http-client.port';
import type { QuizGateway } from '../../ports/quiz-gateway.port';
import type { QuizPreviewGateway } from '../../ports/quiz-preview-gateway.port';
import { AUTOSAVE_DELAY_MS, QuizExamStore } from './quiz-exam.store';

const exam: TakerExam = {
  QuizExamId: 7,
  QuizId: 1,
  QuizName: 'Q',
  Description: '',
  OneQuestionPerPage: true,
  Deadline: '2026-01-01T10:02:00.000Z',
  SecondsLeft: 120,
  Questions: [
    { QuestionId: 1, Type: 'trueFalse', Text: 'a', Points: 1, Options: [] },
    { QuestionId: 2, Type: 'text', Text: 'b', Points: 1, Options: [] },
  ],
  Answers: {},
};
const report = { QuizExamId: 7, Score: 1 } as TakerReport;
const ok = <T>(data: T): HttpResult<T> => ({ ok: true, status: 200, data });

/** A hand-driven clock and scheduler: `advance` runs what falls due. */
function world() {
  let now = 1_000_000;
  const timers: { at: number; task: () => void }[] = [];
  const saves: Record<string, QuizAnswer>[] = [];
  const submits: Record<string, QuizAnswer>[] = [];
  const confirms: string[] = [];
  let saveAnswer: () => HttpResult<TakerExam> = () => ok({ ...exam, SecondsLeft: 100 });
  const gateway = {
    open: () => Promise.resolve(ok(exam)),
    save: (_id: number, answers: Record<string, QuizAnswer>) => (
      saves.push(answers),
      Promise.resolve(saveAnswer())
    ),
    submit: (_id: number, answers: Record<string, QuizAnswer>) => (
      submits.push(answers),
      Promise.resolve(ok(report))
    ),
  } as unknown as QuizGateway;
  /** The preview's calls name the quiz, not an attempt. */
  const previewCalls: string[] = [];
  const previews = {
    open: (quizId: number) => (previewCalls.push(`open ${quizId}`), Promise.resolve(ok(exam))),
    save: (quizId: number, answers: Record<string, QuizAnswer>) => (
      previewCalls.push(`save ${quizId} ${JSON.stringify(answers)}`),
      Promise.resolve(ok(exam))
    ),
    submit: (quizId: number, answers: Record<string, QuizAnswer>) => (
      previewCalls.push(`submit ${quizId} ${JSON.stringify(answers)}`),
      Promise.resolve(ok(report))
    ),
  } as unknown as QuizPreviewGateway;
  const dialogs = {
    confirm: (r: { message: string }) => (confirms.push(r.message), Promise.resolve(true)),
  } as unknown as Dialogs;
  const store = new QuizExamStore(
    new TakeQuiz(gateway, dialogs),
    { now: () => now },
    {
      after: (ms, task) => {
        const timer = { at: now + ms, task };
        timers.push(timer);
        return () => timers.splice(timers.indexOf(timer) >>> 0, timers.includes(timer) ? 1 : 0);
      },
    },
    new PreviewQuiz(previews),
  );
  const advance = async (ms: number) => {
    const end = now + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const next = timers[0];
      if (!next || next.at > end) break;
      timers.shift();
      now = next.at;
      next.task();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    now = end;
  };
  return {
    store,
    advance,
    saves,
    submits,
    confirms,
    previewCalls,
    failSaves: (r: () => HttpResult<TakerExam>) => (saveAnswer = r),
  };
}

describe('QuizExamStore', () => {
  it('counts down from the server’s seconds left and follows the server again after a save', async () => {
    const { store, advance } = world();
    await store.opened(1);
    expect(store.secondsLeft).toBe(120);
    await advance(5_000);
    expect(store.secondsLeft).toBe(115);
    store.answered(1, true);
    await advance(AUTOSAVE_DELAY_MS);
    // The save answered 100 seconds left: the page takes the server's word over its own count.
    expect(store.secondsLeft).toBe(100);
  });

  it('saves a burst of answers once, after the last change', async () => {
    const { store, advance, saves } = world();
    await store.opened(1);
    store.answered(2, 'P');
    await advance(300);
    store.answered(2, 'Pa');
    await advance(300);
    store.answered(1, false);
    await advance(AUTOSAVE_DELAY_MS);
    expect(saves).toEqual([{ 2: 'Pa', 1: false }]);
  });

  it('asks before submitting, naming the unanswered questions, then shows the report', async () => {
    const { store, submits, confirms } = world();
    await store.opened(1);
    store.answered(1, true);
    await store.submitClicked();
    expect(confirms).toEqual(['Question 2 is not answered. Once submitted, your answers cannot be changed.']);
    expect(submits).toEqual([{ 1: true }]);
    expect(store.state).toBe('submitted');
    expect(store.report).toEqual(report);
    expect(store.isIncomplete()).toBe(false);
  });

  it('submits by itself when the time runs out, and when the server says the time is up', async () => {
    const { store, advance, submits } = world();
    await store.opened(1);
    expect(store.isIncomplete()).toBe(true);
    await advance(120_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(submits).toHaveLength(1);
    expect(store.state).toBe('submitted');

    const late = world();
    late.failSaves(() => ({
      ok: false,
      failure: { kind: 'status', status: 409, payload: { Message: 'Time is up' } },
    }));
    await late.store.opened(1);
    late.store.answered(1, true);
    await late.advance(AUTOSAVE_DELAY_MS);
    expect(late.submits).toHaveLength(1);
    expect(late.store.state).toBe('submitted');
  });

  it('in a preview, opens, saves and submits through the preview calls of the quiz, never an attempt', async () => {
    const { store, advance, saves, submits, previewCalls } = world();
    await store.opened(1, 'preview');
    expect(store.secondsLeft).toBe(120);
    store.answered(1, true);
    await advance(AUTOSAVE_DELAY_MS);
    store.answered(2, 'x');
    await store.submitClicked();
    expect(previewCalls).toEqual(['open 1', 'save 1 {"1":true}', 'submit 1 {"2":"x"}']);
    expect(saves).toEqual([]);
    expect(submits).toEqual([]);
    expect(store.state).toBe('submitted');
  });
});
