import { observer } from 'mobx-react-lite';
import { ProjectStatusFilter } from '../../domain/projects/project-filter';
import { predefinedFieldsFor } from '../../domain/reports/predefined-fields';
import { ColumnFormat, type ColumnFormatId } from '../../domain/reports/report-filter.entity';
import { ReportType } from '../../domain/reports/report.entity';
import {
  TASK_PROJECTS_LABELS,
  TASK_STARRED_LABELS,
  TASK_STATUS_LABELS,
} from '../../domain/tasks/task-filter';
import type { ReportFilterDialogStore } from '../../stores/reports/report-filter-dialog.store';
import { SelectInput, type Choice } from '../designer/dialogs/controls';
import { CheckboxInput, RadioGroup } from '../designer/dialogs/check-controls';
import { FilterDatesEditor } from './filter-dates-editor';

/** The constants of spec §9 with the labels the task list uses; values are strings on the wire. */
const choices = (pairs: ReadonlyArray<readonly [number, string]>): Choice<string>[] =>
  pairs.map(([v, label]) => ({ value: String(v), label }));
const PROJECT_STATUS = choices([
  [ProjectStatusFilter.Active, 'Active'],
  [ProjectStatusFilter.Closed, 'Closed'],
  [ProjectStatusFilter.ActiveAndClosed, 'Active and Closed'],
]);
const TASK_STATUS = choices(TASK_STATUS_LABELS);
const STARRED = choices(TASK_STARRED_LABELS);
const TASK_PROJECTS = choices(TASK_PROJECTS_LABELS);
const COLUMN_FORMATS: Choice<ColumnFormatId>[] = [
  { value: ColumnFormat.Wrap, label: 'Wrap' },
  { value: ColumnFormat.Clip, label: 'Clip' },
  { value: ColumnFormat.Expand, label: 'Expand' },
];
const SORT_DIRECTIONS: Choice<string>[] = [
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
];

/** Projects: status, tags, workflows (any status or some of their statuses) and dates. */
const ProjectCriteria = observer(function ProjectCriteria({ store }: { store: ReportFilterDialogStore }) {
  const { draft, choices: lists } = store;
  return (
    <fieldset className="dlg-section">
      <legend>Projects</legend>
      <div className="dlg-grid">
        <SelectInput
          label="Project status"
          value={draft.Status}
          choices={PROJECT_STATUS}
          onChange={(v) => v && store.fieldSet('Status', v)}
        />
      </div>
      {lists && lists.tags.length > 0 && (
        <fieldset className="filter-checks">
          <legend>Tags</legend>
          {lists.tags.map((tag) => (
            <CheckboxInput
              key={tag.TagId}
              label={tag.Name}
              checked={draft.ReportFilterTags.includes(tag.TagId)}
              onChange={(on) => store.tagToggled(tag.TagId, on)}
            />
          ))}
        </fieldset>
      )}
      {lists && lists.workflows.length > 0 && (
        <fieldset
          className="filter-checks"
          disabled={store.workflowsDisabledReason !== null}
          aria-describedby={store.workflowsDisabledReason ? 'filter-workflows-reason' : undefined}
        >
          <legend>Workflows</legend>
          {store.workflowsDisabledReason && (
            <p id="filter-workflows-reason" className="dlg-field__hint">
              {store.workflowsDisabledReason}
            </p>
          )}
          {lists.workflows.map((w) => (
            <div key={w.WorkflowId} className="filter-workflow" role="group" aria-label={w.Name}>
              <CheckboxInput
                label={`${w.Name}: any status`}
                checked={store.workflowChecked(w.WorkflowId, null)}
                onChange={(on) => store.workflowToggled(w.WorkflowId, null, on)}
                disabled={store.workflowsDisabledReason !== null}
              />
              <div className="filter-workflow__statuses">
                {[...w.WorkflowItems]
                  .sort((a, b) => a.Order - b.Order)
                  .map((item) => (
                    <CheckboxInput
                      key={item.WorkflowStatusId}
                      label={item.Name}
                      checked={store.workflowChecked(w.WorkflowId, item.WorkflowStatusId)}
                      onChange={(on) => store.workflowToggled(w.WorkflowId, item.WorkflowStatusId, on)}
                      disabled={store.workflowsDisabledReason !== null}
                    />
                  ))}
              </div>
            </div>
          ))}
        </fieldset>
      )}
      <FilterDatesEditor store={store} which="Projects" label="Project dates" />
    </fieldset>
  );
});

