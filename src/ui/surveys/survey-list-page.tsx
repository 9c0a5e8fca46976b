import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { SurveySummary } from '../../domain/surveys/survey.entity';
import { SurveyListStore } from '../../stores/surveys/survey-list.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import './surveys.css';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const RenameForm = observer(function RenameForm({ store }: { store: SurveyListStore }) {
  const renaming = store.renaming;
  if (!renaming) return null;
  return (
    <form
      className="survey-card__rename"
      onSubmit={(event) => {
        event.preventDefault();
        void store.renameSubmitted();
      }}
    >
      <label htmlFor={`survey-rename-${renaming.surveyId}`}>New name</label>
      <input
        id={`survey-rename-${renaming.surveyId}`}
        value={renaming.name}
        maxLength={254}
        autoFocus
        onChange={(e) => store.renameTyped(e.target.value)}
      />
      <button type="submit" className="button button--accent" disabled={renaming.name.trim() === ''}>
        Save name
      </button>
      <button type="button" className="button button--plain" onClick={store.renameCancelled}>
        Cancel
      </button>
    </form>
  );
});

const SurveyCard = observer(function SurveyCard({
  store,
  survey,
}: {
  store: SurveyListStore;
  survey: SurveySummary;
}) {
  const hidden = <span className="visually-hidden"> {survey.Name}</span>;
  return (
    <li className="survey-card">
      <div className="survey-card__main">
        <h2 className="survey-card__name">
          <Link to={`/modules/survey/details/${survey.SurveyId}`}>{survey.Name}</Link>
        </h2>
        {survey.Description && <p className="survey-card__description">{survey.Description}</p>}
        <p className="survey-card__facts">
          {count(survey.QuestionCount, 'question', 'questions')} ·{' '}
          {count(survey.ResponseCount, 'response', 'responses')}
        </p>
        {store.renaming?.surveyId === survey.SurveyId && <RenameForm store={store} />}
      </div>
      <div className="survey-card__actions">
        <Link className="button" to={`/modules/survey/results/${survey.SurveyId}`}>
          Results{hidden}
        </Link>
        <Link className="button" to={`/modules/survey/getExam/${survey.SurveyId}`}>
          Answer{hidden}
        </Link>
        <button type="button" className="button" onClick={() => store.renameClicked(survey)}>
          Rename{hidden}
        </button>
        <button type="button" className="button" onClick={() => void store.copyClicked(survey)}>
          Copy{hidden}
        </button>
        <button
          type="button"
          className="button button--plain"
          onClick={() => void store.deleteClicked(survey)}
        >
          Delete{hidden}
        </button>
      </div>
    </li>
  );
});

/** /modules/survey/list: the surveys the member manages; create, rename, copy, delete, open one. */
export const SurveyListPage = observer(function SurveyListPage(_props: PageProps) {
  const store = useStore(SurveyListStore);
  const navigate = useNavigate();
  useEffect(() => {
    const load = new AbortController();
    void store.opened(load.signal);
    return () => load.abort();
  }, [store]);

  return (
    <section className="survey-list">
      <PageHeader title="Surveys" crumbs={[]} />
      <form
        className="survey-list__new"
        onSubmit={(event) => {
          event.preventDefault();
          void store.createSubmitted().then((survey) => {
            if (survey) navigate(`/modules/survey/details/${survey.SurveyId}`);
          });
        }}
      >
        <label htmlFor="survey-new-name">New survey name</label>
        <input
          id="survey-new-name"
          value={store.newName}
          maxLength={254}
          onChange={(event) => store.nameTyped(event.target.value)}
        />
        <button
          type="submit"
          className="button button--accent"
          disabled={store.busy || store.newName.trim() === ''}
        >
          Create survey
        </button>
      </form>
      <p role="status" className="visually-hidden">
        {store.said}
      </p>
      {store.state === 'loading' && <p className="loading">Loading surveys…</p>}
      {store.state === 'failed' && <p className="notice">The surveys could not be loaded.</p>}
      {store.state === 'ready' && store.surveys.length === 0 && (
        <p className="survey-list__empty">You manage no surveys yet. Name one above to start.</p>
      )}
      {store.surveys.length > 0 && (
        <ul className="survey-list__items">
          {store.surveys.map((survey) => (
            <SurveyCard key={survey.SurveyId} store={store} survey={survey} />
          ))}
        </ul>
      )}
    </section>
  );
});
