import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TaskDialogStore } from '../../stores/tasks/task-dialog.store';
import { TaskListStore } from '../../stores/tasks/task-list.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { TaskDialog } from './task-dialog';
import { TaskFilters } from './task-filters';
import { TaskListView } from './task-list-view';
import { useTaskActions } from './use-task-actions';
import './tasks.css';

/**
 * /task/list: the tasks the member may see, with quick filters that match the report filter; `?task=866` opens one
 * task, `?project=100` starts filtered to a project.
 */
export const TaskListPage = observer(function TaskListPage({ match }: PageProps) {
  const list = useStore(TaskListStore);
  const dialog = useStore(TaskDialogStore);
  const can = useTaskActions();
  const taskId = Number(match.query.task);
  const project = match.query.project;

  useEffect(() => {
    list.opened({ project });
  }, [list, project]);
  useEffect(() => {
    if (Number.isInteger(taskId) && taskId > 0)
      void dialog.openById(taskId, list.choices, () => void list.reload());
  }, [dialog, list, taskId]);
  useEffect(() => {
    if (list.choices) dialog.choicesLoaded(list.choices);
  }, [dialog, list.choices]);

  const total = list.result?.Total;
  return (
    <section className="tasks-page">
      <PageHeader
        title="Tasks"
        crumbs={[]}
        actions={
          can.create && (
            <button
              type="button"
              className="button"
              onClick={() => dialog.openNew(list.choices, null, () => void list.reload())}
            >
              New task
            </button>
          )
        }
      />
      <TaskFilters list={list} />
      {total !== undefined && <p className="task-count">{total === 1 ? '1 task' : `${total} tasks`}</p>}
      <TaskListView
        list={list}
        label="Tasks"
        onOpen={(task) => dialog.openTask(task, list.choices, () => void list.reload())}
      />
      <TaskDialog dialog={dialog} />
    </section>
  );
});
