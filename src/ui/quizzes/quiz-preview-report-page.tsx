import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { QuizPreviewStore } from '../../stores/quizzes/quiz-preview.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import type { PageProps } from '../pages/page-props';
import { PreviewBanner } from './preview-banner';
import { QuizReportView } from './quiz-report-view';
import './quizzes.css';

/**
 * /modules/quiz/exam/report/preview/{quizId}: the report of the author's last preview, always with the correct
 * answers and explanations (docs/quizzes-and-surveys.md, "Preview and reports").
 */
export const QuizPreviewReportPage = observer(function QuizPreviewReportPage({ match }: PageProps) {
  const store = useStore(QuizPreviewStore);
  const quizId = Number(match.params.quizId ?? match.query.quizId);
  useEffect(() => {
    const controller = new AbortController();
    void store.reportOpened(quizId, controller.signal);
    return () => controller.abort();
  }, [store, quizId]);
  const { report, state } = store;
  usePageSubject(match.path, report?.QuizName ?? '');

  if (state === 'loading') return <p className="loading">Opening the preview's report…</p>;
  return (
    <section className="quiz-exam">
      <PreviewBanner />
      <h1>{report?.QuizName ?? 'Quiz preview'}</h1>
      {state === 'ready' && report ? (
        <QuizReportView report={report} />
      ) : (
        <p className="notice">
          {state === 'forbidden'
            ? 'You may not preview this quiz: only its managers preview it.'
            : 'There is no submitted preview of this quiz to report on.'}
        </p>
      )}
      {Number.isInteger(quizId) && quizId > 0 && (
        <p>
          <Link className="button" to={`/modules/quiz/exam/pre/preview?quizId=${quizId}`}>
            Preview again
          </Link>
        </p>
      )}
    </section>
  );
});