/** Tasks: assignees (at least one, spec §4), status, starred, with or without projects, dates. */
const TaskCriteria = observer(function TaskCriteria({ store }: { store: ReportFilterDialogStore }) {
  const { draft } = store;
  const assignees = store.choices?.assignees ?? [];
  return (
    <fieldset className="dlg-section">
      <legend>Tasks</legend>
      <fieldset
        className="filter-checks"
        aria-describedby={store.assigneesMessage ? 'filter-assignees-error' : undefined}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) store.assigneesLeft();
        }}
      >
        <legend>Assignees</legend>
        {assignees.map((a) => (
          <CheckboxInput
            key={a.UserId}
            label={a.Name}
            checked={draft.TaskReportFilterAssignees.includes(a.UserId)}
            onChange={(on) => store.assigneeToggled(a.UserId, on)}
          />
        ))}
        {store.assigneesMessage && (
          <p id="filter-assignees-error" className="dlg-field__error-line" role="alert">
            {store.assigneesMessage}
          </p>
        )}
      </fieldset>
      <div className="dlg-grid">
        <SelectInput
          label="Task status"
          value={draft.TaskStatusFilterType}
          choices={TASK_STATUS}
          onChange={(v) => v && store.fieldSet('TaskStatusFilterType', v)}
        />
        <SelectInput
          label="Starred"
          value={draft.TaskStarredFilterType}
          choices={STARRED}
          onChange={(v) => v && store.fieldSet('TaskStarredFilterType', v)}
        />
        <SelectInput
          label="Projects"
          value={draft.TaskProjectsFilterType}
          choices={TASK_PROJECTS}
          onChange={(v) => v && store.fieldSet('TaskProjectsFilterType', v)}
        />
      </div>
      <FilterDatesEditor store={store} which="Tasks" label="Task dates" />
    </fieldset>
  );
});

/** The output: unmask (forms only, spec §5), transposed, column format, sort. */
const OutputOptions = observer(function OutputOptions({ store }: { store: ReportFilterDialogStore }) {
  const { draft, reportType } = store;
  const sortChoices = predefinedFieldsFor(reportType).map((p) => ({ value: p.FieldId, label: p.Name }));
  return (
    <fieldset className="dlg-section">
      <legend>Output</legend>
      {reportType === ReportType.Forms && (
        <CheckboxInput
          label="Unmask encrypted fields"
          checked={draft.UnmaskEncrypted}
          onChange={(on) => store.fieldSet('UnmaskEncrypted', on)}
        />
      )}
      <CheckboxInput
        label="Transposed"
        checked={draft.Transposed}
        onChange={(on) => store.fieldSet('Transposed', on)}
      />
      <RadioGroup
        label="Column format"
        value={draft.ColumnFormat}
        choices={COLUMN_FORMATS}
        onChange={(v) => store.fieldSet('ColumnFormat', v)}
      />
      <div className="dlg-grid">
        <SelectInput
          label="Sort by"
          value={draft.SortColumn}
          choices={sortChoices}
          onChange={(v) => v !== null && store.fieldSet('SortColumn', v)}
        />
        <SelectInput
          label="Sort direction"
          value={draft.SortDesc ? 'desc' : 'asc'}
          choices={SORT_DIRECTIONS}
          onChange={(v) => store.fieldSet('SortDesc', v === 'desc')}
        />
      </div>
    </fieldset>
  );
});

/** The criteria of a form or task report filter; a task report's own criteria (its assignees) come first. */
export const FilterCriteriaSection = observer(function FilterCriteriaSection({
  store,
}: {
  store: ReportFilterDialogStore;
}) {
  return (
    <>
      {store.reportType === ReportType.Tasks && <TaskCriteria store={store} />}
      <ProjectCriteria store={store} />
      <OutputOptions store={store} />
    </>
  );
});
