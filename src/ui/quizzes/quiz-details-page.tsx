import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import {
  QUESTION_TYPES,
  QUESTION_TYPE_LABELS,
  isQuestionType,
  QUIZ_DESCRIPTION_MAX,
  QUIZ_NAME_MAX,
} from '../../domain/quizzes/quiz.entity';
import { QuizDetailsStore } from '../../stores/quizzes/quiz-details.store';
import { useStore, useStores } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { QuizAuthoringNotice } from './quiz-authoring-notice';
import { QuizQuestionRows } from './quiz-question-rows';
import './quizzes.css';
import './quiz-authoring.css';

/**
 * /modules/quiz/details/{quizId}: the quiz's name and description, its questions in order (add, open, delete,
 * reorder), and the ways to its settings, people, results and preview; copy and delete (docs/quizzes-and-surveys.md,
 * "Authoring pages").
 */
export const QuizDetailsPage = observer(function QuizDetailsPage({ match }: PageProps) {
  const store = useStore(QuizDetailsStore);
  const { navigation } = useStores();
  const quizId = Number(match.params.quizId);
  useEffect(() => {
    const load = new AbortController();
    void store.opened(quizId, load.signal);
    const untrack = navigation.track(`quiz-details-${quizId}`, () => store.nameDirty);
    return () => {
      load.abort();
      untrack();
    };
  }, [store, quizId, navigation]);
  usePageSubject(match.path, store.quiz?.Name);

  const quiz = store.quiz;
  if (store.state !== 'ready' || !quiz)
    return (
      <QuizAuthoringNotice
        state={store.state === 'ready' ? 'failed' : store.state}
        message={store.loadMessage}
        title="Quiz Details"
      />
    );
  const total = quiz.Questions.reduce((sum, q) => sum + q.Points, 0);
  return (
    <section className="quiz-authoring">
      <PageHeader title={quiz.Name} crumbs={[{ label: 'Quizzes', to: '/modules/quiz/list' }]} />
      <nav className="quiz-authoring__links" aria-label="This quiz">
        <Link className="button" to={`/modules/quiz/settings/${quiz.QuizId}`}>
          Settings
        </Link>
        <Link className="button" to={`/modules/quiz/users?quizId=${quiz.QuizId}`}>
          Users
        </Link>
        <Link className="button" to={`/modules/quiz/results/${quiz.QuizId}`}>
          Results
        </Link>
        <Link className="button" to={`/modules/quiz/exam/pre/preview?quizId=${quiz.QuizId}`}>
          Preview
        </Link>
        <button type="button" className="button" onClick={() => void store.copyClicked()}>
          Copy quiz
        </button>
        <button type="button" className="button button--plain" onClick={() => void store.deleteQuizClicked()}>
          Delete quiz
        </button>
      </nav>

      <form
        className="quiz-authoring__card form"
        aria-labelledby="quiz-about-heading"
        onSubmit={(event) => {
          event.preventDefault();
          void store.renameSubmitted();
        }}
      >
        <h2 id="quiz-about-heading">Name and description</h2>
        <div className="field">
          <label htmlFor="quiz-name">Name</label>
          <input
            id="quiz-name"
            value={store.name}
            maxLength={QUIZ_NAME_MAX}
            aria-invalid={store.renameProblem ? true : undefined}
            aria-describedby={store.renameProblem ? 'quiz-name-error' : undefined}
            onChange={(event) => store.nameTyped(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="quiz-description">Description</label>
          <textarea
            id="quiz-description"
            rows={3}
            value={store.description}
            maxLength={QUIZ_DESCRIPTION_MAX}
            onChange={(event) => store.descriptionTyped(event.target.value)}
          />
        </div>
        {store.renameProblem && (
          <p className="field__error" id="quiz-name-error" role="alert">
            {store.renameProblem}
          </p>
        )}
        <div>
          <button type="submit" className="button button--accent" disabled={store.busy || !store.nameDirty}>
            Save name and description
          </button>
        </div>
      </form>

      <section className="quiz-authoring__card" aria-labelledby="quiz-questions-heading">
        <h2 id="quiz-questions-heading">
          Questions ({quiz.Questions.length}, {total} {total === 1 ? 'point' : 'points'})
        </h2>
        <QuizQuestionRows store={store} />
        <div className="quiz-details__add">
          <label htmlFor="quiz-new-question-type">Question type</label>
          <select
            id="quiz-new-question-type"
            value={store.newType}
            onChange={(event) => {
              if (isQuestionType(event.target.value)) store.typeChosen(event.target.value);
            }}
          >
            {QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {QUESTION_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--accent"
            disabled={store.busy}
            onClick={() => void store.addClicked()}
          >
            Add question
          </button>
        </div>
      </section>
      <p role="status" className="visually-hidden">
        {store.said}
      </p>
    </section>
  );
});
