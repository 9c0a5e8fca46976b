import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isSideMenuHidden } from '../../domain/routing/route-history';
import type { RouteDefinition } from '../../domain/routing/route-types';
import { useStores } from '../app/stores-context';
import { SideMenu } from './side-menu';
import { SignedInUser } from './signed-in-user';
import { TopBar } from './top-bar';

interface LayoutProps {
  route: RouteDefinition;
  path: string;
  children: ReactNode;
}

/** The shell of the app and of external sites: top bar, side menu for the route's menu type, content. */
const MenuLayout = observer(function MenuLayout({
  route,
  path,
  children,
  menuWanted,
}: LayoutProps & { menuWanted: boolean }) {
  const { user } = useStores();
  const showMenu = menuWanted && user.user?.logged === true && !isSideMenuHidden(path);
  return (
    <div className="layout layout--app">
      <TopBar showMenuToggle={showMenu} />
      <div className="layout__body">
        {showMenu && <SideMenu menuType={route.menuType} />}
        <main className="content" id="main">
          {children}
        </main>
      </div>
    </div>
  );
});

/** The authenticated application. */
export function AppLayout(props: LayoutProps) {
  return <MenuLayout {...props} menuWanted />;
}

/** Sign-in and account pages: a centred card. */
export function AuthLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout--auth">
      <main className="auth-card" id="main">
        <Link to="/" className="brand brand--large">
          Gridwork
        </Link>
        {children}
      </main>
    </div>
  );
}

/**
 * Pages opened from a shared link: no menu, the item alone. A signed-in direct-link user (account type 4)
 * also gets their name and Sign out, and the brand leads to their default page unless they are on it.
 */
export const DirectLayout = observer(function DirectLayout({ path, children }: LayoutProps) {
  const { user, navigation } = useStores();
  const home = user.user?.logged === true ? navigation.homeFrom(path) : null;
  return (
    <div className="layout layout--direct">
      <header className="top-bar top-bar--slim">
        {home ? (
          <Link to={home} className="brand">
            Gridwork
          </Link>
        ) : (
          <span className="brand">Gridwork</span>
        )}
        <div className="top-bar__spacer" />
        <SignedInUser />
      </header>
      <main className="content content--narrow" id="main">
        {children}
      </main>
    </div>
  );
});

/** External sites (individual access and single password) and the public site pages; the menu on site pages only. */
export function SiteLayout(props: LayoutProps) {
  return <MenuLayout {...props} menuWanted={props.route.pageState === 'ExternalSitePage'} />;
}

/** Error pages: plain, with a way back. */
export function ErrorLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout--error">
      <main className="error-card" id="main">
        {children}
      </main>
    </div>
  );
}
