import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ReadQuizResults } from '../../application/quizzes/read-quiz-results.use-case';
import type { QuizQuestionResults } from '../../domain/quizzes/quiz-results-view';
import { RealtimeHub } from '../../ports/realtime-hub.port';
import { Scheduler } from '../../ports/scheduler.port';
import { followQuizResults } from './follow-quiz-results';

/** The per-question results (modules/quiz/resultsQuestions/{quizId}), hardest first, kept live from the hub. */
@injectable()
export class QuizQuestionResultsStore {
  state: 'loading' | 'ready' | 'refused' | 'failed' = 'loading';
  message = '';
  results: QuizQuestionResults | null = null;
  /** Bumped after each read that news caused, for the page's live region. */
  refreshes = 0;
  private quizId = 0;
  private running: AbortController | null = null;
  private stop: (() => void) | null = null;

  constructor(
    @inject(ReadQuizResults) private readonly read: ReadQuizResults,
    @inject(RealtimeHub) private readonly hub: RealtimeHub,
    @inject(Scheduler) private readonly scheduler: Scheduler,
  ) {
    makeAutoObservable<
      QuizQuestionResultsStore,
      'read' | 'hub' | 'scheduler' | 'running' | 'stop' | 'quizId'
    >(
      this,
      { read: false, hub: false, scheduler: false, running: false, stop: false, quizId: false },
      { autoBind: true },
    );
  }

  opened(quizId: number): void {
    this.closed();
    this.quizId = quizId;
    this.state = 'loading';
    this.results = null;
    this.stop = followQuizResults(this.hub, this.scheduler, quizId, () => void this.load(true));
    void this.load(false);
  }

  retryClicked(): void {
    this.state = 'loading';
    void this.load(false);
  }

  private async load(news: boolean): Promise<void> {
    this.running?.abort();
    const run = new AbortController();
    this.running = run;
    const outcome = await this.read.questions(this.quizId, run.signal);
    if (run.signal.aborted || outcome.kind === 'aborted') return;
    runInAction(() => {
      this.running = null;
      if (outcome.kind === 'done') {
        this.results = outcome.data;
        this.state = 'ready';
        if (news) this.refreshes += 1;
      } else if (!this.results || outcome.kind === 'refused') {
        this.state = outcome.kind;
        this.message = outcome.message;
      }
    });
  }

  closed(): void {
    this.stop?.();
    this.stop = null;
    this.running?.abort();
    this.running = null;
  }
}
