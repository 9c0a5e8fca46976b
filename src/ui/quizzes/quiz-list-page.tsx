import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { QuizListStore } from '../../stores/quizzes/quiz-list.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import './quizzes.css';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /modules/quiz/list: the quizzes the user manages; open, create (it opens), copy, delete, and take one to try it. */
export const QuizListPage = observer(function QuizListPage(_props: PageProps) {
  const store = useStore(QuizListStore);
  const navigate = useNavigate();
  useEffect(() => {
    const load = new AbortController();
    void store.opened(load.signal);
    return () => load.abort();
  }, [store]);

  return (
    <section className="quiz-list">
      <PageHeader title="Quizzes" crumbs={[]} />
      <form
        className="quiz-list__new"
        onSubmit={(event) => {
          event.preventDefault();
          // The new quiz opens on its details page, to add its questions.
          void store.createSubmitted().then((quiz) => {
            if (quiz) navigate(`/modules/quiz/details/${quiz.QuizId}`);
          });
        }}
      >
        <label htmlFor="quiz-new-name">New quiz name</label>
        <input
          id="quiz-new-name"
          value={store.newName}
          maxLength={254}
          onChange={(event) => store.nameTyped(event.target.value)}
        />
        <button
          type="submit"
          className="button button--accent"
          disabled={store.busy || store.newName.trim() === ''}
        >
          Create quiz
        </button>
      </form>
      <p role="status" className="visually-hidden">
        {store.said}
      </p>
      {store.state === 'loading' && <p className="loading">Loading quizzes…</p>}
      {store.state === 'failed' && <p className="notice">The quizzes could not be loaded.</p>}
      {store.state === 'ready' && store.quizzes.length === 0 && (
        <p className="quiz-list__empty">You manage no quizzes yet. Name one above to start.</p>
      )}
      {store.quizzes.length > 0 && (
        <ul className="quiz-list__items">
          {store.quizzes.map((quiz) => (
            <li key={quiz.QuizId} className="quiz-card">
              <div className="quiz-card__main">
                <h2 className="quiz-card__name">
                  <Link to={`/modules/quiz/details/${quiz.QuizId}`}>{quiz.Name}</Link>
                </h2>
                {quiz.Description && <p className="quiz-card__description">{quiz.Description}</p>}
                <p className="quiz-card__facts">
                  {count(quiz.QuestionCount, 'question', 'questions')} ·{' '}
                  {count(quiz.AttemptCount, 'attempt', 'attempts')} · by {quiz.CreatedByName}
                </p>
              </div>
              <div className="quiz-card__actions">
                <Link className="button" to={`/modules/quiz/getExam/${quiz.QuizId}`}>
                  Take<span className="visually-hidden"> {quiz.Name}</span>
                </Link>
                <Link className="button" to={`/modules/quiz/exam/pre/preview?quizId=${quiz.QuizId}`}>
                  Preview<span className="visually-hidden"> {quiz.Name}</span>
                </Link>
                <Link className="button" to={`/modules/quiz/results/${quiz.QuizId}`}>
                  Results<span className="visually-hidden"> of {quiz.Name}</span>
                </Link>
                <button type="button" className="button" onClick={() => void store.copyClicked(quiz)}>
                  Copy<span className="visually-hidden"> {quiz.Name}</span>
                </button>
                <button
                  type="button"
                  className="button button--plain"
                  onClick={() => void store.deleteClicked(quiz)}
                >
                  Delete<span className="visually-hidden"> {quiz.Name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
