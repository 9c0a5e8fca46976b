/**
 * The expected answer of every route of the mock backend per demo account (docs/authorization.md). Columns:
 * admin, member (Design Team, Read/Write), field (Field Team, Site Editor), site (type 3), direct (type 4), anonymous.
 * Keys are `METHOD path` as the express router holds them (after the /api rewrite).
 */
import { seed } from '../../fixtures/seed';
import { CABINET_MATRIX } from './access-matrix.cabinet.table';
import {
  DEMO_FIELD_IDS,
  FORM_GROUP_IDS,
  FORM_IDS,
  INSTANCE_IDS,
  NOTE_CATEGORY_IDS,
  NOTIFICATION_IDS,
  PROJECT_IDS,
  PROJECT_NOTE_IDS,
  TEMPLATE_IDS,
} from '../../fixtures/ids';
import { DEMO_SHARE, SHARE_IDS } from '../../fixtures/sharing';
import { TASKS_MATRIX } from './access-matrix.tasks.table';
import { DASHBOARD_MATRIX } from './access-matrix.dashboard.table';
import { REPORTS_MATRIX } from './access-matrix.reports.table';
import { ADMIN_MATRIX } from './access-matrix.admin.table';
import { SUMMARIES_MATRIX } from './access-matrix.summaries.table';
import { TEAM_APPROVAL_MATRIX } from './access-matrix.team-approval.table';
import { SITES_ADMIN_MATRIX } from './access-matrix.sites-admin.table';
import { ACCOUNT_MATRIX } from './access-matrix.account.table';
import { RESTORE_MATRIX } from './access-matrix.restore.table';
import { SITES_VISIT_MATRIX } from './access-matrix.sites-visit.table';
import { BILLING_MATRIX } from './access-matrix.billing.table';
import { QUIZZES_MATRIX } from './access-matrix.quizzes.table';
import { QUIZ_PREVIEW_MATRIX } from './access-matrix.quiz-preview.table';
import { SURVEYS_MATRIX } from './access-matrix.surveys.table';
import { QUIZ_LINK_MATRIX } from './access-matrix.quiz-link.table';
import { SURVEY_LINK_MATRIX } from './access-matrix.survey-link.table';
import type { MatrixRow } from './access-matrix.types';

const data = seed();
const demo = data.forms.find((f) => f.FormId === FORM_IDS.demo)!;
const inspector = demo.Fields.find((f) => f.FieldDefinitionId === DEMO_FIELD_IDS.inspector)!;
const { annualReport } = PROJECT_IDS;
const { inspections, finance } = FORM_GROUP_IDS;

const ALL = [200, 200, 200, 200, 200, 200] as const;
const SIGNED_IN = [200, 200, 200, 200, 200, 401] as const;
const WORKSPACE_USERS = [200, 200, 200, 403, 403, 401] as const;
/** Changing form 200 (used by Office Renovation, Design Team): the field member is outside that team. */
const DESIGN_200 = [200, 200, 403, 403, 403, 401] as const;
/** Deleting in form 200: Read/Write (member) holds no Delete. */
const DELETE_200 = [200, 403, 403, 403, 403, 401] as const;
const ADMIN_ONLY = [200, 403, 403, 403, 403, 401] as const;
/** Instance 303 and project 102 are in the workspace scope: the direct user (Field Team only) is outside. */
const READ_303 = [200, 200, 200, 200, 403, 401] as const;

