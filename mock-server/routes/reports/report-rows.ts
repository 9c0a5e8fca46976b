/**
 * What a report holds for one user and one filter (issue 15; docs/reports.md "What a run reads"): the saved form
 * instances, or the tasks, the user may see that the filter's criteria select, one row a record, raw values per
 * column, sorted by the filter's SortColumn. The criteria are the domain's own rules (src/domain/reports/,
 * src/domain/projects/project-filter.ts, src/domain/tasks/task-filter.ts).
 *
 * A run over 100,000 records must neither cost more per record as records grow nor hold the mock's one event loop
 * (issue 36): the store is indexed once per run (StoreLookups), and the rows are built in slices of at most
 * SLICE_MS with a turn of the event loop between them (TimeSlicer).
 */
import type {
  FormInstanceRecord,
  ProjectRecord,
  ReportRecord,
  TaskRecord,
  UserRecord,
} from '../../../fixtures/types';
import { readInstance, revealEncrypted } from '../../../src/domain/access/instance-access.policy';
import { FieldType, PermissionBit } from '../../../src/domain/forms/form.entity';
import { projectMatches } from '../../../src/domain/projects/project-filter';
import { predefinedField, type CellKind } from '../../../src/domain/reports/predefined-fields';
import { cellKindOf, columnNumberFormat } from '../../../src/domain/reports/report-cells';
import type { ReportFilter } from '../../../src/domain/reports/report-filter.entity';
import { projectCriteriaOf, taskCriteriaOf } from '../../../src/domain/reports/report-filter.rules';
import { ReportType, orderedColumns } from '../../../src/domain/reports/report.entity';
import { taskFilter } from '../../../src/domain/tasks/task-filter';
import type { Actor } from '../../../src/domain/access/actor';
import type { InstanceFacts } from '../../../src/domain/access/instance-access.policy';
import { actorOf, instanceFacts } from '../../access/access-facts';
import { projectsOf } from '../../forms/form-access';
import { instanceView, permissionMaskOf, readFields, type ReadField } from '../../forms/instance-view';
import { StoreLookups } from '../../forms/store-lookups';
import { TimeSlicer } from '../../cabinet/time-slices';
import type { Store } from '../../store';
import { planOf, projectFactsOf } from '../setup/setup-data';
import { filterFacts, visibleTasks } from '../tasks/task-data';
import { formFieldIndex } from './report-data';
import { sorted, type KeyedRow } from './report-sort';
import { choiceTextsOf } from '../../../src/adapters/export/model/export-model';
import { personName, recordedUserName } from '../admin/admin-views';

/** Fields whose report cell may be a check box's Yes or No or a choice's option names (a mirror or link, by its parent). */
const MAY_BE_CHOICE = new Set<number>([
  FieldType.CheckBox,
  FieldType.Select,
  FieldType.RadioButtonList,
  FieldType.CheckBoxList,
  FieldType.NestedSelect,
  FieldType.MirrorField,
  FieldType.LinkedField,
]);

export interface ReportSheetColumn {
  Header: string;
  kind: CellKind;
  numFmt: string;
  FormatType: number;
}

export interface ReportSheet {
  columns: ReportSheetColumn[];
  rows: (string | null)[][];
}

/** The task's assignees as the task list shows them: those whose account is gone are no longer on it. */
const assigneeNames = (store: Store, ids: readonly number[]) =>
  ids.flatMap((id) => {
    const user = store.userById(id);
    return user ? [personName(user)] : [];
  });

type PlanOf = (project: ProjectRecord) => ReturnType<typeof planOf>;

/** Plans read once per project for one run (a report reads the same few projects for thousands of rows). */
function plansFor(store: Store): PlanOf {
  const plans = new Map<ProjectRecord, ReturnType<typeof planOf>>();
  return (project) => {
    let plan = plans.get(project);
    if (!plan) plans.set(project, (plan = planOf(store, project)));
    return plan;
  };
}

function projectValue(planFor: PlanOf, project: ProjectRecord | undefined, fieldId: number): string | null {
  if (!project) return null;
  const plan = planFor(project);
  switch (fieldId) {
    case 1:
      return project.Name;
    case 2:
      return plan.Status === 100 ? 'Closed' : 'Active';
    case 3:
      return plan.WorkflowStatusName;
    case 4:
      return plan.Tags.map((t) => t.Name).join(', ');
    case 6:
      return plan.StartDate;
    case 7:
      return plan.DeliveryEndDate;
    default:
      return null;
  }
}

