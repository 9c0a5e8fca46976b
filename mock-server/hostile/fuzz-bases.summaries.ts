import { EXPENSE_FIELD_IDS as F, FORM_GROUP_IDS, PROJECT_SUMMARY_IDS } from '../../fixtures/ids';

/** Valid bodies of the project summary calls (issue 35) for the fuzz to mutate. */
export function summariesFuzzBases(): Record<string, unknown> {
  const GroupId = FORM_GROUP_IDS.finance;
  const draft = { GroupIds: [GroupId], Lines: [{ GroupId, FieldDefinitionId: F.travel, Function: 1 }] };
  return {
    '/projectsummary/create': { Name: 'Fuzz totals', ...draft },
    '/projectsummary/update': {
      ProjectSummaryId: PROJECT_SUMMARY_IDS.expenses,
      Name: 'Fuzz totals',
      ...draft,
    },
    '/projectsummary/delete': { ProjectSummaryId: PROJECT_SUMMARY_IDS.expenses },
  };
}
