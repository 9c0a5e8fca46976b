import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { QuizExamStore } from '../../stores/quizzes/quiz-exam.store';
import { useStore, useStores } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import type { PageProps } from '../pages/page-props';
import { PreviewBanner } from './preview-banner';
import { QuestionInput } from './question-input';
import { QuizReportView } from './quiz-report-view';
import './quizzes.css';

const clockText = (seconds: number) => {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
};

/**
 * /modules/quiz/getExam/{quizId} and /modules/quiz/exam?quizId=N: opens an attempt or resumes the one in progress,
 * with the time left by the server's deadline (docs/quizzes-and-surveys.md, "Time"). Answers are saved as they are
 * given; leaving asks first. At /modules/quiz/exam/preview?quizId=N the author takes the same page as a preview that
 * nothing records, and lands on the preview's report when it is submitted ("Preview and reports").
 */
export const QuizExamPage = observer(function QuizExamPage({ match }: PageProps) {
  const store = useStore(QuizExamStore);
  const { navigation } = useStores();
  const quizId = Number(match.params.quizId ?? match.query.quizId);
  const mode = match.route.id === 'quiz.exam.preview' ? 'preview' : 'exam';
  useEffect(() => {
    void store.opened(quizId, mode);
    const untrack = navigation.track(`quiz-exam-${quizId}`, store.isIncomplete, store.pendingSave);
    return () => {
      untrack();
      store.closed();
    };
  }, [store, quizId, mode, navigation]);
  usePageSubject(match.path, store.exam?.QuizName ?? '');

  const { exam, state, secondsLeft } = store;
  if (state === 'loading') return <p className="loading">Opening the quiz…</p>;
  if (state === 'failed' || !exam)
    return (
      <section className="quiz-exam">
        <h1>Quiz</h1>
        {mode === 'preview' ? (
          <p className="notice">
            This quiz cannot be previewed: only its managers preview it, and it needs a question.
          </p>
        ) : (
          <p className="notice">This quiz cannot be opened now.</p>
        )}
      </section>
    );
  if (state === 'submitted' && mode === 'preview')
    return <Navigate to={`/modules/quiz/exam/report/preview/${quizId}`} replace />;
  if (state === 'submitted' && store.report)
    return (
      <section className="quiz-exam">
        <h1>{exam.QuizName}</h1>
        <QuizReportView report={store.report} />
      </section>
    );

  const total = store.questions.length;
  const onePage = exam.OneQuestionPerPage;
  const low = secondsLeft !== null && secondsLeft <= 60;
  return (
    <section className="quiz-exam">
      {mode === 'preview' && <PreviewBanner />}
      <header className="quiz-exam__header">
        <h1>{exam.QuizName}</h1>
        {secondsLeft !== null && (
          <p className={`quiz-exam__timer${low ? ' quiz-exam__timer--low' : ''}`}>
            <span className="visually-hidden">Time left: </span>
            <span role="timer" aria-live="off" data-testid="quiz-timer">
              {clockText(secondsLeft)}
            </span>
            <span aria-hidden="true"> left</span>
          </p>
        )}
      </header>
      <div className="quiz-exam__progress">
        <p id="quiz-progress-label">
          {store.answeredCount} of {total} answered
        </p>
        <progress aria-labelledby="quiz-progress-label" max={total} value={store.answeredCount} />
      </div>
      {onePage && (
        <nav className="quiz-exam__pages" aria-label="Questions">
          {store.questions.map((q, i) => (
            <button
              key={q.QuestionId}
              type="button"
              className={`quiz-exam__page${i === store.page ? ' quiz-exam__page--current' : ''}${store.unanswered.includes(i + 1) ? '' : ' quiz-exam__page--answered'}`}
              aria-current={i === store.page ? 'step' : undefined}
              aria-label={`Question ${i + 1}${store.unanswered.includes(i + 1) ? '' : ', answered'}`}
              onClick={() => store.pageChosen(i)}
            >
              {i + 1}
            </button>
          ))}
        </nav>
      )}
      <form
        className="quiz-exam__questions"
        onSubmit={(event) => {
          event.preventDefault();
          void store.submitClicked();
        }}
      >
        {store.shown.map((q) => (
          <QuestionInput
            key={q.QuestionId}
            question={q}
            number={store.questions.indexOf(q) + 1}
            answer={store.answers[q.QuestionId]}
            onAnswer={(answer) => store.answered(q.QuestionId, answer)}
          />
        ))}
        <div className="quiz-exam__actions">
          {onePage && (
            <>
              <button
                type="button"
                className="button"
                disabled={store.page === 0}
                onClick={store.backClicked}
              >
                Back
              </button>
              <button
                type="button"
                className="button"
                disabled={store.page >= total - 1}
                onClick={store.nextClicked}
              >
                Next
              </button>
            </>
          )}
          <button type="submit" className="button button--accent" disabled={state !== 'taking'}>
            Submit
          </button>
        </div>
      </form>
    </section>
  );
});
