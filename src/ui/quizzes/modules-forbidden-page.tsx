import { Link } from 'react-router-dom';
import { usePageSubject } from '../app/use-page-subject';
import type { PageProps } from '../pages/page-props';
import './quiz-sharing.css';

/** /modules/403: a quiz or survey this person may not take or manage, with a way back. */
export function ModulesForbiddenPage({ match }: PageProps) {
  usePageSubject(match.path, '');
  return (
    <section className="quiz-entry">
      <h1>You may not open this</h1>
      <p>
        This quiz or survey is not shared with you, or the access you had has ended. Ask the person who shared
        it with you.
      </p>
      <p className="quiz-entry__back">
        <button type="button" className="button" onClick={() => window.history.back()}>
          Go back
        </button>{' '}
        <Link to="/">Go to the start page</Link>
      </p>
    </section>
  );
}
