import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { QuestionStats } from '../../domain/quizzes/quiz-results';
import { QuizQuestionResultsStore } from '../../stores/quizzes/quiz-question-results.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { BarChart } from '../components/charts/bar-chart';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import './quizzes.css';

const TYPE_TEXT: Record<QuestionStats['Type'], string> = {
  single: 'Single choice',
  multiple: 'Multiple choice',
  trueFalse: 'True or false',
  text: 'Short text',
  number: 'Number',
};

/** One question's results, named by its own number in the quiz (the list itself runs hardest first). */
function QuestionResult({ stats, submitted }: { stats: QuestionStats; submitted: number }) {
  const headingId = `quiz-stat-${stats.QuestionId}`;
  const bars = stats.Distribution;
  return (
    <li className="quiz-stat">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="quiz-stat__text">
          <span className="quiz-stat__rank">Question {stats.Number}:</span> {stats.Text}
        </h2>
        <p className="quiz-stat__facts">
          {TYPE_TEXT[stats.Type]} · <strong>{stats.PercentCorrect}% correct</strong> · average{' '}
          {stats.AveragePercent}% of the points · answered by {stats.Answered} of {submitted}
        </p>
        {bars.length === 0 ? (
          <p className="quiz-stat__empty">No answers yet.</p>
        ) : (
          <BarChart
            labels={bars.map((b) => b.Label)}
            values={bars.map((b) => b.Count)}
            highlighted={bars.map((b) => b.Correct)}
            caption={`Answers to question ${stats.Number}: ${stats.Text}`}
            headings={['Answer', 'Takers', 'Correct']}
            extraColumns={[bars.map((b) => (b.Correct ? 'Yes' : 'No'))]}
            valueLabel="Takers"
            horizontal
            height={Math.max(120, 36 * bars.length + 40)}
          />
        )}
      </section>
    </li>
  );
}

/**
 * /modules/quiz/resultsQuestions/{quizId}: per question over the submitted attempts, hardest first: percent
 * correct, the average, and the answers given as a chart with its table (docs/quizzes-and-surveys.md).
 */
export const QuizQuestionResultsPage = observer(function QuizQuestionResultsPage({ match }: PageProps) {
  const store = useStore(QuizQuestionResultsStore);
  const quizId = Number(match.params.quizId);
  useEffect(() => {
    store.opened(quizId);
    return () => store.closed();
  }, [store, quizId]);
  const { results, state } = store;
  usePageSubject(match.path, results?.QuizName ?? '');

  return (
    <section className="quiz-stats">
      <PageHeader
        title={results ? `Results by question: ${results.QuizName}` : 'Quiz Results by Question'}
        crumbs={[
          { label: 'Quizzes', to: '/modules/quiz/list' },
          ...(results ? [{ label: 'Results', to: `/modules/quiz/results/${quizId}` }] : []),
        ]}
      />
      <div role="status" className="visually-hidden">
        {store.refreshes > 0 ? `Results updated (${store.refreshes}).` : ''}
      </div>
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
          <p className="quiz-results__facts" data-testid="submitted-count">
            {results.Submitted === 1 ? '1 submitted attempt' : `${results.Submitted} submitted attempts`} ·
            hardest questions first · <Link to={`/modules/quiz/results/${quizId}`}>Every attempt</Link>
          </p>
          <ol className="quiz-stats__list">
            {results.Questions.map((q) => (
              <QuestionResult key={q.QuestionId} stats={q} submitted={results.Submitted} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
});
