import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import {
  PROJECT_STATUS_LABELS,
  ProjectStatus,
  type ProjectDetails,
  type ProjectStatusId,
} from '../../domain/projects/project.entity';
import { typedFromIso } from '../../domain/tasks/due-date';
import { ProjectPlanStore } from '../../stores/projects/project-plan.store';
import { useStore } from '../app/stores-context';
import { DateField } from '../components/date-field';
import { TagChip } from '../components/tag-chip';
import { TextAreaInput, TextInput } from '../designer/dialogs/controls';
import { useTaskActions } from '../tasks/use-task-actions';

/**
 * What the report filters read of a project (issue 14): status, tags, workflow and current status, start and
 * delivery end dates; shown on the details page and edited in place by those who may update the project.
 */
export const ProjectPlan = observer(function ProjectPlan({
  project,
  onSaved,
}: {
  project: ProjectDetails;
  onSaved: () => void;
}) {
  const plan = useStore(ProjectPlanStore);
  const can = useTaskActions();
  if (plan.editing && plan.draft) return <PlanForm plan={plan} />;
  const dates = [project.StartDate, project.DeliveryEndDate].map((d) => typedFromIso(d) || 'Not set');
  return (
    <section className="project-plan" aria-labelledby="project-plan-heading">
      <div className="project-plan__header">
        <h2 className="project-heading" id="project-plan-heading">
          Plan
        </h2>
        {can.editProject && (
          <button
            type="button"
            className="button button--plain"
            onClick={() => plan.editClicked(project, onSaved)}
          >
            Edit project
          </button>
        )}
      </div>
      <dl className="project-plan__facts">
        <div>
          <dt>Status</dt>
          <dd>{PROJECT_STATUS_LABELS[project.Status]}</dd>
        </div>
        <div>
          <dt>Workflow</dt>
          <dd>
            {project.WorkflowName
              ? `${project.WorkflowName}: ${project.WorkflowStatusName ?? 'no status'}`
              : 'None'}
          </dd>
        </div>
        <div>
          <dt>Start date</dt>
          <dd>{dates[0]}</dd>
        </div>
        <div>
          <dt>Delivery end date</dt>
          <dd>{dates[1]}</dd>
        </div>
        <div>
          <dt>Tags</dt>
          <dd>
            {project.Tags.length === 0 ? (
              'None'
            ) : (
              <ul className="tag-chips" aria-label="Tags">
                {project.Tags.map((tag) => (
                  <li key={tag.TagId}>
                    <TagChip name={tag.Name} color={tag.Color} />
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
});

const PlanForm = observer(function PlanForm({ plan }: { plan: ProjectPlanStore }) {
  const draft = plan.draft!;
  const { errors } = plan;
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void plan.submitted();
  };
  return (
    <form
      className="project-plan project-plan--editing"
      onSubmit={submitted}
      noValidate
      aria-label="Edit project"
    >
      <h2 className="project-heading">Edit project</h2>
      {plan.message && (
        <p className="form__error" role="alert">
          {plan.message}
        </p>
      )}
      <TextInput
        label="Name"
        value={draft.Name}
        onChange={(v) => plan.changed('Name', v)}
        error={errors.name}
        aria-required="true"
      />
      <TextAreaInput
        label="Description"
        value={draft.Description}
        onChange={(v) => plan.changed('Description', v)}
        error={errors.description}
      />
      <div className="project-plan__grid">
        <div className="dlg-field">
          <label htmlFor="project-plan-status">Status</label>
          <select
            id="project-plan-status"
            value={draft.Status}
            onChange={(event) => plan.changed('Status', Number(event.target.value) as ProjectStatusId)}
          >
            <option value={ProjectStatus.Active}>Active</option>
            <option value={ProjectStatus.Closed}>Closed</option>
          </select>
        </div>
        <div className="dlg-field">
          <label htmlFor="project-plan-workflow">Workflow</label>
          <select
            id="project-plan-workflow"
            value={draft.WorkflowId ?? ''}
            onChange={(event) =>
              plan.workflowChanged(event.target.value === '' ? null : Number(event.target.value))
            }
          >
            <option value="">No workflow</option>
            {plan.choices.workflows.map((w) => (
              <option key={w.WorkflowId} value={w.WorkflowId}>
                {w.Name}
              </option>
            ))}
          </select>
        </div>
        {draft.WorkflowId !== null && (
          <div className="dlg-field">
            <label htmlFor="project-plan-step">Current status</label>
            <select
              id="project-plan-step"
              value={draft.WorkflowStatusId ?? ''}
              onChange={(event) => plan.changed('WorkflowStatusId', Number(event.target.value))}
            >
              {plan.statuses.map((s) => (
                <option key={s.WorkflowStatusId} value={s.WorkflowStatusId}>
                  {s.Name}
                </option>
              ))}
            </select>
          </div>
        )}
        <DateField
          label="Start date"
          value={draft.StartDateText}
          onChange={(v) => plan.changed('StartDateText', v)}
          error={errors.startDate}
        />
        <DateField
          label="Delivery end date"
          value={draft.DeliveryEndDateText}
          onChange={(v) => plan.changed('DeliveryEndDateText', v)}
          error={errors.deliveryEndDate}
        />
      </div>
      <fieldset className="dlg-section">
        <legend>Tags</legend>
        {plan.choices.tags.length === 0 ? (
          <p className="dlg-empty">No project tags yet.</p>
        ) : (
          <ul className="project-plan__tags">
            {plan.choices.tags.map((tag) => (
              <li key={tag.TagId}>
                <label className="dlg-check">
                  <input
                    type="checkbox"
                    checked={draft.TagIds.includes(tag.TagId)}
                    onChange={(event) => plan.tagToggled(tag.TagId, event.target.checked)}
                  />
                  <TagChip name={tag.Name} color={tag.Color} />
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div className="project-plan__actions">
        <button type="button" className="button button--plain" onClick={plan.cancelled}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={plan.saving}>
          {plan.saving ? 'Saving…' : 'Save project'}
        </button>
      </div>
    </form>
  );
});
