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
import { SearchHits } from './search-hits';
import { SearchIndex } from './search-index';
import { TextFileReader } from './text-file-reader';

export class SearchService {
  private readonly index = new SearchIndex();
  private readonly files: TextFileReader;
  private stale = true;

  constructor(
    private readonly store: Store,
    pathOfBlob: (blob: string | null) => string | null,
  ) {
    this.files = new TextFileReader(pathOfBlob);
    store.onSave(() => {
      this.stale = true;
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
    const hits = new SearchHits(this.store, user, (item) => this.files.textOf(item));
    const found = new Map<string, SearchHit>();
    const matches = this.index.search(phrase, user.workspaceId, SEARCH_LIMITS.checkedMax);
    for (const match of matches) {
      // An instance matches by its name and by each value: its best match that the caller may see stands for it.
      const key = `${match.kind}:${match.ref}`;
      if (found.has(key)) continue;
      const hit = hits.hitOf(match);
      if (hit) found.set(key, hit);
    }
    const Groups = groupHits([...found.values()], perKind);
    return { Query: phrase, Total: found.size, Groups };
  }
}
