import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TaskCategoryStore } from '../../stores/setup/task-category.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { useTaskActions } from '../tasks/use-task-actions';
import { FormField } from '../components/form-field';
import { SetupItemPending, SetupNameForm } from './setup-name-form';
import './setup.css';

const crumbs = [{ label: 'Setup' }, { label: 'Task Settings', to: '/setup/tasks' }];

/** /setup/tasks/category/{categoryId}: rename the category, or delete it and say where its tasks go. */
export const TaskCategoryPage = observer(function TaskCategoryPage({ match }: PageProps) {
  const store = useStore(TaskCategoryStore);
  const can = useTaskActions();
  const categoryId = Number(match.params.categoryId);
  useEffect(() => {
    void store.opened(categoryId);
  }, [store, categoryId]);
  usePageSubject(match.path, store.category?.Name);
  const category = store.category;
  if (!category) {
    return (
      <SetupItemPending
        title="Task Category"
        crumbs={crumbs}
        failed={store.failed}
        failedText="The task category could not be loaded."
      />
    );
  }
  const inUse = category.TaskCount > 0;
  return (
    <section className="setup-page">
      <PageHeader title={category.Name} crumbs={crumbs} />
      <p>
        {category.TaskCount === 1
          ? '1 task is in this category.'
          : `${category.TaskCount} tasks are in this category.`}
      </p>
      {can.manageSetup && (
        <>
          <SetupNameForm
            formLabel="Rename task category"
            id="category-name"
            label="Name"
            value={store.name}
            error={store.error}
            saving={store.saving}
            button="Rename"
            onChange={store.nameChanged}
            onSubmit={() => void store.renameSubmitted()}
          />
          <section className="setup-danger" aria-labelledby="delete-category-heading">
            <h2 className="setup-heading" id="delete-category-heading">
              Delete this category
            </h2>
            {inUse && (
              <FormField id="category-move-to" label="Where do its tasks go?">
                {(control) => (
                  <select
                    {...control}
                    value={store.moveTo}
                    onChange={(event) => store.moveToChanged(event.target.value)}
                  >
                    <option value="">No category</option>
                    {store.others.map((other) => (
                      <option key={other.CategoryId} value={String(other.CategoryId)}>
                        {other.Name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            )}
            <button
              type="button"
              className="button button--danger"
              onClick={() => void store.deleteClicked()}
            >
              {inUse ? 'Move tasks and delete' : 'Delete category'}
            </button>
          </section>
        </>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {store.announcement}
      </p>
    </section>
  );
});
