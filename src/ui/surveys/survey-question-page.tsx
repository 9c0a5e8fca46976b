import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { SurveyQuestionStore } from '../../stores/surveys/survey-question.store';
import { useStore, useStores } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { SURVEY_LIST_CRUMB } from './survey-tabs';
import { SurveyQuestionEditor } from './survey-question-editor';
import './surveys.css';

/** /modules/survey/question/{questionId}: the question editor; leaving with changes not saved asks first. */
export const SurveyQuestionPage = observer(function SurveyQuestionPage({ match }: PageProps) {
  const store = useStore(SurveyQuestionStore);
  const { navigation } = useStores();
  const questionId = Number(match.params.questionId);
  useEffect(() => {
    const load = new AbortController();
    void store.opened(questionId, load.signal);
    const untrack = navigation.track(`survey-question-${questionId}`, store.isDirty);
    return () => {
      load.abort();
      untrack();
    };
  }, [store, questionId, navigation]);

  if (store.state === 'loading') return <p className="loading">Loading the question…</p>;
  if (!store.draft) return <p className="notice">This question cannot be opened.</p>;
  const surveyId = store.draft.SurveyId;
  return (
    <section className="survey-page">
      <PageHeader
        title="Survey Question"
        crumbs={[SURVEY_LIST_CRUMB, { label: 'Survey', to: `/modules/survey/details/${surveyId}` }]}
      />
      <SurveyQuestionEditor store={store} />
      <p>
        <Link to={`/modules/survey/details/${surveyId}`}>Back to the questions</Link>
      </p>
    </section>
  );
});
