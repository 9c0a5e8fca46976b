/**
 * The access matrix rows of project summaries (issue 35; docs/api.md "Project summaries"). Columns as
 * access-matrix.table.ts: admin, member, field, site, direct, anonymous.
 */
import { EXPENSE_FIELD_IDS as F, FORM_GROUP_IDS, PROJECT_IDS, PROJECT_SUMMARY_IDS } from '../../fixtures/ids';
import type { MatrixRow } from './access-matrix.types';

const ADMIN_ONLY = [200, 403, 403, 403, 403, 401] as const;
const WORKSPACE_USERS = [200, 200, 200, 403, 403, 401] as const;
const GroupId = FORM_GROUP_IDS.finance;
const draft = { GroupIds: [GroupId], Lines: [{ GroupId, FieldDefinitionId: F.meals, Function: 3 }] };

export const SUMMARIES_MATRIX: Record<string, MatrixRow> = {
  'GET /projectsummary/list': { expect: WORKSPACE_USERS },
  'GET /projectsummary': {
    url: `/projectsummary?id=${PROJECT_SUMMARY_IDS.expenses}`,
    expect: WORKSPACE_USERS,
  },
  'POST /projectsummary/create': { body: { Name: 'Meals', ...draft }, expect: ADMIN_ONLY },
  'POST /projectsummary/update': {
    body: { ProjectSummaryId: PROJECT_SUMMARY_IDS.expenses, Name: 'Meals', ...draft },
    expect: ADMIN_ONLY,
  },
  'POST /projectsummary/delete': {
    body: { ProjectSummaryId: PROJECT_SUMMARY_IDS.expenses },
    expect: ADMIN_ONLY,
  },
  // Office Renovation is the Design Team's: the member opens it, the field user cannot.
  'GET /project/summaries': {
    url: `/project/summaries?id=${PROJECT_IDS.officeRenovation}`,
    expect: [200, 200, 403, 403, 403, 401],
  },
};
