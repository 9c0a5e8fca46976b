import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ReadQuizResults } from '../../application/quizzes/read-quiz-results.use-case';
import type { AttemptRow } from '../../domain/quizzes/quiz-results';
import {
  DEFAULT_RESULTS_SORT,
  nextSort,
  visibleAttempts,
  type ResultsFilter,
  type ResultsSort,
  type ResultsSortKey,
  type QuizResultsList,
} from '../../domain/quizzes/quiz-results-view';
import { RealtimeHub } from '../../ports/realtime-hub.port';
import { Scheduler } from '../../ports/scheduler.port';
import { followQuizResults } from './follow-quiz-results';

/**
 * The results page (modules/quiz/results/{quizId}): every attempt, filtered and sorted on the page, read again on
 * news of this quiz from the hub without blanking the table, and exported to Excel as shown.
 */
export const RESULTS_PAGE_ROWS = 200;

@injectable()
export class QuizResultsStore {
  state: 'loading' | 'ready' | 'refused' | 'failed' = 'loading';
  message = '';
  results: QuizResultsList | null = null;
  filter: ResultsFilter = { status: 'all', text: '' };
  sort: ResultsSort = DEFAULT_RESULTS_SORT;
  exporting = false;
  /** How many of the rows the table draws; "Show more" draws the next page (10,000 rows at once take seconds). */
  limit = RESULTS_PAGE_ROWS;
  /** What the last action or update did, for the page's live region. */
  said = '';
  private quizId = 0;
  private running: AbortController | null = null;
  private stop: (() => void) | null = null;

  constructor(
    @inject(ReadQuizResults) private readonly read: ReadQuizResults,
    @inject(RealtimeHub) private readonly hub: RealtimeHub,
    @inject(Scheduler) private readonly scheduler: Scheduler,
  ) {
    makeAutoObservable<QuizResultsStore, 'read' | 'hub' | 'scheduler' | 'running' | 'stop' | 'quizId'>(
      this,
      // The answer is replaced whole, never changed in place: no need to make 10,000 rows observable one by one.
      {
        read: false,
        hub: false,
        scheduler: false,
        running: false,
        stop: false,
        quizId: false,
        results: observableRef,
      },
      { autoBind: true },
    );
  }

  get rows(): AttemptRow[] {
    return this.results ? visibleAttempts(this.results.Attempts, this.filter, this.sort) : [];
  }

  /** The rows the table draws: the first `limit` of `rows`. */
  get drawnRows(): AttemptRow[] {
    return this.rows.length > this.limit ? this.rows.slice(0, this.limit) : this.rows;
  }

  showMoreClicked(): void {
    this.limit += RESULTS_PAGE_ROWS;
  }

  opened(quizId: number): void {
    this.closed();
    this.quizId = quizId;
    this.state = 'loading';
    this.results = null;
    this.limit = RESULTS_PAGE_ROWS;
    this.stop = followQuizResults(this.hub, this.scheduler, quizId, () => void this.load(true));
    void this.load(false);
  }

  statusChosen(status: ResultsFilter['status']): void {
    this.filter = { ...this.filter, status };
  }

  textTyped(text: string): void {
    this.filter = { ...this.filter, text };
  }

  headerClicked(key: ResultsSortKey): void {
    this.sort = nextSort(this.sort, key);
  }

  async exportClicked(): Promise<void> {
    if (!this.results || this.exporting) return;
    this.exporting = true;
    const name = await this.read.exportExcel(this.results.QuizName, this.rows);
    runInAction(() => {
      this.exporting = false;
      this.said = name ? `Downloaded ${name}.` : 'The Excel file could not be made. Try again.';
    });
  }

  private async load(news: boolean): Promise<void> {
    this.running?.abort();
    const run = new AbortController();
    this.running = run;
    const outcome = await this.read.list(this.quizId, run.signal);
    if (run.signal.aborted || outcome.kind === 'aborted') return;
    runInAction(() => {
      this.running = null;
      if (outcome.kind === 'done') {
        this.results = outcome.data;
        this.state = 'ready';
        if (news) this.said = `Results updated: ${outcome.data.Attempts.length} attempts.`;
      } else if (!this.results || outcome.kind === 'refused') {
        this.state = outcome.kind;
        this.message = outcome.message;
      }
    });
  }

  retryClicked(): void {
    this.state = 'loading';
    void this.load(false);
  }

  closed(): void {
    this.stop?.();
    this.stop = null;
    this.running?.abort();
    this.running = null;
  }
}
