/**
 * The search of the mock backend (docs/search.md): the index is built from the data at start; after a write
 * (`Store.save` marks it stale) the next search first takes what the write changed (`search-changes.ts`): the
 * index re-indexes the documents of the records changed, added or gone, and the record maps follow the same.
 */
import type { UserRecord } from '../../../fixtures/types';
import { groupHits } from '../../../src/domain/search/search-grouping';
import type { SearchAnswer, SearchHit } from '../../../src/domain/search/search-hit.entity';
import { SEARCH_LIMITS } from '../../../src/domain/search/search-query.rules';
import type { Store } from '../../store';
import { SearchChangeTracker } from './search-changes';
import { SearchHits, type OpenHit } from './search-hits';
import { SearchIndex } from './search-index';
import { SearchRecords } from './search-records';
import { TextFileReader } from './text-file-reader';

export class SearchService {
  private readonly index = new SearchIndex();
  private readonly files: TextFileReader;
  private readonly records: SearchRecords;
  private readonly changes: SearchChangeTracker;
  private stale = true;

  constructor(
    private readonly store: Store,
    pathOfBlob: (blob: string | null) => string | null,
  ) {
    this.files = new TextFileReader(pathOfBlob);
    this.records = new SearchRecords(store);
    this.changes = new SearchChangeTracker(
      store,
      (item) => this.files.textOf(item),
      (item) => this.files.pending(item),
    );
    store.onSave(() => {
      this.stale = true;
    });
    this.refresh();
  }

  /** Brings the index in step with the data when a write happened since the last search. */
  refresh(): void {
    if (!this.stale) return;
    this.stale = false;
    const { documents, formerIds, collections } = this.changes.changes();
    this.index.update(documents, formerIds);
    this.records.apply(collections);
  }

  /** What `user` may open of the matches of `phrase`: grouped by kind, best first, `perKind` hits per group. */
  search(user: UserRecord, phrase: string, perKind: number): SearchAnswer {
    this.refresh();
    const hits = new SearchHits(this.store, this.records, user, (item) => this.files.textOf(item));
    const found = new Map<string, OpenHit>();
    const matches = this.index.search(phrase, user.workspaceId, SEARCH_LIMITS.checkedMax);
    for (const match of matches) {
      // An instance matches by its name and by each value: its best match that the caller may see stands for it.
      const key = `${match.kind}:${match.ref}`;
      if (found.has(key)) continue;
      const open = hits.hitOf(match);
      if (open) found.set(key, open);
    }
    const snippets = new Map<SearchHit, () => string>([...found.values()].map((o) => [o.hit, o.snippet]));
    // Snippets only for the hits the answer shows.
    const Groups = groupHits([...snippets.keys()], perKind).map((group) => ({
      ...group,
      Hits: group.Hits.map((hit) => ({ ...hit, Snippet: snippets.get(hit)!() })),
    }));
    return { Query: phrase, Total: found.size, Groups };
  }
}
