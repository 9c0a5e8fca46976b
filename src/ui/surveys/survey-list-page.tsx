import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { SurveySummary } from '../../domain/surveys/survey.entity';
import { SurveyListStore } from '../../stores/surveys/survey-list.store';
import { useStore } from '../app/stores-context';
import { ModuleList } from '../components/module-list';
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
  return (
    <ModuleList
      store={store}
      noun="survey"
      plural="surveys"
      title="Surveys"
      count={store.surveys.length}
      create={() =>
        store.createSubmitted().then((survey) => survey && `/modules/survey/details/${survey.SurveyId}`)
      }
    >
      {store.surveys.map((survey) => (
        <SurveyCard key={survey.SurveyId} store={store} survey={survey} />
      ))}
    </ModuleList>
  );
});
