import { ALLOWED, refused, type AccessDecision } from '../access/access-decision';
import type { Actor } from '../access/actor';
import {
  isWorkspaceUser,
  mayManageSharedItem,
  mayTakeSharedItem,
  type SharedItemFacts,
} from './module-access.policy';

/** Who a quiz belongs to and whom it is shared with (docs/quizzes-and-surveys.md, "Who may do what"). */
export interface QuizAccessFacts {
  CreatedBy: number;
  /** Users given manage rights on the Users page. */
  ManagerIds: readonly number[];
  /** Workspace users and teams who may take it (scope ids; 0: every workspace user, account types 1 and 2). */
  TakerUserIds: readonly number[];
  TakerScopeIds: readonly number[];
}

export const QuizAccessMessage = {
  create: 'Only workspace users create quizzes.',
  manage: 'You may not manage this quiz: ask its creator or an administrator for manage rights.',
  take: 'This quiz is not shared with you.',
} as const;

/** The quiz under the names the shared rule reads (module-access.policy.ts). */
const shared = (quiz: QuizAccessFacts): SharedItemFacts => ({
  createdBy: quiz.CreatedBy,
  managerIds: quiz.ManagerIds,
  takerUserIds: quiz.TakerUserIds,
  takerTeamIds: quiz.TakerScopeIds,
});

/** Workspace users (account types 1 and 2) build quizzes; site and direct-link users only take them. */
export function createQuiz(actor: Pick<Actor, 'accountType'>): AccessDecision {
  return isWorkspaceUser(actor) ? ALLOWED : refused(QuizAccessMessage.create);
}

/** The creator, an administrator, and users given manage rights. */
export function mayManageQuiz(actor: Actor, quiz: QuizAccessFacts): boolean {
  return mayManageSharedItem(actor, shared(quiz));
}

export function manageQuiz(actor: Actor, quiz: QuizAccessFacts): AccessDecision {
  return mayManageQuiz(actor, quiz) ? ALLOWED : refused(QuizAccessMessage.manage);
}

/** A signed-in taker: a manager, a user it is shared with, or a member of a team it is shared with. */
export function takeQuiz(actor: Actor, quiz: QuizAccessFacts): AccessDecision {
  return mayTakeSharedItem(actor, shared(quiz)) ? ALLOWED : refused(QuizAccessMessage.take);
}
