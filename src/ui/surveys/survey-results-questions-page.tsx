import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { SurveyResultsStore } from '../../stores/surveys/survey-results.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { SurveyQuestionResultView } from './survey-question-results';
import { SURVEY_LIST_CRUMB, SurveyTabs } from './survey-tabs';
import './surveys.css';

/** /modules/survey/resultsQuestions/{surveyId}: per question a chart and its table, the NPS score, the text answers. */
export const SurveyResultsQuestionsPage = observer(function SurveyResultsQuestionsPage({ match }: PageProps) {
  const store = useStore(SurveyResultsStore);
  const surveyId = Number(match.params.surveyId);
  useEffect(() => {
    store.opened(surveyId, 'questions');
    return () => store.closed();
  }, [store, surveyId]);
  usePageSubject(match.path, store.name);

  return (
    <section className="survey-page">
      <PageHeader
        title={store.name ? `${store.name}: results by question` : 'Survey Results by Question'}
        crumbs={[SURVEY_LIST_CRUMB]}
      />
      <SurveyTabs surveyId={surveyId} />
      {store.state === 'loading' && <p className="loading">Loading the results…</p>}
      {store.state === 'failed' && <p className="notice">The results could not be loaded.</p>}
      {store.state === 'ready' && store.questions.length === 0 && <p>This survey has no questions yet.</p>}
      {store.questions.map((result, i) => (
        <SurveyQuestionResultView key={result.QuestionId} store={store} result={result} number={i + 1} />
      ))}
      <p role="status" className="visually-hidden">
        {store.refreshes > 0 ? `Updated (${store.refreshes})` : ''}
      </p>
    </section>
  );
});
