import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useStores } from '../app/stores-context';
import { BellIcon } from '../components/icons';
import { SignedInUser } from './signed-in-user';

/** Header: menu toggle, search and upgrade only for a signed-in user (platform spec §2). */
export const TopBar = observer(function TopBar({ showMenuToggle }: { showMenuToggle: boolean }) {
  const { user, layout, notifications, navigation } = useStores();
  const navigate = useNavigate();
  const [phrase, setPhrase] = useState('');
  const current = user.user;
  const logged = current?.logged === true;
  // Only links the user can open: a member has no landing menu, a site user no search or upgrade.
  const upgradePath = current ? `/workspace/${current.workspaceId}/subscription` : '';
  const canSearch = logged && navigation.canOpen('/search/x');

  const searchSubmitted = (event: FormEvent) => {
    event.preventDefault();
    const text = phrase.trim();
    if (text) navigate(`/search/${encodeURIComponent(text)}`);
  };

  return (
    <header className="top-bar">
      {logged && showMenuToggle && (
        <button type="button" className="icon-button" aria-label="Toggle menu" onClick={layout.toggleMenu}>
          ☰
        </button>
      )}
      <Link to={logged ? navigation.defaultPath() : '/'} className="brand">
        Gridwork
      </Link>
      {current && <span className="top-bar__scope">{current.teamName || current.workspaceName}</span>}
      <div className="top-bar__spacer" />
      {canSearch && (
        <form role="search" className="top-bar__search" onSubmit={searchSubmitted}>
          <input aria-label="Search" placeholder="Search…" value={phrase} onChange={(e) => setPhrase(e.target.value)} />
        </form>
      )}
      {logged && navigation.canOpen(upgradePath) && (
        <Link className="button button--accent" to={upgradePath}>
          Upgrade
        </Link>
      )}
      {logged && navigation.canOpen('/notifications') && (
        <Link to="/notifications" className="top-bar__bell" aria-label={`Notifications (${notifications.count} unread)`}>
          <BellIcon />
          <span className="badge" data-testid="notification-count">
            {notifications.count}
          </span>
        </Link>
      )}
      {logged ? (
        <SignedInUser />
      ) : (
        <Link to="/login" className="button">
          Sign in
        </Link>
      )}
    </header>
  );
});
