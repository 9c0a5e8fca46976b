/**
 * What the activity log says about each change the server accepts (docs/administration.md "Activity log"): a sentence
 * per call, with the names of what changed. `before` runs before the route (for what a deletion takes away), `after`
 * once the route answered. A call without a describer gets a plain sentence from its path (activity-hook.ts), so a new
 * area's calls are logged from the day they exist.
 */
import type { Request } from 'express';
import type { ActivityArea } from '../../src/domain/admin/activity.entity';
import { ACCOUNT_TYPE_LABELS, type MemberAccountType } from '../../src/domain/admin/workspace-user.entity';
import { requestSubject, type TeamRequestKind } from '../../src/domain/admin/team-approval.rules';
import type { Store } from '../store';
import { SITE_ADMIN_DESCRIBERS } from './site-admin-describers';
import { BILLING_DESCRIBERS } from './activity-describers.billing';
import { RESTORE_DESCRIBERS } from './activity-describers.restore';
import { QUIZ_DESCRIBERS } from './activity-describers.quizzes';
import { SURVEY_DESCRIBERS } from './activity-describers.surveys';

export interface Described {
  area: ActivityArea;
  action: string;
  /** The external site it was about (docs/sites.md "Activity"): the log's filter by site finds it. */
  siteId?: number;
  /** Who, for a call made without a session (a share's recipient): by default the caller. */
  who?: { workspaceId: number; userId: number | null; userName: string };
}

export interface DescribeInput {
  req: Request;
  /** The request body as sent (already checked by the route, which answered 2xx). */
  body: Record<string, unknown>;
  /** The JSON the route answered. */
  answer: unknown;
  store: Store;
  /** What `before` found. */
  found: unknown;
}

export interface Describer {
  before?: (body: Record<string, unknown>, store: Store) => unknown;
  after: (input: DescribeInput) => Described | null;
}

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
const teamRequestSubject = (answer: unknown) =>
  requestSubject({
    Kind: field(answer, 'Kind') as TeamRequestKind,
    ForName: str(field(answer, 'ForName')),
    Email: str(field(answer, 'Email')),
    TeamName: str(field(answer, 'TeamName')),
  });
const quoted = (name: string | undefined) => (name ? `"${name}"` : 'a record');

const formName = (store: Store, id: unknown) => store.data.forms.find((f) => f.FormId === num(id))?.FormName;
const groupName = (store: Store, id: unknown) =>
  store.data.formGroups.find((g) => g.GroupId === num(id))?.Name;
const projectName = (store: Store, id: unknown) =>
  store.data.projects.find((p) => p.ProjectId === num(id))?.Name;
const userName = (store: Store, id: unknown) => {
  const user = store.userById(num(id) ?? -1);
  return user ? `${user.firstName} ${user.lastName}`.trim() || user.email : undefined;
};
const roleNames = (store: Store, ids: unknown) =>
  (Array.isArray(ids) ? ids : [])
    .map((id) => store.data.roles.find((r) => r.roleId === id)?.roleName ?? `#${String(id)}`)
    .join(', ');
const teamNames = (store: Store, ids: unknown) =>
  (Array.isArray(ids) ? ids : [])
    .map((id) => store.data.scopes.find((s) => s.id === id)?.name ?? `#${String(id)}`)
    .join(', ') || 'no team';
const instanceLabel = (store: Store, id: unknown) => {
  const instance = store.data.formInstances.find((i) => i.InstanceId === num(id));
  return instance
    ? `"${instance.Name}" in ${projectName(store, instance.ProjectId) ?? 'a project'}`
    : 'a form instance';
};
const fieldFormOf = (store: Store, fieldId: unknown) => {
  const form = store.data.forms.find((f) => f.Fields.some((d) => d.FieldDefinitionId === num(fieldId)));
  return {
    form: form?.FormName,
    field: form?.Fields.find((d) => d.FieldDefinitionId === num(fieldId))?.Name,
  };
};

const itemName = (store: Store, id: unknown) =>
  store.data.cabinetItems.find((i) => i.ItemId === num(id))?.Name;
