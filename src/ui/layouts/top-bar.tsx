import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { searchPhraseOf } from '../../domain/search/search-paths';
import { useStores } from '../app/stores-context';
import { BellIcon } from '../components/icons';
import { SignedInUser } from './signed-in-user';
import { TeamRequestButton } from './team-request-button';

/**
 * The search box: in the top bar on wide screens, in the ☰ menu below 992 px. On a search page it holds that page's
 * phrase, so the member sees what was searched and can change it; on any other page it starts empty.
 */
export function TopBarSearch({ className, onSearched }: { className: string; onSearched?: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [phrase, setPhrase] = useState(() => searchPhraseOf(pathname));
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setPhrase(searchPhraseOf(pathname));
  }
  const searchSubmitted = (event: FormEvent) => {
    event.preventDefault();
    const text = phrase.trim();
    if (!text) return;
    onSearched?.();
    navigate(`/search/${encodeURIComponent(text)}`);
  };
  return (
    <form role="search" className={className} onSubmit={searchSubmitted}>
      <input
        aria-label="Search"
        placeholder="Search…"
        value={phrase}
        onChange={(e) => setPhrase(e.target.value)}
      />
    </form>
  );
}

/** Where Upgrade leads, or '' without a user. */
export function upgradePathOf(workspaceId: number | undefined): string {
  return workspaceId === undefined ? '' : `/workspace/${workspaceId}/subscription`;
}

/**
 * Header: menu toggle, search and upgrade only for a signed-in user (platform spec §2). Below 992 px (§9) the bar keeps
 * the toggle, the brand, the bell, the user's initials and Sign out; with a menu to open, the scope, search and
 * Upgrade move into it (see SideMenu), and without one the scope is cut short and the bar may wrap, never overflow.
 */
export const TopBar = observer(function TopBar({ showMenuToggle }: { showMenuToggle: boolean }) {
  const { user, layout, notifications, navigation } = useStores();
  const current = user.user;
  const logged = current?.logged === true;
  // Only links the user can open: a member has no landing menu, a site user no search or upgrade.
  const upgradePath = upgradePathOf(current?.workspaceId);
  const canSearch = logged && navigation.canOpen('/search/x');
  const withMenu = logged && showMenuToggle;

  return (
    <header className={`top-bar${withMenu ? ' top-bar--with-menu' : ''}`}>
      {withMenu && (
        <button
          type="button"
          className="icon-button"
          aria-label="Toggle menu"
          aria-expanded={layout.isMobile ? layout.mobileMenuOpen : layout.menuExpanded}
          onClick={layout.toggleMenu}
        >
          ☰
        </button>
      )}
      <Link to={logged ? navigation.defaultPath() : '/'} className="brand">
        Gridwork
      </Link>
      {current && <span className="top-bar__scope">{current.teamName || current.workspaceName}</span>}
      <div className="top-bar__spacer" />
      {canSearch && <TopBarSearch className="top-bar__search" />}
      {logged && navigation.canOpen(upgradePath) && (
        <Link className="button button--accent top-bar__upgrade" to={upgradePath}>
          Upgrade
        </Link>
      )}
      {logged && <TeamRequestButton />}
      {logged && navigation.canOpen('/notifications') && (
        <Link
          to="/notifications"
          className="top-bar__bell"
          aria-label={`Notifications (${notifications.count} unread)`}
        >
          <BellIcon />
          {/* A red "0" would call for attention with nothing to read: the count shows from one unread. */}
          {notifications.count > 0 && (
            <span className="badge" data-testid="notification-count">
              {notifications.count}
            </span>
          )}
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
