import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TakeSurvey } from '../../application/surveys/take-survey.use-case';
import {
  isSurveyAnswered,
  unansweredRequired,
  type SurveyAnswer,
  type SurveyQuestion,
} from '../../domain/surveys/survey.entity';
import type {
  SurveyAnswers,
  SurveyCompletion,
  SurveyExam,
  SurveyIntro,
  SurveyResponseReport,
} from '../../ports/survey-exam-gateway.port';
import { Scheduler } from '../../ports/scheduler.port';

export type SurveyExamState = 'loading' | 'answering' | 'submitting' | 'completed' | 'failed';

/** Answers are saved this long after the last change (a burst of typing is one call). */
export const SURVEY_AUTOSAVE_DELAY_MS = 800;

const listed = (numbers: readonly number[]) =>
  `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;

/**
 * A survey being answered (exam/pre, getExam, exam and their previews): what it is, the response opened or resumed
 * with its saved answers, the page shown, the autosave, and the thank-you text once submitted.
 */
@injectable()
export class SurveyExamStore {
  state: SurveyExamState = 'loading';
  intro: SurveyIntro | null = null;
  exam: SurveyExam | null = null;
  answers: SurveyAnswers = {};
  page = 0;
  completion: SurveyCompletion | null = null;
  /** One response, read (exam/report). */
  report: SurveyResponseReport | null = null;
  /** The server's refusal of the submit (a required question unanswered). */
  refusal: string | null = null;
  private unsaved: SurveyAnswers = {};
  private saving: Promise<unknown> | null = null;
  private cancelSave: (() => void) | null = null;

  constructor(
    @inject(TakeSurvey) private readonly take: TakeSurvey,
    @inject(Scheduler) private readonly scheduler: Scheduler,
  ) {
    makeAutoObservable<SurveyExamStore, 'take' | 'scheduler' | 'saving' | 'cancelSave' | 'unsaved'>(
      this,
      { take: false, scheduler: false, saving: false, cancelSave: false, unsaved: false },
      { autoBind: true },
    );
  }

  get questions(): SurveyQuestion[] {
    return this.exam?.Questions ?? [];
  }

  /** The questions shown now: one, or all when the survey is on one page. */
  get shown(): SurveyQuestion[] {
    if (!this.exam) return [];
    return this.exam.OneQuestionPerPage ? this.questions.slice(this.page, this.page + 1) : this.questions;
  }

  get answeredCount(): number {
    return this.questions.filter((q) => isSurveyAnswered(q, this.answers[q.QuestionId])).length;
  }

  /** A response in progress: leaving the page asks first (the spec's leave prompt for an incomplete survey). */
  isIncomplete(): boolean {
    return this.state === 'answering' || this.state === 'submitting';
  }

  pendingSave(): Promise<unknown> | null {
    return this.saving;
  }

  async introOpened(surveyId: number, preview: boolean, signal?: AbortSignal): Promise<void> {
    this.state = 'loading';
    const intro = preview
      ? await this.take.previewIntro(surveyId, signal)
      : await this.take.intro(surveyId, signal);
    runInAction(() => {
      this.intro = intro;
      this.state = intro ? 'answering' : 'failed';
    });
  }

  async reportOpened(surveyExamId: number, signal?: AbortSignal): Promise<void> {
    this.state = 'loading';
    const report = await this.take.report(surveyExamId, signal);
    runInAction(() => {
      this.report = report;
      this.state = report ? 'completed' : 'failed';
    });
  }

  /** Opens the response, or resumes it on the first question without an answer. */
  async opened(surveyId: number, preview: boolean): Promise<void> {
    this.state = 'loading';
    const exam = await this.take.open(surveyId, preview);
    runInAction(() => {
      if (!exam) {
        this.state = 'failed';
        return;
      }
      this.exam = exam;
      this.answers = { ...exam.Answers };
      const firstOpen = exam.Questions.findIndex((q) => !isSurveyAnswered(q, exam.Answers[q.QuestionId]));
      this.page = exam.OneQuestionPerPage && firstOpen > 0 ? firstOpen : 0;
      this.state = 'answering';
    });
  }

  answered(questionId: number, answer: SurveyAnswer): void {
    if (this.state !== 'answering') return;
    this.answers[questionId] = answer;
    this.unsaved[questionId] = answer;
    this.refusal = null;
    this.cancelSave?.();
    this.cancelSave = this.scheduler.after(SURVEY_AUTOSAVE_DELAY_MS, () => void this.flush());
  }

  nextClicked(): void {
    this.page = Math.min(this.page + 1, this.questions.length - 1);
  }

  backClicked(): void {
    this.page = Math.max(this.page - 1, 0);
  }

  /** Sends the answers not saved yet; a failed save keeps them for the next one. */
  async flush(): Promise<void> {
    this.cancelSave?.();
    this.cancelSave = null;
    if (!this.exam || this.state !== 'answering' || Object.keys(this.unsaved).length === 0) return;
    const sent = this.unsaved;
    this.unsaved = {};
    const saving = this.take.save(this.exam.SurveyExamId, sent);
    this.saving = saving;
    const ok = await saving;
    runInAction(() => {
      if (this.saving === saving) this.saving = null;
      if (!ok) this.unsaved = { ...sent, ...this.unsaved };
    });
  }

  /** Submits with the answers not saved yet; true when completed (the page then shows the thank-you text). */
  async submitClicked(): Promise<boolean> {
    if (!this.exam || this.state !== 'answering') return false;
    // The server refuses the same (domain rule); asking first keeps a round trip and shows the question.
    const missing = unansweredRequired(this.questions, this.answers);
    if (missing.length > 0) {
      const first = missing[0]!;
      const number = this.questions.indexOf(first) + 1;
      if (this.exam.OneQuestionPerPage) this.page = number - 1;
      this.refusal =
        missing.length === 1
          ? `Question ${number} is required: answer it to submit.`
          : `Questions ${listed(missing.map((q) => this.questions.indexOf(q) + 1))} are required: answer them to submit.`;
      return false;
    }
    this.cancelSave?.();
    this.state = 'submitting';
    const sent = this.unsaved;
    this.unsaved = {};
    const outcome = await this.take.submit(this.exam.SurveyExamId, sent);
    runInAction(() => {
      if (outcome.kind === 'completed') {
        this.completion = outcome.completion;
        this.state = 'completed';
        return;
      }
      this.unsaved = { ...sent, ...this.unsaved };
      this.state = 'answering';
      if (outcome.kind === 'refused') this.refusal = outcome.message;
    });
    return outcome.kind === 'completed';
  }

  /** The page closed: the last answers are sent. */
  closed(): void {
    void this.flush();
  }
}
