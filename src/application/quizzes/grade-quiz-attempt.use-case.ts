import { inject, injectable } from 'inversify';
import { parsePoints } from '../../domain/quizzes/quiz-grading';
import type { QuizAttemptResult } from '../../domain/quizzes/quiz-results-view';
import { QuizResultsGateway } from '../../ports/quiz-results-gateway.port';
import { outcomeOf, type ResultsOutcome } from './quiz-results-outcome';

export type GradeOutcome = ResultsOutcome<QuizAttemptResult> | { kind: 'invalid'; message: string };

/**
 * A manager grades one attempt (docs/use-cases/grade-quiz-attempt.md): a question by hand (0 to its points), or the
 * whole score overridden (0 to the quiz's points); either can be taken back. What is typed is checked before it is
 * sent; the server writes the activity log and tells the open results pages.
 */
@injectable()
export class GradeQuizAttempt {
  constructor(@inject(QuizResultsGateway) private readonly results: QuizResultsGateway) {}

  async read(quizExamId: number, signal?: AbortSignal): Promise<ResultsOutcome<QuizAttemptResult>> {
    return outcomeOf(await this.results.attempt(quizExamId, signal));
  }

  async grade(attempt: QuizAttemptResult, questionId: number, typed: string): Promise<GradeOutcome> {
    const question = attempt.Questions.find((q) => q.QuestionId === questionId);
    if (!question) return { kind: 'invalid', message: 'This question is not in the attempt.' };
    const points = parsePoints(typed, question.MaxPoints, 'Points');
    if (!points.ok) return { kind: 'invalid', message: points.message };
    return outcomeOf(await this.results.grade(attempt.Attempt.QuizExamId, questionId, points.value));
  }

  async takeGradeBack(attempt: QuizAttemptResult, questionId: number): Promise<GradeOutcome> {
    return outcomeOf(await this.results.grade(attempt.Attempt.QuizExamId, questionId, null));
  }

  async override(attempt: QuizAttemptResult, typed: string): Promise<GradeOutcome> {
    const score = parsePoints(typed, attempt.Attempt.MaxScore, 'Score');
    if (!score.ok) return { kind: 'invalid', message: score.message };
    return outcomeOf(await this.results.override(attempt.Attempt.QuizExamId, score.value));
  }

  async takeOverrideBack(attempt: QuizAttemptResult): Promise<GradeOutcome> {
    return outcomeOf(await this.results.override(attempt.Attempt.QuizExamId, null));
  }
}
