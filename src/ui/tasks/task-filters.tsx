import { observer } from 'mobx-react-lite';
import { ProjectStatus } from '../../domain/projects/project.entity';
import {
  TASK_STARRED_LABELS,
  TASK_STATUS_LABELS,
  type TaskStarredFilter,
  type TaskStatusFilter,
} from '../../domain/tasks/task-filter';
import type { AssigneeChoice, ProjectChoice, TaskListStore } from '../../stores/tasks/task-list.store';

const ASSIGNEE: Array<[AssigneeChoice, string]> = [
  ['everyone', 'Everyone’s'],
  ['mine', 'Mine'],
  ['nobody', 'No assignee'],
];

/** The quick filters of the task list; a project's own list has no project filter. */
export const TaskFilters = observer(function TaskFilters({ list }: { list: TaskListStore }) {
  const projects = list.choices?.projects ?? [];
  return (
    <form
      className="task-filters"
      role="search"
      aria-label="Task filters"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="task-filters__field task-filters__search">
        <label htmlFor="task-search">Search by title</label>
        <input
          id="task-search"
          type="search"
          value={list.search}
          onChange={(event) => list.searchChanged(event.target.value)}
          maxLength={254}
        />
      </div>
      <div className="task-filters__field">
        <label htmlFor="task-status">Status</label>
        <select
          id="task-status"
          value={list.status}
          onChange={(event) => list.statusChanged(Number(event.target.value) as TaskStatusFilter)}
        >
          {TASK_STATUS_LABELS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="task-filters__field">
        <label htmlFor="task-starred">Star</label>
        <select
          id="task-starred"
          value={list.starred}
          onChange={(event) => list.starredChanged(Number(event.target.value) as TaskStarredFilter)}
        >
          {TASK_STARRED_LABELS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {list.fixedProjectId === null && (
        <div className="task-filters__field">
          <label htmlFor="task-project">Project</label>
          <select
            id="task-project"
            value={list.project}
            onChange={(event) => list.projectChanged(event.target.value as ProjectChoice)}
          >
            <option value="any">With and without a project</option>
            <option value="with">With a project</option>
            <option value="without">Without a project</option>
            {projects.length > 0 && (
              <optgroup label="Projects">
                {projects.map((p) => (
                  <option key={p.ProjectId} value={String(p.ProjectId)}>
                    {p.Status === ProjectStatus.Closed ? `${p.Name} (closed)` : p.Name}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        </div>
      )}
      <div className="task-filters__field">
        <label htmlFor="task-assignee">Assignee</label>
        <select
          id="task-assignee"
          value={list.assignee}
          onChange={(event) => list.assigneeChanged(event.target.value as AssigneeChoice)}
        >
          {ASSIGNEE.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {list.filtered && (
        <button
          type="button"
          className="button button--plain task-filters__clear"
          onClick={list.filtersCleared}
        >
          Clear filters
        </button>
      )}
    </form>
  );
});
