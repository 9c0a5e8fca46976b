import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useStores } from '../app/stores-context';
import { LoadingScreen } from '../components/loading-screen';
import { layoutFor } from './layout-for';
import { pageFor } from './page-registry';
import { useLeavePrompt } from './use-leave-prompt';

/** Every location passes the route guards, then renders its page in its layout. */
export const RouteHost = observer(function RouteHost() {
  const { user, session, navigation } = useStores();
  const location = useLocation();
  useLeavePrompt();

  useEffect(() => {
    void session.boot();
  }, [session]);

  const path = `${location.pathname}${location.search}`;
  // Decided on every render: observer() renders again when the path or the signed-in user changes,
  // and the route history ignores a repeat of the same path.
  const decision = user.loaded ? navigation.decide(path) : null;

  if (!decision) return <LoadingScreen />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;

  const { match } = decision;
  const Layout = layoutFor(match.route);
  const Page = pageFor(match.route.id);
  return (
    <Layout route={match.route} path={match.path}>
      <Suspense fallback={<LoadingScreen />}>
        <Page key={match.path} match={match} />
      </Suspense>
    </Layout>
  );
});
