import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { QuizIntroStore } from '../../stores/quizzes/quiz-intro.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import type { PageProps } from '../pages/page-props';
import './quiz-sharing.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const when = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /modules/quiz/exam/pre?quizId=N: what the quiz is (questions, points, time limit, attempts left, open until) and
 * Start (getExam). A taker who may not take it goes to /modules/403.
 */
export const QuizIntroPage = observer(function QuizIntroPage({ match }: PageProps) {
  const store = useStore(QuizIntroStore);
  const quizId = Number(match.query.quizId);
  useEffect(() => {
    const load = new AbortController();
    void store.opened(quizId, load.signal);
    return () => load.abort();
  }, [store, quizId]);
  const { intro } = store;
  usePageSubject(match.path, intro?.QuizName ?? '');
  if (store.state === 'session-ended' && store.signInAgain)
    return <Navigate to={store.signInAgain} replace />;
  if (store.state === 'forbidden') return <Navigate to="/modules/403" replace />;
  if (store.state === 'loading') return <p className="loading">Loading the quiz…</p>;
  if (!intro)
    return (
      <section className="quiz-intro">
        <h1>Quiz</h1>
        <p className="notice">This quiz cannot be opened now. Please try again later.</p>
      </section>
    );
  const start = `/modules/quiz/getExam/${intro.QuizId}`;
  return (
    <section className="quiz-intro">
      <h1>{intro.QuizName}</h1>
      {intro.Description && <p className="quiz-intro__description">{intro.Description}</p>}
      <dl className="quiz-intro__facts">
        <dt>Questions</dt>
        <dd>{intro.QuestionCount}</dd>
        <dt>Total points</dt>
        <dd>{intro.TotalPoints}</dd>
        <dt>Time limit</dt>
        <dd>
          {intro.TimeLimitMinutes === null
            ? 'None'
            : `${plural(intro.TimeLimitMinutes, 'minute', 'minutes')}, counted from Start`}
        </dd>
        <dt>Attempts left</dt>
        <dd>{intro.AttemptsLeft === null ? 'No limit' : intro.AttemptsLeft}</dd>
        <dt>Pass mark</dt>
        <dd>{intro.PassMarkPercent}%</dd>
        <dt>Open until</dt>
        <dd>{intro.OpenUntil === null ? 'No close date' : when(intro.OpenUntil)}</dd>
      </dl>
      {intro.OpenQuizExamId !== null ? (
        <>
          <p>You have an attempt in progress: its time runs on.</p>
          <Link className="button button--accent" to={start}>
            Resume
          </Link>
        </>
      ) : intro.Blocked ? (
        <p className="notice" role="status">
          {intro.Blocked}
        </p>
      ) : (
        <Link className="button button--accent" to={start}>
          Start
        </Link>
      )}
    </section>
  );
});
