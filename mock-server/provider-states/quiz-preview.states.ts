import { QUIZ_IDS } from '../../fixtures/quizzes/quizzes';
import { USER_EMAILS, USER_IDS } from '../../fixtures/ids';
import { previewAttemptOf } from '../../src/domain/quizzes/quiz-preview';
import { previewAttemptsOf } from '../routes/quizzes/preview-attempts';
import type { ProviderStateContext, ProviderStates } from './provider-states';

/** Mel (member) starts a preview of "Site safety basics" now, nothing answered. */
const startPreview = (ctx: ProviderStateContext) => {
  const { data } = ctx.store;
  const quiz = data.quizzes.find((q) => q.QuizId === QUIZ_IDS.safety)!;
  const questions = quiz.QuestionIds.map((id) => data.quizQuestions.find((q) => q.QuestionId === id)!);
  const previews = previewAttemptsOf(data);
  const author = { userId: USER_IDS.member, email: USER_EMAILS.member, name: 'Mel Member' };
  const attempt = previewAttemptOf(quiz, questions, author, previews.nextId(), ctx.clock.now());
  previews.set(attempt);
  return attempt;
};

/** States of an author's quiz preview (issue 34): previews live in the mock's memory (preview-attempts.ts). */
export const quizPreviewStates: ProviderStates = {
  'the member is previewing Site safety basics': (ctx) => {
    startPreview(ctx);
    return {};
  },
  'the member has submitted a preview of Site safety basics': (ctx) => {
    const attempt = startPreview(ctx);
    attempt.Status = 'submitted';
    attempt.SubmittedAt = new Date(ctx.clock.now()).toISOString();
    return {};
  },
};
