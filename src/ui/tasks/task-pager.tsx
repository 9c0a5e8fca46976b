import { observer } from 'mobx-react-lite';
import type { TaskListStore } from '../../stores/tasks/task-list.store';

/** "Tasks 51–66 of 66" with Previous and Next; hidden when everything fits on one page. */
export const TaskPager = observer(function TaskPager({ list }: { list: TaskListStore }) {
  const result = list.result;
  if (!result || result.Total <= result.PageSize) return null;
  const first = result.Page * result.PageSize + 1;
  const last = Math.min(result.Total, first + result.Tasks.length - 1);
  const pages = Math.ceil(result.Total / result.PageSize);
  return (
    <nav className="task-pager" aria-label="Task pages">
      <button
        type="button"
        className="button button--plain"
        disabled={result.Page === 0 || list.loading}
        onClick={() => list.pageChanged(result.Page - 1)}
      >
        Previous
      </button>
      <span>
        Tasks {first}–{last} of {result.Total}
      </span>
      <button
        type="button"
        className="button button--plain"
        disabled={result.Page >= pages - 1 || list.loading}
        onClick={() => list.pageChanged(result.Page + 1)}
      >
        Next
      </button>
    </nav>
  );
});