/** "the folder "Plans"", "the file "a.pdf"", "the cabinet "Site photos"" (docs/cabinet.md): what a cabinet item is. */
const itemLabel = (store: Store, id: unknown) => {
  const item = store.data.cabinetItems.find((i) => i.ItemId === num(id));
  if (!item) return 'an item';
  const kind = item.ItemType === 2 ? 'file' : item.ParentFolderId === null ? 'cabinet' : 'folder';
  return `the ${kind} "${item.Name}"`;
};
const linkItemOf = (store: Store, recordId: unknown) =>
  store.data.cabinetShares.find((s) => s.RecordId === num(recordId))?.ItemId;

const taskTitle = (store: Store, id: unknown) => store.data.tasks.find((t) => t.TaskId === num(id))?.Title;
const reportName = (store: Store, id: unknown) =>
  store.data.reports.find((r) => r.ReportId === num(id))?.ReportName;
const reportGroupName = (store: Store, id: unknown) =>
  store.data.reportGroups.find((g) => g.ReportGroupId === num(id))?.Name;
const filterName = (store: Store, id: unknown) =>
  store.data.reportFilters.find((f) => f.Id === num(id))?.Name;

const projectNamed = (store: Store, id: unknown) =>
  store.data.projects.find((p) => p.ProjectId === num(id))?.Name;

const simple = (area: ActivityArea, action: (input: DescribeInput) => string): Describer => ({
  after: (input) => ({ area, action: action(input) }),
});
/** A deletion: the name is read before the route removes the record. */
const removing = (
  area: ActivityArea,
  name: (body: Record<string, unknown>, store: Store) => string | undefined,
  action: (name: string) => string,
): Describer => ({
  before: (body, store) => name(body, store),
  after: ({ found }) => ({ area, action: action(quoted(found as string | undefined)) }),
});

