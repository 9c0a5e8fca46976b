import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { GradeQuizAttempt, type GradeOutcome } from '../../application/quizzes/grade-quiz-attempt.use-case';
import type { QuizAttemptResult } from '../../domain/quizzes/quiz-results-view';

const pointsText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/**
 * One attempt on results/edit: its answers with the key, a hand grade per question and the score override. What the
 * author typed stays in its field when the grade is refused, with the reason next to it.
 */
@injectable()
export class QuizAttemptGradingStore {
  state: 'loading' | 'ready' | 'refused' | 'failed' = 'loading';
  message = '';
  attempt: QuizAttemptResult | null = null;
  /** Typed grades by question id, and the typed override. */
  typedGrades: Record<number, string> = {};
  typedOverride = '';
  /** A refusal or a check that failed, by field: question id, or 'override'. */
  errors: Record<string, string> = {};
  busy = false;
  said = '';
  private running: AbortController | null = null;

  constructor(@inject(GradeQuizAttempt) private readonly grading: GradeQuizAttempt) {
    makeAutoObservable<QuizAttemptGradingStore, 'grading' | 'running'>(
      this,
      { grading: false, running: false },
      { autoBind: true },
    );
  }

  async opened(quizExamId: number): Promise<void> {
    this.closed();
    this.state = 'loading';
    const run = new AbortController();
    this.running = run;
    const outcome = await this.grading.read(quizExamId, run.signal);
    if (run.signal.aborted || outcome.kind === 'aborted') return;
    runInAction(() => {
      if (outcome.kind === 'done') this.show(outcome.data);
      else {
        this.state = outcome.kind;
        this.message = outcome.message;
      }
    });
  }

  gradeTyped(questionId: number, text: string): void {
    this.typedGrades[questionId] = text;
  }

  overrideTyped(text: string): void {
    this.typedOverride = text;
  }

  async gradeSubmitted(questionId: number): Promise<void> {
    const attempt = this.attempt;
    if (!attempt || this.busy) return;
    await this.apply(String(questionId), () =>
      this.grading.grade(attempt, questionId, this.typedGrades[questionId] ?? ''),
    );
  }

  async gradeTakenBack(questionId: number): Promise<void> {
    const attempt = this.attempt;
    if (!attempt || this.busy) return;
    await this.apply(String(questionId), () => this.grading.takeGradeBack(attempt, questionId));
  }

  async overrideSubmitted(): Promise<void> {
    const attempt = this.attempt;
    if (!attempt || this.busy) return;
    await this.apply('override', () => this.grading.override(attempt, this.typedOverride));
  }

  async overrideTakenBack(): Promise<void> {
    const attempt = this.attempt;
    if (!attempt || this.busy) return;
    await this.apply('override', () => this.grading.takeOverrideBack(attempt));
  }

  private async apply(field: string, run: () => Promise<GradeOutcome>): Promise<void> {
    this.busy = true;
    const outcome = await run();
    runInAction(() => {
      this.busy = false;
      if (outcome.kind === 'done') {
        this.errors = {};
        this.show(outcome.data);
        const row = outcome.data.Attempt;
        this.said = `Saved. The score is now ${row.Score} / ${row.MaxScore} (${row.Percent}%).`;
      } else if (outcome.kind !== 'aborted') {
        // The typed value stays where it is; the reason is shown by the field (an alert: said once).
        this.errors = { ...this.errors, [field]: outcome.message };
        this.said = '';
      }
    });
  }

  private show(attempt: QuizAttemptResult): void {
    this.attempt = attempt;
    this.state = 'ready';
    this.typedGrades = Object.fromEntries(
      attempt.Questions.map((q) => [q.QuestionId, q.Graded ? pointsText(q.Points) : '']),
    );
    this.typedOverride = pointsText(attempt.ScoreOverride);
  }

  closed(): void {
    this.running?.abort();
    this.running = null;
  }
}
