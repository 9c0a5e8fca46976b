import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SavingForm } from '../../stores/quizzes/authoring-page';
import { PageHeader } from '../components/page-header';

/**
 * The frame of a quiz's authoring form (question editor, settings): the header with the way back, the form, the
 * refusal above Save (what was typed stays), and the live region that says it was saved.
 */
export const QuizAuthoringForm = observer(function QuizAuthoringForm({
  store,
  title,
  quiz,
  label,
  saveLabel,
  children,
}: {
  store: SavingForm & { saveSubmitted(): Promise<boolean> };
  title: string;
  quiz: { QuizId: number; Name: string };
  /** The form's accessible name. */
  label: string;
  saveLabel: string;
  children: ReactNode;
}) {
  const details = `/modules/quiz/details/${quiz.QuizId}`;
  return (
    <section className="quiz-authoring">
      <PageHeader
        title={title}
        crumbs={[
          { label: 'Quizzes', to: '/modules/quiz/list' },
          { label: quiz.Name, to: details },
        ]}
      />
      <form
        className="quiz-authoring__card form"
        aria-label={label}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.saveSubmitted();
        }}
      >
        {children}
        {store.problem && (
          <p className="form__error" role="alert">
            {store.problem}
          </p>
        )}
        <div className="quiz-authoring__buttons">
          <button type="submit" className="button button--accent" disabled={store.busy}>
            {saveLabel}
          </button>
          <Link to={details}>Back to the quiz</Link>
        </div>
      </form>
      <p role="status" className="quiz-authoring__said">
        {store.said}
      </p>
    </section>
  );
});