function sheetColumns(
  store: Store,
  report: ReportRecord,
): { columns: ReportSheetColumn[]; ordered: ReportRecord['ReportColumns'] } {
  const fields = formFieldIndex(store);
  const ordered = orderedColumns(report.ReportColumns);
  const columns = ordered.map((c) => {
    const kind: CellKind =
      predefinedField(c.PredefinedFieldId)?.kind ??
      cellKindOf(fields.get(c.FormFieldId ?? 0)?.dataType as never);
    return { Header: c.Header, kind, numFmt: columnNumberFormat(c, kind), FormatType: c.FormatType };
  });
  return { columns, ordered };
}

/**
 * Whether each of `readers` may reveal a field's encrypted value in an instance: the instance readable by them and
 * the field visible to them (its PermissionMask for them), as the runner's own reveal is decided.
 */
function revealedToAll(
  lookups: StoreLookups,
  readers: readonly { user: UserRecord; actor: Actor }[],
  instance: FormInstanceRecord,
  facts: InstanceFacts,
  fieldId: number,
): boolean {
  return readers.every(
    ({ user, actor }) =>
      readInstance(actor, facts).allowed &&
      revealEncrypted(actor, permissionMaskOf(lookups.store, user, instance, fieldId, lookups)).allowed,
  );
}

/**
 * The form report: saved instances of the forms the report's form fields come from (every form when none). With
 * `revealTo` (a scheduled delivery's recipients), an encrypted value is in clear only when the runner and each of
 * them may reveal it (docs/reports.md, "Scheduled delivery").
 */
export async function formReportSheet(
  store: Store,
  user: UserRecord,
  report: ReportRecord,
  filter: ReportFilter,
  deliveryDate?: string,
  revealTo: readonly UserRecord[] = [],
  slicer = new TimeSlicer(),
): Promise<ReportSheet> {
  const lookups = new StoreLookups(store, true);
  const { columns, ordered } = sheetColumns(store, report);
  const index = formFieldIndex(store);
  const fieldForms = new Set(
    ordered.flatMap((c) => (c.FormFieldId === null ? [] : [index.get(c.FormFieldId)?.formId ?? -1])),
  );
  const criteria = projectCriteriaOf(filter);
  const actor = actorOf(store, user);
  const projects = new Map(
    projectsOf(store, user)
      .filter((p) => projectMatches(projectFactsOf(store, p), criteria, deliveryDate))
      .map((p) => [p.ProjectId, p]),
  );
  const forms = new Map(
    store.data.forms.filter((f) => f.workspaceId === user.workspaceId).map((f) => [f.FormId, f]),
  );
  const planFor = plansFor(store);
  const readers = revealTo.map((reader) => ({ user: reader, actor: actorOf(store, reader) }));
  // Only the column fields are read (and what their formulas read), unless a column may show a choice's text (worked
  // out from the instance's whole view, as the exports do).
  const columnFields = new Set(ordered.flatMap((c) => (c.FormFieldId === null ? [] : [c.FormFieldId])));
  const only = [...columnFields].some((id) => MAY_BE_CHOICE.has(lookups.sourceOf(id)?.field.TypeId ?? -1))
    ? undefined
    : columnFields;
  const rows: KeyedRow[] = [];
  // The instances as they were at Run: what is saved while the run works waits for the next run.
  for (const instance of [...store.data.formInstances] as FormInstanceRecord[]) {
    await slicer.pause();
    const project = projects.get(instance.ProjectId);
    const form = forms.get(instance.FormId);
    if (!project || !form || (fieldForms.size > 0 && !fieldForms.has(form.FormId))) continue;
    const facts = instanceFacts(store, instance, form, project.scopeId, lookups);
    if (!readInstance(actor, facts).allowed) continue;
    const readable = { instance, form, project, actor, editable: false };
    // Check boxes and choices as every export shows them: Yes or No, the names of the chosen options; worked out for
    // the instance only when one of its columns may be one (a mirror or link may stand for one), from its whole view.
    const view = only ? undefined : instanceView(store, user, readable, lookups);
    const fields: readonly ReadField[] = view
      ? (view.Fields as ReadField[])
      : readFields(store, user, readable, lookups, only!);
    let choices: Map<number, string> | undefined;
    const raw = ordered.map((c) => {
      if (c.FormFieldId !== null) {
        const field = fields.find((f) => f.FieldDefinitionId === c.FormFieldId);
        if (!field || ((field.PermissionMask ?? 0) & PermissionBit.View) === 0) return null;
        // UnmaskEncrypted (forms only, spec §3): the stored value, for a reader who may reveal it.
        if (
          field.EncryptData &&
          filter.UnmaskEncrypted &&
          revealEncrypted(actor, field.PermissionMask ?? 0).allowed &&
          revealedToAll(lookups, readers, instance, facts, c.FormFieldId)
        )
          return instance.values.find((v) => v.FieldDefinitionId === c.FormFieldId)?.Data ?? null;
        return (
          (MAY_BE_CHOICE.has(field.TypeId)
            ? (choices ??= choiceTextsOf(view?.Fields ?? [])).get(c.FormFieldId)
            : undefined) ??
          field.Data ??
          null
        );
      }
      const id = c.PredefinedFieldId ?? 0;
      if (id === 5) return instance.Name;
      if (id === 8) return instance.UpdatedOn;
      if (id === 9) return form.FormName;
      return projectValue(planFor, project, id);
    });
    const key =
      filter.SortColumn === 5
        ? instance.Name
        : filter.SortColumn === 8
          ? instance.UpdatedOn
          : (projectValue(planFor, project, filter.SortColumn) ?? instance.Name);
    rows.push({ raw, key: key ?? '' });
  }
  return { columns, rows: await sorted(rows, filter.SortDesc, slicer) };
}

