import { Link } from 'react-router-dom';
import type { PageProps } from './page-props';
import { PUBLIC_CONTENT } from './public-content';
import formPicture from './screenshots/form-instance.webp';
import reportPicture from './screenshots/report.webp';
import './public-pages.css';

const PICTURES = {
  form: {
    src: formPicture,
    alt: 'A filled Site Inspection form in Gridwork: fields laid out on a grid, with masked phone numbers and encrypted values hidden behind Show buttons.',
  },
  report: {
    src: reportPicture,
    alt: 'The columns of a Gridwork report: Site Inspection fields chosen as columns, each with its format, such as a long date or currency.',
  },
} as const;

/** The public pages' links to the rest of the site and to sign-up. */
function PublicNav() {
  return (
    <nav className="public__nav" aria-label="Public site">
      <Link to="/features">Features</Link>
      <Link to="/how-it-works">How it works</Link>
      <Link to="/solutions">Solutions</Link>
      <Link to="/about">About</Link>
      <Link to="/privacy">Privacy</Link>
      <Link to="/terms">Terms</Link>
    </nav>
  );
}

function Actions() {
  return (
    <p className="public__actions">
      <Link className="button" to="/signup">
        Create a workspace
      </Link>
      <Link className="button button--plain" to="/login">
        Sign in
      </Link>
    </p>
  );
}

/**
 * The public site (/, /features, /how-it-works …; issue 35): what Gridwork does, in the words of public-content.ts,
 * with a screenshot of the demo on some pages.
 */
export function HomePage({ match }: PageProps) {
  const content = PUBLIC_CONTENT[match.route.id];
  if (!content) {
    return (
      <section className="home">
        <h1>Gridwork</h1>
        <p className="home__lead">
          Design forms on a grid, fill them with live formulas and validation, report on them, and share them
          with the people who need them.
        </p>
        <Actions />
        <figure className="public__figure">
          <img {...PICTURES.form} width={1200} height={750} />
        </figure>
        <PublicNav />
      </section>
    );
  }
  const picture = content.picture ? PICTURES[content.picture] : null;
  return (
    <article className="public">
      <h1>{match.route.title}</h1>
      <p className="home__lead">{content.lead}</p>
      {picture && (
        <figure className="public__figure">
          <img {...picture} width={1200} height={750} />
        </figure>
      )}
      {content.sections.map((section) => (
        <section key={section.heading} className="public__section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
      <Actions />
      <PublicNav />
    </article>
  );
}
