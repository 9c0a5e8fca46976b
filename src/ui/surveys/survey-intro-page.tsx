import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { SurveyExamStore } from '../../stores/surveys/survey-exam.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import type { PageProps } from '../pages/page-props';
import './surveys.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const questions = (n: number) => (n === 1 ? '1 question' : `${n} questions`);

/** /modules/survey/exam/pre?surveyId= (and its preview): what the survey is, whether it is anonymous, Start. */
export const SurveyIntroPage = observer(function SurveyIntroPage({ match }: PageProps) {
  const store = useStore(SurveyExamStore);
  const surveyId = Number(match.query.surveyId);
  const preview = match.route.id.endsWith('.preview');
  useEffect(() => {
    const load = new AbortController();
    void store.introOpened(surveyId, preview, load.signal);
    return () => load.abort();
  }, [store, surveyId, preview]);
  const intro = store.intro;
  usePageSubject(match.path, intro?.Name);

  if (store.state === 'loading') return <p className="loading">Loading the survey…</p>;
  if (!intro)
    return (
      <section className="survey-answer">
        <h1>Survey</h1>
        <p className="notice">This survey cannot be opened.</p>
      </section>
    );
  const canStart = preview || intro.CanStart;
  return (
    <section className="survey-answer">
      {preview && <p className="survey-preview-banner">Preview: nothing you answer is recorded.</p>}
      <h1>{intro.Name}</h1>
      {intro.Description && <p className="survey-answer__description">{intro.Description}</p>}
      <ul className="survey-intro__facts">
        <li>{questions(intro.QuestionCount)}</li>
        <li>
          {intro.Anonymous
            ? 'Anonymous: your name is not kept with your answers.'
            : 'Your name is kept with your answers.'}
        </li>
        {intro.OpenUntil && <li>Open until {when(intro.OpenUntil)}</li>}
      </ul>
      {!canStart && intro.Reason && <p className="notice">{intro.Reason}</p>}
      {canStart && (
        <Link
          className="button button--accent"
          to={
            preview
              ? `/modules/survey/exam/preview?surveyId=${surveyId}`
              : `/modules/survey/exam?surveyId=${surveyId}`
          }
        >
          {intro.AlreadyResponded && !preview ? 'Respond again' : 'Start'}
        </Link>
      )}
    </section>
  );
});
