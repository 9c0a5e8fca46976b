import { QUIZ_IDS } from '../../fixtures/quizzes/quizzes';
import { USER_EMAILS, USER_IDS } from '../../fixtures/ids';
import { deadlineOf } from '../../src/domain/quizzes/quiz-attempt.entity';
import type { ProviderStates } from './provider-states';

/** States of the quiz calls (issue 34); the demo quizzes come with the fixtures. */
export const quizStates: ProviderStates = {
  /**
   * Mel (member) has an attempt at "Site safety basics" in progress, started now, nothing answered. Answers
   * `QuizExamId`, far from the consumer's example, so the interaction passes only with the injected id.
   */
  'the member has a quiz attempt in progress': (ctx) => {
    const quiz = ctx.store.data.quizzes.find((q) => q.QuizId === QUIZ_IDS.safety)!;
    const QuizExamId = Math.max(...ctx.store.data.quizAttempts.map((a) => a.QuizExamId)) + 100;
    const now = ctx.clock.now();
    const deadline = deadlineOf(quiz.Settings, now);
    ctx.store.data.quizAttempts.push({
      QuizExamId,
      QuizId: quiz.QuizId,
      TakerUserId: USER_IDS.member,
      TakerEmail: USER_EMAILS.member,
      TakerName: 'Mel Member',
      StartedAt: new Date(now).toISOString(),
      Deadline: deadline === null ? null : new Date(deadline).toISOString(),
      SubmittedAt: null,
      AutoSubmitted: false,
      Status: 'inProgress',
      Answers: {},
      QuestionOrder: [...quiz.QuestionIds],
      OptionOrder: {},
      Grades: {},
      ScoreOverride: null,
    });
    ctx.store.save();
    return { QuizExamId };
  },
};
