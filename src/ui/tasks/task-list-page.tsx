import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TASK_LIST_LINK_KEYS } from '../../domain/tasks/task-list-link';
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
 * task; the filters and page live in the link (`?project=100&status=2&star=2&assignee=mine&q=tile&page=2`).
 */
export const TaskListPage = observer(function TaskListPage({ match }: PageProps) {
  const list = useStore(TaskListStore);
  const dialog = useStore(TaskDialogStore);
  const can = useTaskActions();
  const taskId = Number(match.query.task);
  // Read once, on open: later the list writes the link itself.
  const firstQuery = useRef(match.query);
  const [, setSearchParams] = useSearchParams();
  const link = JSON.stringify(list.link);

  useEffect(() => {
    list.opened({ query: firstQuery.current });
  }, [list]);
  // The filters and page go into the link (replace: a filter change is no new history entry), so a reload keeps them.
  useEffect(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of TASK_LIST_LINK_KEYS) next.delete(key);
        for (const [key, value] of Object.entries(JSON.parse(link) as Record<string, string>))
          next.set(key, value);
        return next;
      },
      { replace: true },
    );
  }, [link, setSearchParams]);
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
