import type { SurveyAnswer } from './survey.entity';

/**
 * One response to a survey (the spec's "survey exam"). An anonymous survey's response keeps no respondent: who has
 * responded is a separate `SurveyRespondent` list, never linked to the answers once submitted
 * (docs/quizzes-and-surveys.md, "Anonymity").
 */
export type SurveyResponseStatus = 'inProgress' | 'completed';

export interface SurveyResponse {
  SurveyExamId: number;
  SurveyId: number;
  /** The respondent of a named survey; always null on an anonymous survey's response. */
  RespondentUserId: number | null;
  /**
   * A named survey's respondent from outside the workspace (through its link): the e-mail they proved. Never set on
   * an anonymous survey's response (docs/quizzes-and-surveys.md, "Survey share by link").
   */
  RespondentEmail?: string | null;
  Status: SurveyResponseStatus;
  StartedOn: string;
  CompletedOn: string | null;
  /** By question id. */
  Answers: Record<string, SurveyAnswer>;
  /** A manager's try: never in the results, dropped on submit. */
  Preview: boolean;
}

/**
 * Who has started or completed a survey. While a response of an anonymous survey is in progress this is the only
 * link from the person to it (so they can resume it); submitting drops the link (`SurveyExamId` null) and keeps
 * only that they responded, for "one response per person".
 */
export interface SurveyRespondent {
  SurveyId: number;
  /** The workspace user; null for someone who answered through the survey's link. */
  UserId: number | null;
  /** Someone who answered through the link: the e-mail they proved (one response per person counts by it). */
  Email?: string;
  /** The response in progress, or null once it is completed. */
  SurveyExamId: number | null;
  /** How many responses they completed. */
  Completed: number;
}
