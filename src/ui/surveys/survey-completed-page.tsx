import { Link, useLocation } from 'react-router-dom';
import { DEFAULT_THANK_YOU_TEXT } from '../../domain/surveys/survey.entity';
import type { PageProps } from '../pages/page-props';
import './surveys.css';

/** /modules/survey/exam/completed?surveyId= (and its preview): the survey's thank-you text. */
export function SurveyCompletedPage({ match }: PageProps) {
  const location = useLocation();
  const given = (location.state as { thankYou?: unknown } | null)?.thankYou;
  const text = typeof given === 'string' && given.trim() !== '' ? given : DEFAULT_THANK_YOU_TEXT;
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