export const DESCRIBERS: Readonly<Record<string, Describer>> = {
  ...QUIZ_DESCRIBERS,
  ...SURVEY_DESCRIBERS,
  '/account/login': simple('account', () => 'Signed in'),
  '/account/logout': simple('account', () => 'Signed out'),
  '/siteaccount/logout': simple('sites', () => 'Signed out of the site'),
  '/account/switchscope': simple(
    'account',
    ({ store, body }) =>
      `Switched to ${store.data.scopes.find((s) => s.id === num(body.ScopeId))?.name ?? 'another scope'}`,
  ),
  '/account/changepassword': simple(
    'account',
    () => 'Changed their password (their other sessions were signed out)',
  ),
  '/account/profile/update': simple('account', () => 'Changed their profile'),
  '/account/privacyconsent/accept': simple('account', () => 'Accepted the privacy terms'),
  '/notification/markallread': simple('account', () => 'Marked all their notifications read'),
  '/notification/deleteall': simple('account', () => 'Deleted all their notifications'),
  '/notification/markread': simple('account', () => 'Marked a notification read'),
  '/notification/delete': simple('account', () => 'Deleted a notification'),

  '/usersetup/update': simple('users', ({ store, body }) => {
    const type = ACCOUNT_TYPE_LABELS[num(body.AccountType) as MemberAccountType] ?? 'user';
    return `Changed ${userName(store, body.UserId) ?? 'a user'}: ${type.toLowerCase()}, roles ${roleNames(store, body.RoleIds)}, teams ${teamNames(store, body.TeamIds)}`;
  }),
  '/usersetup/deactivate': simple(
    'users',
    ({ store, body }) => `Deactivated ${userName(store, body.UserId) ?? 'a user'}`,
  ),
  '/usersetup/reactivate': simple(
    'users',
    ({ store, body }) => `Reactivated ${userName(store, body.UserId) ?? 'a user'}`,
  ),
  '/invitation/create': simple('users', ({ store, answer }) => {
    const type = ACCOUNT_TYPE_LABELS[num(field(answer, 'AccountType')) as MemberAccountType] ?? 'user';
    return `Invited ${str(field(answer, 'Email'))} as a ${type.toLowerCase()} with the roles ${roleNames(store, field(answer, 'RoleIds'))}`;
  }),
  '/invitation/resend': simple(
    'users',
    ({ answer }) => `Sent the invitation of ${str(field(answer, 'Email'))} again`,
  ),
  '/invitation/delete': removing(
    'users',
    (body, store) => store.data.invitations.find((i) => i.InvitationId === num(body.InvitationId))?.Email,
    (email) => `Revoked the invitation of ${email.replace(/"/g, '')}`,
  ),

  '/rolesetup/create': simple(
    'roles',
    ({ answer }) => `Created the role "${str(field(answer, 'roleName'))}"`,
  ),
  '/rolesetup/update': simple(
    'roles',
    ({ answer }) => `Changed the role "${str(field(answer, 'roleName'))}"`,
  ),
  '/rolesetup/delete': removing(
    'roles',
    (body, store) => store.data.roles.find((r) => r.roleId === num(body.roleId))?.roleName,
    (name) => `Deleted the role ${name}`,
  ),
  '/teamsetup/create': simple('teams', ({ answer }) => `Created the team "${str(field(answer, 'Name'))}"`),
  '/teamsetup/update': simple(
    'teams',
    ({ answer }) => `Changed the team "${str(field(answer, 'Name'))}" and its members`,
  ),
  '/teamsetup/delete': removing(
    'teams',
    (body, store) => store.data.scopes.find((s) => s.id === num(body.ScopeId))?.name,
    (name) => `Deleted the team ${name}`,
  ),
  '/teamapproval/settings': simple('teams', ({ answer }) => {
    const on = (key: string) => (field(answer, key) === true ? 'on' : 'off');
    return `Set team approval: team joins ${on('JoinNeedsApproval')}, team invitations ${on('TeamInviteNeedsApproval')}, administrator invitations ${on('AdminInviteNeedsApproval')}`;
  }),
  '/teamapproval/approve': simple(
    'teams',
    ({ answer }) =>
      `Approved the request of ${str(field(answer, 'RequestedByName'))} to ${teamRequestSubject(answer)}`,
  ),
  '/teamapproval/decline': simple('teams', ({ answer, body }) => {
    const reason = str(body.Reason).trim();
    return `Declined the request of ${str(field(answer, 'RequestedByName'))} to ${teamRequestSubject(answer)}${reason ? ` (${reason})` : ''}`;
  }),
  '/teamrequest/create': simple('teams', ({ answer }) =>
    field(answer, 'Outcome') === 'Waiting'
      ? `Asked for approval: ${str(field(answer, 'Message')).replace(/^Your request to | is waiting.*$/g, '')}`
      : `Without approval: ${str(field(answer, 'Message')).replace(/^Done: /, '')}`,
  ),
  '/workspace/settings/update': simple(
    'settings',
    ({ answer }) => `Changed the General settings of "${str(field(answer, 'Name'))}"`,
  ),
  '/workspace/logo/update': simple('settings', () => 'Changed the workspace logo'),
  '/workspace/logo/delete': simple('settings', () => 'Removed the workspace logo'),

  '/project/create': simple(
    'projects',
    ({ answer }) => `Created the project ${quoted(str(field(answer, 'Name')))}`,
  ),
  '/formgroup/create': simple('forms', ({ body }) => `Created the form group ${quoted(str(body.Name))}`),
  '/formgroup/update': simple('forms', ({ body }) => `Renamed a form group to ${quoted(str(body.Name))}`),
  '/formgroup/delete': removing(
    'forms',
    (body, store) => groupName(store, body.GroupId),
    (name) => `Deleted the form group ${name}`,
  ),
  '/form/create': simple('forms', ({ body }) => `Created the form ${quoted(str(body.FormName))}`),
  '/form/update': simple('forms', ({ body }) => `Changed the form ${quoted(str(body.FormName))}`),
  '/form/delete': removing(
    'forms',
    (body, store) => formName(store, body.FormId),
    (name) => `Deleted the form ${name} and its instances`,
  ),
  '/form/SetOptions': simple(
    'forms',
    ({ store, body }) => `Changed the options of the form ${quoted(formName(store, body.FormId))}`,
  ),
  '/form/SetPermissions': simple(
    'forms',
    ({ store, body }) => `Changed the restrictions of the form ${quoted(formName(store, body.EntityId))}`,
  ),
  '/form/updaterows': simple(
    'forms',
    ({ store, body }) => `Changed the row heights of the form ${quoted(formName(store, body.FormId))}`,
  ),
  '/form/updatecolumns': simple(
    'forms',
    ({ store, body }) => `Changed the column widths of the form ${quoted(formName(store, body.FormId))}`,
  ),
  '/fieldsetup/create': simple(
    'forms',
    ({ store, body }) =>
      `Added the field ${quoted(str(field(body.Field, 'Name')))} to the form ${quoted(formName(store, field(body.Field, 'FormId')))}`,
  ),
  '/fieldsetup/update': simple(
    'forms',
    ({ store, body }) =>
      `Changed the field ${quoted(str(field(body.Field, 'Name')))} of the form ${quoted(formName(store, field(body.Field, 'FormId')))}`,
  ),
  '/fieldsetup/delete': {
    before: (body, store) => fieldFormOf(store, body.FieldDefinitionId),
    after: ({ found }) => {
      const { form, field: name } = found as { form?: string; field?: string };
      return { area: 'forms', action: `Deleted the field ${quoted(name)} of the form ${quoted(form)}` };
    },
  },
  '/fieldsetup/UpdateFieldsOrder': simple(
    'forms',
    ({ store, body }) => `Moved fields of the form ${quoted(formName(store, body.FormId))}`,
  ),
  '/fieldsetup/CopyRowOrColumn': simple(
    'forms',
    ({ store, body }) =>
      `Duplicated a ${body.SourceType === 1 ? 'column' : 'row'} of the form ${quoted(formName(store, body.FormId))}`,
  ),
  '/fieldsetup/RemoveRowOrColumn': simple(
    'forms',
    ({ store, body }) =>
      `Removed ${body.SourceType === 1 ? 'columns' : 'rows'} of the form ${quoted(formName(store, body.FormId))}`,
  ),
  '/fieldsetup/SetPermissions': simple('forms', ({ store, body }) => {
    const { form, field: name } = fieldFormOf(store, body.EntityId);
    return `Changed the restrictions of the field ${quoted(name)} of the form ${quoted(form)}`;
  }),
  '/fieldsetup/SetValidations': simple('forms', ({ store, body }) => {
    const { form, field: name } = fieldFormOf(store, body.FieldDefinitionId);
    return `Changed the validation of the field ${quoted(name)} of the form ${quoted(form)}`;
  }),
  '/fieldsetup/UpdateTemplate': simple(
    'forms',
    ({ body }) => `Changed their field template ${quoted(str(body.Name))}`,
  ),
  '/fieldsetup/DeleteTemplate': simple('forms', () => 'Deleted one of their field templates'),
  '/FormInstance/SaveFormData': simple(
    'forms',
    ({ store, body }) => `Saved the form instance ${instanceLabel(store, body.InstanceId)}`,
  ),
  '/FormInstance/SetGroup': simple(
    'forms',
    ({ store, body }) =>
      `Filed the form instance ${instanceLabel(store, body.InstanceId)} under ${quoted(groupName(store, body.GroupId))}`,
  ),
  '/FormInstance/CloneForm': simple(
    'forms',
    ({ store, body }) =>
      `Added the form ${quoted(formName(store, body.FormId))} to the project ${quoted(projectName(store, body.ProjectId))}`,
  ),
  '/FormInstance/CloneFormGroup': simple(
    'forms',
    ({ store, body }) =>
      `Added the form group ${quoted(groupName(store, body.GroupId))} to the project ${quoted(projectName(store, body.ProjectId))}`,
  ),
  '/FormInstance/GetEncryptedFieldValue': simple('forms', ({ store, body }) => {
    const { field: name } = fieldFormOf(store, body.FieldDefinitionId);
    return `Revealed the encrypted value of ${quoted(name)} in ${instanceLabel(store, body.FormInstanceId)}`;
  }),

  '/cabinet/create': simple(
    'cabinet',
    ({ answer }) => `Created the cabinet ${quoted(str(field(answer, 'Name')))}`,
  ),
  '/cabinet/folder/create': simple(
    'cabinet',
    ({ store, answer }) =>
      `Created the folder ${quoted(str(field(answer, 'Name')))} in ${itemLabel(store, field(answer, 'ParentFolderId'))}`,
  ),
  '/cabinet/item/update': {
    before: (body, store) => itemName(store, body.ItemId),
    after: ({ store, body, answer, found }) => {
      const renamed = typeof body.Name === 'string' && found !== str(field(answer, 'Name'));
      const label = itemLabel(store, body.ItemId);
      return {
        area: 'cabinet',
        action: renamed
          ? `Renamed ${quoted(found as string | undefined)} to ${quoted(str(field(answer, 'Name')))}`
          : `Changed the document type of ${label}`,
      };
    },
  },
  '/cabinet/item/delete': {
    before: (body, store) => ({
      label: itemLabel(store, body.ItemId),
      folder: store.data.cabinetItems.find((i) => i.ItemId === num(body.ItemId))?.ItemType === 1,
    }),
    after: ({ found }) => {
      const { label, folder } = found as { label: string; folder: boolean };
      return { area: 'cabinet', action: `Deleted ${label}${folder ? ' with everything in it' : ''}` };
    },
  },
  '/cabinet/item/move': simple(
    'cabinet',
    ({ store, body }) => `Moved ${itemLabel(store, body.ItemId)} to ${itemLabel(store, body.TargetFolderId)}`,
  ),
  '/cabinet/item/copy': simple(
    'cabinet',
    ({ store, body, answer }) =>
      `Copied ${itemLabel(store, body.ItemId)} to ${itemLabel(store, body.TargetFolderId)} as ${quoted(str(field(answer, 'Name')))}`,
  ),
  // A zip to unpack is written when it has been unpacked (routes/cabinet/uploads.ts); one that fails changes nothing.
  '/document/upload': {
    after: ({ store, answer }) =>
      field(answer, 'IsZip') === true
        ? null
        : {
            area: 'cabinet',
            action: `Uploaded the file ${quoted(str(field(answer, 'Name')))} to ${itemLabel(store, field(answer, 'ParentFolderId'))}`,
          },
  },
  '/cabinet/share/create': simple(
    'cabinet',
    ({ store, body }) => `Made a direct link to ${itemLabel(store, body.ItemId)}`,
  ),
  '/cabinet/share/revoke': simple(
    'cabinet',
    ({ store, body }) => `Revoked a direct link to ${itemLabel(store, linkItemOf(store, body.RecordId))}`,
  ),
  '/documenttype/create': simple(
    'settings',
    ({ answer }) => `Created the document type ${quoted(str(field(answer, 'Name')))}`,
  ),
  '/documenttype/update': simple(
    'settings',
    ({ answer }) => `Changed the document type ${quoted(str(field(answer, 'Name')))}`,
  ),
  '/documenttype/delete': removing(
    'settings',
    (body, store) =>
      store.data.documentTypes.find((t) => t.DocumentTypeId === num(body.DocumentTypeId))?.Name,
    (name) => `Deleted the document type ${name}`,
  ),

  '/project/update': simple('projects', ({ body }) => `Changed the project ${quoted(str(body.Name))}`),
  '/projectnote/create': simple(
    'projects',
    ({ store, body }) => `Added a note to the project ${quoted(projectNamed(store, body.ProjectId))}`,
  ),
  '/projectnote/update': simple(
    'projects',
    ({ store, answer }) =>
      `Changed a note of the project ${quoted(projectNamed(store, field(answer, 'ProjectId')))}`,
  ),
  '/projectnote/delete': removing(
    'projects',
    (body, store) => {
      const note = store.data.projectNotes.find((n) => n.NoteId === num(body.NoteId));
      return note && projectNamed(store, note.ProjectId);
    },
    (name) => `Deleted a note of the project ${name}`,
  ),
  '/task/create': simple('tasks', ({ body }) => `Created the task ${quoted(str(body.Title))}`),
  '/task/update': simple('tasks', ({ body }) => `Changed the task ${quoted(str(body.Title))}`),
  '/task/complete': simple(
    'tasks',
    ({ store, body }) =>
      `${body.IsCompleted === true ? 'Completed' : 'Reopened'} the task ${quoted(taskTitle(store, body.TaskId))}`,
  ),
  '/task/star': simple(
    'tasks',
    ({ store, body }) =>
      `${body.IsStarred === true ? 'Starred' : 'Unstarred'} the task ${quoted(taskTitle(store, body.TaskId))}`,
  ),
  '/task/delete': removing(
    'tasks',
    (body, store) => taskTitle(store, body.TaskId),
    (name) => `Deleted the task ${name}`,
  ),
  '/workflow/create': simple('settings', ({ body }) => `Created the workflow ${quoted(str(body.Name))}`),
  '/workflow/update': simple('settings', ({ body }) => `Changed the workflow ${quoted(str(body.Name))}`),
  '/workflow/delete': removing(
    'settings',
    (body, store) => store.data.workflows.find((w) => w.WorkflowId === num(body.WorkflowId))?.Name,
    (name) => `Deleted the workflow ${name}`,
  ),
  '/projecttag/create': simple('settings', ({ body }) => `Created the project tag ${quoted(str(body.Name))}`),
  '/projecttag/update': simple('settings', ({ body }) => `Changed the project tag ${quoted(str(body.Name))}`),
  '/projecttag/delete': removing(
    'settings',
    (body, store) => store.data.projectTags.find((t) => t.TagId === num(body.TagId))?.Name,
    (name) => `Deleted the project tag ${name}`,
  ),
  '/taskcategory/create': simple(
    'settings',
    ({ body }) => `Created the task category ${quoted(str(body.Name))}`,
  ),
  '/taskcategory/update': simple(
    'settings',
    ({ body }) => `Changed the task category ${quoted(str(body.Name))}`,
  ),
  '/notecategory/create': simple(
    'settings',
    ({ body }) => `Created the note category ${quoted(str(body.Name))}`,
  ),
  '/notecategory/update': simple(
    'settings',
    ({ body }) => `Changed the note category ${quoted(str(body.Name))}`,
  ),
  '/notecategory/delete': removing(
    'settings',
    (body, store) => store.data.noteCategories.find((c) => c.CategoryId === num(body.CategoryId))?.Name,
    (name) => `Deleted the note category ${name}`,
  ),
  '/projectsummary/create': simple(
    'settings',
    ({ body }) => `Created the project summary ${quoted(str(body.Name))}`,
  ),
  '/projectsummary/update': simple(
    'settings',
    ({ body }) => `Changed the project summary ${quoted(str(body.Name))}`,
  ),
  '/projectsummary/delete': removing(
    'settings',
    (body, store) =>
      store.data.projectSummaries.find((s) => s.ProjectSummaryId === num(body.ProjectSummaryId))?.Name,
    (name) => `Deleted the project summary ${name}`,
  ),
  '/taskcategory/delete': removing(
    'settings',
    (body, store) => store.data.taskCategories.find((c) => c.CategoryId === num(body.CategoryId))?.Name,
    (name) => `Deleted the task category ${name}`,
  ),

  // Issue 15: reports, their columns and filters, and runs.
  '/report/create': simple(
    'reports',
    ({ body, store }) =>
      `Created the report ${quoted(str(body.reportName))} in ${quoted(reportGroupName(store, body.reportGroupId))}`,
  ),
  '/report/update': simple('reports', ({ body }) => `Renamed a report to ${quoted(str(body.Name))}`),
  '/report/move': simple(
    'reports',
    ({ body, store }) =>
      `Moved the report ${quoted(reportName(store, body.reportId))} to ${quoted(reportGroupName(store, body.reportGroupId))}`,
  ),
  '/report/copy': simple(
    'reports',
    ({ body, store }) =>
      `Copied the report ${quoted(reportName(store, body.reportId))} as ${quoted(str(body.name))}`,
  ),
  '/report/delete': removing(
    'reports',
    (body, store) => reportName(store, body.reportId),
    (name) => `Deleted the report ${name}`,
  ),
  '/reportcolumn/addFormReportColumns': simple(
    'reports',
    ({ body, store }) => `Added columns to the report ${quoted(reportName(store, body.reportId))}`,
  ),
  '/reportcolumn/addTaskReportColumns': simple(
    'reports',
    ({ body, store }) => `Added columns to the report ${quoted(reportName(store, body.reportId))}`,
  ),
  '/reportcolumn/update': simple(
    'reports',
    ({ body, store }) =>
      `Changed the report column ${quoted(str(body.header))} of ${quoted(reportName(store, body.reportId))}`,
  ),
  '/reportcolumn/updateOrder': simple('reports', () => 'Reordered the columns of a report'),
  '/reportcolumn/delete': simple('reports', () => 'Deleted a report column'),
  '/reportfilter/createFormReportFilter': simple(
    'reports',
    ({ body }) => `Created the report filter ${quoted(str(body.Name))}`,
  ),
  '/reportfilter/createTaskReportFilter': simple(
    'reports',
    ({ body }) => `Created the report filter ${quoted(str(body.Name))}`,
  ),
  '/reportfilter/updateFormReportFilter': simple(
    'reports',
    ({ body }) => `Changed the report filter ${quoted(str(body.Name))}`,
  ),
  '/reportfilter/updateTaskReportFilter': simple(
    'reports',
    ({ body }) => `Changed the report filter ${quoted(str(body.Name))}`,
  ),
  '/reportfilter/copy': simple(
    'reports',
    ({ body, store }) =>
      `Copied the report filter ${quoted(filterName(store, body.id))} as ${quoted(str(body.name))}`,
  ),
  '/reportfilter/rename': {
    before: (body, store) => filterName(store, body.id),
    after: ({ found, body }) => ({
      area: 'reports',
      action: `Renamed the report filter ${quoted(found as string | undefined)} to ${quoted(str(body.name))}`,
    }),
  },
  '/reportfilter/delete': removing(
    'reports',
    (body, store) => filterName(store, body.id),
    (name) => `Deleted the report filter ${name}`,
  ),
  '/reportrun/Filter': simple(
    'reports',
    ({ body, store }) => `Ran the report filter ${quoted(filterName(store, body.reportFilterId))}`,
  ),
  '/reportrun/FormReport': simple(
    'reports',
    ({ body, store }) => `Ran the report ${quoted(reportName(store, body.ReportId))}`,
  ),
  '/reportrun/TaskReport': simple(
    'reports',
    ({ body, store }) => `Ran the report ${quoted(reportName(store, body.ReportId))}`,
  ),

  '/shareforminstance/create': simple(
    'sharing',
    ({ store, answer }) =>
      `Shared ${instanceLabel(store, field(answer, 'InstanceId'))} with ${str(field(answer, 'Email'))}`,
  ),
  '/shareforminstance/delete': {
    before: (body, store) => store.data.formShares.find((s) => s.ShareId === num(body.ShareId)),
    after: ({ store, found }) => {
      const share = found as { InstanceId: number; Email: string } | undefined;
      return {
        area: 'sharing',
        action: share
          ? `Revoked the share of ${instanceLabel(store, share.InstanceId)} with ${share.Email}`
          : 'Revoked a share',
      };
    },
  },
  // The recipient of a share has no session: the share says whose workspace it is and who filled it.
  '/shareforminstance/SaveInstance': {
    after: ({ store, body }) => {
      const share = store.data.formShares.find((s) => s.Hash === str(body.hash));
      if (!share) return null;
      return {
        area: 'sharing',
        action: `Filled the shared form instance ${instanceLabel(store, share.InstanceId)}`,
        who: {
          workspaceId: share.workspaceId,
          userId: null,
          userName: `${share.Email} (outside the workspace)`,
        },
      };
    },
  },
  // Issue 33: the administration of external sites.
  ...SITE_ADMIN_DESCRIBERS,
  // Issue 35: plans, billing and merchant settings.
  ...BILLING_DESCRIBERS,
  ...RESTORE_DESCRIBERS,
};