/** Task category names by id, read once per run (the first category of an id, as a lookup by id finds it). */
function categoryNames(store: Store): Map<number, string> {
  const names = new Map<number, string>();
  for (const c of store.data.taskCategories) if (!names.has(c.CategoryId)) names.set(c.CategoryId, c.Name);
  return names;
}

function taskValue(
  store: Store,
  categories: ReadonlyMap<number, string>,
  planFor: PlanOf,
  user: UserRecord,
  task: TaskRecord,
  project: ProjectRecord | undefined,
  fieldId: number,
): string | null {
  switch (fieldId) {
    case 10:
      return task.Title;
    case 11:
      return task.Description;
    case 12:
      return task.CategoryId === null ? null : (categories.get(task.CategoryId) ?? null);
    case 13:
      return assigneeNames(store, task.AssigneeIds).join(', ');
    case 14:
      return task.DueDate;
    case 15:
      return task.IsCompleted ? 'Yes' : 'No';
    case 16:
      return task.CompletedOn;
    case 17:
      return task.starredBy.includes(user.id) ? 'Yes' : 'No';
    case 18:
      return task.CreatedOn;
    case 19:
      return recordedUserName(store, task.createdBy);
    default:
      return projectValue(planFor, project, fieldId);
  }
}

/** The task report: the tasks the user may see that the task and project criteria select (docs/tasks.md). */
export async function taskReportSheet(
  store: Store,
  user: UserRecord,
  report: ReportRecord,
  filter: ReportFilter,
  deliveryDate?: string,
  slicer = new TimeSlicer(),
): Promise<ReportSheet> {
  const { columns, ordered } = sheetColumns(store, report);
  const criteria = projectCriteriaOf(filter);
  const projects = new Map(
    projectsOf(store, user)
      .filter((p) => projectMatches(projectFactsOf(store, p), criteria, deliveryDate))
      .map((p) => [p.ProjectId, p]),
  );
  const test = taskFilter({ ...taskCriteriaOf(filter), ProjectIds: [...projects.keys()] }, deliveryDate);
  const all = new Map(store.data.projects.map((p) => [p.ProjectId, p]));
  const planFor = plansFor(store);
  const categories = categoryNames(store);
  const rows: KeyedRow[] = [];
  for (const task of visibleTasks(store, user)) {
    await slicer.pause();
    // A task of a project the user may not open, or that the project criteria leave out, is not in the report.
    if (task.ProjectId !== null && !projects.has(task.ProjectId)) continue;
    if (!test(filterFacts(task, user.id))) continue;
    const project = task.ProjectId === null ? undefined : all.get(task.ProjectId);
    const raw = ordered.map((c) =>
      c.PredefinedFieldId === null
        ? null
        : taskValue(store, categories, planFor, user, task, project, c.PredefinedFieldId),
    );
    rows.push({
      raw,
      key: taskValue(store, categories, planFor, user, task, project, filter.SortColumn) ?? '',
    });
  }
  return { columns, rows: await sorted(rows, filter.SortDesc, slicer) };
}

export function reportSheet(
  store: Store,
  user: UserRecord,
  report: ReportRecord,
  filter: ReportFilter,
  deliveryDate?: string,
  revealTo: readonly UserRecord[] = [],
  slicer = new TimeSlicer(),
): Promise<ReportSheet> {
  return report.ReportType === ReportType.Forms
    ? formReportSheet(store, user, report, filter, deliveryDate, revealTo, slicer)
    : taskReportSheet(store, user, report, filter, deliveryDate, slicer);
}
