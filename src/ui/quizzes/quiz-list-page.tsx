import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { QuizListStore } from '../../stores/quizzes/quiz-list.store';
import { useStore } from '../app/stores-context';
import { ModuleList } from '../components/module-list';
import type { PageProps } from '../pages/page-props';
import './quizzes.css';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /modules/quiz/list: the quizzes the user manages; open, create (it opens), copy, delete, and take one to try it. */
export const QuizListPage = observer(function QuizListPage(_props: PageProps) {
  const store = useStore(QuizListStore);
  return (
    <ModuleList
      store={store}
      noun="quiz"
      plural="quizzes"
      title="Quizzes"
      count={store.quizzes.length}
      // The new quiz opens on its details page, to add its questions.
      create={() => store.createSubmitted().then((quiz) => quiz && `/modules/quiz/details/${quiz.QuizId}`)}
    >
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
    </ModuleList>
  );
});