/** Calls that change nothing (reads sent as POST, the session's own upkeep): never logged. */
export const NOT_LOGGED: ReadonlySet<string> = new Set([
  '/session/extend',
  '/signalr/negotiate',
  '/form/GetFormGroupsForProjectSummary',
  '/fieldsetup/GetTemplates',
  '/forminstance/FormToPDF',
  '/shareforminstance/sendcode',
  '/shareforminstance/getinstance',
  '/shareforminstance/GetEncryptedFieldValue',
  // A quiz link's visitor asks for a code and proves it (no workspace user yet): like the shared form's.
  '/quizlink/sendcode',
  '/quizlink/verify',
  '/surveylink/sendcode',
  '/surveylink/verify',
  // Prepares a folder's zip to download: a read.
  '/document/folderdownload',
  // A site account's ways in: the routes log them themselves, with the site's id (routes/sites/site-visit-account.ts).
  '/siteaccount/login',
  '/siteaccount/password/login',
  '/siteaccount/register',
  '/siteaccount/login/invitation',
  // A site account's upload: the route logs it with the site's id (routes/sites/site-visit-content.ts).
  '/sitecontent/upload',
  // A quiz attempt's autosave (every few seconds while a taker answers): opening and submitting are logged.
  '/quizexam/save',
  // An author's preview of a quiz is not recorded anywhere (docs/quizzes-and-surveys.md, "Preview and reports").
  '/quizexam/preview/open',
  '/quizexam/preview/save',
  '/quizexam/preview/submit',
  // A survey response's autosave, likewise.
  '/surveyexam/save',
]);

