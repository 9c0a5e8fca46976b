import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import { isAdministrator } from '../../domain/access/actor';
import type { MenuType } from '../../domain/routing/route-types';
import { useStores } from '../app/stores-context';
import { menuFor } from './menu-items';

export const SideMenu = observer(function SideMenu({ menuType }: { menuType: MenuType }) {
  const { user, layout, navigation } = useStores();
  const current = user.user;
  const items = menuFor(menuType, current?.workspaceId ?? 0, current ? isAdministrator(current) : false).filter(
    (item) => navigation.canOpen(item.to) && !(item.unlessCanOpen && navigation.canOpen(item.unlessCanOpen)),
  );
  const collapsed = !layout.isMobile && !layout.menuExpanded;
  const hiddenOnMobile = layout.isMobile && !layout.mobileMenuOpen;
  if (items.length === 0) return null;
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
    </nav>
  );
});
