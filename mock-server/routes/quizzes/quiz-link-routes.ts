/**
 * Sharing a quiz by link (issue 34; docs/quizzes-and-surveys.md, "Share by link"): managers turn the link on and off;
 * a visitor with the link proves an e-mail with the shared forms' one-time code (src/domain/sharing/: the code, its
 * ledger and limits; routes/sharing/code-mail.ts: its mail) and holds a quiz-taker session for that quiz only.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Application, Request, Response } from 'express';
import type { QuizRecord } from '../../../fixtures/types';
import { takeQuiz } from '../../../src/domain/quizzes/quiz-access.policy';
import {
  QuizLinkMessage,
  grantQuizTaker,
  type QuizCodeAnswer,
  type QuizLink,
  type QuizLinkLanding,
  type QuizSharing,
  EVERYONE_TEAM,
  type QuizVerifyAnswer,
} from '../../../src/domain/quizzes/quiz-link';
import {
  checkCode,
  codeIssued,
  codeNotSent,
  codeRequestVerdict,
  codeUsed,
  failed,
  liveCodeFor,
  nextCodeAt,
} from '../../../src/domain/sharing/code-ledger';
import { recipientEmailError } from '../../../src/domain/sharing/recipient-email';
import { CODE_VALIDITY_MS } from '../../../src/domain/sharing/sharing-rules';
import { generateCode } from '../../../src/domain/sharing/verification-code';
import { afterAnswer } from '../../after-answer';
import { callerOf, signedIn } from '../../auth';
import { callerOfRequest } from '../../client-address';
import { ID } from '../../forms/body-reader';
import { HttpError, badRequest, handle } from '../../http';
import type { Mailer } from '../../mail/mailer';
import { QuizLinkCodeBody, QuizLinkSetBody, QuizLinkVerifyBody } from '../../schemas/quiz-link.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import { codeMail } from '../sharing/code-mail';
import { nameOf, type QuizData } from './quiz-data';
import type { QuizLinkState } from './quiz-link-state';
import { QUIZ_TAKER_COOKIE, quizTakerOf, quizTakerToken } from './quiz-taker-fence';

export const SIGNED_IN_TAKER =
  'You are signed in: open the link again to take the quiz as yourself, or sign out to prove another e-mail.';

const seconds = (ms: number) => (Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0);
const hashOf = (value: unknown) => (typeof value === 'string' ? value : '');

export interface QuizLinkDeps {
  links: QuizLinkState;
  mailer: Mailer;
}

export function registerQuizLinkRoutes(app: Application, q: QuizData, { links, mailer }: QuizLinkDeps): void {
  const linkOf = (quiz: QuizRecord): QuizLink => ({
    QuizId: quiz.QuizId,
    Enabled: Boolean(quiz.LinkHash),
    Hash: quiz.LinkHash ?? null,
  });

  /** The quiz whose link is on and whose hash is `hash`: anything else is the same 404, so a hash tells nothing. */
  const linked = (quizId: number, hash: string): QuizRecord => {
    const quiz = q.data.quizzes.find((x) => x.QuizId === quizId);
    if (!quiz?.LinkHash || quiz.LinkHash !== hash) throw new HttpError(404, QuizLinkMessage.invalid);
    return quiz;
  };

  /** Codes and proofs are for visitors without a member session (the login page is for signed-out visitors). */
  const outsider = (res: Response) => {
    if (callerOf(res)) throw new HttpError(409, SIGNED_IN_TAKER);
  };

  // The Users page opens with everything it shows and may change (docs/quizzes-and-surveys.md, "Who may do what").
  app.get(
    '/quizlink/people',
    handle((req, res) => {
      const caller = signedIn(res);
      const quiz = q.managed(caller.user, queryInteger(req, 'quizId', ID));
      const people = q.data.users
        .filter((u) => u.workspaceId === quiz.workspaceId && !u.deactivatedOn)
        .map((u) => ({
          UserId: u.id,
          Name: nameOf(u),
          Email: u.email,
          MayManage: u.accountType === 1 || u.accountType === 2,
          IsCreator: u.id === quiz.CreatedBy,
        }))
        .sort((a, b) => a.Name.localeCompare(b.Name));
      const teams = q.data.scopes
        .filter((s) => s.workspaceId === quiz.workspaceId && s.id !== 0 && !s.deleted)
        .map((s) => ({ ScopeId: s.id, Name: s.name }))
        .sort((a, b) => a.Name.localeCompare(b.Name));
      const answer: QuizSharing = {
        QuizId: quiz.QuizId,
        QuizName: quiz.Name,
        ManagerIds: [...quiz.ManagerIds],
        TakerUserIds: [...quiz.TakerUserIds],
        TakerScopeIds: [...quiz.TakerScopeIds],
        People: people,
        Teams: [{ ScopeId: 0, Name: EVERYONE_TEAM }, ...teams],
        Link: linkOf(quiz),
      };
      res.json(answer);
    }),
  );

  app.post(
    '/quizlink/set',
    handle((req, res) => {
      const caller = signedIn(res);
      const body = validBody(req, QuizLinkSetBody);
      const quiz = q.managed(caller.user, body.QuizId);
      if (body.Enabled && !quiz.LinkHash) quiz.LinkHash = randomBytes(24).toString('base64url');
      if (!body.Enabled && quiz.LinkHash) {
        quiz.LinkHash = null;
        links.forgetQuiz(quiz.QuizId);
      }
      q.save();
      res.json(linkOf(quiz));
    }),
  );

  app.get(
    '/quizlink/landing',
    handle((req, res) => {
      const quiz = linked(queryInteger(req, 'quizId', ID), hashOf(req.query.h));
      const caller = callerOf(res);
      const taker = quizTakerOf(res);
      let Visitor: QuizLinkLanding['Visitor'] = 'outside';
      if (caller) {
        const mine = caller.user.workspaceId === quiz.workspaceId;
        Visitor = mine && takeQuiz(q.actor(caller.user), quiz).allowed ? 'member' : 'refused';
      } else if (taker?.quizId === quiz.QuizId) Visitor = 'taker';
      const answer: QuizLinkLanding = {
        QuizId: quiz.QuizId,
        QuizName: quiz.Name,
        WorkspaceName: q.workspaceName(quiz.workspaceId),
        Visitor,
      };
      res.json(answer);
    }),
  );

  const tooMany = (quizId: number, email: string, caller: string, now: number, res: Response) => {
    const next = nextCodeAt(links.verification(quizId, email), email, caller, now);
    const answer: QuizCodeAnswer = {
      TooManyRequests: true,
      CodeValidSeconds: 0,
      NewCodeInSeconds: seconds(next - now),
      CodeAlreadySent: false,
    };
    res.json(answer);
  };

  const checkedEmail = (typed: string) => {
    const problem = recipientEmailError(typed);
    if (problem) throw badRequest(`Email: ${problem}`);
    return typed.trim();
  };

  app.post(
    '/quizlink/sendcode',
    handle((req: Request, res: Response) => {
      outsider(res);
      const body = validBody(req, QuizLinkCodeBody);
      const quiz = linked(body.QuizId, body.Hash);
      const email = checkedEmail(body.Email);
      const caller = callerOfRequest(req);
      const now = q.now();
      const code = generateCode(randomInt);
      const digest = links.digest(code);
      const before = links.verification(quiz.QuizId, email);
      const verdict = codeRequestVerdict(before, email, caller, now);
      if (!verdict.ok) {
        // Waiting for a new code (not locked out): the code sent earlier may still be typed (issue 32 #14).
        const live = verdict.reason === 'locked' ? null : liveCodeFor(before, email, now);
        if (!live) return tooMany(quiz.QuizId, email, caller, now, res);
        const waiting: QuizCodeAnswer = {
          TooManyRequests: false,
          CodeValidSeconds: seconds(live.expiresAt - now),
          NewCodeInSeconds: seconds((verdict.retryAt ?? Number.POSITIVE_INFINITY) - now),
          CodeAlreadySent: true,
        };
        return res.json(waiting);
      }
      links.setVerification(quiz.QuizId, email, codeIssued(before, email, digest, now));
      const answer: QuizCodeAnswer = {
        TooManyRequests: false,
        CodeValidSeconds: seconds(CODE_VALIDITY_MS),
        NewCodeInSeconds: seconds(
          nextCodeAt(links.verification(quiz.QuizId, email), email, caller, now) - now,
        ),
        CodeAlreadySent: false,
      };
      res.json(answer);
      // As for shared forms: the mail leaves after the answer, so its SMTP round trip tells nothing.
      const mail = codeMail(email, code, quiz.Name, q.workspaceName(quiz.workspaceId), 'quiz');
      afterAnswer(res, async () => {
        const sent = await mailer.send(mail);
        if (!sent.delivered && mailer.sends) {
          const state = links.verification(quiz.QuizId, email);
          links.setVerification(quiz.QuizId, email, codeNotSent(state, digest, now));
        }
      });
    }),
  );

  app.post(
    '/quizlink/verify',
    handle((req, res) => {
      outsider(res);
      const body = validBody(req, QuizLinkVerifyBody);
      const quiz = linked(body.QuizId, body.Hash);
      const email = checkedEmail(body.Email);
      const caller = callerOfRequest(req);
      const now = q.now();
      const state = links.verification(quiz.QuizId, email);
      const check = checkCode(state, email, links.digest(body.Code), caller, now);
      const answer: QuizVerifyAnswer = { Verified: false, InvalidCode: false, TooManyRequests: false };
      if (check === 'locked') return res.json({ ...answer, TooManyRequests: true });
      if (check === 'invalid') {
        links.setVerification(quiz.QuizId, email, failed(state, caller, 'wrong-code', now));
        return res.json({ ...answer, InvalidCode: true });
      }
      links.setVerification(quiz.QuizId, email, codeUsed(state, caller, now));
      // A session this browser held for another quiz ends: one quiz-taker session a browser.
      const previous = quizTakerToken(res);
      if (previous) links.endTaker(previous);
      const token = links.startTaker(grantQuizTaker(quiz.QuizId, email, now), now);
      res.cookie(QUIZ_TAKER_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'strict' });
      res.json({ ...answer, Verified: true });
    }),
  );
}
