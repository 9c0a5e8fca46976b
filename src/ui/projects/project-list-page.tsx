import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  PROJECT_STATUS_FILTER_LABELS,
  ProjectStatusFilter,
  readProjectStatusLink,
  type ProjectStatusFilterId,
} from '../../domain/projects/project-filter';
import { ProjectStatus } from '../../domain/projects/project.entity';
import { ProjectListStore } from '../../stores/projects/project-list.store';
import { TagChip } from '../components/tag-chip';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { formatDate } from './format-date';
import './projects.css';

/**
 * /project/list: the projects (active ones first shown) with their status, tags, workflow status and number of form
 * instances; the status filter lives in the link (`?status=100` closed, `-1` both), so the dashboard's "Closed" row
 * and a reload show the same list.
 */
export const ProjectListPage = observer(function ProjectListPage({ match }: PageProps) {
  const store = useStore(ProjectListStore);
  // Read once, on open: later the page writes the link itself.
  const firstStatus = useRef(readProjectStatusLink(match.query));
  const [, setSearchParams] = useSearchParams();
  useEffect(() => {
    void store.opened(firstStatus.current);
  }, [store]);
  // A filter change goes into the link, as no new history entry; the default leaves the link bare.
  const statusChosen = (status: ProjectStatusFilterId) => {
    store.statusChanged(status);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (status === ProjectStatusFilter.Active) next.delete('status');
        else next.set('status', String(status));
        return next;
      },
      { replace: true },
    );
  };
  const empty = store.projects.length === 0;
  const shown = store.shown;
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
        <>
          <div className="project-filter">
            <label htmlFor="project-status-filter">Status</label>
            <select
              id="project-status-filter"
              value={store.status}
              onChange={(event) => statusChosen(Number(event.target.value) as ProjectStatusFilterId)}
            >
              {PROJECT_STATUS_FILTER_LABELS.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          {shown.length === 0 ? (
            <p className="notice">No project has this status.</p>
          ) : (
            <ul className="list" aria-label="Projects">
              {shown.map((project) => (
                <li key={project.ProjectId} className="list__item project-row">
                  <span className="project-row__main">
                    <Link to={`/project/details/${project.ProjectId}`}>{project.Name}</Link>
                    {project.Description && (
                      <span className="project-row__description">{project.Description}</span>
                    )}
                    {(project.Tags.length > 0 || project.WorkflowStatusName) && (
                      <span className="project-row__plan">
                        {project.WorkflowStatusName && <span>{project.WorkflowStatusName}</span>}
                        {project.Tags.map((tag) => (
                          <TagChip key={tag.TagId} name={tag.Name} color={tag.Color} />
                        ))}
                      </span>
                    )}
                  </span>
                  <span className="project-row__meta">
                    {project.Status === ProjectStatus.Closed && (
                      <span className="tag project-row__closed">Closed</span>
                    )}
                    <span className="tag">
                      {project.InstanceCount} {project.InstanceCount === 1 ? 'form' : 'forms'}
                    </span>
                    <time dateTime={project.CreatedOn}>{formatDate(project.CreatedOn)}</time>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
});
