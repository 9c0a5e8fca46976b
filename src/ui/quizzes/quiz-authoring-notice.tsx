import { Link } from 'react-router-dom';

/** What an authoring page shows when its quiz or question cannot be opened (the server 404s all but its managers). */
export function QuizAuthoringNotice({
  state,
  message,
  title,
}: {
  state: 'loading' | 'not-found' | 'failed';
  message: string;
  title: string;
}) {
  if (state === 'loading') return <p className="loading">Loading…</p>;
  return (
    <section className="quiz-authoring">
      <h1>{title}</h1>
      <p className="notice">
        {state === 'not-found'
          ? 'This quiz does not exist, or you do not manage it. Only its creator, administrators and the people given manage rights can edit a quiz.'
          : message}
      </p>
      <p>
        <Link to="/modules/quiz/list">Back to Quizzes</Link>
      </p>
    </section>
  );
}
