/**
 * Who may change project summaries (issue 35; docs/api.md "Project summaries"): workspace administrators
 * (Setup › Project Summaries). Every workspace user reads them; the figures follow instance and field access.
 */
import { ALLOWED, refused, type AccessDecision } from './access-decision';
import { isWorkspaceAdmin, type Principal } from './actor';

export const SummaryAccessMessage = {
  manage: 'Only a workspace administrator can change project summaries.',
} as const;

export function manageProjectSummaries(p: Principal): AccessDecision {
  return isWorkspaceAdmin(p) ? ALLOWED : refused(SummaryAccessMessage.manage);
}
