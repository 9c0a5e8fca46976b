import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { NOTE_TEXT_MAX, type ProjectNote } from '../../domain/projects/project-note.entity';
import { ProjectNotesStore } from '../../stores/projects/project-notes.store';
import { useStore } from '../app/stores-context';
import { FormField } from '../components/form-field';
import { useTaskActions } from '../tasks/use-task-actions';
import { formatDate } from './format-date';

/**
 * A project's notes (issue 35): filter by category, add one (whoever may edit the project), edit or delete one's own
 * (an administrator any). Text is shown as text, line breaks kept, never as HTML.
 */
export const ProjectNotes = observer(function ProjectNotes({ projectId }: { projectId: number }) {
  const store = useStore(ProjectNotesStore);
  const can = useTaskActions();
  useEffect(() => {
    void store.opened(projectId);
    return store.closed;
  }, [store, projectId]);
  const editing = store.draft;
  return (
    <section aria-labelledby="project-notes-heading" className="project-notes">
      <div className="project-notes__bar">
        <h2 className="project-heading" id="project-notes-heading">
          Notes
        </h2>
        {store.notes.length > 0 && (
          <div className="field project-notes__filter">
            <label htmlFor="note-filter">Show notes</label>
            <select
              id="note-filter"
              value={store.filter}
              onChange={(event) => store.filterChanged(event.target.value)}
            >
              <option value="">All notes</option>
              {store.categories.map((c) => (
                <option key={c.CategoryId} value={String(c.CategoryId)}>
                  {c.Name}
                </option>
              ))}
              <option value="none">Without a category</option>
            </select>
          </div>
        )}
        {can.editProject && !editing && (
          <button type="button" className="button" onClick={store.newClicked}>
            Add note
          </button>
        )}
      </div>
      {editing?.noteId === null && <NoteEditor store={store} />}
      {store.loading && store.notes.length === 0 ? (
        <p className="loading">Loading…</p>
      ) : store.failed && store.notes.length === 0 ? (
        <p className="notice" role="alert">
          The notes could not be loaded.
        </p>
      ) : store.notes.length === 0 ? (
        <p className="notice">There are no notes on this project yet.</p>
      ) : store.shown.length === 0 ? (
        <p className="notice">No note is in this category.</p>
      ) : (
        <ul className="list" aria-label="Notes">
          {store.shown.map((note) =>
            editing?.noteId === note.NoteId ? (
              <li key={note.NoteId} className="list__item project-note">
                <NoteEditor store={store} />
              </li>
            ) : (
              <NoteItem key={note.NoteId} note={note} store={store} />
            ),
          )}
        </ul>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {store.announcement}
      </p>
    </section>
  );
});

/** The page's one store is passed down: `useStore` of a page store in a child would make the child its own. */
interface Parts {
  store: ProjectNotesStore;
}

const NoteItem = observer(function NoteItem({ note, store }: Parts & { note: ProjectNote }) {
  const edited = note.UpdatedOn !== note.CreatedOn;
  return (
    <li className="list__item project-note">
      <div className="project-note__main">
        <p className="project-note__meta">
          {note.CategoryName && <span className="tag">{note.CategoryName}</span>}
          <span>{note.AuthorName}</span>
          <time dateTime={note.CreatedOn}>{formatDate(note.CreatedOn)}</time>
          {edited && <span>(edited {formatDate(note.UpdatedOn)})</span>}
        </p>
        <p className="project-note__text">{note.Text}</p>
      </div>
      {note.CanChange && (
        <div className="project-note__actions">
          <button
            type="button"
            className="button button--plain"
            aria-label={`Edit note by ${note.AuthorName}, ${formatDate(note.CreatedOn)}`}
            onClick={() => store.editClicked(note)}
            disabled={store.draft !== null}
          >
            Edit
          </button>
          <button
            type="button"
            className="button button--plain"
            aria-label={`Delete note by ${note.AuthorName}, ${formatDate(note.CreatedOn)}`}
            onClick={() => void store.deleteClicked(note)}
          >
            Delete
          </button>
        </div>
      )}
    </li>
  );
});

/** The note being added or edited: its text and category; a refusal keeps the text as typed. */
const NoteEditor = observer(function NoteEditor({ store }: Parts) {
  const draft = store.draft;
  if (!draft) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submitted();
  };
  const label = draft.noteId === null ? 'New note' : 'Edit note';
  return (
    <form className="project-form project-note-editor" onSubmit={submit} noValidate aria-label={label}>
      <FormField
        id="note-text"
        label="Note"
        error={store.error}
        hint={`${draft.text.length} of ${NOTE_TEXT_MAX} characters`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={NOTE_TEXT_MAX}
            value={draft.text}
            onChange={(event) => store.textChanged(event.target.value)}
            autoFocus
          />
        )}
      </FormField>
      <FormField id="note-category" label="Category">
        {(control) => (
          <select
            {...control}
            value={draft.categoryId}
            onChange={(event) => store.categoryChanged(event.target.value)}
          >
            <option value="">No category</option>
            {store.categories.map((c) => (
              <option key={c.CategoryId} value={String(c.CategoryId)}>
                {c.Name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="project-note-editor__buttons">
        <button type="button" className="button button--plain" onClick={store.cancelled}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={store.saving}>
          {store.saving ? 'Saving…' : draft.noteId === null ? 'Add note' : 'Save note'}
        </button>
      </div>
    </form>
  );
});
