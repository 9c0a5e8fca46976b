import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
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

/**
 * /site/logout: ends an external site user's session (account type 3). A workspace member who opens it is not signed
 * out of the workspace by a site's address: they go on to their start page.
 */
export function SiteLogoutPage() {
  const { user, navigation } = useStores();
  const current = user.user;
  if (current?.logged && current.accountType !== 3) return <Navigate to={navigation.defaultPath()} replace />;
  return <LogoutPage />;
}
