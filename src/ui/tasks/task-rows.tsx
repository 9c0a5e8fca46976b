import { observer } from 'mobx-react-lite';
import { mayDeleteTask, mayEditTask } from '../../domain/access/task-access.policy';
import { isOverdue, typedFromIso } from '../../domain/tasks/due-date';
import { personName, type Task } from '../../domain/tasks/task.entity';
import type { TaskListStore } from '../../stores/tasks/task-list.store';

/** One row per task: complete with one click, star, open (edit), delete; what the user may not do is not shown. */
export const TaskRows = observer(function TaskRows({
  list,
  tasks,
  onOpen,
  label,
}: {
  list: TaskListStore;
  tasks: Task[];
  onOpen: (task: Task) => void;
  label: string;
}) {
  const today = list.today;
  return (
    <ul className="list task-list" aria-label={label}>
      {tasks.map((task) => {
        const overdue = isOverdue(task, today);
        const people = task.Assignees.map(personName).join(', ');
        return (
          <li
            key={task.TaskId}
            className={`list__item task-row${task.IsCompleted ? ' task-row--done' : ''}`}
            aria-label={task.Title}
          >
            <input
              type="checkbox"
              className="task-row__complete"
              checked={task.IsCompleted}
              disabled={!mayEditTask(task.Access)}
              aria-label={
                task.IsCompleted ? `Mark “${task.Title}” not completed` : `Complete “${task.Title}”`
              }
              onChange={() => void list.completeClicked(task)}
            />
            <span className="task-row__main">
              <button type="button" className="task-row__title" onClick={() => onOpen(task)}>
                {task.Title}
              </button>
              <span className="task-row__meta">
                {task.ProjectName && list.fixedProjectId === null && <span>{task.ProjectName}</span>}
                {task.CategoryName && <span>{task.CategoryName}</span>}
                <span>{people || 'No assignee'}</span>
              </span>
            </span>
            <span className="task-row__side">
              {task.DueDate && (
                <time
                  dateTime={task.DueDate}
                  className={overdue ? 'task-row__due task-row__due--late' : 'task-row__due'}
                >
                  {overdue ? `Overdue: ${typedFromIso(task.DueDate)}` : typedFromIso(task.DueDate)}
                </time>
              )}
              <button
                type="button"
                className={`icon-button task-row__star${task.IsStarred ? ' task-row__star--on' : ''}`}
                aria-pressed={task.IsStarred}
                aria-label={`Star “${task.Title}”`}
                onClick={() => void list.starClicked(task)}
              >
                {task.IsStarred ? '★' : '☆'}
              </button>
              {mayDeleteTask(task.Access) && (
                <button
                  type="button"
                  className="button button--plain task-row__delete"
                  aria-label={`Delete “${task.Title}”`}
                  onClick={() => void list.deleteClicked(task)}
                >
                  Delete
                </button>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
});
