import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RunSearch } from '../../application/search/search.use-case';
import type { SearchAnswer } from '../../domain/search/search-hit.entity';

export type SearchState = 'idle' | 'loading' | 'answered' | 'empty-phrase' | 'failed';

/** The search page: the phrase of the link, its answer, and the state the page shows. */
@injectable()
export class SearchStore {
  phrase = '';
  state: SearchState = 'idle';
  answer: SearchAnswer | null = null;
  private running: AbortController | null = null;

  constructor(@inject(RunSearch) private readonly runSearch: RunSearch) {
    makeAutoObservable<SearchStore, 'runSearch' | 'running'>(
      this,
      { runSearch: false, running: false },
      { autoBind: true },
    );
  }

  /** Every hit, in the order the page lists them (group by group): the keyboard moves along this list. */
  get hits() {
    return this.answer?.Groups.flatMap((group) => group.Hits) ?? [];
  }

  /** The page opened with a phrase (or the link's phrase changed): the previous search is dropped. */
  async searched(phrase: string): Promise<void> {
    this.running?.abort();
    const run = new AbortController();
    this.running = run;
    this.phrase = phrase;
    this.state = 'loading';
    this.answer = null;
    const outcome = await this.runSearch.run(phrase, run.signal);
    if (run.signal.aborted || outcome.kind === 'aborted') return;
    runInAction(() => {
      this.running = null;
      if (outcome.kind === 'answer') {
        this.answer = outcome.answer;
        this.state = 'answered';
      } else this.state = outcome.kind;
    });
  }

  retryClicked(): void {
    void this.searched(this.phrase);
  }

  /** The page closed: a search still running is aborted. */
  closed(): void {
    this.running?.abort();
    this.running = null;
  }
}
