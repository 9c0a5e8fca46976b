import { ALLOWED, refused, type AccessDecision } from '../access/access-decision';
import type { Actor } from '../access/actor';
import { isWorkspaceAdmin } from '../access/actor';

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

/** Workspace users (account types 1 and 2) build quizzes; site and direct-link users only take them. */
export function createQuiz(actor: Pick<Actor, 'accountType'>): AccessDecision {
  return actor.accountType === 1 || actor.accountType === 2 ? ALLOWED : refused(QuizAccessMessage.create);
}

/** The creator, an administrator, and users given manage rights. */
export function mayManageQuiz(actor: Actor, quiz: QuizAccessFacts): boolean {
  if (createQuiz(actor).allowed === false) return false;
  return isWorkspaceAdmin(actor) || quiz.CreatedBy === actor.userId || quiz.ManagerIds.includes(actor.userId);
}

export function manageQuiz(actor: Actor, quiz: QuizAccessFacts): AccessDecision {
  return mayManageQuiz(actor, quiz) ? ALLOWED : refused(QuizAccessMessage.manage);
}

/** A signed-in taker: a manager, a user it is shared with, or a member of a team it is shared with. */
export function takeQuiz(actor: Actor, quiz: QuizAccessFacts): AccessDecision {
  if (mayManageQuiz(actor, quiz)) return ALLOWED;
  if (quiz.TakerUserIds.includes(actor.userId)) return ALLOWED;
  const workspaceUser = createQuiz(actor).allowed;
  if (workspaceUser && quiz.TakerScopeIds.includes(0)) return ALLOWED;
  if (actor.scopeIds.some((s) => s !== 0 && quiz.TakerScopeIds.includes(s))) return ALLOWED;
  return refused(QuizAccessMessage.take);
}
