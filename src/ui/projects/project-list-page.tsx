import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ProjectListStore } from '../../stores/project-list.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import { formatDate } from './format-date';
import './projects.css';

/** /project/list: every project with its number of form instances. */
export const ProjectListPage = observer(function ProjectListPage() {
  const store = useStore(ProjectListStore);
  useEffect(() => {
    void store.opened();
  }, [store]);
  const empty = store.projects.length === 0;
  return (
    <section>
      <PageHeader
        title="Projects"
        crumbs={[]}
        actions={
          <Link className="button" to="/project/">
            New project
          </Link>
        }
      />
      {store.loading && empty ? (
        <p className="loading">Loading…</p>
      ) : store.failed && empty ? (
        <p className="notice">The projects could not be loaded.</p>
      ) : empty ? (
        <p className="notice">There are no projects yet. Create one to start filling forms.</p>
      ) : (
        <ul className="list" aria-label="Projects">
          {store.projects.map((project) => (
            <li key={project.ProjectId} className="list__item project-row">
              <span className="project-row__main">
                <Link to={`/project/details/${project.ProjectId}`}>{project.Name}</Link>
                {project.Description && <span className="project-row__description">{project.Description}</span>}
              </span>
              <span className="project-row__meta">
                <span className="tag">
                  {project.InstanceCount} {project.InstanceCount === 1 ? 'form' : 'forms'}
                </span>
                <time dateTime={project.CreatedOn}>{formatDate(project.CreatedOn)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
