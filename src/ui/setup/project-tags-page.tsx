import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ProjectTagsStore } from '../../stores/setup/project-tags.store';
import { useStore } from '../app/stores-context';
import { FormField } from '../components/form-field';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { useTaskActions } from '../tasks/use-task-actions';
import { TagChip } from '../components/tag-chip';
import { ColorChoice } from './tag-fields';
import './setup.css';

/** /setup/projecttag/list/{id?}: the project tags; create one; the tag of the optional id opens for renaming and colouring. */
export const ProjectTagsPage = observer(function ProjectTagsPage({ match }: PageProps) {
  const store = useStore(ProjectTagsStore);
  const can = useTaskActions();
  const editId = match.params.id ? Number(match.params.id) : null;
  useEffect(() => {
    void store.opened(editId);
  }, [store, editId]);
  // The address names the tag being edited, and only that: after Save, Cancel or deleting it, or for an id that names
  // no tag, it goes back to the list's own (replaced, so Back does not reopen the editor).
  const navigate = useNavigate();
  const editingId = store.editingId;
  useEffect(() => {
    if (!store.loaded || editId === editingId) return;
    navigate(editingId === null ? '/setup/projecttag/list' : `/setup/projecttag/list/${editingId}`, {
      replace: true,
    });
  }, [store.loaded, editId, editingId, navigate]);
  const create = (event: FormEvent) => {
    event.preventDefault();
    void store.createSubmitted();
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    void store.editSubmitted();
  };
  const empty = store.tags.length === 0;
  return (
    <section className="setup-page">
      <PageHeader title="Project Tags" crumbs={[{ label: 'Setup' }]} />
      {can.manageSetup && (
        <form className="setup-form tag-form" onSubmit={create} noValidate aria-label="New project tag">
          <FormField id="new-tag-name" label="New tag" error={store.creating.error} errorId="new-tag-error">
            {(control) => (
              <input
                {...control}
                value={store.creating.name}
                onChange={(event) => store.creatingChanged({ name: event.target.value })}
              />
            )}
          </FormField>
          <ColorChoice
            name="new-tag-color"
            value={store.creating.color}
            onChange={(color) => store.creatingChanged({ color })}
          />
          <div>
            <button type="submit" className="button" disabled={store.creating.saving}>
              Create tag
            </button>
          </div>
        </form>
      )}
      {store.loading && empty ? (
        <p className="loading">Loading…</p>
      ) : store.failed && empty ? (
        <p className="notice" role="alert">
          The project tags could not be loaded.
        </p>
      ) : empty ? (
        <p className="notice">
          There are no project tags yet. Tags group projects for the project list and the task reports.
        </p>
      ) : (
        <ul className="list" aria-label="Project tags">
          {store.tags.map((tag) =>
            store.editingId === tag.TagId && can.manageSetup ? (
              <li key={tag.TagId} className="list__item setup-row" aria-label={tag.Name}>
                <form
                  className="setup-form setup-form--inline"
                  onSubmit={save}
                  noValidate
                  aria-label={`Edit ${tag.Name}`}
                >
                  <FormField
                    id="edit-tag-name"
                    label="Name"
                    error={store.editing.error}
                    errorId="edit-tag-error"
                  >
                    {(control) => (
                      <input
                        {...control}
                        value={store.editing.name}
                        autoFocus
                        onChange={(event) => store.editingChanged({ name: event.target.value })}
                      />
                    )}
                  </FormField>
                  <ColorChoice
                    name="edit-tag-color"
                    value={store.editing.color}
                    onChange={(color) => store.editingChanged({ color })}
                  />
                  <div className="setup-form__actions">
                    <button
                      type="button"
                      className="button button--plain"
                      onClick={() => store.editStarted(null)}
                    >
                      Cancel
                    </button>
                    <button type="submit" className="button" disabled={store.editing.saving}>
                      Save
                    </button>
                  </div>
                </form>
              </li>
            ) : (
              <li key={tag.TagId} className="list__item setup-row" aria-label={tag.Name}>
                <span className="setup-row__main">
                  <TagChip name={tag.Name} color={tag.Color} />
                </span>
                <span className="setup-row__meta">
                  <span className="tag">
                    {tag.ProjectCount === 1 ? '1 project' : `${tag.ProjectCount} projects`}
                  </span>
                  {can.manageSetup && (
                    <>
                      <Link
                        className="button button--plain"
                        to={`/setup/projecttag/list/${tag.TagId}`}
                        aria-label={`Edit ${tag.Name}`}
                        onClick={() => store.editStarted(tag.TagId)}
                      >
                        Edit
                      </Link>
                      <button
                        type="button"
                        className="button button--plain"
                        aria-label={`Delete ${tag.Name}`}
                        onClick={() => void store.deleteClicked(tag)}
                      >
                        Delete
                      </button>
                    </>
                  )}
                </span>
              </li>
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
