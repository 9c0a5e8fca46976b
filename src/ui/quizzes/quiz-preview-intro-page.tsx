import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { QuizPreviewStore } from '../../stores/quizzes/quiz-preview.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import type { PageProps } from '../pages/page-props';
import { PreviewBanner } from './preview-banner';
import './quizzes.css';

const minutes = (n: number | null) =>
  n === null ? 'No time limit' : `${n} ${n === 1 ? 'minute' : 'minutes'}`;
const attempts = (n: number | null) => (n === null ? 'No limit' : String(n));

/**
 * /modules/quiz/exam/pre/preview?quizId=N: the introduction as a taker who has not tried the quiz would see it, for
 * its managers, with Start preview (docs/quizzes-and-surveys.md, "Preview and reports").
 */
export const QuizPreviewIntroPage = observer(function QuizPreviewIntroPage({ match }: PageProps) {
  const store = useStore(QuizPreviewStore);
  const quizId = Number(match.query.quizId);
  useEffect(() => {
    const controller = new AbortController();
    void store.introOpened(quizId, controller.signal);
    return () => controller.abort();
  }, [store, quizId]);
  const { intro, state } = store;
  usePageSubject(match.path, intro?.QuizName ?? '');

  if (state === 'loading') return <p className="loading">Opening the preview…</p>;
  if (state !== 'ready' || !intro)
    return (
      <section className="quiz-exam">
        <h1>Quiz preview</h1>
        <p className="notice">
          {state === 'forbidden'
            ? 'You may not preview this quiz: only its managers preview it.'
            : 'The preview could not be opened.'}
        </p>
      </section>
    );
  return (
    <section className="quiz-exam quiz-intro">
      <PreviewBanner />
      <h1>{intro.QuizName}</h1>
      {intro.Description && <p>{intro.Description}</p>}
      <dl className="quiz-intro__facts">
        <dt>Questions</dt>
        <dd>{intro.QuestionCount}</dd>
        <dt>Time limit</dt>
        <dd>{minutes(intro.TimeLimitMinutes)}</dd>
        <dt>Attempts allowed</dt>
        <dd>{attempts(intro.AttemptsLeft)}</dd>
        <dt>Pass mark</dt>
        <dd>{intro.PassMarkPercent}%</dd>
      </dl>
      {intro.Blocked && (
        <p className="notice">Takers are told now: {intro.Blocked} You may preview it all the same.</p>
      )}
      {intro.QuestionCount === 0 ? (
        <p className="notice">Add a question before previewing the quiz.</p>
      ) : (
        <Link className="button button--accent" to={`/modules/quiz/exam/preview?quizId=${intro.QuizId}`}>
          {intro.OpenQuizExamId === null ? 'Start preview' : 'Resume preview'}
        </Link>
      )}
    </section>
  );
});
