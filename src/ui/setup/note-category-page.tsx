import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { NOTE_CATEGORIES_PATH } from '../../domain/projects/project-note.entity';
import { NoteAccessMessage } from '../../domain/access/note-access.policy';
import { NoteCategoriesStore } from '../../stores/setup/note-categories.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { useTaskActions } from '../tasks/use-task-actions';
import { SetupItemPending, SetupNameForm } from './setup-name-form';
import './setup.css';

const crumbs = [{ label: 'Setup' }, { label: 'Note Categories', to: NOTE_CATEGORIES_PATH }];

/** /setup/NoteCategory/details/{categoryId}: rename the category, or delete it (its notes keep their text). */
export const NoteCategoryPage = observer(function NoteCategoryPage({ match }: PageProps) {
  const store = useStore(NoteCategoriesStore);
  const can = useTaskActions();
  const categoryId = Number(match.params.categoryId);
  useEffect(() => {
    void store.detailsOpened(categoryId);
  }, [store, categoryId]);
  usePageSubject(match.path, store.category?.Name);
  const category = store.category;
  if (!category) {
    return (
      <SetupItemPending
        title="Note Category"
        crumbs={crumbs}
        failed={store.failed}
        failedText="The note category could not be loaded."
      />
    );
  }
  return (
    <section className="setup-page">
      <PageHeader title={category.Name} crumbs={crumbs} />
      <p>
        {category.NoteCount === 1
          ? '1 note is in this category.'
          : `${category.NoteCount} notes are in this category.`}
      </p>
      {can.manageSetup ? (
        <>
          <SetupNameForm
            formLabel="Rename note category"
            id="note-category-name"
            label="Name"
            value={store.name}
            error={store.error}
            saving={store.saving}
            button="Rename"
            onChange={store.nameChanged}
            onSubmit={() => void store.submitted()}
          />
          <section className="setup-danger" aria-labelledby="delete-note-category-heading">
            <h2 className="setup-heading" id="delete-note-category-heading">
              Delete this category
            </h2>
            <p>Its notes stay on their projects, without a category.</p>
            <button
              type="button"
              className="button button--danger"
              onClick={() => void store.deleteClicked()}
            >
              Delete category
            </button>
          </section>
        </>
      ) : (
        <p className="notice">{NoteAccessMessage.categories}</p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {store.announcement}
      </p>
    </section>
  );
});
