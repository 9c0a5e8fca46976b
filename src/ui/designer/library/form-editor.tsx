import { useId, useState, type FormEvent } from 'react';
import type { FormEdit } from '../../../stores/designer/form-library.store';
import type { FormGroup } from '../../../domain/forms/form-catalog.entity';
import type { ProjectSummary } from '../../../domain/projects/project.entity';

/** Name, group and linked projects of a form: used to create a form and to edit one. */
export function FormEditor({
  initial,
  groups,
  projects,
  submitLabel,
  onSubmit,
  onCancel,
  groupLocked = false,
}: {
  initial: FormEdit;
  groups: readonly FormGroup[];
  projects: readonly ProjectSummary[];
  submitLabel: string;
  onSubmit: (edit: FormEdit) => Promise<string | null>;
  onCancel?: () => void;
  /** The group cannot change (moving a form needs Move, docs/authorization.md). */
  groupLocked?: boolean;
}) {
  const id = useId();
  const [edit, setEdit] = useState<FormEdit>(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submitted = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const message = await onSubmit(edit);
    setBusy(false);
    if (message === null) onCancel?.();
    else setError(message || null);
  };
  const toggleProject = (projectId: number, on: boolean) =>
    setEdit((current) => ({
      ...current,
      ProjectIds: on
        ? [...current.ProjectIds, projectId]
        : current.ProjectIds.filter((idOf) => idOf !== projectId),
    }));

  return (
    <form className="library-editor" onSubmit={submitted} aria-label={submitLabel}>
      <div className="field">
        <label htmlFor={`${id}-name`}>Form name</label>
        <input
          id={`${id}-name`}
          value={edit.FormName}
          onChange={(event) => setEdit({ ...edit, FormName: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-group`}>Group</label>
        <select
          id={`${id}-group`}
          value={edit.GroupId ?? ''}
          disabled={groupLocked}
          onChange={(event) =>
            setEdit({ ...edit, GroupId: event.target.value === '' ? null : Number(event.target.value) })
          }
        >
          <option value="">Choose a group</option>
          {groups.map((group) => (
            <option key={group.GroupId} value={group.GroupId}>
              {group.Name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="library-editor__projects">
        <legend>Projects</legend>
        {projects.length === 0 && <p className="library-muted">No projects.</p>}
        {projects.map((project) => (
          <label key={project.ProjectId}>
            <input
              type="checkbox"
              checked={edit.ProjectIds.includes(project.ProjectId)}
              onChange={(event) => toggleProject(project.ProjectId, event.target.checked)}
            />{' '}
            {project.Name}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <div className="library-inline__buttons">
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--plain" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
