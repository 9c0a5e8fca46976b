import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { SearchStore } from '../../stores/search/search.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { SearchResults } from './search-results';
import './search.css';

const resultCount = (n: number) => (n === 1 ? '1 result' : `${n} results`);

/**
 * /search/{searchPhrase} (platform spec §2): what the member may read that matches the phrase of the link, grouped by
 * kind (docs/search.md). The phrase lives in the link, so a reload searches again.
 */
export const SearchPage = observer(function SearchPage({ match }: PageProps) {
  const store = useStore(SearchStore);
  const phrase = match.params.searchPhrase ?? '';
  useEffect(() => {
    void store.searched(phrase);
    return () => store.closed();
  }, [store, phrase]);
  usePageSubject(match.path, phrase);

  const { state, answer } = store;
  return (
    <section className="search-page">
      <PageHeader title="Search" crumbs={[]} />
      <div role="status" className="search-page__status">
        {state === 'loading' && <p className="loading">Searching…</p>}
        {(state === 'empty-phrase' || (state === 'answered' && answer?.Total === 0)) && (
          <p className="search-page__none">No results for “{phrase}”.</p>
        )}
        {state === 'answered' && answer && answer.Total > 0 && (
          <p>
            {resultCount(answer.Total)} for “{phrase}”
          </p>
        )}
      </div>
      {state === 'failed' && (
        <div className="notice" role="alert">
          <p>The search could not be done.</p>
          <button type="button" className="button" onClick={store.retryClicked}>
            Try again
          </button>
        </div>
      )}
      {state === 'answered' && answer && answer.Total > 0 && (
        <SearchResults key={answer.Query} groups={answer.Groups} />
      )}
    </section>
  );
});
