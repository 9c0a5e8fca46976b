/**
 * A quiz shared by link with people outside the workspace (issue 34; docs/quizzes-and-surveys.md, "Share by link").
 * The visitor proves an e-mail with the one-time code of the shared forms (src/domain/sharing/: its code, its ledger,
 * its limits), then holds a quiz-taker session that opens this one quiz and nothing else.
 */
import { sameEmail } from '../sharing/recipient-email';
import { SHARE_HASH_PATTERN, TOKEN_VALIDITY_MS } from '../sharing/sharing-rules';

/** The link's hash has the shape of a form share's: 32 URL-safe characters, 192 random bits. */
export const QUIZ_LINK_HASH_PATTERN = SHARE_HASH_PATTERN;

/** A quiz-taker session lives as long as a shared form's token: 4 hours, absolute (ASVS 5.0 V7.3.2). */
export const QUIZ_TAKER_VALIDITY_MS = TOKEN_VALIDITY_MS;

/** The link of a quiz as its managers see it on the Users page. */
export interface QuizLink {
  QuizId: number;
  /** Whether anyone holding the link may prove an e-mail and take the quiz. */
  Enabled: boolean;
  /** The link's hash while it is on, else null. Turning the link off and on again makes a new one. */
  Hash: string | null;
}

/** What the link's landing page learns before it decides where the visitor goes. */
export interface QuizLinkLanding {
  QuizId: number;
  QuizName: string;
  WorkspaceName: string;
  /**
   * `member`: a signed-in workspace user who may take it; `taker`: this browser already proved an e-mail for this
   * quiz; `outside`: anyone else, who proves an e-mail first; `refused`: signed in, but not a taker of this quiz.
   */
  Visitor: 'member' | 'taker' | 'outside' | 'refused';
}

/** `quizlink/sendcode`: the shared forms' answer without the mismatch (any address may take a quiz shared by link). */
export interface QuizCodeAnswer {
  TooManyRequests: boolean;
  CodeValidSeconds: number;
  NewCodeInSeconds: number;
  CodeAlreadySent: boolean;
}

/** `quizlink/verify`: the code was right (the session cookie is set), wrong, or the caller must wait. */
export interface QuizVerifyAnswer {
  Verified: boolean;
  InvalidCode: boolean;
  TooManyRequests: boolean;
}

/** The path a link opens (ours): the landing page, with the hash that proves the visitor holds the link. */
export function quizLinkPath(quizId: number, hash: string): string {
  return `/modules/quiz/share/${quizId}?h=${encodeURIComponent(hash)}`;
}

/** The modules shared by link: a quiz (`/modules/quiz/...`) or a survey (`/modules/survey/...`). */
export type LinkModule = 'quiz' | 'survey';

/**
 * A taker's session from a link: one quiz or survey (`module` and `id`), one proved e-mail, until `expiresAt`
 * (docs/quizzes-and-surveys.md, "Share by link" and "Survey share by link").
 */
export interface QuizTakerGrant {
  readonly module: LinkModule;
  readonly id: number;
  readonly email: string;
  readonly expiresAt: number;
}

export function grantQuizTaker(
  id: number,
  email: string,
  now: number,
  module: LinkModule = 'quiz',
): QuizTakerGrant {
  return { module, id, email: email.trim(), expiresAt: now + QUIZ_TAKER_VALIDITY_MS };
}

/** The attempts that count against an outside taker's allowance: every attempt at the quiz under the same e-mail. */
export function attemptsByEmail<T extends { QuizId: number; TakerEmail: string }>(
  attempts: readonly T[],
  quizId: number,
  email: string,
): T[] {
  return attempts.filter((a) => a.QuizId === quizId && sameEmail(a.TakerEmail, email));
}

export const QuizLinkMessage = {
  invalid: 'This link is not valid or was turned off. Ask the person who sent it for a new one.',
  fence: 'A quiz taker reaches only the quiz they proved their e-mail for.',
} as const;

/** A person the Users page lists: who may manage (workspace users only) and who may take. */
export interface QuizPerson {
  UserId: number;
  Name: string;
  Email: string;
  /** Account types 1 and 2 (workspace users) may be given manage rights; site and direct-link users only take. */
  MayManage: boolean;
  /** The quiz's creator: always manages it. */
  IsCreator: boolean;
}

/** A team the quiz may be shared with; ScopeId 0 is everyone in the workspace (account types 1 and 2). */
export interface QuizTeam {
  ScopeId: number;
  Name: string;
}

/** What `/modules/quiz/users` shows when it opens: the quiz's people, the choices, and its link. */
export interface QuizSharing {
  QuizId: number;
  QuizName: string;
  ManagerIds: number[];
  TakerUserIds: number[];
  TakerScopeIds: number[];
  People: QuizPerson[];
  Teams: QuizTeam[];
  Link: QuizLink;
}

/** The name of team 0 on the Users page. */
export const EVERYONE_TEAM = 'Everyone in the workspace';
