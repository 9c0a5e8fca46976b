import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../app/stores-context';
import { LoadingScreen } from '../components/loading-screen';

/** /start and /loading: learn who is signed in afresh, then go to their default page. */
export const StartPage = observer(function StartPage() {
  const { session, navigation, user } = useStores();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void session.boot(true).then(() => {
      // A backend that did not answer is not "signed out": the route host says so and offers Retry.
      if (!active || session.unreachable) return;
      // Without a session, the start page's next step is signing in.
      const next = navigation.defaultPath();
      navigate(user.user === null && next === '/' ? '/login' : next, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [session, navigation, navigate, user]);
  return <LoadingScreen label="Starting…" />;
});
