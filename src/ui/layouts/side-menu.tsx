import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import { isAdministrator } from '../../domain/access/actor';
import type { MenuType } from '../../domain/routing/route-types';
import { useStores } from '../app/stores-context';
import { menuFor } from './menu-items';
import { TeamRequestButton } from './team-request-button';
import { TopBarSearch, upgradePathOf } from './top-bar';

export const SideMenu = observer(function SideMenu({ menuType }: { menuType: MenuType }) {
  const { user, layout, navigation } = useStores();
  const current = user.user;
  const items = menuFor(
    menuType,
    current?.workspaceId ?? 0,
    current ? isAdministrator(current) : false,
  ).filter(
    (item) => navigation.canOpen(item.to) && !(item.unlessCanOpen && navigation.canOpen(item.unlessCanOpen)),
  );
  const collapsed = !layout.isMobile && !layout.menuExpanded;
  const hiddenOnMobile = layout.isMobile && !layout.mobileMenuOpen;
  if (items.length === 0 && !layout.isMobile) return null;
  return (
    <nav
      className={`side-menu${collapsed ? ' side-menu--collapsed' : ''}${layout.isMobile ? ' side-menu--mobile' : ''}`}
      aria-label="Main menu"
      hidden={hiddenOnMobile}
    >
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} title={item.label} onClick={layout.closeMobileMenu}>
              <span className="side-menu__initial" aria-hidden="true">
                {item.label.charAt(0)}
              </span>
              <span className="side-menu__label">{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      {layout.isMobile && <AccountItems hasProfile={items.some((item) => item.to === '/profile')} />}
    </nav>
  );
});

/**
 * Below 992 px the top bar has no room for the scope, search and Upgrade: the drawer carries them, with Profile and
 * Sign out, so that everything the wide bar offers is one tap away on a phone (platform spec §9).
 */
const AccountItems = observer(function AccountItems({ hasProfile }: { hasProfile: boolean }) {
  const { user, layout, navigation } = useStores();
  const current = user.user;
  if (current?.logged !== true) return null;
  const upgradePath = upgradePathOf(current.workspaceId);
  const scope = current.teamName || current.workspaceName;
  return (
    <div className="side-menu__account">
      {scope && <p className="side-menu__scope">{scope}</p>}
      {navigation.canOpen('/search/x') && (
        <TopBarSearch className="side-menu__search" onSearched={layout.closeMobileMenu} />
      )}
      <ul>
        {navigation.canOpen(upgradePath) && (
          <li>
            <NavLink to={upgradePath} onClick={layout.closeMobileMenu}>
              <span className="side-menu__label">Upgrade</span>
            </NavLink>
          </li>
        )}
        {(current.accountType === 1 || current.accountType === 2) && (
          <li>
            <TeamRequestButton inMenu onOpened={layout.closeMobileMenu} />
          </li>
        )}
        {!hasProfile && navigation.canOpen('/profile') && (
          <li>
            <NavLink to="/profile" onClick={layout.closeMobileMenu}>
              <span className="side-menu__label">Profile</span>
            </NavLink>
          </li>
        )}
        <li>
          <NavLink to="/logout" onClick={layout.closeMobileMenu}>
            <span className="side-menu__label">Sign out</span>
          </NavLink>
        </li>
      </ul>
    </div>
  );
});
