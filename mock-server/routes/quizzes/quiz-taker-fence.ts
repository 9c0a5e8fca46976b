import type { RequestHandler, Response } from 'express';
import { QuizLinkMessage, type LinkModule, type QuizTakerGrant } from '../../../src/domain/quizzes/quiz-link';
import { SurveyLinkMessage } from '../../../src/domain/surveys/survey-link';
import { callerOf } from '../../auth';
import { parseCookies } from '../../cookies';
import { HttpError } from '../../http';
import type { QuizLinkState } from './quiz-link-state';

/** The quiz-taker session's cookie (httpOnly, SameSite=Strict): set once an outside visitor proved their e-mail. */
export const QUIZ_TAKER_COOKIE = 'gw_quiz_taker';

/**
 * Calls an outside quiz taker may make: taking the quiz (`quizexam/*`, which check the quiz is theirs), the link's
 * own calls, and what the signed-out SPA asks when it starts. Everything else answers 403, as the site fence does for
 * site accounts (routes/sites/site-fence.ts). A survey's taker (a session from a survey's link) likewise makes only
 * `surveyexam/*` (docs/quizzes-and-surveys.md, "Survey share by link").
 */
const OPEN_TO_QUIZ_TAKERS = new Set([
  'GET /account/current',
  'POST /account/login',
  'POST /account/logout',
  'GET /session/timeout',
  'GET /workspace/logo',
]);
/** Each link's own calls: a taker of one link may open another's landing and prove an e-mail there. */
const LINK_PREFIXES = [
  '/quizlink/landing',
  '/quizlink/sendcode',
  '/quizlink/verify',
  '/surveylink/landing',
  '/surveylink/sendcode',
  '/surveylink/verify',
];
const EXAM_PREFIX: Readonly<Record<LinkModule, string>> = { quiz: '/quizexam/', survey: '/surveyexam/' };
const FENCE_MESSAGE: Readonly<Record<LinkModule, string>> = {
  quiz: QuizLinkMessage.fence,
  survey: SurveyLinkMessage.fence,
};

export function isOpenToQuizTakers(method: string, path: string, module: LinkModule = 'quiz'): boolean {
  const lower = path.toLowerCase().replace(/\/+$/, '');
  return (
    OPEN_TO_QUIZ_TAKERS.has(`${method.toUpperCase()} ${lower}`) ||
    lower.startsWith(EXAM_PREFIX[module]) ||
    LINK_PREFIXES.some((prefix) => lower.startsWith(prefix))
  );
}

/** The browser's taker session of either module (used to end it when another is proved), if any. */
export function linkTakerOf(res: Response): QuizTakerGrant | undefined {
  return res.locals.quizTaker as QuizTakerGrant | undefined;
}

/** The outside taker of this call (no member session, a live quiz-taker session), if any. */
export function quizTakerOf(res: Response): QuizTakerGrant | undefined {
  const grant = linkTakerOf(res);
  return grant?.module === 'quiz' ? grant : undefined;
}

/** The outside respondent of this call (no member session, a live session from a survey's link), if any. */
export function surveyTakerOf(res: Response): QuizTakerGrant | undefined {
  const grant = linkTakerOf(res);
  return grant?.module === 'survey' ? grant : undefined;
}

export function quizTakerToken(res: Response): string | undefined {
  return res.locals.quizTakerToken as string | undefined;
}

/**
 * Runs after the session is known: a browser with a member session is that member (the quiz-taker cookie is not
 * read); one with only a live quiz-taker session is that taker, fenced to the calls above.
 */
export function quizTakerFence(state: QuizLinkState, now: () => number): RequestHandler {
  return (req, res, next) => {
    if (callerOf(res)) return next();
    const token = parseCookies(req.headers.cookie).get(QUIZ_TAKER_COOKIE);
    const grant = state.taker(token, now());
    if (!grant) return next();
    res.locals.quizTaker = grant;
    res.locals.quizTakerToken = token;
    if (isOpenToQuizTakers(req.method, req.path, grant.module)) return next();
    next(new HttpError(403, FENCE_MESSAGE[grant.module]));
  };
}
