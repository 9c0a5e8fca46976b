/**
 * The access matrix rows of issue 14 (tasks, workflows, project tags, task categories, a project's plan), in the
 * columns of access-matrix.table.ts: admin, member (Design Team, Read/Write), field (Field Team, Site Editor: may
 * delete), site, direct, anonymous. The rules: docs/authorization.md, "Tasks and setup lists".
 */
import { PROJECT_IDS, TAG_IDS, TASK_CATEGORY_IDS, TASK_IDS, WORKFLOW_IDS } from '../../fixtures/ids';
import type { MatrixRow } from './access-matrix.types';

const WORKSPACE_USERS = [200, 200, 200, 403, 403, 401] as const;
const ADMIN_ONLY = [200, 403, 403, 403, 403, 401] as const;
const { orderTiles, checkLoadBearingWall } = TASK_IDS;

export const TASKS_MATRIX: Record<string, MatrixRow> = {
  'GET /task/list': { url: '/task/list?TaskStatusFilterType=3', expect: WORKSPACE_USERS },
  // An Office Renovation task (Design Team) of Mel's: the Field Team's Finn does not see it.
  'GET /task': { url: `/task?id=${orderTiles}`, expect: [200, 200, 403, 403, 403, 401] },
  'GET /task/assignees': { expect: WORKSPACE_USERS },
  'POST /task/create': {
    body: { Title: 'Call the plumber', ProjectId: PROJECT_IDS.officeRenovation },
    expect: [200, 200, 403, 403, 403, 401],
  },
  // Finn may change the Design Team's task that is assigned to him.
  'POST /task/update': {
    body: {
      TaskId: checkLoadBearingWall,
      Title: 'Check the wall',
      ProjectId: PROJECT_IDS.officeRenovation,
      AssigneeIds: [5],
    },
    expect: WORKSPACE_USERS,
  },
  'POST /task/complete': {
    body: { TaskId: checkLoadBearingWall, IsCompleted: true },
    expect: WORKSPACE_USERS,
  },
  'POST /task/star': {
    body: { TaskId: orderTiles, IsStarred: false },
    expect: [200, 200, 403, 403, 403, 401],
  },
  // A Bridge Inspection task (Field Team): Finn may delete (Site Editor), Mel neither sees it nor holds Delete.
  'POST /task/delete': { body: { TaskId: 820 }, expect: [200, 403, 200, 403, 403, 401] },

  'GET /workflow/list': { expect: WORKSPACE_USERS },
  'GET /workflow': { url: `/workflow?id=${WORKFLOW_IDS.reporting}`, expect: WORKSPACE_USERS },
  'POST /workflow/create': {
    body: { Name: 'Audit', WorkflowItems: [{ Name: 'Open' }, { Name: 'Closed' }] },
    expect: ADMIN_ONLY,
  },
  'POST /workflow/update': {
    body: {
      WorkflowId: WORKFLOW_IDS.reporting,
      Name: 'Reporting cycle',
      WorkflowItems: [
        { WorkflowStatusId: 521, Name: 'Collect' },
        { WorkflowStatusId: 522, Name: 'Review' },
      ],
    },
    expect: ADMIN_ONLY,
  },
  // Every demo workflow is used by a project (400 for the administrator).
  'POST /workflow/delete': {
    body: { WorkflowId: WORKFLOW_IDS.reporting },
    expect: [400, 403, 403, 403, 403, 401],
  },
  'GET /projecttag/list': { expect: WORKSPACE_USERS },
  'POST /projecttag/create': { body: { Name: 'Urgent', Color: '#b91c1c' }, expect: ADMIN_ONLY },
  'POST /projecttag/update': {
    body: { TagId: TAG_IDS.q2, Name: 'Q3', Color: '#047857' },
    expect: ADMIN_ONLY,
  },
  'POST /projecttag/delete': { body: { TagId: TAG_IDS.q2 }, expect: ADMIN_ONLY },
  'GET /taskcategory/list': { expect: WORKSPACE_USERS },
  'GET /taskcategory': { url: `/taskcategory?id=${TASK_CATEGORY_IDS.meeting}`, expect: WORKSPACE_USERS },
  'POST /taskcategory/create': { body: { Name: 'Training' }, expect: ADMIN_ONLY },
  'POST /taskcategory/update': {
    body: { CategoryId: TASK_CATEGORY_IDS.meeting, Name: 'Meetings' },
    expect: ADMIN_ONLY,
  },
  'POST /taskcategory/delete': {
    body: { CategoryId: TASK_CATEGORY_IDS.meeting, MoveToCategoryId: TASK_CATEGORY_IDS.followUp },
    expect: ADMIN_ONLY,
  },
  // Annual Report (workspace scope): workspace users who hold Update; the direct user is outside its scope.
  'POST /project/update': {
    body: {
      ProjectId: PROJECT_IDS.annualReport,
      Name: 'Annual Report',
      Status: 100,
      TagIds: [TAG_IDS.internal],
    },
    expect: WORKSPACE_USERS,
  },
};
