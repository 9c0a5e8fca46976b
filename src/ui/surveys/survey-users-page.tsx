import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { EVERYONE_TEAM, SurveyDetailsStore, nameOf } from '../../stores/surveys/survey-details.store';
import { useStore } from '../app/stores-context';
import { SurveyLinkSection } from './survey-link-section';
import { usePageSubject } from '../app/use-page-subject';
import { KeptTeams } from '../components/kept-teams';
import { PageHeader } from '../components/page-header';
import { TableScroll } from '../components/table-scroll';
import type { PageProps } from '../pages/page-props';
import { SURVEY_LIST_CRUMB, SurveyTabs } from './survey-tabs';
import './surveys.css';

/** /modules/survey/users?surveyId=: who may manage the survey and who may answer it (people, teams, or everyone). */
export const SurveyUsersPage = observer(function SurveyUsersPage({ match }: PageProps) {
  const store = useStore(SurveyDetailsStore);
  const surveyId = Number(match.query.surveyId);
  useEffect(() => {
    const load = new AbortController();
    void store.peopleOpened(surveyId, load.signal);
    return () => load.abort();
  }, [store, surveyId]);
  usePageSubject(match.path, store.survey?.Name);

  const { survey } = store;
  if (store.state === 'loading') return <p className="loading">Loading the survey…</p>;
  if (!survey) return <p className="notice">This survey cannot be opened.</p>;
  const everyone = store.teams.includes(EVERYONE_TEAM);
  const offered = store.teamChoices.filter((t) => t.ScopeId !== EVERYONE_TEAM);
  return (
    <section className="survey-page">
      <PageHeader title={`${survey.Name}: users`} crumbs={[SURVEY_LIST_CRUMB]} />
      <SurveyTabs surveyId={surveyId} />
      <SurveyLinkSection surveyId={surveyId} />
      <form
        className="survey-users"
        onSubmit={(event) => {
          event.preventDefault();
          void store.peopleSaved();
        }}
      >
        <fieldset>
          <legend>Who may answer</legend>
          <label className="survey-users__everyone">
            <input
              type="checkbox"
              checked={everyone}
              onChange={(e) => store.teamToggled(EVERYONE_TEAM, e.target.checked)}
            />
            Everyone in the workspace
          </label>
          {offered.map((team) => (
            <label key={team.ScopeId} className="survey-users__team">
              <input
                type="checkbox"
                checked={store.teams.includes(team.ScopeId)}
                onChange={(e) => store.teamToggled(team.ScopeId, e.target.checked)}
              />
              {team.Name}
            </label>
          ))}
          {/* An answer always holds team 0: an empty list is a failed read, not deleted teams. */}
          <KeptTeams
            saved={survey.TakerTeamIds}
            offered={offered}
            offeredRead={store.teamChoices.length > 0}
            chosen={store.teams}
            onToggle={store.teamToggled}
          />
        </fieldset>
        <TableScroll label="People of the workspace">
          <table className="survey-users__table">
            <caption>People of the workspace</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">May manage</th>
                <th scope="col">May answer</th>
              </tr>
            </thead>
            <tbody>
              {store.people.map((user) => {
                const name = nameOf(user);
                const creator = user.UserId === survey.CreatedBy;
                return (
                  <tr key={user.UserId}>
                    <th scope="row">
                      {name}
                      {creator && <span className="survey-users__note"> (created it)</span>}
                    </th>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`${name} may manage`}
                        checked={creator || store.managers.includes(user.UserId)}
                        disabled={creator}
                        onChange={(e) => store.managerToggled(user.UserId, e.target.checked)}
                      />
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`${name} may answer`}
                        checked={everyone || store.takers.includes(user.UserId)}
                        disabled={everyone}
                        onChange={(e) => store.takerToggled(user.UserId, e.target.checked)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
        <button type="submit" className="button button--accent" disabled={store.busy}>
          Save who may manage and answer
        </button>
      </form>
      <p role="status" className="visually-hidden">
        {store.said}
      </p>
    </section>
  );
});