const AREA_BY_SEGMENT: Readonly<Record<string, ActivityArea>> = {
  form: 'forms',
  formgroup: 'forms',
  fieldsetup: 'forms',
  forminstance: 'forms',
  project: 'projects',
  report: 'reports',
  reportfilter: 'reports',
  reportcolumn: 'reports',
  reportrun: 'reports',
  shareforminstance: 'sharing',
  task: 'tasks',
  tasks: 'tasks',
  cabinet: 'cabinet',
  folder: 'cabinet',
  document: 'cabinet',
  documents: 'cabinet',
  billing: 'billing',
  order: 'billing',
  quiz: 'quizzes',
  quizquestion: 'quizzes',
  quizexam: 'quizzes',
  quizlink: 'quizzes',
  quizresult: 'quizzes',
  survey: 'surveys',
  surveyquestion: 'surveys',
  surveyexam: 'surveys',
  surveyresult: 'surveys',
  surveylink: 'surveys',
};

const VERBS: Readonly<Record<string, string>> = { create: 'Created', update: 'Changed', delete: 'Deleted' };

/** The plain sentence of a call no describer knows: "Created task", "Changed report/filter", "Called cabinet/Move". */
export function describePath(path: string, methodHeader: string | undefined): Described {
  const segments = path.split('/').filter(Boolean);
  const last = segments[segments.length - 1]?.toLowerCase() ?? '';
  const overridden = methodHeader?.toUpperCase();
  const verb =
    VERBS[last] ?? (overridden === 'DELETE' ? 'Deleted' : overridden === 'PUT' ? 'Changed' : undefined);
  const subject = (VERBS[last] ? segments.slice(0, -1) : segments).join('/');
  const area = AREA_BY_SEGMENT[segments[0]?.toLowerCase() ?? ''] ?? 'other';
  return { area, action: verb ? `${verb} ${subject}` : `Called ${subject}` };
}
