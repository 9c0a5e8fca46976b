import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { isoDay, typedFromIso } from '../../domain/tasks/due-date';
import { personName } from '../../domain/tasks/task.entity';
import type { TaskDialogStore } from '../../stores/tasks/task-dialog.store';
import { DateField } from '../components/date-field';
import { DialogMessageLine, SelectInput, TextAreaInput, TextInput } from '../designer/dialogs/controls';
import { Modal } from '../designer/dialogs/modal';

/**
 * New Task / Edit Task: title (required, at most 254), description, project, category, assignees (any number of
 * the scope's users, or none), due date with the forms' date picker, completed. Read only ("Task") for a task the
 * user may see but not change.
 */
export const TaskDialog = observer(function TaskDialog({ dialog }: { dialog: TaskDialogStore }) {
  if (!dialog.isOpen) return null;
  const { draft, errors, readOnly, projectChoice } = dialog;
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void dialog.submitted();
  };
  const projectChoices = dialog.projectOptions.map((p) => ({ value: p.ProjectId, label: p.Name }));
  // A task in a project the user may not open still names it.
  if (draft.ProjectId !== null && !projectChoices.some((c) => c.value === draft.ProjectId))
    projectChoices.push({
      value: draft.ProjectId,
      label: dialog.task?.ProjectName ?? `Project ${draft.ProjectId}`,
    });
  const categoryChoices = dialog.choices.categories.map((c) => ({ value: c.CategoryId, label: c.Name }));
  if (draft.CategoryId !== null && !categoryChoices.some((c) => c.value === draft.CategoryId))
    categoryChoices.push({
      value: draft.CategoryId,
      label: dialog.task?.CategoryName ?? `Category ${draft.CategoryId}`,
    });
  const footer = readOnly ? (
    <button type="button" className="button" onClick={dialog.closed}>
      Close
    </button>
  ) : (
    <>
      <button type="button" className="button button--plain" onClick={dialog.closed}>
        Cancel
      </button>
      <button type="submit" form="task-dialog-form" className="button" disabled={dialog.saving}>
        {dialog.saving ? 'Saving…' : 'Save'}
      </button>
    </>
  );
  return (
    <Modal title={dialog.title} onClose={dialog.closed} footer={footer} size="wide">
      <form id="task-dialog-form" className="task-dialog" onSubmit={submitted} noValidate>
        <DialogMessageLine message={dialog.message} />
        {dialog.choices.incomplete && (
          <p className="dlg-field__hint">
            Some choices could not be loaded; try again later to see them all.
          </p>
        )}
        <TextInput
          label="Title"
          value={draft.Title}
          onChange={(v) => dialog.changed('Title', v)}
          error={errors.title}
          disabled={readOnly}
          aria-required="true"
        />
        <TextAreaInput
          label="Description"
          value={draft.Description}
          onChange={(v) => dialog.changed('Description', v)}
          error={errors.description}
          disabled={readOnly}
          rows={3}
        />
        <div className="dlg-grid">
          <SelectInput
            label="Project"
            value={draft.ProjectId}
            choices={projectChoices}
            onChange={(v) => dialog.changed('ProjectId', v)}
            placeholder="No project"
            disabled={readOnly || !projectChoice.allowed}
            hint={projectChoice.allowed ? undefined : projectChoice.reason}
          />
          <SelectInput
            label="Category"
            value={draft.CategoryId}
            choices={categoryChoices}
            onChange={(v) => dialog.changed('CategoryId', v)}
            placeholder="No category"
            disabled={readOnly}
          />
          <DateField
            label="Due date"
            value={draft.DueDateText}
            onChange={(v) => dialog.changed('DueDateText', v)}
            error={errors.dueDate}
            disabled={readOnly}
          />
        </div>
        <fieldset className="dlg-section">
          <legend>Assignees</legend>
          {dialog.assigneeOptions.length === 0 ? (
            <p className="dlg-empty">No one to assign in this team.</p>
          ) : (
            <ul className="task-dialog__people" aria-label="Assignees">
              {dialog.assigneeOptions.map((person) => (
                <li key={person.UserId}>
                  <label className="dlg-check">
                    <input
                      type="checkbox"
                      checked={draft.AssigneeIds.includes(person.UserId)}
                      disabled={readOnly}
                      onChange={(event) => dialog.assigneeToggled(person.UserId, event.target.checked)}
                    />
                    {personName(person)}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <label className="dlg-check">
          <input
            type="checkbox"
            checked={draft.IsCompleted}
            disabled={readOnly}
            onChange={(event) => dialog.changed('IsCompleted', event.target.checked)}
          />
          Completed
        </label>
        {dialog.task && (
          <p className="dlg-field__hint">
            Created by {dialog.task.CreatorName || 'someone no longer here'}
            {dialog.task.CompletedOn
              ? ` · completed ${typedFromIso(isoDay(Date.parse(dialog.task.CompletedOn)))}`
              : ''}
          </p>
        )}
      </form>
    </Modal>
  );
});
