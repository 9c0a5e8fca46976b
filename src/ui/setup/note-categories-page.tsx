import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { noteCategoryPath } from '../../domain/projects/project-note.entity';
import { NoteCategoriesStore } from '../../stores/setup/note-categories.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import { useTaskActions } from '../tasks/use-task-actions';
import { SetupNameForm } from './setup-name-form';
import './setup.css';

const notes = (count: number) => (count === 1 ? '1 note' : `${count} notes`);

/** /setup/NoteCategory/list (Note Categories): the categories of project notes with how many notes each holds. */
export const NoteCategoriesPage = observer(function NoteCategoriesPage() {
  const store = useStore(NoteCategoriesStore);
  const can = useTaskActions();
  useEffect(() => {
    void store.listOpened();
  }, [store]);
  const empty = store.categories.length === 0;
  return (
    <section className="setup-page">
      <PageHeader title="Note Categories" crumbs={[{ label: 'Setup' }]} />
      {can.manageSetup && (
        <SetupNameForm
          formLabel="New note category"
          id="new-note-category"
          label="New category"
          value={store.name}
          error={store.error}
          saving={store.saving}
          button="Create category"
          onChange={store.nameChanged}
          onSubmit={() => void store.submitted()}
        />
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
