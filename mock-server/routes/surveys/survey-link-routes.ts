/**
 * Sharing a survey by link (issue 34; docs/quizzes-and-surveys.md, "Survey share by link"): the quiz link's rules
 * and its e-mail proof (routes/quizzes/link-proof-routes.ts), for a survey. Managers turn the link on and off; a
 * visitor with the link proves an e-mail and may then answer this one survey.
 */
import { randomBytes } from 'node:crypto';
import type { Application } from 'express';
import type { SurveyRecord } from '../../../fixtures/types';
import { takeSurvey } from '../../../src/domain/surveys/survey-access.policy';
import {
  SurveyLinkMessage,
  type SurveyLink,
  type SurveyLinkLanding,
} from '../../../src/domain/surveys/survey-link';
import { callerOf, signedIn } from '../../auth';
import { ID } from '../../forms/body-reader';
import { HttpError, handle } from '../../http';
import type { Mailer } from '../../mail/mailer';
import {
  SurveyLinkCodeBody,
  SurveyLinkSetBody,
  SurveyLinkVerifyBody,
} from '../../schemas/survey-link.schema';
import { validBody } from '../../schemas/valid-body';
import type { Store } from '../../store';
import { queryInteger } from '../../validate';
import { registerLinkProofRoutes } from '../quizzes/link-proof-routes';
import type { QuizLinkState } from '../quizzes/quiz-link-state';
import { surveyTakerOf } from '../quizzes/quiz-taker-fence';
import type { SurveyData } from './survey-data';

export interface SurveyLinkDeps {
  links: QuizLinkState;
  mailer: Mailer;
  store: Store;
}

const hashOf = (value: unknown) => (typeof value === 'string' ? value : '');

export function registerSurveyLinkRoutes(app: Application, s: SurveyData, deps: SurveyLinkDeps): void {
  const { links } = deps;
  const workspaceName = (id: number) => deps.store.workspace(id)?.name ?? 'Gridwork';
  const linkOf = (survey: SurveyRecord): SurveyLink => ({
    SurveyId: survey.SurveyId,
    Enabled: Boolean(survey.LinkHash),
    Hash: survey.LinkHash ?? null,
  });

  /** The survey whose link is on and whose hash is `hash`: anything else is the same 404, so a hash tells nothing. */
  const linked = (surveyId: number, hash: string): SurveyRecord => {
    const survey = s.data.surveys.find((x) => x.SurveyId === surveyId);
    if (!survey?.LinkHash || survey.LinkHash !== hash) throw new HttpError(404, SurveyLinkMessage.invalid);
    return survey;
  };

  // The Users page reads the link with the rest of the survey's people (managers only).
  app.get(
    '/surveylink',
    handle((req, res) => {
      const survey = s.managed(signedIn(res).user, queryInteger(req, 'surveyId', ID));
      res.json(linkOf(survey));
    }),
  );

  app.post(
    '/surveylink/set',
    handle((req, res) => {
      const caller = signedIn(res);
      const body = validBody(req, SurveyLinkSetBody);
      const survey = s.managed(caller.user, body.SurveyId);
      if (body.Enabled && !survey.LinkHash) survey.LinkHash = randomBytes(24).toString('base64url');
      if (!body.Enabled && survey.LinkHash) {
        survey.LinkHash = null;
        links.forget('survey', survey.SurveyId);
      }
      s.save();
      res.json(linkOf(survey));
    }),
  );

  app.get(
    '/surveylink/landing',
    handle((req, res) => {
      const survey = linked(queryInteger(req, 'surveyId', ID), hashOf(req.query.h));
      const caller = callerOf(res);
      let Visitor: SurveyLinkLanding['Visitor'] = 'outside';
      if (caller) {
        const mine = caller.user.workspaceId === survey.workspaceId;
        Visitor = mine && takeSurvey(s.actor(caller.user), survey).allowed ? 'member' : 'refused';
      } else if (surveyTakerOf(res)?.id === survey.SurveyId) Visitor = 'taker';
      const answer: SurveyLinkLanding = {
        SurveyId: survey.SurveyId,
        SurveyName: survey.Name,
        WorkspaceName: workspaceName(survey.workspaceId),
        Visitor,
      };
      res.json(answer);
    }),
  );

  registerLinkProofRoutes(app, {
    module: 'survey',
    prefix: '/surveylink',
    links,
    mailer: deps.mailer,
    now: () => s.now(),
    codeBody: (req) => validBody(req, SurveyLinkCodeBody),
    verifyBody: (req) => validBody(req, SurveyLinkVerifyBody),
    linked: (body) => {
      const survey = linked(body.SurveyId, body.Hash);
      return { id: survey.SurveyId, name: survey.Name, workspaceName: workspaceName(survey.workspaceId) };
    },
    signedInMessage: SurveyLinkMessage.signedIn,
  });
}
