import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { displayName } from '../../domain/session/current-user';
import { useStores } from '../app/stores-context';

/** The signed-in user's name (a link to their workspaces when they may open them) and Sign out. */
export const SignedInUser = observer(function SignedInUser() {
  const { user, navigation } = useStores();
  const current = user.user;
  if (current?.logged !== true) return null;
  return (
    <span className="top-bar__user">
      {navigation.canOpen('/workspaces') ? <Link to="/workspaces">{displayName(current)}</Link> : <span>{displayName(current)}</span>}
      <Link to="/logout" className="button button--plain">
        Sign out
      </Link>
    </span>
  );
});
