import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { TakerReportEntry } from '../../domain/quizzes/quiz-preview';
import { QuizReportsStore } from '../../stores/quizzes/quiz-reports.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import type { PageProps } from '../pages/page-props';
import { QuizReportView } from './quiz-report-view';
import './quizzes.css';

const verdict = (r: TakerReportEntry) =>
  r.Passed === null ? 'waiting for grading' : r.Passed ? 'passed' : 'not passed';
const when = (iso: string) => iso.replace('T', ' ').slice(0, 16) + ' UTC';

/**
 * /modules/quiz/exam/report/{quizId?}: the taker's own reports of a quiz (each attempt: score, pass or fail, date,
 * and its review as the quiz's settings allow), or without a quiz their latest across quizzes.
 */
export const QuizReportsPage = observer(function QuizReportsPage({ match }: PageProps) {
  const store = useStore(QuizReportsStore);
  const raw = match.params.quizId;
  const quizId = raw === undefined || raw === '' ? null : Number(raw);
  useEffect(() => {
    const controller = new AbortController();
    void store.opened(quizId, controller.signal);
    return () => controller.abort();
  }, [store, quizId]);
  const { reports, state, open } = store;
  const title = quizId !== null && reports[0] ? `Your reports: ${reports[0].QuizName}` : 'Your quiz reports';
  usePageSubject(match.path, title);

  if (state === 'loading') return <p className="loading">Loading your reports…</p>;
  return (
    <section className="quiz-exam quiz-reports">
      <h1>{title}</h1>
      {state === 'failed' && <p className="notice">Your reports could not be loaded.</p>}
      {state === 'ready' && reports.length === 0 && (
        <p>
          {quizId === null ? 'You have not submitted a quiz yet.' : 'You have not submitted this quiz yet.'}
        </p>
      )}
      {reports.length > 0 && (
        <ul className="quiz-reports__list">
          {reports.map((r) => (
            <li key={r.QuizExamId} className="quiz-reports__item">
              <strong>{r.QuizName}</strong>
              <span>
                {r.Score} / {r.MaxScore} points ({r.Percent}%), {verdict(r)}
              </span>
              <span>
                Submitted <time dateTime={r.SubmittedAt}>{when(r.SubmittedAt)}</time>
              </span>
              <button
                type="button"
                className="button"
                aria-pressed={r.QuizExamId === store.openId}
                onClick={() => store.reportChosen(r.QuizExamId)}
              >
                Review<span className="visually-hidden"> the attempt of {when(r.SubmittedAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && <QuizReportView report={open} />}
    </section>
  );
});
