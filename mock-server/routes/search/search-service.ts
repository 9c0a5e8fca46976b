/**
 * The search of the mock backend (docs/search.md): the index is built from the data at start and after a write
 * (`Store.save` marks it stale), re-indexing only the documents whose text changed, before the next search reads it.
 */
import type { UserRecord } from '../../../fixtures/types';
import { groupHits } from '../../../src/domain/search/search-grouping';
import type { SearchAnswer, SearchHit } from '../../../src/domain/search/search-hit.entity';
import { SEARCH_LIMITS } from '../../../src/domain/search/search-query.rules';
import type { Store } from '../../store';
import { searchDocuments } from './search-documents';
import { SearchHits, type OpenHit } from './search-hits';
import { SearchIndex } from './search-index';
import { SearchRecords } from './search-records';
import { TextFileReader } from './text-file-reader';

export class SearchService {
  private readonly index = new SearchIndex();
  private readonly files: TextFileReader;
  private readonly records: SearchRecords;
  private stale = true;

  constructor(
    private readonly store: Store,
    pathOfBlob: (blob: string | null) => string | null,
  ) {
    this.files = new TextFileReader(pathOfBlob);
    this.records = new SearchRecords(store);
    store.onSave(() => {
      this.stale = true;
      this.records.clear();
    });
    this.refresh();
  }

  /** Brings the index in step with the data when a write happened since the last search. */
  refresh(): void {
    if (!this.stale) return;
    this.stale = false;
    this.index.sync(searchDocuments(this.store, (item) => this.files.textOf(item)));
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
