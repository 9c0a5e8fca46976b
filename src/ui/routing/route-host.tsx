import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useStores } from '../app/stores-context';
import { BackendDownScreen } from '../components/backend-down-screen';
import { LoadingScreen } from '../components/loading-screen';
import { layoutFor } from './layout-for';
import { pageFor } from './page-registry';
import { useLeavePrompt } from './use-leave-prompt';

/** Every location passes the route guards, then renders its page in its layout. */
export const RouteHost = observer(function RouteHost() {
  const { user, session, navigation, titles } = useStores();
  const location = useLocation();
  useLeavePrompt();

  useEffect(() => {
    void session.boot();
  }, [session]);

  const path = `${location.pathname}${location.search}`;
  // Decided once per navigation. Whoever changes the signed-in user also navigates (sign-in, sign-out,
  // 401, another tab), so the guard runs on the new location with the new user; deciding on every user
  // change as well would race those navigations with a second redirect.
  const decision = useMemo(
    () => (user.loaded ? navigation.decide(path) : null),
    [user.loaded, navigation, path],
  );

  // The tab names the page as soon as it is shown; the page adds what it shows once loaded (usePageSubject).
  const shownPath = decision?.kind === 'render' ? decision.match.path : null;
  const shownTitle = decision?.kind === 'render' ? decision.match.route.title : null;
  useEffect(() => {
    if (shownPath !== null && shownTitle !== null) titles.pageShown(shownPath, shownTitle);
  }, [titles, shownPath, shownTitle]);

  if (session.unreachable) return <BackendDownScreen />;
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
