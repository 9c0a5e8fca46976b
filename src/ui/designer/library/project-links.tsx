import { Link } from 'react-router-dom';

/**
 * The projects a form is linked to: a link to each the user may open, and how many others there are, as text (their
 * pages would answer 403). `empty` is shown when the form is linked to none.
 */
export function ProjectLinks({
  projects,
  empty,
}: {
  projects: { open: ReadonlyArray<{ id: number; name: string }>; hidden: number };
  empty: string;
}) {
  const { open, hidden } = projects;
  if (open.length === 0 && hidden === 0) return <>{empty}</>;
  const others = hidden === 1 ? '1 project you cannot open' : `${hidden} projects you cannot open`;
  return (
    <>
      {open.map((project, index) => (
        <span key={project.id}>
          {index > 0 && ', '}
          <Link to={`/project/details/${project.id}`}>{project.name}</Link>
        </span>
      ))}
      {hidden > 0 && <span className="library-muted">{open.length > 0 ? ` and ${others}` : others}</span>}
    </>
  );
}
