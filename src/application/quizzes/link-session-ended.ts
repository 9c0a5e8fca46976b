import { LINK_VISIT_KEY, linkSessionEndedPath, linkVisitOf } from '../../domain/quizzes/link-session';
import type { KeyValueStore } from '../../ports/key-value-store.port';
import type { UserContext } from '../../ports/user-context.port';

/**
 * Where a `401` on `path` sends a link's visitor whose quiz-taker session ended (docs/quizzes-and-surveys.md, "Share
 * by link"): the sign-in page of the link kept in the browser when no member is signed in and `path` is a page of
 * taking that quiz or survey; null otherwise. One rule for the error catalogue (`HandleRequestOutcome`) and the pages
 * that handle their refusals in place (the quiz's introduction, `TakeQuiz.introOrRefusal`).
 */
export function linkSessionEndedSignIn(
  path: string,
  users: UserContext | undefined,
  storage: KeyValueStore | undefined,
): string | null {
  if (users?.user) return null;
  return linkSessionEndedPath(path, linkVisitOf(storage?.read(LINK_VISIT_KEY) ?? null));
}
