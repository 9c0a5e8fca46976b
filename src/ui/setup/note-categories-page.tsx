import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { noteCategoryPath } from '../../domain/projects/project-note.entity';
import { NoteCategoriesStore } from '../../stores/setup/note-categories.store';
import { useStore } from '../app/stores-context';
import { FormField } from '../components/form-field';
import { PageHeader } from '../components/page-header';
import { useTaskActions } from '../tasks/use-task-actions';
import './setup.css';

const notes = (count: number) => (count === 1 ? '1 note' : `${count} notes`);

/** /setup/NoteCategory/list (Note Categories): the categories of project notes with how many notes each holds. */
export const NoteCategoriesPage = observer(function NoteCategoriesPage() {
  const store = useStore(NoteCategoriesStore);
  const can = useTaskActions();
  useEffect(() => {
    void store.listOpened();
  }, [store]);
  const create = (event: FormEvent) => {
    event.preventDefault();
    void store.submitted();
  };
  const empty = store.categories.length === 0;
  return (
    <section className="setup-page">
      <PageHeader title="Note Categories" crumbs={[{ label: 'Setup' }]} />
      {can.manageSetup && (
        <form
          className="setup-form setup-form--inline"
          onSubmit={create}
          noValidate
          aria-label="New note category"
        >
          <FormField id="new-note-category" label="New category" error={store.error}>
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
              Create category
            </button>
          </div>
        </form>
      )}
      {store.loading && empty ? (
        <p className="loading">Loading…</p>
      ) : store.failed && empty ? (
        <p className="notice" role="alert">
          The note categories could not be loaded.
        </p>
      ) : empty ? (
        <p className="notice">
          There are no note categories yet. Categories sort a project&apos;s notes: decisions, risks, calls.
        </p>
      ) : (
        <ul className="list" aria-label="Note categories">
          {store.categories.map((category) => (
            <li key={category.CategoryId} className="list__item setup-row">
              <span className="setup-row__main">
                {can.manageSetup ? (
                  <Link to={noteCategoryPath(category.CategoryId)}>{category.Name}</Link>
                ) : (
                  category.Name
                )}
              </span>
              <span className="tag">{notes(category.NoteCount)}</span>
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
