import { ALLOWED, refused, type AccessDecision } from '../access/access-decision';
import type { Actor } from '../access/actor';
import {
  isWorkspaceUser,
  mayManageSharedItem,
  mayTakeSharedItem,
  type SharedItemFacts,
} from '../quizzes/module-access.policy';

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

/** The survey under the names the shared rule reads (`src/domain/quizzes/module-access.policy.ts`). */
const shared = (survey: SurveyAccessFacts): SharedItemFacts => ({
  createdBy: survey.CreatedBy,
  managerIds: survey.ManagerUserIds,
  takerUserIds: survey.TakerUserIds,
  takerTeamIds: survey.TakerTeamIds,
});

/** Workspace users (account types 1 and 2) build surveys; site and direct-link users only respond. */
export function createSurvey(actor: Pick<Actor, 'accountType'>): AccessDecision {
  return isWorkspaceUser(actor) ? ALLOWED : refused(SurveyAccessMessage.create);
}

/** The creator, an administrator, and users given manage rights. */
export function mayManageSurvey(actor: Actor, survey: SurveyAccessFacts): boolean {
  return mayManageSharedItem(actor, shared(survey));
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
  return mayTakeSharedItem(actor, shared(survey)) ? ALLOWED : refused(SurveyAccessMessage.take);
}
