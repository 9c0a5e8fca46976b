import { observer } from 'mobx-react-lite';
import type { Task } from '../../domain/tasks/task.entity';
import type { TaskListStore } from '../../stores/tasks/task-list.store';
import { TaskPager } from './task-pager';
import { TaskRows } from './task-rows';

/** The list with its states: loading, could not load, empty (nothing yet, or nothing matching), or a page of tasks. */
export const TaskListView = observer(function TaskListView({
  list,
  onOpen,
  label,
}: {
  list: TaskListStore;
  onOpen: (task: Task) => void;
  label: string;
}) {
  const tasks = list.result?.Tasks ?? [];
  return (
    <div className="task-list-view" aria-busy={list.loading || undefined}>
      {list.loading && !list.result ? (
        <p className="loading">Loading tasks…</p>
      ) : list.failed && !list.result ? (
        <div className="notice" role="alert">
          The tasks could not be loaded.{' '}
          <button type="button" className="button button--plain" onClick={() => void list.reload()}>
            Try again
          </button>
        </div>
      ) : tasks.length === 0 ? (
        <p className="notice">
          {list.filtered
            ? 'No task matches these filters.'
            : list.fixedProjectId !== null
              ? 'This project has no tasks yet.'
              : 'There are no tasks yet.'}
        </p>
      ) : (
        <>
          <TaskRows list={list} tasks={tasks} onOpen={onOpen} label={label} />
          <TaskPager list={list} />
        </>
      )}
      <p className="visually-hidden" aria-live="polite" role="status">
        {list.announcement}
      </p>
    </div>
  );
});
