import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PreviewQuiz } from '../../application/quizzes/preview-quiz.use-case';
import { TakeQuiz } from '../../application/quizzes/take-quiz.use-case';
import { isAnswered, type QuizAnswer } from '../../domain/quizzes/quiz-scoring';
import type { TakerExam, TakerReport } from '../../domain/quizzes/quiz-taker-view';
import { Clock } from '../../ports/clock.port';
import { Scheduler } from '../../ports/scheduler.port';

export type ExamState = 'loading' | 'taking' | 'submitting' | 'submitted' | 'failed';

/** A real attempt, or an author's preview that nothing records (docs/quizzes-and-surveys.md, "Preview and reports"). */
export type ExamMode = 'exam' | 'preview';

/** Answers are saved this long after the last change (a burst of typing is one call). */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * A quiz attempt on the page (getExam/{quizId}): the questions, the answers given, the page shown, the time left by
 * the server's deadline, the autosave, and the report once submitted (docs/quizzes-and-surveys.md, "Time").
 */
@injectable()
export class QuizExamStore {
  state: ExamState = 'loading';
  mode: ExamMode = 'exam';
  exam: TakerExam | null = null;
  answers: Record<string, QuizAnswer> = {};
  page = 0;
  secondsLeft: number | null = null;
  report: TakerReport | null = null;
  /** Answers given and not yet saved. */
  private unsaved: Record<string, QuizAnswer> = {};
  private saving: Promise<unknown> | null = null;
  private endsAt: number | null = null;
  private cancelSave: (() => void) | null = null;
  private cancelTick: (() => void) | null = null;

  constructor(
    @inject(TakeQuiz) private readonly take: TakeQuiz,
    @inject(Clock) private readonly clock: Clock,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(PreviewQuiz) private readonly preview: PreviewQuiz,
  ) {
    makeAutoObservable<
      QuizExamStore,
      'take' | 'clock' | 'scheduler' | 'preview' | 'saving' | 'cancelSave' | 'cancelTick'
    >(
      this,
      {
        take: false,
        clock: false,
        scheduler: false,
        preview: false,
        saving: false,
        cancelSave: false,
        cancelTick: false,
      },
      { autoBind: true },
    );
  }

  get questions() {
    return this.exam?.Questions ?? [];
  }

  /** The questions shown now: one, or all when the quiz is on one page. */
  get shown() {
    if (!this.exam) return [];
    return this.exam.OneQuestionPerPage ? this.questions.slice(this.page, this.page + 1) : this.questions;
  }

  get answeredCount(): number {
    return this.questions.filter((q) => isAnswered(this.answers[q.QuestionId])).length;
  }

  /** Numbers (1-based, as the taker sees them) of the questions without an answer. */
  get unanswered(): number[] {
    return this.questions.flatMap((q, i) => (isAnswered(this.answers[q.QuestionId]) ? [] : [i + 1]));
  }

  /** An attempt in progress: leaving the page asks first (the spec's leave prompt for module 1100). */
  isIncomplete(): boolean {
    return this.state === 'taking' || this.state === 'submitting';
  }

  /** A save on its way, for the leave prompt to wait for. */
  pendingSave(): Promise<unknown> | null {
    return this.saving;
  }

  async opened(quizId: number, mode: ExamMode = 'exam'): Promise<void> {
    this.state = 'loading';
    this.mode = mode;
    const exam = await (mode === 'preview' ? this.preview.open(quizId) : this.take.open(quizId));
    runInAction(() => {
      if (!exam) {
        this.state = 'failed';
        return;
      }
      this.exam = exam;
      this.answers = { ...exam.Answers };
      this.state = 'taking';
      this.startClock(exam.SecondsLeft);
    });
  }

  answered(questionId: number, answer: QuizAnswer): void {
    if (this.state !== 'taking') return;
    this.answers[questionId] = answer;
    this.unsaved[questionId] = answer;
    this.cancelSave?.();
    this.cancelSave = this.scheduler.after(AUTOSAVE_DELAY_MS, () => void this.flush());
  }

  nextClicked(): void {
    this.page = Math.min(this.page + 1, this.questions.length - 1);
  }

  backClicked(): void {
    this.page = Math.max(this.page - 1, 0);
  }

  pageChosen(index: number): void {
    this.page = Math.max(0, Math.min(index, this.questions.length - 1));
  }

  /** Sends the answers not saved yet. */
  async flush(): Promise<void> {
    this.cancelSave?.();
    this.cancelSave = null;
    if (!this.exam || this.state !== 'taking' || Object.keys(this.unsaved).length === 0) return;
    const sent = this.unsaved;
    this.unsaved = {};
    const saving =
      this.mode === 'preview'
        ? this.preview.save(this.exam.QuizId, sent)
        : this.take.save(this.exam.QuizExamId, sent);
    this.saving = saving;
    const outcome = await saving;
    runInAction(() => {
      if (this.saving === saving) this.saving = null;
      if (outcome.kind === 'saved') this.resync(outcome.exam.SecondsLeft);
      else if (outcome.kind === 'failed') this.unsaved = { ...sent, ...this.unsaved };
    });
    if (outcome.kind === 'time-up') await this.finish();
  }

  async submitClicked(): Promise<void> {
    if (this.state !== 'taking') return;
    if (!(await this.take.confirmSubmit(this.unanswered))) return;
    await this.finish();
  }

  /** Submits with the answers not saved yet (the server ignores them after the deadline and its grace). */
  private async finish(): Promise<void> {
    if (!this.exam || this.state === 'submitted') return;
    this.cancelSave?.();
    this.state = 'submitting';
    const sent = this.unsaved;
    this.unsaved = {};
    const report = await (this.mode === 'preview'
      ? this.preview.submit(this.exam.QuizId, sent)
      : this.take.submit(this.exam.QuizExamId, sent));
    runInAction(() => {
      if (!report) {
        this.unsaved = { ...sent, ...this.unsaved };
        this.state = 'taking';
        return;
      }
      this.report = report;
      this.state = 'submitted';
      this.stopClock();
    });
  }

  private startClock(seconds: number | null): void {
    this.resync(seconds);
    if (seconds !== null) this.tick();
  }

  /** The server said how many seconds are left: the page counts from there, its own clock only measuring time passed. */
  private resync(seconds: number | null): void {
    this.endsAt = seconds === null ? null : this.clock.now() + seconds * 1000;
    this.secondsLeft = seconds;
  }

  private tick(): void {
    if (this.endsAt === null) return;
    const left = Math.max(0, Math.ceil((this.endsAt - this.clock.now()) / 1000));
    this.secondsLeft = left;
    if (left === 0) {
      void this.finish();
      return;
    }
    this.cancelTick = this.scheduler.after(1000, () => this.tick());
  }

  private stopClock(): void {
    this.cancelTick?.();
    this.cancelTick = null;
  }

  /** The page closed: the last answers are sent, the timers stop. */
  closed(): void {
    void this.flush();
    this.stopClock();
  }
}
