import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { browserName } from '../../domain/platform/browser-name';
import { useStores } from '../app/stores-context';
import type { PageProps } from './page-props';

const HomeLink = observer(function HomeLink() {
  const { user, navigation } = useStores();
  return <Link to={user.user ? navigation.defaultPath() : '/'}>Go to the start page</Link>;
});

export function NotFoundPage() {
  return (
    <div className="error-page">
      <div className="error-page__code">404</div>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <HomeLink />
    </div>
  );
}

export function ForbiddenPage() {
  return (
    <div className="error-page">
      <div className="error-page__code">403</div>
      <h1>Access denied</h1>
      <p>You do not have permission to open this page.</p>
      <HomeLink />
    </div>
  );
}

/** `/error/{code}`: an HTTP status names itself; anything else in the address is not shown back (it could be any text). */
export function ErrorCodePage({ match }: PageProps) {
  const code = /^\d{3}$/.test(match.params.code ?? '') ? match.params.code : null;
  const browser = browserName(navigator.userAgent);
  return (
    <div className="error-page">
      <div className="error-page__code">{code ?? 'Error'}</div>
      <h1>Something went wrong</h1>
      <p>Please try again. If this error persists, please contact the support.</p>
      <p className="error-page__details">{code ? `Error ${code} · ${browser}` : browser}</p>
      <HomeLink />
    </div>
  );
}
