import { useEffect } from 'react';
import { useStores } from '../app/stores-context';
import { LoadingScreen } from '../components/loading-screen';

/** /logout: signs out, and the sign-out sends the user to /login. */
export function LogoutPage() {
  const { session } = useStores();
  useEffect(() => {
    void session.signOut();
  }, [session]);
  return <LoadingScreen label="Signing out…" />;
}
