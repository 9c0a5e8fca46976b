import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TaskCategoriesStore } from '../../stores/setup/task-categories.store';
import { useStore } from '../app/stores-context';
import { FormField } from '../components/form-field';
import { PageHeader } from '../components/page-header';
import { useTaskActions } from '../tasks/use-task-actions';
import './setup.css';

/** /setup/tasks (Task Settings): the task categories with how many tasks each holds; a new category. */
export const TaskCategoriesPage = observer(function TaskCategoriesPage() {
  const store = useStore(TaskCategoriesStore);
  const can = useTaskActions();
  useEffect(() => {
    void store.opened();
  }, [store]);
  const create = (event: FormEvent) => {
    event.preventDefault();
    void store.createSubmitted();
  };
  const empty = store.categories.length === 0;
  return (
    <section className="setup-page">
      <PageHeader title="Task Settings" crumbs={[{ label: 'Setup' }]} />
      <h2 className="setup-heading">Task categories</h2>
      {can.manageSetup && (
        <form
          className="setup-form setup-form--inline"
          onSubmit={create}
          noValidate
          aria-label="New task category"
        >
          <FormField
            id="new-category-name"
            label="New category"
            error={store.error}
            errorId="new-category-error"
          >
            {(control) => (
              <input
                {...control}
                value={store.newName}
                onChange={(event) => store.newNameChanged(event.target.value)}
              />
            )}
          </FormField>
          <div>
            <button type="submit" className="button" disabled={store.saving}>
              Create category
            </button>
          </div>
        </form>
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
