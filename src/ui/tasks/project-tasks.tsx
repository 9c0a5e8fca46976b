import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { type ProjectStatusId } from '../../domain/projects/project.entity';
import { takesNewWork } from '../../domain/projects/project-rules';
import { TASK_STATUS_LABELS, type TaskStatusFilter } from '../../domain/tasks/task-filter';
import { TaskDialogStore } from '../../stores/tasks/task-dialog.store';
import { TaskListStore } from '../../stores/tasks/task-list.store';
import { useStore } from '../app/stores-context';
import { TaskDialog } from './task-dialog';
import { TaskListView } from './task-list-view';
import { useTaskActions } from './use-task-actions';
import './tasks.css';

/** A project's tasks on its details page: completion filter, the list, a new task in the project (not when closed). */
export const ProjectTasks = observer(function ProjectTasks({
  projectId,
  status,
}: {
  projectId: number;
  status: ProjectStatusId;
}) {
  const list = useStore(TaskListStore);
  const dialog = useStore(TaskDialogStore);
  const can = useTaskActions();
  useEffect(() => {
    list.opened({ projectId });
  }, [list, projectId]);
  useEffect(() => {
    if (list.choices) dialog.choicesLoaded(list.choices);
  }, [dialog, list.choices]);
  return (
    <section className="project-tasks" aria-labelledby="project-tasks-heading">
      <div className="project-tasks__header">
        <h2 className="project-heading" id="project-tasks-heading">
          Tasks
        </h2>
        <label className="project-tasks__filter">
          Show{' '}
          <select
            value={list.status}
            onChange={(event) => list.statusChanged(Number(event.target.value) as TaskStatusFilter)}
          >
            {TASK_STATUS_LABELS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <Link to={`/task/list?project=${projectId}`}>Open in Tasks</Link>
        {can.create && takesNewWork(status) && (
          <button
            type="button"
            className="button"
            onClick={() => dialog.openNew(list.choices, projectId, () => void list.reload())}
          >
            New task
          </button>
        )}
      </div>
      <TaskListView
        list={list}
        label="Project tasks"
        onOpen={(task) => dialog.openTask(task, list.choices, () => void list.reload())}
      />
      <TaskDialog dialog={dialog} />
    </section>
  );
});
