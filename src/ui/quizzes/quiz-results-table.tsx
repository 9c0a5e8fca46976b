import { Link } from 'react-router-dom';
import type { AttemptRow } from '../../domain/quizzes/quiz-results';
import {
  ATTEMPT_STATUS_TEXT,
  durationText,
  type ResultsSort,
  type ResultsSortKey,
} from '../../domain/quizzes/quiz-results-view';

const COLUMNS: ReadonlyArray<{ key: ResultsSortKey; label: string; numeric?: boolean }> = [
  { key: 'taker', label: 'Taker' },
  { key: 'score', label: 'Score', numeric: true },
  { key: 'percent', label: 'Percent', numeric: true },
  { key: 'status', label: 'Status' },
  { key: 'seconds', label: 'Time taken', numeric: true },
  { key: 'started', label: 'Started' },
  { key: 'submitted', label: 'Submitted' },
];

const moment = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso === null ? '–' : moment.format(new Date(iso)));

interface Props {
  rows: readonly AttemptRow[];
  sort: ResultsSort;
  onSort: (key: ResultsSortKey) => void;
  caption: string;
}

/**
 * The attempts as a table whose column headers sort it: each header is a button, and the sorted column says its
 * order with aria-sort (read out by screen readers as the column is reached). The taker's name opens the attempt.
 */
export function QuizResultsTable({ rows, sort, onSort, caption }: Props) {
  return (
    <div className="quiz-results__scroll">
      <table className="quiz-results__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => {
              const sorted = sort.key === c.key;
              return (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={sorted ? sort.direction : 'none'}
                  className={c.numeric ? 'quiz-results__numeric' : undefined}
                >
                  <button type="button" className="quiz-results__sort" onClick={() => onSort(c.key)}>
                    {c.label}
                    <span aria-hidden="true" className="quiz-results__arrow">
                      {sorted ? (sort.direction === 'ascending' ? '▲' : '▼') : ''}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.QuizExamId} className="quiz-results__row">
              <th scope="row">
                <Link to={`/modules/quiz/results/edit/${r.QuizExamId}`}>{r.TakerName || r.TakerEmail}</Link>
                <span className="quiz-results__email">{r.TakerEmail}</span>
              </th>
              <td className="quiz-results__numeric">
                {r.Score} / {r.MaxScore}
                {r.Overridden && <span className="quiz-results__note"> (overridden)</span>}
              </td>
              <td className="quiz-results__numeric">{r.Percent}%</td>
              <td>
                <span className={`quiz-status quiz-status--${r.Status}`}>
                  {ATTEMPT_STATUS_TEXT[r.Status]}
                </span>
                {r.AutoSubmitted && <span className="quiz-results__note"> at the deadline</span>}
              </td>
              <td className="quiz-results__numeric">{durationText(r.Seconds)}</td>
              <td>{when(r.StartedAt)}</td>
              <td>{when(r.SubmittedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
