import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ProjectDetailsStore } from '../../stores/projects/project-details.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { ProjectMessage, takesNewWork } from '../../domain/projects/project-rules';
import { ProjectTasks } from '../tasks/project-tasks';
import { formatDate } from './format-date';
import { ProjectNotes } from './project-notes';
import { ProjectSummaries } from './project-summaries';
import { ProjectPlan } from './project-plan';
import './projects.css';

/**
 * /project/details/{projectId}: the project's plan (status, tags, workflow, dates; issue 14), its form instances and a
 * new instance from a form or a form group, its tasks, and its notes (issue 35).
 */
export const ProjectDetailsPage = observer(function ProjectDetailsPage({ match }: PageProps) {
  const store = useStore(ProjectDetailsStore);
  const projectId = Number(match.params.projectId);
  useEffect(() => {
    void store.opened(projectId);
  }, [store, projectId]);
  usePageSubject(match.path, store.page?.project.Name);
  const crumbs = [{ label: 'Projects', to: '/project/list' }];
  if (!store.page) {
    return (
      <section>
        <PageHeader title="Project Details" crumbs={crumbs} />
        {store.failed ? (
          <p className="notice">The project could not be loaded.</p>
        ) : (
          <p className="loading">Loading…</p>
        )}
      </section>
    );
  }
  const { project, groups } = store.page;
  const create = (event: FormEvent) => {
    event.preventDefault();
    void store.createClicked();
  };
  return (
    <section>
      <PageHeader title={project.Name} crumbs={crumbs} />
      {project.Description && <p className="project-description">{project.Description}</p>}
      <ProjectPlan project={project} onSaved={() => void store.opened(projectId)} />
      <h2 className="project-heading">Form instances</h2>
      {project.Instances.length === 0 ? (
        <p className="notice">No forms have been started in this project yet.</p>
      ) : (
        <ul className="list" aria-label="Form instances">
          {project.Instances.map((instance) => (
            <li key={instance.InstanceId} className="list__item">
              <Link to={`/forminstance/${instance.InstanceId}`}>{instance.Name}</Link>
              <time dateTime={instance.UpdatedOn}>{formatDate(instance.UpdatedOn)}</time>
            </li>
          ))}
        </ul>
      )}
      {!takesNewWork(project.Status) ? (
        <p className="notice">{ProjectMessage.closedProjectInstance}</p>
      ) : (
        groups.length > 0 && (
          <form className="project-new-instance" onSubmit={create} aria-label="New form instance">
            <h2 className="project-heading">New form instance</h2>
            <div className="field">
              <label htmlFor="instance-source">Form or form group</label>
              <select
                id="instance-source"
                value={store.source}
                onChange={(event) => store.sourceChanged(event.target.value)}
              >
                <option value="">Please select...</option>
                {groups.map((group) => (
                  <optgroup key={group.GroupId} label={group.Name}>
                    <option value={`group:${group.GroupId}`}>All forms of {group.Name}</option>
                    {group.Forms.map((form) => (
                      <option key={form.FormId} value={`form:${form.FormId}`}>
                        {form.FormName}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
            <button type="submit" className="button" disabled={!store.chosen || store.creating}>
              {store.creating ? 'Creating…' : 'Create and open'}
            </button>
          </form>
        )
      )}
      <ProjectTasks projectId={project.ProjectId} status={project.Status} />
      <ProjectSummaries projectId={project.ProjectId} />
      <ProjectNotes projectId={project.ProjectId} />
    </section>
  );
});
