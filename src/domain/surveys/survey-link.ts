/**
 * A survey shared by link with people outside the workspace (issue 34; docs/quizzes-and-surveys.md, "Survey share by
 * link"): the quiz link's rules (src/domain/quizzes/quiz-link.ts) for a survey. The visitor proves an e-mail with the
 * shared forms' one-time code and then may answer that one survey; the e-mail counts one response per person and,
 * on an anonymous survey, is never kept with the answers.
 */
import { sameEmail } from '../sharing/recipient-email';

/** A survey's link as its managers see it on the Users page. */
export interface SurveyLink {
  SurveyId: number;
  /** Whether anyone holding the link may prove an e-mail and answer the survey. */
  Enabled: boolean;
  /** The link's hash while it is on, else null. Turning the link off and on again makes a new one. */
  Hash: string | null;
}

/** What the survey link's landing page learns before it decides where the visitor goes. */
export interface SurveyLinkLanding {
  SurveyId: number;
  SurveyName: string;
  WorkspaceName: string;
  /** As for a quiz: `member` may answer; `taker` proved an e-mail here; `outside` proves one; `refused` may not. */
  Visitor: 'member' | 'taker' | 'outside' | 'refused';
}

/** The path a survey's link opens (ours): the landing page, with the hash that proves the visitor holds the link. */
export function surveyLinkPath(surveyId: number, hash: string): string {
  return `/modules/survey/share/${surveyId}?h=${encodeURIComponent(hash)}`;
}

/** Someone who responded from outside the workspace: known by the e-mail they proved, never by an account. */
export interface OutsideRespondent {
  email: string;
}

/** Whether a respondent row or response belongs to the proved e-mail (letter case aside). */
export function isSameRespondent(kept: string | null | undefined, email: string): boolean {
  return typeof kept === 'string' && sameEmail(kept, email);
}

export const SurveyLinkMessage = {
  invalid: 'This link is not valid or was turned off. Ask the person who sent it for a new one.',
  fence: 'A survey respondent reaches only the survey they proved their e-mail for.',
  signedIn:
    'You are signed in: open the link again to answer the survey as yourself, or sign out to prove another e-mail.',
} as const;