export const MATRIX: Record<string, MatrixRow> = {
  'POST /account/login': { body: { Email: 'admin@demo.test', Password: 'demo' }, expect: ALL },
  'POST /account/logout': { body: {}, expect: ALL },
  'GET /account/current': { expect: SIGNED_IN },
  'GET /account/scopes': { expect: SIGNED_IN },
  'POST /account/switchscope': { body: { ScopeId: 10 }, expect: [200, 200, 403, 403, 403, 401] },
  'GET /account/privacyconsent': { expect: SIGNED_IN },
  'GET /session/timeout': { expect: SIGNED_IN },
  'POST /session/extend': { body: {}, expect: SIGNED_IN },
  'GET /scopeusersetup/userlist': { expect: WORKSPACE_USERS },
  'GET /scopeusersetup/emailList': { expect: WORKSPACE_USERS },
  'GET /role/list': { expect: WORKSPACE_USERS },
  'GET /intercom/get': { expect: SIGNED_IN },
  'GET /notification/count': { expect: SIGNED_IN },
  'GET /notification/list': { expect: SIGNED_IN },
  // Everyone signed in may search; what each finds is checked per hit (mock-server/routes/search/search.test.ts).
  'GET /search': { url: '/search?q=inspection', expect: SIGNED_IN },
  // Users without unread notifications in the fixtures get the 409 of a mark that has nothing to do (docs/api.md).
  'POST /notification/markallread': { body: {}, expect: [200, 200, 409, 409, 409, 401] },
  'POST /notification/deleteall': { body: {}, expect: SIGNED_IN },
  // One notice, the administrator's: anyone else is told it does not exist (404), not that it is someone else's.
  'GET /notecategory/list': { expect: WORKSPACE_USERS },
  'GET /notecategory': { url: `/notecategory?id=${NOTE_CATEGORY_IDS.decision}`, expect: WORKSPACE_USERS },
  'POST /notecategory/create': { body: { Name: 'Permits' }, expect: [200, 403, 403, 403, 403, 401] },
  'POST /notecategory/update': {
    body: { CategoryId: NOTE_CATEGORY_IDS.decision, Name: 'Decisions' },
    expect: [200, 403, 403, 403, 403, 401],
  },
  'POST /notecategory/delete': {
    body: { CategoryId: NOTE_CATEGORY_IDS.decision },
    expect: [200, 403, 403, 403, 403, 401],
  },
  // Office Renovation is the Design Team's: the member reads and writes its notes, the field user cannot open it.
  'GET /projectnote/list': {
    url: `/projectnote/list?projectId=${PROJECT_IDS.officeRenovation}`,
    expect: [200, 200, 403, 403, 403, 401],
  },
  'POST /projectnote/create': {
    body: {
      ProjectId: PROJECT_IDS.officeRenovation,
      CategoryId: NOTE_CATEGORY_IDS.risk,
      Text: 'Scaffolding',
    },
    expect: [200, 200, 403, 403, 403, 401],
  },
  // The administrator's note: only its author (or an administrator) changes it.
  'POST /projectnote/update': {
    body: { NoteId: PROJECT_NOTE_IDS.kickoff, CategoryId: null, Text: 'Agreed' },
    expect: [200, 403, 403, 403, 403, 401],
  },
  // The member's own note.
  'POST /projectnote/delete': {
    body: { NoteId: PROJECT_NOTE_IDS.memberCall },
    expect: [200, 200, 403, 403, 403, 401],
  },
  'POST /notification/markread': {
    body: { NotificationId: NOTIFICATION_IDS.adminUnread[0] },
    expect: [200, 404, 404, 404, 404, 401],
  },
  'POST /notification/delete': {
    body: { NotificationId: NOTIFICATION_IDS.adminUnread[0] },
    expect: [200, 404, 404, 404, 404, 401],
  },
  'GET /documentthumbnail': { url: '/documentthumbnail?id=doc-1&w=200&h=100', expect: SIGNED_IN },
  'POST /signalr/negotiate': { url: '/signalr/negotiate?negotiateVersion=1', body: {}, expect: SIGNED_IN },

  'GET /form/list': { expect: SIGNED_IN },
  'GET /formgroup': { url: `/formgroup?id=${inspections}`, expect: SIGNED_IN },
  'POST /formgroup/create': { body: { Name: 'Audits' }, expect: WORKSPACE_USERS },
  'POST /formgroup/update': { body: { GroupId: inspections, Name: 'Checks' }, expect: WORKSPACE_USERS },
  // The group holds forms (400) for those who may delete groups.
  'POST /formgroup/delete': { body: { GroupId: inspections }, expect: [400, 403, 403, 403, 403, 401] },
  'POST /form/GetFormGroupsForProjectSummary': {
    body: { ProjectId: PROJECT_IDS.officeRenovation },
    expect: DESIGN_200,
  },
  'GET /form': { url: `/form?id=${FORM_IDS.demo}`, expect: WORKSPACE_USERS },
  'POST /form/create': { body: { FormName: 'New form', GroupId: inspections }, expect: WORKSPACE_USERS },
  'POST /form/update': {
    body: {
      FormId: FORM_IDS.demo,
      FormName: 'Site Inspection 2',
      GroupId: inspections,
      ProjectIds: [PROJECT_IDS.officeRenovation],
    },
    expect: DESIGN_200,
  },
  'POST /form/delete': { body: { FormId: FORM_IDS.expense }, expect: ADMIN_ONLY },
  'POST /form/SetOptions': {
    body: { FormId: FORM_IDS.demo, Name: 'Site Inspection', Options: { Ruler: 1, Guide: 1 } },
    expect: DESIGN_200,
  },
  'GET /form/GetPermissions': {
    url: `/form/GetPermissions?entityId=${FORM_IDS.demo}`,
    expect: WORKSPACE_USERS,
  },
  'POST /form/SetPermissions': {
    body: { EntityId: FORM_IDS.demo, Restrictions: true, RestrictedView: true },
    expect: ADMIN_ONLY,
  },
  'POST /form/updaterows': {
    body: { FormId: FORM_IDS.demo, Rows: [{ RowId: demo.Rows[0]!.RowId, Height: 64 }] },
    expect: DESIGN_200,
  },
  'POST /form/updatecolumns': {
    body: { FormId: FORM_IDS.demo, Columns: [{ ColumnId: demo.Columns[0]!.ColumnId, Width: 200 }] },
    expect: DESIGN_200,
  },

  'POST /fieldsetup/create': {
    body: {
      Field: { FormId: FORM_IDS.demo, TypeId: 1, Name: 'Notes', DataTypeId: 1 },
      SaveAsTemplate: false,
    },
    expect: DESIGN_200,
  },
  'POST /fieldsetup/update': {
    body: { Field: { ...inspector, Name: 'Inspector name' } },
    expect: DESIGN_200,
  },
  'POST /fieldsetup/delete': { body: { FieldDefinitionId: DEMO_FIELD_IDS.inspector }, expect: DELETE_200 },
  'POST /fieldsetup/UpdateFieldsOrder': {
    body: {
      FormId: FORM_IDS.demo,
      Fields: [{ FieldDefinitionId: inspector.FieldDefinitionId, Sequence: inspector.Sequence }],
    },
    expect: DESIGN_200,
  },
  'POST /fieldsetup/CopyRowOrColumn': {
    body: { FormId: FORM_IDS.demo, SourceType: 0, SourceIndex: 2, TargetIndex: 2, IgnoreLinkedFields: true },
    expect: DESIGN_200,
  },
  'POST /fieldsetup/RemoveRowOrColumn': {
    body: {
      FormId: FORM_IDS.demo,
      SourceType: 0,
      SourceIndices: [2],
      TargetIndex: 0,
      IgnoreLinkedFields: false,
    },
    expect: DELETE_200,
  },
  'GET /fieldsetup/GetPermissions': {
    url: `/fieldsetup/GetPermissions?entityId=${DEMO_FIELD_IDS.inspector}`,
    expect: WORKSPACE_USERS,
  },
  'POST /fieldsetup/SetPermissions': {
    body: { EntityId: DEMO_FIELD_IDS.inspector, Restrictions: true, RestrictedInput: true },
    expect: ADMIN_ONLY,
  },
  'GET /fieldsetup/GetValidations': {
    url: `/fieldsetup/GetValidations?fieldDefinitionId=${DEMO_FIELD_IDS.inspector}`,
    expect: WORKSPACE_USERS,
  },
  'POST /fieldsetup/SetValidations': {
    body: { FieldDefinitionId: DEMO_FIELD_IDS.inspector, FieldValidation: null },
    expect: DESIGN_200,
  },
  'POST /fieldsetup/GetTemplates': { body: {}, expect: WORKSPACE_USERS },
  // Templates are the admin's own: another designer's update is "invalid" (400), a delete unknown (404).
  'POST /fieldsetup/UpdateTemplate': {
    body: {
      TemplateId: TEMPLATE_IDS.phone,
      Name: 'Mobile',
      Field: { TypeId: 1, Name: 'Mobile', DataTypeId: 1 },
    },
    expect: [200, 400, 400, 403, 403, 401],
  },
  'POST /fieldsetup/DeleteTemplate': {
    url: `/fieldsetup/DeleteTemplate?id=${TEMPLATE_IDS.phone}`,
    body: {},
    expect: [200, 404, 404, 403, 403, 401],
  },

  'GET /forminstance': { url: `/forminstance?id=${INSTANCE_IDS.expense}`, expect: READ_303 },
  // The site user's roles hold no Update: the instance is read-only for them.
  'POST /FormInstance/SaveFormData': {
    body: {
      InstanceId: INSTANCE_IDS.expense,
      FieldDefinitions: [{ FieldDefinitionId: 103, Data: 'Alex Kim', OptionId: null }],
    },
    expect: WORKSPACE_USERS,
  },
  'POST /FormInstance/SetGroup': {
    body: { InstanceId: INSTANCE_IDS.expense, GroupId: inspections },
    expect: WORKSPACE_USERS,
  },
  'POST /FormInstance/CloneForm': {
    body: { ProjectId: annualReport, FormId: FORM_IDS.expense },
    expect: WORKSPACE_USERS,
  },
  'POST /FormInstance/CloneFormGroup': {
    body: { ProjectId: annualReport, GroupId: finance },
    expect: WORKSPACE_USERS,
  },
  'POST /FormInstance/GetEncryptedFieldValue': {
    body: { FormInstanceId: INSTANCE_IDS.demo, FieldDefinitionId: DEMO_FIELD_IDS.ownerSsn },
    expect: DESIGN_200,
  },
  'GET /forminstance/FormToCSV': {
    url: `/forminstance/FormToCSV?id=${INSTANCE_IDS.expense}`,
    expect: READ_303,
  },
  'GET /forminstance/FormToExcel': {
    url: `/forminstance/FormToExcel?id=${INSTANCE_IDS.expense}`,
    expect: READ_303,
  },
  'POST /forminstance/FormToPDF': {
    body: { InstanceId: INSTANCE_IDS.expense, ColumnsWidth: [180, 180, 180, 180], FormHtml: '<div></div>' },
    expect: READ_303,
  },

  'GET /project/list': { expect: SIGNED_IN },
  'POST /project/create': {
    body: { Name: 'Roof Survey', Description: 'North wing.' },
    expect: WORKSPACE_USERS,
  },
  'GET /project': { url: `/project?id=${annualReport}`, expect: READ_303 },
  ...TASKS_MATRIX,
  ...DASHBOARD_MATRIX,

  // Sharing (docs/sharing.md). The member's calls need the Share verb (administrators here); the recipient's six
  // need no session: the hash, the e-mail, a code and then a token decide, and a session changes nothing.
  'GET /shareforminstance/GetShareOptions': {
    url: `/shareforminstance/GetShareOptions?formId=${FORM_IDS.demo}`,
    expect: ADMIN_ONLY,
  },
  'POST /shareforminstance/create': {
    body: { FormId: FORM_IDS.demo, InstanceId: INSTANCE_IDS.demo, Email: 'new@outside.test' },
    expect: ADMIN_ONLY,
  },
  'POST /shareforminstance/delete': { body: { ShareId: SHARE_IDS.demo }, expect: ADMIN_ONLY },
  'GET /shareforminstance/IsFormShareValid': {
    url: `/shareforminstance/IsFormShareValid?hash=${DEMO_SHARE.hash}`,
    expect: ALL,
  },
  'GET /shareforminstance/GetWorkspaceDetails': {
    url: `/shareforminstance/GetWorkspaceDetails?hash=${DEMO_SHARE.hash}`,
    expect: ALL,
  },
  'POST /shareforminstance/sendcode': {
    body: { email: DEMO_SHARE.email, hash: DEMO_SHARE.hash },
    expect: ALL,
  },
  'POST /shareforminstance/getinstance': {
    body: { email: DEMO_SHARE.email, code: 'ABCDEF', hash: DEMO_SHARE.hash },
    expect: ALL,
  },
  'POST /shareforminstance/SaveInstance': {
    body: {
      email: DEMO_SHARE.email,
      FieldDefinitions: [],
      hash: DEMO_SHARE.hash,
      token: 'none',
      saveId: 's',
    },
    expect: [401, 401, 401, 401, 401, 401],
  },
  'POST /shareforminstance/GetEncryptedFieldValue': {
    body: {
      email: DEMO_SHARE.email,
      hash: DEMO_SHARE.hash,
      token: 'none',
      fieldDefinitionId: DEMO_FIELD_IDS.ownerSsn,
    },
    expect: [401, 401, 401, 401, 401, 401],
  },
  ...CABINET_MATRIX,
  ...REPORTS_MATRIX,

  // Mock-only control routes (docs/api.md): no session, not part of any contract.
  'POST /__mock/faults': {
    body: { path: '/no-such-call', status: 500 },
    expect: [201, 201, 201, 201, 201, 201],
  },
  'GET /__mock/faults': { expect: ALL },
  'DELETE /__mock/faults': { expect: ALL },
  'POST /__mock/push': { body: { listener: 'noop' }, expect: ALL },
  'POST /__mock/session': { body: { email: 'admin@demo.test', minutes: 30 }, expect: ALL },
  'POST /__mock/reset': { body: {}, expect: ALL },
  'POST /__mock/clock': { body: { advanceMs: 1000 }, expect: ALL },
  'POST /__mock/reports/run-due': { body: { until: '2026-01-01T00:00:00Z' }, expect: ALL },
  // Pact's state-change endpoint: loopback only like /__mock/*, no session (it makes one).
  'POST /_pact/provider-states': {
    body: { state: 'a user is signed in', params: { user: 'member' }, action: 'setup' },
    expect: ALL,
  },

  // Administration and accounts (issue 17).
  ...ADMIN_MATRIX,
  ...TEAM_APPROVAL_MATRIX,
  ...SUMMARIES_MATRIX,

  // The administration of external sites (issue 33).
  ...SITES_ADMIN_MATRIX,
  ...ACCOUNT_MATRIX,
  ...RESTORE_MATRIX,
  // The visitor side of external sites (issue 33).
  ...SITES_VISIT_MATRIX,
  ...BILLING_MATRIX,
  ...QUIZZES_MATRIX,
  ...QUIZ_PREVIEW_MATRIX,
  ...SURVEYS_MATRIX,
  ...QUIZ_LINK_MATRIX,
  ...SURVEY_LINK_MATRIX,
};
