/**
 * Sharing a quiz by link (issue 34; docs/quizzes-and-surveys.md, "Share by link"): managers turn the link on and off;
 * a visitor with the link proves an e-mail with the shared forms' one-time code (src/domain/sharing/: the code, its
 * ledger and limits; routes/sharing/code-mail.ts: its mail) and holds a quiz-taker session for that quiz only.
 */
import { randomBytes } from 'node:crypto';
import type { Application } from 'express';
import type { QuizRecord } from '../../../fixtures/types';
import { takeQuiz } from '../../../src/domain/quizzes/quiz-access.policy';
import {
  QuizLinkMessage,
  type QuizLink,
  type QuizLinkLanding,
  type QuizSharing,
} from '../../../src/domain/quizzes/quiz-link';
import { shareableTeams } from '../../../src/domain/quizzes/shareable-teams';
import { callerOf, signedIn } from '../../auth';
import { ID } from '../../forms/body-reader';
import { HttpError, handle } from '../../http';
import type { Mailer } from '../../mail/mailer';
import { QuizLinkCodeBody, QuizLinkSetBody, QuizLinkVerifyBody } from '../../schemas/quiz-link.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import { registerLinkProofRoutes } from './link-proof-routes';
import { nameOf, type QuizData } from './quiz-data';
import type { QuizLinkState } from './quiz-link-state';
import { quizTakerOf } from './quiz-taker-fence';

/** What a quiz's link answers a visitor with a member session who asks for a code. */
export const SIGNED_IN_TAKER =
  'You are signed in: open the link again to take the quiz as yourself, or sign out to prove another e-mail.';

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
      const answer: QuizSharing = {
        QuizId: quiz.QuizId,
        QuizName: quiz.Name,
        ManagerIds: [...quiz.ManagerIds],
        TakerUserIds: [...quiz.TakerUserIds],
        TakerScopeIds: [...quiz.TakerScopeIds],
        People: people,
        Teams: shareableTeams(q.data.scopes, quiz.workspaceId),
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
        links.forget('quiz', quiz.QuizId);
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
      } else if (taker?.id === quiz.QuizId) Visitor = 'taker';
      const answer: QuizLinkLanding = {
        QuizId: quiz.QuizId,
        QuizName: quiz.Name,
        WorkspaceName: q.workspaceName(quiz.workspaceId),
        Visitor,
      };
      res.json(answer);
    }),
  );

  registerLinkProofRoutes(app, {
    module: 'quiz',
    prefix: '/quizlink',
    links,
    mailer,
    now: () => q.now(),
    codeBody: (req) => validBody(req, QuizLinkCodeBody),
    verifyBody: (req) => validBody(req, QuizLinkVerifyBody),
    linked: (body) => {
      const quiz = linked(body.QuizId, body.Hash);
      return { id: quiz.QuizId, name: quiz.Name, workspaceName: q.workspaceName(quiz.workspaceId) };
    },
    signedInMessage: SIGNED_IN_TAKER,
  });
}
