import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SurveyExamStore } from '../../stores/surveys/survey-exam.store';
import { useStore, useStores } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import type { PageProps } from '../pages/page-props';
import { SurveyAnswerInput } from './survey-answer-input';
import './surveys.css';

/**
 * /modules/survey/getExam/{surveyId}, /modules/survey/exam?surveyId= and /modules/survey/exam/preview?surveyId=:
 * opens the response or resumes the one in progress; answers are saved as they are given; leaving asks first.
 */
export const SurveyExamPage = observer(function SurveyExamPage({ match }: PageProps) {
  const store = useStore(SurveyExamStore);
  const { navigation } = useStores();
  const navigate = useNavigate();
  const surveyId = Number(match.params.surveyId ?? match.query.surveyId);
  const preview = match.route.id === 'survey.exam.preview';
  useEffect(() => {
    void store.opened(surveyId, preview);
    const untrack = navigation.track(`survey-exam-${surveyId}`, store.isIncomplete, store.pendingSave);
    return () => {
      untrack();
      store.closed();
    };
  }, [store, surveyId, preview, navigation]);
  const { exam, state } = store;
  usePageSubject(match.path, exam?.Name);

  if (state === 'loading') return <p className="loading">Opening the survey…</p>;
  if (!exam)
    return (
      <section className="survey-answer">
        <h1>Survey</h1>
        <p className="notice">This survey cannot be opened now.</p>
      </section>
    );
  const total = store.questions.length;
  const onePage = exam.OneQuestionPerPage;
  const submitted = () =>
    void store.submitClicked().then((done) => {
      if (!done) return;
      const to = preview ? '/modules/survey/exam/completed/preview' : '/modules/survey/exam/completed';
      navigate(`${to}?surveyId=${surveyId}`, { state: { thankYou: store.completion?.ThankYouText ?? '' } });
    });
  return (
    <section className="survey-answer">
      {preview && <p className="survey-preview-banner">Preview: nothing you answer is recorded.</p>}
      <h1>{exam.Name}</h1>
      {exam.Description && <p className="survey-answer__description">{exam.Description}</p>}
      <div className="survey-answer__progress">
        <p id="survey-progress-label">
          {store.answeredCount} of {total} answered
        </p>
        <progress aria-labelledby="survey-progress-label" max={total} value={store.answeredCount} />
      </div>
      <form
        className="survey-answer__questions"
        onSubmit={(event) => {
          event.preventDefault();
          submitted();
        }}
      >
        {store.shown.map((q) => (
          <SurveyAnswerInput
            key={q.QuestionId}
            question={q}
            number={store.questions.indexOf(q) + 1}
            answer={store.answers[q.QuestionId]}
            onAnswer={(answer) => store.answered(q.QuestionId, answer)}
          />
        ))}
        {store.refusal && (
          <p className="notice" role="alert">
            {store.refusal}
          </p>
        )}
        <div className="survey-answer__actions">
          {onePage && (
            <>
              <button
                type="button"
                className="button"
                disabled={store.page === 0}
                onClick={store.backClicked}
              >
                Back
              </button>
              <span className="survey-answer__page">
                Question {store.page + 1} of {total}
              </span>
              {store.page < total - 1 && (
                <button type="button" className="button" onClick={store.nextClicked}>
                  Next
                </button>
              )}
            </>
          )}
          {(!onePage || store.page >= total - 1) && (
            <button type="submit" className="button button--accent" disabled={state !== 'answering'}>
              Submit
            </button>
          )}
        </div>
      </form>
    </section>
  );
});
