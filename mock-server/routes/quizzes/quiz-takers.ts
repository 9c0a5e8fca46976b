/**
 * Who takes a quiz: a workspace user with a session, or an outside taker who proved an e-mail through the quiz's link
 * (quiz-link-routes.ts). The exam routes ask these, so both kinds follow one set of rules.
 */
import type { Response } from 'express';
import type { QuizRecord } from '../../../fixtures/types';
import type { QuizAttempt } from '../../../src/domain/quizzes/quiz-attempt.entity';
import { QuizLinkMessage, attemptsByEmail, type QuizTakerGrant } from '../../../src/domain/quizzes/quiz-link';
import { sameEmail } from '../../../src/domain/sharing/recipient-email';
import { callerOf, type Caller } from '../../auth';
import { HttpError, unauthorized } from '../../http';
import { nameOf, type QuizData } from './quiz-data';
import { quizTakerOf } from './quiz-taker-fence';

export type Taker = { kind: 'member'; caller: Caller } | { kind: 'outside'; grant: QuizTakerGrant };

/** The member of the session, else the outside taker of a live quiz-taker session, else a 401. */
export function takerOf(res: Response): Taker {
  const caller = callerOf(res);
  if (caller) return { kind: 'member', caller };
  const grant = quizTakerOf(res);
  if (grant) return { kind: 'outside', grant };
  throw unauthorized();
}

/**
 * The quiz, if this taker may take it: a member by the quiz's Users page; an outside taker only the quiz they proved
 * an e-mail for (403 for any other), while its link is on.
 */
export function takeableBy(q: QuizData, taker: Taker, quizId: number): QuizRecord {
  if (taker.kind === 'member') return q.takeable(taker.caller.user, quizId);
  if (quizId !== taker.grant.id) throw new HttpError(403, QuizLinkMessage.fence);
  const quiz = q.data.quizzes.find((x) => x.QuizId === quizId);
  if (!quiz?.LinkHash) throw new HttpError(403, QuizLinkMessage.invalid);
  return quiz;
}

/** The attempts that count against this taker's allowance: a member's own; an outside taker's by their e-mail. */
export function attemptsOfTaker(q: QuizData, taker: Taker, quiz: QuizRecord): QuizAttempt[] {
  const all = q.attemptsOf(quiz);
  if (taker.kind === 'member') return all.filter((a) => a.TakerUserId === taker.caller.user.id);
  return attemptsByEmail(all, quiz.QuizId, taker.grant.email);
}

/** Whether `attempt` is this taker's own (an outside taker's: made through the link under their e-mail). */
export function isOwnAttempt(taker: Taker, attempt: QuizAttempt): boolean {
  if (taker.kind === 'member') return attempt.TakerUserId === taker.caller.user.id;
  return (
    attempt.TakerUserId === null &&
    attempt.QuizId === taker.grant.id &&
    sameEmail(attempt.TakerEmail, taker.grant.email)
  );
}

/** The taker's own attempt with its quiz; another's is a 404, so its id tells nothing. */
export function ownAttemptOf(
  q: QuizData,
  taker: Taker,
  quizExamId: number,
): { quiz: QuizRecord; attempt: QuizAttempt } {
  if (taker.kind === 'member') return q.ownAttempt(taker.caller.user, quizExamId);
  const attempt = q.data.quizAttempts.find((a) => a.QuizExamId === quizExamId);
  const quiz = attempt && q.data.quizzes.find((x) => x.QuizId === attempt.QuizId);
  if (!attempt || !quiz || !isOwnAttempt(taker, attempt))
    throw new HttpError(404, `No quiz attempt ${quizExamId}.`);
  q.settle(quiz, [attempt]);
  return { quiz, attempt };
}

/** How an attempt names its taker: a member by id and name; an outside taker by the proved e-mail only. */
export function takerIdentity(taker: Taker): Pick<QuizAttempt, 'TakerUserId' | 'TakerEmail' | 'TakerName'> {
  if (taker.kind === 'member') {
    const { user } = taker.caller;
    return { TakerUserId: user.id, TakerEmail: user.email, TakerName: nameOf(user) };
  }
  return { TakerUserId: null, TakerEmail: taker.grant.email, TakerName: taker.grant.email };
}
