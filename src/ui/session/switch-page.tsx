import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useStores } from '../app/stores-context';
import { LoadingScreen } from '../components/loading-screen';
import type { PageProps } from '../pages/page-props';

/** /switch/{scopeId}?back=…: changes the scope, then returns to `back`. */
export const SwitchPage = observer(function SwitchPage({ match }: PageProps) {
  const { session, navigation } = useStores();
  const navigate = useNavigate();
  const scopeId = Number(match.params.scopeId);
  const back = match.query.back ?? null;

  useEffect(() => {
    let active = true;
    void session.switchScope(scopeId, back, navigation.defaultPath()).then((next) => {
      if (active && next) navigate(next, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [session, navigation, navigate, scopeId, back]);

  if (session.switchError) {
    return (
      <div role="alert">
        <h1>Could not switch</h1>
        <p>{session.switchError}</p>
        <Link to="/workspaces">Back to workspaces</Link>
      </div>
    );
  }
  return <LoadingScreen label="Switching…" />;
});
