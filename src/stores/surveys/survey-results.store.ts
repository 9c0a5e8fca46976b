import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { EditSurvey } from '../../application/surveys/edit-survey.use-case';
import { ReadSurveyResults } from '../../application/surveys/read-survey-results.use-case';
import type { Survey, SurveyOption } from '../../domain/surveys/survey.entity';
import type { RealtimeMessage } from '../../domain/platform/realtime-events';
import { RealtimeHub } from '../../ports/realtime-hub.port';
import type { SurveyQuestionResult, SurveyResponseRow } from '../../ports/survey-results-gateway.port';
import { Scheduler } from '../../ports/scheduler.port';

/** Our hub event (docs/realtime.md): a response of the survey started or was completed. */
export const SURVEY_RESULTS_CHANGED = 'surveyResultsChanged';
/** The open results page reads again this long after the last news (several pushes, one read). */
export const SURVEY_NEWS_DELAY_MS = 300;

const isNewsOf = (message: RealtimeMessage, surveyId: number) =>
  message.Listener === SURVEY_RESULTS_CHANGED &&
  typeof message.Data === 'object' &&
  message.Data !== null &&
  (message.Data as { SurveyId?: unknown }).SurveyId === surveyId;

/**
 * A survey's results pages (results/{surveyId}, resultsQuestions/{surveyId}): the responses or each question's
 * counts, read again when the hub says a response started or was completed; the Excel export; the text answers'
 * search.
 */
@injectable()
export class SurveyResultsStore {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  surveyId = 0;
  name = '';
  /** The survey itself (a matrix's column labels come from its question). */
  survey: Survey | null = null;
  responses: SurveyResponseRow[] = [];
  questions: SurveyQuestionResult[] = [];
  /** The search typed over the text answers. */
  search = '';
  exporting = false;
  /** Bumped after each read that news caused: the page says "Updated" to screen readers. */
  refreshes = 0;
  private view: 'responses' | 'questions' = 'responses';
  private unsubscribe: (() => void) | null = null;
  private cancelNews: (() => void) | null = null;

  constructor(
    @inject(ReadSurveyResults) private readonly results: ReadSurveyResults,
    @inject(EditSurvey) private readonly edit: EditSurvey,
    @inject(RealtimeHub) private readonly hub: RealtimeHub,
    @inject(Scheduler) private readonly scheduler: Scheduler,
  ) {
    makeAutoObservable<
      SurveyResultsStore,
      'results' | 'edit' | 'hub' | 'scheduler' | 'unsubscribe' | 'cancelNews'
    >(
      this,
      { results: false, edit: false, hub: false, scheduler: false, unsubscribe: false, cancelNews: false },
      { autoBind: true },
    );
  }

  /** Text answers matching the search (case and accents aside), by question id. */
  textAnswersOf(question: SurveyQuestionResult): string[] {
    const wanted = fold(this.search.trim());
    return wanted === ''
      ? question.TextAnswers
      : question.TextAnswers.filter((t) => fold(t).includes(wanted));
  }

  /** A matrix question's columns (its options), from the survey. */
  columnsOf(questionId: number): SurveyOption[] {
    return this.survey?.Questions.find((q) => q.QuestionId === questionId)?.Options ?? [];
  }

  searchTyped(search: string): void {
    this.search = search;
  }

  opened(surveyId: number, view: 'responses' | 'questions'): void {
    this.surveyId = surveyId;
    this.view = view;
    this.unsubscribe?.();
    this.unsubscribe = this.hub.subscribe((message) => {
      if (!isNewsOf(message, surveyId)) return;
      this.cancelNews?.();
      this.cancelNews = this.scheduler.after(SURVEY_NEWS_DELAY_MS, () => {
        this.cancelNews = null;
        void this.read(true);
      });
    });
    void this.edit.load(surveyId).then((survey) =>
      runInAction(() => {
        this.survey = survey;
        this.name = survey?.Name ?? '';
      }),
    );
    void this.read(false);
  }

  private async read(news: boolean): Promise<void> {
    const id = this.surveyId;
    if (this.view === 'responses') {
      const rows = await this.results.responses(id);
      runInAction(() => {
        if (rows) this.responses = rows;
        this.settle(rows !== null, news);
      });
    } else {
      const questions = await this.results.questions(id);
      runInAction(() => {
        if (questions) this.questions = questions;
        this.settle(questions !== null, news);
      });
    }
  }

  private settle(ok: boolean, news: boolean): void {
    if (ok) {
      this.state = 'ready';
      if (news) this.refreshes += 1;
    } else if (this.state === 'loading') this.state = 'failed';
  }

  async exportClicked(): Promise<void> {
    if (this.exporting) return;
    this.exporting = true;
    await this.results.exportWorkbook(this.surveyId, this.name || `Survey ${this.surveyId}`);
    runInAction(() => (this.exporting = false));
  }

  closed(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.cancelNews?.();
    this.cancelNews = null;
  }
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
