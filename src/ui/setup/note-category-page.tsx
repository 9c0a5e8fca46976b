import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { NOTE_CATEGORIES_PATH } from '../../domain/projects/project-note.entity';
import { NoteAccessMessage } from '../../domain/access/note-access.policy';
import { NoteCategoriesStore } from '../../stores/setup/note-categories.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { FormField } from '../components/form-field';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { useTaskActions } from '../tasks/use-task-actions';
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
      <section className="setup-page">
        <PageHeader title="Note Category" crumbs={crumbs} />
        {store.failed ? (
          <p className="notice" role="alert">
            The note category could not be loaded.
          </p>
        ) : (
          <p className="loading">Loading…</p>
        )}
      </section>
    );
  }
  const rename = (event: FormEvent) => {
    event.preventDefault();
    void store.submitted();
  };
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
          <form
            className="setup-form setup-form--inline"
            onSubmit={rename}
            noValidate
            aria-label="Rename note category"
          >
            <FormField id="note-category-name" label="Name" error={store.error}>
              {(control) => (
                <input
                  {...control}
                  value={store.name}
                  onChange={(event) => store.nameChanged(event.target.value)}
                />
              )}
            </FormField>
            <div>
              <button type="submit" className="button" disabled={store.saving}>
                Rename
              </button>
            </div>
          </form>
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
