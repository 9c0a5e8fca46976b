/**
 * The predefined fields a report column can show besides form fields (reports spec §2 "Predefined group fields
 * (project fields or task fields)"; §3 PredefinedFieldId). The spec names no list: this one is ours
 * (docs/reports.md). A filter's SortColumn is the id of the predefined field the rows are sorted by, so the spec's
 * defaults read: 5, the form instance's name, for forms; 10, the task's title, for tasks.
 */
import { ReportType, type ReportTypeId } from './report.entity';

/** What a cell of the field holds: decides the typed spreadsheet cell (number, date) and the default format. */
export type CellKind = 'text' | 'number' | 'date';

export interface PredefinedField {
  FieldId: number;
  Name: string;
  ReferenceLabel: string;
  /** Project fields serve both report types; form-instance fields forms, task fields tasks. */
  source: 'project' | 'instance' | 'task';
  kind: CellKind;
}

const f = (
  FieldId: number,
  Name: string,
  ReferenceLabel: string,
  source: PredefinedField['source'],
  kind: CellKind = 'text',
): PredefinedField => ({
  FieldId,
  Name,
  ReferenceLabel,
  source,
  kind,
});

export const PREDEFINED_FIELDS: readonly PredefinedField[] = [
  f(1, 'Project Name', 'ProjectName', 'project'),
  f(2, 'Project Status', 'ProjectStatus', 'project'),
  f(3, 'Workflow Status', 'WorkflowStatus', 'project'),
  f(4, 'Project Tags', 'ProjectTags', 'project'),
  f(5, 'Form Instance Name', 'InstanceName', 'instance'),
  f(6, 'Project Start Date', 'ProjectStartDate', 'project', 'date'),
  f(7, 'Project Delivery End Date', 'ProjectDeliveryEndDate', 'project', 'date'),
  f(8, 'Form Instance Updated On', 'InstanceUpdatedOn', 'instance', 'date'),
  f(9, 'Form Name', 'FormName', 'instance'),
  f(10, 'Task Title', 'TaskTitle', 'task'),
  f(11, 'Task Description', 'TaskDescription', 'task'),
  f(12, 'Task Category', 'TaskCategory', 'task'),
  f(13, 'Assignees', 'TaskAssignees', 'task'),
  f(14, 'Due Date', 'TaskDueDate', 'task', 'date'),
  f(15, 'Completed', 'TaskCompleted', 'task'),
  f(16, 'Completed On', 'TaskCompletedOn', 'task', 'date'),
  f(17, 'Starred', 'TaskStarred', 'task'),
  f(18, 'Created On', 'TaskCreatedOn', 'task', 'date'),
  f(19, 'Created By', 'TaskCreatedBy', 'task'),
];

/** The predefined fields of a report type, in their order. */
export function predefinedFieldsFor(type: ReportTypeId): PredefinedField[] {
  const own = type === ReportType.Forms ? 'instance' : 'task';
  return PREDEFINED_FIELDS.filter((p) => p.source === 'project' || p.source === own);
}

export const predefinedField = (id: number | null | undefined): PredefinedField | undefined =>
  PREDEFINED_FIELDS.find((p) => p.FieldId === id);

/** "Project fields" or "Task fields": the SourceName of a predefined column. */
export const predefinedSourceName = (p: PredefinedField) =>
  p.source === 'task' ? 'Task fields' : p.source === 'instance' ? 'Form instance fields' : 'Project fields';
