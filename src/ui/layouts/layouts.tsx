import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isSideMenuHidden } from '../../domain/routing/route-history';
import type { RouteDefinition } from '../../domain/routing/route-types';
import { useStores } from '../app/stores-context';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

interface LayoutProps {
  route: RouteDefinition;
  path: string;
  children: ReactNode;
}

/** The authenticated application: top bar, side menu for the route's menu type, content. */
export const AppLayout = observer(function AppLayout({ route, path, children }: LayoutProps) {
  const { user } = useStores();
  const showMenu = user.user?.logged === true && !isSideMenuHidden(path);
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

/** Pages opened from a shared link: no menu, the item alone. */
export function DirectLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout--direct">
      <header className="top-bar top-bar--slim">
        <span className="brand">Gridwork</span>
      </header>
      <main className="content content--narrow" id="main">
        {children}
      </main>
    </div>
  );
}

/** External sites (individual access and single password) and the public site pages. */
export const SiteLayout = observer(function SiteLayout({ route, path, children }: LayoutProps) {
  const { user } = useStores();
  const showMenu = user.user?.logged === true && route.pageState === 'ExternalSitePage' && !isSideMenuHidden(path);
  return (
    <div className="layout layout--site">
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
