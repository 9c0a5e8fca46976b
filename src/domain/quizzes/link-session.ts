import { matchRoute } from '../routing/route-matcher';
import type { LinkModule } from './quiz-link';

/**
 * The link a visitor proved their e-mail through, kept in the browser (docs/quizzes-and-surveys.md, "Share by
 * link"): the quiz-taker session lives in an httpOnly cookie for 4 hours, and when it has ended the page still knows
 * which link's sign-in page to send the visitor back to. One a browser, as the session is.
 */
export interface LinkVisit {
  module: LinkModule;
  id: number;
  hash: string;
}

export const LINK_VISIT_KEY = 'gridwork.linkVisit';
/** The query parameter the link's sign-in page reads to say why the visitor is there again. */
export const LINK_SESSION_ENDED_PARAM = 'expired';

export const linkSessionEndedMessage = (module: LinkModule) =>
  `Your session for this ${module} has ended. Enter your e-mail address again to go on: what you saved is kept.`;

/** The visit kept in the browser, or null when there is none or it is not one. */
export function linkVisitOf(raw: string | null): LinkVisit | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LinkVisit>;
    const module = value.module === 'quiz' || value.module === 'survey' ? value.module : null;
    if (!module || !Number.isInteger(value.id) || typeof value.hash !== 'string' || value.hash === '')
      return null;
    return { module, id: value.id!, hash: value.hash };
  } catch {
    return null;
  }
}

/** The pages of taking a quiz or answering a survey, where a visitor's session may end under them. */
const TAKING_PAGES: Readonly<Record<LinkModule, ReadonlySet<string>>> = {
  quiz: new Set(['quiz.exam.pre', 'quiz.exam', 'quiz.get-exam', 'quiz.exam.report']),
  survey: new Set([
    'survey.exam.pre',
    'survey.exam',
    'survey.get-exam',
    'survey.exam.completed',
    'survey.exam.report',
  ]),
};

/**
 * Where a signed-out visitor goes when the server says they have no session (401) on `path`: the link's sign-in page
 * (`/modules/{module}/login/{id}?h=…&expired=1`) when `path` is a page of taking the quiz or survey of the kept
 * visit, so they prove their e-mail again; null otherwise (a member's or anyone else's 401 is handled as before).
 */
export function linkSessionEndedPath(path: string, visit: LinkVisit | null): string | null {
  if (!visit) return null;
  const match = matchRoute(path);
  if (!match || !TAKING_PAGES[visit.module].has(match.route.id)) return null;
  const key = visit.module === 'quiz' ? 'quizId' : 'surveyId';
  const named = match.params[key] ?? match.query[key];
  if (named !== undefined && Number(named) !== visit.id) return null;
  return linkSignInAgainPath(visit);
}

/** The kept link's sign-in page, saying the session ended: `/modules/{module}/login/{id}?h=…&expired=1`. */
const linkSignInAgainPath = (visit: LinkVisit) =>
  `/modules/${visit.module}/login/${visit.id}?h=${encodeURIComponent(visit.hash)}&${LINK_SESSION_ENDED_PARAM}=1`;
