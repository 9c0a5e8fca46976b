/**
 * Quizzes (module 1100, issue 34; docs/quizzes-and-surveys.md): a quiz, its ordered questions with their answer
 * key, and its settings. The answer key lives only here and on the server: the taker's browser gets
 * `takerQuestionOf` (quiz-taker-view.ts) until the attempt is submitted.
 */

export const QUIZ_NAME_MAX = 254;
export const QUIZ_DESCRIPTION_MAX = 2000;
export const QUIZ_QUESTION_TEXT_MAX = 2000;
export const QUIZ_EXPLANATION_MAX = 2000;
export const QUIZ_OPTION_TEXT_MAX = 500;
export const QUIZ_OPTIONS_MAX = 20;
export const QUIZ_ACCEPTED_ANSWERS_MAX = 20;
export const QUIZ_QUESTIONS_MAX = 200;
export const QUIZ_POINTS_MAX = 1000;
export const QUIZ_TIME_LIMIT_MAX_MINUTES = 24 * 60;
export const QUIZ_ATTEMPTS_MAX = 100;
/** A number answer's magnitude: keeps tolerance arithmetic exact enough. */
export const QUIZ_NUMBER_MAX = 1e12;

export const QUESTION_TYPES = ['single', 'multiple', 'trueFalse', 'text', 'number'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Readonly<Record<QuestionType, string>> = {
  single: 'Single choice',
  multiple: 'Multiple choice',
  trueFalse: 'True / false',
  text: 'Short text',
  number: 'Number',
};

export function isQuestionType(value: unknown): value is QuestionType {
  return typeof value === 'string' && (QUESTION_TYPES as readonly string[]).includes(value);
}

export interface QuizOption {
  OptionId: number;
  Text: string;
  IsCorrect: boolean;
}

/** A question with its answer key. Fields another type does not use are kept empty (null, [] or false). */
export interface QuizQuestion {
  QuestionId: number;
  QuizId: number;
  Type: QuestionType;
  Text: string;
  Points: number;
  /** Shown after submission, when the settings show correct answers. */
  Explanation: string;
  /** single and multiple. */
  Options: QuizOption[];
  /** trueFalse. */
  CorrectBoolean: boolean | null;
  /** text: any of these, compared trimmed with runs of spaces as one. */
  AcceptedAnswers: string[];
  /** text: compare letter case too (off by default: "Paris" and "paris" both count). */
  CaseSensitive: boolean;
  /** number. */
  CorrectNumber: number | null;
  /** number: an answer within CorrectNumber ± Tolerance counts. */
  Tolerance: number;
}

/** When a taker sees the correct answers and explanations. */
export const SHOW_ANSWERS = ['never', 'afterAttempt', 'afterClose'] as const;
export type ShowAnswers = (typeof SHOW_ANSWERS)[number];

export interface QuizSettings {
  /** null: no time limit. */
  TimeLimitMinutes: number | null;
  /** null: as many as the taker likes. */
  AttemptsAllowed: number | null;
  PassMarkPercent: number;
  ShuffleQuestions: boolean;
  ShuffleOptions: boolean;
  ShowAnswers: ShowAnswers;
  /** One question a page (true) or all on one page. */
  OneQuestionPerPage: boolean;
  /** ISO instants; null: no bound. */
  OpenFrom: string | null;
  OpenUntil: string | null;
}

export const DEFAULT_QUIZ_SETTINGS: Readonly<QuizSettings> = Object.freeze({
  TimeLimitMinutes: null,
  AttemptsAllowed: 1,
  PassMarkPercent: 50,
  ShuffleQuestions: false,
  ShuffleOptions: false,
  ShowAnswers: 'afterAttempt',
  OneQuestionPerPage: true,
  OpenFrom: null,
  OpenUntil: null,
});

export interface Quiz {
  QuizId: number;
  Name: string;
  Description: string;
  /** Question ids in their order. */
  QuestionIds: number[];
  Settings: QuizSettings;
}

/** A new question of a type, with a key that makes sense to edit from. */
export function blankQuestion(
  QuestionId: number,
  QuizId: number,
  Type: QuestionType,
  Text: string,
): QuizQuestion {
  const base: QuizQuestion = {
    QuestionId,
    QuizId,
    Type,
    Text,
    Points: 1,
    Explanation: '',
    Options: [],
    CorrectBoolean: null,
    AcceptedAnswers: [],
    CaseSensitive: false,
    CorrectNumber: null,
    Tolerance: 0,
  };
  if (Type === 'trueFalse') return { ...base, CorrectBoolean: true };
  if (Type === 'number') return { ...base, CorrectNumber: 0 };
  return base;
}

/** Why a question cannot be answered correctly as written, or null: checked on save. */
export function questionProblem(q: QuizQuestion): string | null {
  switch (q.Type) {
    case 'single': {
      const correct = q.Options.filter((o) => o.IsCorrect).length;
      if (q.Options.length < 2) return 'A single-choice question needs at least two options.';
      return correct === 1 ? null : 'A single-choice question needs exactly one correct option.';
    }
    case 'multiple':
      if (q.Options.length < 2) return 'A multiple-choice question needs at least two options.';
      return q.Options.some((o) => o.IsCorrect) ? null : 'Mark at least one option correct.';
    case 'trueFalse':
      return q.CorrectBoolean === null ? 'Say whether the statement is true or false.' : null;
    case 'text':
      return null;
    case 'number':
      if (q.CorrectNumber === null) return 'Give the correct number.';
      return q.Tolerance >= 0 ? null : 'The tolerance cannot be negative.';
  }
}

/** Why settings cannot be kept, or null. */
export function settingsProblem(s: QuizSettings): string | null {
  if (s.OpenFrom !== null && s.OpenUntil !== null && Date.parse(s.OpenFrom) >= Date.parse(s.OpenUntil))
    return 'The quiz must open before it closes.';
  return null;
}

/** A quiz in the list of those the user manages. */
export interface QuizSummary {
  QuizId: number;
  Name: string;
  Description: string;
  QuestionCount: number;
  AttemptCount: number;
  CreatedByName: string;
  ModifiedOn: string;
}
