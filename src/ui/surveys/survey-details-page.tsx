import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  SURVEY_QUESTION_TYPES,
  SURVEY_QUESTION_TYPE_LABELS,
  type SurveyQuestionType,
} from '../../domain/surveys/survey.entity';
import { SurveyDetailsStore } from '../../stores/surveys/survey-details.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { useReorderDrag } from '../setup/use-reorder-drag';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { SURVEY_LIST_CRUMB, SurveyTabs } from './survey-tabs';
import './surveys.css';

/** /modules/survey/details/{surveyId}: name, description and the questions in order (add, edit, reorder, delete). */
export const SurveyDetailsPage = observer(function SurveyDetailsPage({ match }: PageProps) {
  const store = useStore(SurveyDetailsStore);
  const navigate = useNavigate();
  const surveyId = Number(match.params.surveyId);
  useEffect(() => {
    const load = new AbortController();
    void store.opened(surveyId, load.signal);
    return () => load.abort();
  }, [store, surveyId]);
  usePageSubject(match.path, store.survey?.Name);
  const list = useRef<HTMLOListElement>(null);
  const dragged = useCallback(
    (from: number, to: number) => {
      const question = store.questions[from];
      if (question) void store.moved(question, to - from);
    },
    [store],
  );
  useReorderDrag(list, dragged, store.state === 'ready');

  const { survey, questions } = store;
  if (store.state === 'loading') return <p className="loading">Loading the survey…</p>;
  if (!survey) return <p className="notice">This survey cannot be opened.</p>;
  return (
    <section className="survey-page">
      <PageHeader title={survey.Name} crumbs={[SURVEY_LIST_CRUMB]} />
      <SurveyTabs surveyId={surveyId} />
      <form
        className="survey-details__about"
        onSubmit={(event) => {
          event.preventDefault();
          void store.detailsSaved();
        }}
      >
        <label htmlFor="survey-name">Name</label>
        <input
          id="survey-name"
          value={store.name}
          maxLength={254}
          onChange={(e) => store.nameTyped(e.target.value)}
        />
        <label htmlFor="survey-description">Description</label>
        <textarea
          id="survey-description"
          rows={3}
          value={store.description}
          onChange={(e) => store.descriptionTyped(e.target.value)}
        />
        <button type="submit" className="button" disabled={store.busy || store.name.trim() === ''}>
          Save name and description
        </button>
      </form>
      <h2>Questions</h2>
      {questions.length === 0 && <p>No questions yet. Add the first one below.</p>}
      <ol className="survey-details__questions" ref={list}>
        {questions.map((q, i) => (
          <li key={q.QuestionId} className="survey-details__question" data-reorder-index={i}>
            <span
              className="survey-details__handle"
              data-reorder-handle=""
              aria-hidden="true"
              title="Drag to move"
            >
              ⠿
            </span>
            <div className="survey-details__question-main">
              <Link to={`/modules/survey/question/${q.QuestionId}`}>{q.Text || `Question ${i + 1}`}</Link>
              <span className="survey-details__type">
                {SURVEY_QUESTION_TYPE_LABELS[q.Type]}
                {q.Required ? ' · required' : ''}
              </span>
            </div>
            <div className="survey-details__question-actions">
              <button
                type="button"
                className="button button--plain"
                disabled={i === 0}
                onClick={() => void store.moved(q, -1)}
              >
                Move up<span className="visually-hidden"> question {i + 1}</span>
              </button>
              <button
                type="button"
                className="button button--plain"
                disabled={i === questions.length - 1}
                onClick={() => void store.moved(q, 1)}
              >
                Move down<span className="visually-hidden"> question {i + 1}</span>
              </button>
              <button
                type="button"
                className="button button--plain"
                onClick={() => void store.deleteClicked(q)}
              >
                Delete<span className="visually-hidden"> question {i + 1}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <form
        className="survey-details__add"
        onSubmit={(event) => {
          event.preventDefault();
          void store.addClicked().then((q) => q && navigate(`/modules/survey/question/${q.QuestionId}`));
        }}
      >
        <label htmlFor="survey-new-type">New question type</label>
        <select
          id="survey-new-type"
          value={store.newType}
          onChange={(e) => store.typeChosen(e.target.value as SurveyQuestionType)}
        >
          {SURVEY_QUESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {SURVEY_QUESTION_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--accent" disabled={store.busy}>
          Add question
        </button>
      </form>
      <p role="status" className="visually-hidden">
        {store.said}
      </p>
    </section>
  );
});
