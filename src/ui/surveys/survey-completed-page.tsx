import { Link, useLocation } from 'react-router-dom';
import type { PageProps } from '../pages/page-props';
import './surveys.css';

/** Ours: what the page says when the survey's thank-you text is empty or the page was opened on its own. */
export const DEFAULT_THANK_YOU = 'Thank you: your answers are in.';

/** /modules/survey/exam/completed?surveyId= (and its preview): the survey's thank-you text. */
export function SurveyCompletedPage({ match }: PageProps) {
  const location = useLocation();
  const given = (location.state as { thankYou?: unknown } | null)?.thankYou;
  const text = typeof given === 'string' && given.trim() !== '' ? given : DEFAULT_THANK_YOU;
  const preview = match.route.id.endsWith('.preview');
  return (
    <section className="survey-answer survey-completed">
      {preview && <p className="survey-preview-banner">Preview: nothing you answered was recorded.</p>}
      <h1>Survey completed</h1>
      <p className="survey-completed__text">{text}</p>
      {preview && (
        <Link className="button" to={`/modules/survey/details/${match.query.surveyId ?? ''}`}>
          Back to the survey
        </Link>
      )}
    </section>
  );
}
