/**
 * The e-mail proof of a link (`{prefix}/sendcode`, `{prefix}/verify`), one for quizzes and surveys
 * (docs/quizzes-and-surveys.md, "Share by link" and "Survey share by link"): the shared forms' one-time code
 * (src/domain/sharing/: the code, its ledger and limits; routes/sharing/code-mail.ts: its mail), kept per module,
 * item and e-mail, and once proved a taker's session for that one quiz or survey.
 */
import { randomInt } from 'node:crypto';
import type { Application, Request, Response } from 'express';
import {
  grantQuizTaker,
  type LinkModule,
  type QuizCodeAnswer,
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
import { callerOf } from '../../auth';
import { callerOfRequest } from '../../client-address';
import { HttpError, badRequest, handle } from '../../http';
import type { Mailer } from '../../mail/mailer';
import { codeMail } from '../sharing/code-mail';
import type { QuizLinkState } from './quiz-link-state';
import { QUIZ_TAKER_COOKIE, quizTakerToken } from './quiz-taker-fence';

/** What the proof needs of the quiz or survey a body names: it checks the link is on with that hash, else 404. */
export interface LinkedItem {
  id: number;
  name: string;
  workspaceName: string;
}

export interface LinkProofOptions<CodeBody, VerifyBody> {
  module: LinkModule;
  /** `/quizlink` or `/surveylink`. */
  prefix: string;
  links: QuizLinkState;
  mailer: Mailer;
  now: () => number;
  /** The body of `sendcode`, validated (quiz or survey id, hash, e-mail). */
  codeBody: (req: Request) => CodeBody & { Hash: string; Email: string };
  verifyBody: (req: Request) => VerifyBody & { Hash: string; Email: string; Code: string };
  /** The item the body names, if its link is on with the body's hash (else a 404 that tells nothing). */
  linked: (body: CodeBody | VerifyBody) => LinkedItem;
  /** The 409 a visitor with a member session gets (they answer as themselves). */
  signedInMessage: string;
}

const seconds = (ms: number) => (Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0);

export function registerLinkProofRoutes<CodeBody, VerifyBody>(
  app: Application,
  o: LinkProofOptions<CodeBody, VerifyBody>,
): void {
  const { links, module } = o;
  /** Codes and proofs are for visitors without a member session (the login page is for signed-out visitors). */
  const outsider = (res: Response) => {
    if (callerOf(res)) throw new HttpError(409, o.signedInMessage);
  };

  const checkedEmail = (typed: string) => {
    const problem = recipientEmailError(typed);
    if (problem) throw badRequest(`Email: ${problem}`);
    return typed.trim();
  };

  const tooMany = (id: number, email: string, caller: string, now: number, res: Response) => {
    const next = nextCodeAt(links.verification(module, id, email), email, caller, now);
    const answer: QuizCodeAnswer = {
      TooManyRequests: true,
      CodeValidSeconds: 0,
      NewCodeInSeconds: seconds(next - now),
      CodeAlreadySent: false,
    };
    res.json(answer);
  };

  app.post(
    `${o.prefix}/sendcode`,
    handle((req: Request, res: Response) => {
      outsider(res);
      const body = o.codeBody(req);
      const item = o.linked(body);
      const email = checkedEmail(body.Email);
      const caller = callerOfRequest(req);
      const now = o.now();
      const code = generateCode(randomInt);
      const digest = links.digest(code);
      const before = links.verification(module, item.id, email);
      const verdict = codeRequestVerdict(before, email, caller, now);
      if (!verdict.ok) {
        // Waiting for a new code (not locked out): the code sent earlier may still be typed (issue 32 #14).
        const live = verdict.reason === 'locked' ? null : liveCodeFor(before, email, now);
        if (!live) return tooMany(item.id, email, caller, now, res);
        const waiting: QuizCodeAnswer = {
          TooManyRequests: false,
          CodeValidSeconds: seconds(live.expiresAt - now),
          NewCodeInSeconds: seconds((verdict.retryAt ?? Number.POSITIVE_INFINITY) - now),
          CodeAlreadySent: true,
        };
        return res.json(waiting);
      }
      links.setVerification(module, item.id, email, codeIssued(before, email, digest, now));
      const answer: QuizCodeAnswer = {
        TooManyRequests: false,
        CodeValidSeconds: seconds(CODE_VALIDITY_MS),
        NewCodeInSeconds: seconds(
          nextCodeAt(links.verification(module, item.id, email), email, caller, now) - now,
        ),
        CodeAlreadySent: false,
      };
      res.json(answer);
      // As for shared forms: the mail leaves after the answer, so its SMTP round trip tells nothing.
      const mail = codeMail(email, code, item.name, item.workspaceName, module);
      afterAnswer(res, async () => {
        const sent = await o.mailer.send(mail);
        if (!sent.delivered && o.mailer.sends) {
          const state = links.verification(module, item.id, email);
          links.setVerification(module, item.id, email, codeNotSent(state, digest, now));
        }
      });
    }),
  );

  app.post(
    `${o.prefix}/verify`,
    handle((req, res) => {
      outsider(res);
      const body = o.verifyBody(req);
      const item = o.linked(body);
      const email = checkedEmail(body.Email);
      const caller = callerOfRequest(req);
      const now = o.now();
      const state = links.verification(module, item.id, email);
      const check = checkCode(state, email, links.digest(body.Code), caller, now);
      const answer: QuizVerifyAnswer = { Verified: false, InvalidCode: false, TooManyRequests: false };
      if (check === 'locked') return res.json({ ...answer, TooManyRequests: true });
      if (check === 'invalid') {
        links.setVerification(module, item.id, email, failed(state, caller, 'wrong-code', now));
        return res.json({ ...answer, InvalidCode: true });
      }
      links.setVerification(module, item.id, email, codeUsed(state, caller, now));
      // A session this browser held for another quiz or survey ends: one taker session a browser.
      const previous = quizTakerToken(res);
      if (previous) links.endTaker(previous);
      const token = links.startTaker(grantQuizTaker(item.id, email, now, module), now);
      res.cookie(QUIZ_TAKER_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'strict' });
      res.json({ ...answer, Verified: true });
    }),
  );
}
