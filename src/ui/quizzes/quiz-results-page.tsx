import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ATTEMPT_STATUS_TEXT, type AttemptStatus } from '../../domain/quizzes/quiz-results-view';
import { QuizResultsStore, RESULTS_PAGE_ROWS } from '../../stores/quizzes/quiz-results.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { QuizResultsTable } from './quiz-results-table';
import './quizzes.css';

const STATUSES = Object.keys(ATTEMPT_STATUS_TEXT) as AttemptStatus[];
const count = (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`);

/**
 * /modules/quiz/results/{quizId}: each taker's attempts, filtered and sorted on the page, exported to Excel as shown,
 * and kept live while people take the quiz (docs/quizzes-and-surveys.md, "Results pages").
 */
export const QuizResultsPage = observer(function QuizResultsPage({ match }: PageProps) {
  const store = useStore(QuizResultsStore);
  const quizId = Number(match.params.quizId);
  useEffect(() => {
    store.opened(quizId);
    return () => store.closed();
  }, [store, quizId]);
  usePageSubject(match.path, store.results?.QuizName ?? '');
  const { results, rows, state } = store;
  const title = results ? `Results: ${results.QuizName}` : 'Quiz Results';

  return (
    <section className="quiz-results">
      <PageHeader
        title={title}
        crumbs={[{ label: 'Quizzes', to: '/modules/quiz/list' }]}
        actions={
          results && (
            <>
              <Link className="button" to={`/modules/quiz/resultsQuestions/${quizId}`}>
                Results by question
              </Link>
              <button
                type="button"
                className="button button--accent"
                disabled={store.exporting || rows.length === 0}
                onClick={() => void store.exportClicked()}
              >
                {store.exporting ? 'Exporting…' : 'Export to Excel'}
              </button>
            </>
          )
        }
      />
      <p role="status" className="visually-hidden">
        {store.said}
      </p>
      {state === 'loading' && <p className="loading">Loading the results…</p>}
      {state === 'refused' && <p className="notice">{store.message}</p>}
      {state === 'failed' && (
        <div className="notice" role="alert">
          <p>{store.message}</p>
          <button type="button" className="button" onClick={store.retryClicked}>
            Try again
          </button>
        </div>
      )}
      {results && (
        <>
          <p className="quiz-results__facts">
            {count(results.Attempts.length)} · pass mark {results.PassMarkPercent}%
          </p>
          <div className="quiz-results__filters" role="search" aria-label="Filter the attempts">
            <label>
              Status
              <select
                value={store.filter.status}
                onChange={(event) => store.statusChosen(event.target.value as AttemptStatus | 'all')}
              >
                <option value="all">All</option>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {ATTEMPT_STATUS_TEXT[s]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Taker
              <input
                type="search"
                value={store.filter.text}
                placeholder="Name or e-mail"
                onChange={(event) => store.textTyped(event.target.value)}
              />
            </label>
            <span className="quiz-results__shown" aria-live="polite">
              {rows.length === results.Attempts.length
                ? `Showing all ${count(rows.length)}`
                : `Showing ${rows.length} of ${count(results.Attempts.length)}`}
            </span>
          </div>
          {results.Attempts.length === 0 ? (
            <p className="quiz-results__empty">Nobody has taken this quiz yet.</p>
          ) : rows.length === 0 ? (
            <p className="quiz-results__empty">No attempt matches the filter.</p>
          ) : (
            <>
              <QuizResultsTable
                rows={store.drawnRows}
                sort={store.sort}
                onSort={store.headerClicked}
                caption={`Attempts at ${results.QuizName}`}
              />
              {store.drawnRows.length < rows.length && (
                <button type="button" className="button quiz-results__more" onClick={store.showMoreClicked}>
                  Show {Math.min(RESULTS_PAGE_ROWS, rows.length - store.drawnRows.length)} more (
                  {rows.length - store.drawnRows.length} not shown)
                </button>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
});
