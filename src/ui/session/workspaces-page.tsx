import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import { isAdministrator } from '../../domain/access/actor';

/** /workspaces: the workspace and the teams the user can switch to. */
export const WorkspacesPage = observer(function WorkspacesPage() {
  const { session, user } = useStores();
  useEffect(() => {
    void session.loadScopes();
  }, [session]);
  const current = user.user;
  return (
    <section>
      <PageHeader title="Workspaces" crumbs={[]} />
      {current && (
        <p>
          Working in <strong>{current.teamScopeId === 0 ? current.workspaceName : current.teamName}</strong>.
          {isAdministrator(current) && (
            <>
              {' '}
              <Link to={`/workspace/${current.workspaceId}/teams`}>Manage the workspace</Link>
            </>
          )}
        </p>
      )}
      <ul className="list">
        {session.scopes.map((scope) => (
          <li key={scope.ScopeId} className="list__item">
            <span>{scope.Name}</span>
            {current?.teamScopeId === scope.ScopeId ? (
              <span className="tag">Current</span>
            ) : (
              <Link to={`/switch/${scope.ScopeId}?back=${encodeURIComponent('/dashboard')}`}>Switch</Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
});
