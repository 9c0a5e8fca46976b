import { Link } from 'react-router-dom';
import type { PageProps } from './page-props';

/** The public site pages (/, /features, /how-it-works …): one page that names what Gridwork does. */
export function HomePage({ match }: PageProps) {
  const isHome = match.route.id === 'public.home';
  return (
    <section className="home">
      <h1>{isHome ? 'Gridwork' : match.route.title}</h1>
      <p className="home__lead">
        Design forms on a grid, fill them with live formulas and validation, report on them, and share them
        with the people who need them.
      </p>
      {!isHome && <p>This page of the public site has no content in this release.</p>}
      <p>
        <Link className="button" to="/login">
          Sign in
        </Link>
      </p>
    </section>
  );
}
