import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { TaskCategoriesStore } from '../../stores/setup/task-categories.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import { useTaskActions } from '../tasks/use-task-actions';
import { SetupNameForm } from './setup-name-form';
import './setup.css';

/** /setup/tasks (Task Settings): the task categories with how many tasks each holds; a new category. */
export const TaskCategoriesPage = observer(function TaskCategoriesPage() {
  const store = useStore(TaskCategoriesStore);
  const can = useTaskActions();
  useEffect(() => {
    void store.opened();
  }, [store]);
  const empty = store.categories.length === 0;
  return (
    <section className="setup-page">
      <PageHeader title="Task Settings" crumbs={[{ label: 'Setup' }]} />
      <h2 className="setup-heading">Task categories</h2>
      {can.manageSetup && (
        <SetupNameForm
          formLabel="New task category"
          id="new-category-name"
          label="New category"
          value={store.newName}
          error={store.error}
          errorId="new-category-error"
          saving={store.saving}
          button="Create category"
          onChange={store.newNameChanged}
          onSubmit={() => void store.createSubmitted()}
        />
      )}
      {store.loading && empty ? (
        <p className="loading">Loading…</p>
      ) : store.failed && empty ? (
        <p className="notice" role="alert">
          The task categories could not be loaded.
        </p>
      ) : empty ? (
        <p className="notice">
          There are no task categories yet. Categories sort tasks by kind of work: site visits, paperwork,
          meetings.
        </p>
      ) : (
        <ul className="list" aria-label="Task categories">
          {store.categories.map((category) => (
            <li key={category.CategoryId} className="list__item setup-row" aria-label={category.Name}>
              <span className="setup-row__main">
                {can.manageSetup ? (
                  <Link to={`/setup/tasks/category/${category.CategoryId}`}>{category.Name}</Link>
                ) : (
                  category.Name
                )}
              </span>
              <span className="tag">
                {category.TaskCount === 1 ? '1 task' : `${category.TaskCount} tasks`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {store.announcement}
      </p>
    </section>
  );
});
