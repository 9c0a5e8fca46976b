import { ALLOWED, refused, type AccessDecision } from '../access/access-decision';
import type { Actor } from '../access/actor';
import { isWorkspaceAdmin } from '../access/actor';

/** Who a survey belongs to and whom it is shared with (docs/quizzes-and-surveys.md, "Surveys"). */
export interface SurveyAccessFacts {
  CreatedBy: number;
  /** Users given manage rights on the Users page. */
  ManagerUserIds: readonly number[];
  /** Users and teams who may respond (team 0: every workspace user, account types 1 and 2). */
  TakerUserIds: readonly number[];
  TakerTeamIds: readonly number[];
}

export const SurveyAccessMessage = {
  create: 'Only workspace users create surveys.',
  manage: 'You may not manage this survey: ask its creator or an administrator for manage rights.',
  take: 'This survey is not shared with you.',
} as const;

/** Workspace users (account types 1 and 2) build surveys; site and direct-link users only respond. */
export function createSurvey(actor: Pick<Actor, 'accountType'>): AccessDecision {
  return actor.accountType === 1 || actor.accountType === 2 ? ALLOWED : refused(SurveyAccessMessage.create);
}

/** The creator, an administrator, and users given manage rights. */
export function mayManageSurvey(actor: Actor, survey: SurveyAccessFacts): boolean {
  if (createSurvey(actor).allowed === false) return false;
  return (
    isWorkspaceAdmin(actor) ||
    survey.CreatedBy === actor.userId ||
    survey.ManagerUserIds.includes(actor.userId)
  );
}

export function manageSurvey(actor: Actor, survey: SurveyAccessFacts): AccessDecision {
  return mayManageSurvey(actor, survey) ? ALLOWED : refused(SurveyAccessMessage.manage);
}

/**
 * Who reads a survey's results (the results calls, and the "All responses" link of a response's report): those who
 * manage it. One rule for the server's refusal and the page's link.
 */
export function mayReadSurveyResults(actor: Actor, survey: SurveyAccessFacts): boolean {
  return mayManageSurvey(actor, survey);
}

export function readSurveyResults(actor: Actor, survey: SurveyAccessFacts): AccessDecision {
  return mayReadSurveyResults(actor, survey) ? ALLOWED : refused(SurveyAccessMessage.manage);
}

/** A respondent: a manager, a user it is shared with, or a member of a team it is shared with. */
export function takeSurvey(actor: Actor, survey: SurveyAccessFacts): AccessDecision {
  if (mayManageSurvey(actor, survey)) return ALLOWED;
  if (survey.TakerUserIds.includes(actor.userId)) return ALLOWED;
  const workspaceUser = createSurvey(actor).allowed;
  if (workspaceUser && survey.TakerTeamIds.includes(0)) return ALLOWED;
  if (actor.scopeIds.some((s) => s !== 0 && survey.TakerTeamIds.includes(s))) return ALLOWED;
  return refused(SurveyAccessMessage.take);
}
