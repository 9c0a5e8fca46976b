import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { SurveyResultsStore } from '../../stores/surveys/survey-results.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { SURVEY_LIST_CRUMB, SurveyTabs } from './survey-tabs';
import './surveys.css';

/** An anonymous response keeps only the day (docs/quizzes-and-surveys.md, "Anonymity"): it is shown as a date. */
const when = (iso: string | null, dayOnly: boolean) =>
  iso
    ? dayOnly
      ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' })
      : new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    : '';

/** /modules/survey/results/{surveyId}: the responses (live), each opening its report; Excel export. */
export const SurveyResultsPage = observer(function SurveyResultsPage({ match }: PageProps) {
  const store = useStore(SurveyResultsStore);
  const surveyId = Number(match.params.surveyId);
  useEffect(() => {
    store.opened(surveyId, 'responses');
    return () => store.closed();
  }, [store, surveyId]);
  usePageSubject(match.path, store.name);

  const completed = store.responses.filter((r) => r.Status === 'completed').length;
  return (
    <section className="survey-page">
      <PageHeader
        title={store.name ? `${store.name}: responses` : 'Survey Results'}
        crumbs={[SURVEY_LIST_CRUMB]}
      />
      <SurveyTabs surveyId={surveyId} />
      {store.state === 'loading' && <p className="loading">Loading the responses…</p>}
      {store.state === 'failed' && <p className="notice">The responses could not be loaded.</p>}
      {store.state === 'ready' && (
        <>
          <div className="survey-results__bar">
            <p>
              {completed} completed · {store.responses.length - completed} in progress
            </p>
            <button
              type="button"
              className="button"
              disabled={store.exporting}
              onClick={() => void store.exportClicked()}
            >
              {store.exporting ? 'Exporting…' : 'Export to Excel'}
            </button>
          </div>
          {store.responses.length === 0 ? (
            <p>No responses yet.</p>
          ) : (
            <table className="survey-results__table">
              <caption className="visually-hidden">Responses</caption>
              <thead>
                <tr>
                  <th scope="col">Respondent</th>
                  <th scope="col">Status</th>
                  <th scope="col">Started</th>
                  <th scope="col">Completed</th>
                </tr>
              </thead>
              <tbody>
                {store.responses.map((r) => (
                  <tr key={r.SurveyExamId}>
                    <th scope="row">
                      {r.Status === 'completed' ? (
                        <Link to={`/modules/survey/exam/report/${r.SurveyExamId}`}>
                          {r.RespondentName ?? 'Anonymous'}
                        </Link>
                      ) : (
                        (r.RespondentName ?? 'Anonymous')
                      )}
                    </th>
                    <td>{r.Status === 'completed' ? 'Completed' : 'In progress'}</td>
                    <td>{when(r.StartedOn, r.RespondentName === null)}</td>
                    <td>{when(r.CompletedOn, r.RespondentName === null)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      <p role="status" className="visually-hidden">
        {store.refreshes > 0 ? `Updated (${store.refreshes})` : ''}
      </p>
    </section>
  );
});
