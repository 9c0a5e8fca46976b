import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { QuizUsersStore } from '../../stores/quizzes/quiz-users.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { KeptTeams } from '../components/kept-teams';
import { PageHeader } from '../components/page-header';
import { TableScroll } from '../components/table-scroll';
import type { PageProps } from '../pages/page-props';
import './quizzes.css';

const MANAGE_REFUSED = 'Only workspace users manage quizzes.';

/**
 * /modules/quiz/users?quizId=N (managers): who may manage the quiz (workspace users), who may take it (users and teams;
 * "Everyone in the workspace" is team 0), and its public link with Copy (docs/quizzes-and-surveys.md).
 */
export const QuizUsersPage = observer(function QuizUsersPage({ match }: PageProps) {
  const store = useStore(QuizUsersStore);
  const quizId = Number(match.query.quizId);
  useEffect(() => {
    const load = new AbortController();
    void store.opened(quizId, load.signal);
    return () => load.abort();
  }, [store, quizId]);
  const { sharing } = store;
  usePageSubject(match.path, sharing?.QuizName ?? '');
  const crumbs = [{ label: 'Quizzes', to: '/modules/quiz/list' }];
  if (store.state === 'loading') return <p className="loading">Loading the quiz's people…</p>;
  if (!sharing)
    return (
      <section className="quiz-users">
        <PageHeader title="Quiz users" crumbs={crumbs} />
        <p className="notice">The quiz's people could not be loaded.</p>
      </section>
    );
  const link = store.linkUrl(window.location.origin);
  return (
    <section className="quiz-users">
      <PageHeader title={`Users of ${sharing.QuizName}`} crumbs={crumbs} />
      <p role="status" className="visually-hidden">
        {store.said}
      </p>

      <section className="quiz-users__link" aria-labelledby="quiz-link-title">
        <h2 id="quiz-link-title">Share by link</h2>
        <p>
          Anyone with the link may take the quiz after proving their e-mail with a one-time code. Their
          attempts count by e-mail. Turning the link off ends it and every session opened with it; turning it
          on again makes a new link.
        </p>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={sharing.Link.Enabled}
            disabled={store.linkBusy}
            onChange={(event) => void store.linkToggled(event.target.checked)}
          />{' '}
          Anyone with the link may take this quiz
        </label>
        {link && (
          <div className="quiz-users__link-row">
            <label htmlFor="quiz-link-url">Link</label>
            <input id="quiz-link-url" readOnly value={link} onFocus={(event) => event.target.select()} />
            <button type="button" className="button" onClick={() => void store.copyClicked(link)}>
              Copy
            </button>
          </div>
        )}
      </section>

      <form
        onSubmit={(event) => {
          event.preventDefault();
          void store.saveClicked();
        }}
      >
        <fieldset className="quiz-users__teams">
          <legend>Teams who may take it</legend>
          {sharing.Teams.map((team) => (
            <label key={team.ScopeId} className="checkbox">
              <input
                type="checkbox"
                checked={store.takerScopeIds.includes(team.ScopeId)}
                onChange={(event) => store.teamToggled(team.ScopeId, event.target.checked)}
              />{' '}
              {team.Name}
            </label>
          ))}
          <KeptTeams
            saved={sharing.TakerScopeIds}
            offered={sharing.Teams}
            chosen={store.takerScopeIds}
            onToggle={store.teamToggled}
          />
        </fieldset>

        <TableScroll label="People">
          <table className="admin-table quiz-users__people">
            <caption>People</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Manages</th>
                <th scope="col">Takes</th>
              </tr>
            </thead>
            <tbody>
              {sharing.People.map((person) => {
                const manages = person.IsCreator || store.managerIds.includes(person.UserId);
                const why = person.IsCreator ? 'The creator always manages it.' : MANAGE_REFUSED;
                return (
                  <tr key={person.UserId}>
                    <th scope="row">{person.Name}</th>
                    <td>{person.Email}</td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`${person.Name} manages`}
                        checked={manages}
                        disabled={person.IsCreator || !person.MayManage}
                        title={person.IsCreator || !person.MayManage ? why : undefined}
                        onChange={(event) => store.managerToggled(person.UserId, event.target.checked)}
                      />
                      {(person.IsCreator || !person.MayManage) && (
                        <span className="quiz-users__why">{why}</span>
                      )}
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`${person.Name} takes`}
                        checked={store.takerUserIds.includes(person.UserId)}
                        onChange={(event) => store.takerToggled(person.UserId, event.target.checked)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
        <button type="submit" className="button button--accent" disabled={!store.dirty || store.saving}>
          {store.saving ? 'Saving…' : 'Save'}
        </button>
      </form>
    </section>
  );
});
