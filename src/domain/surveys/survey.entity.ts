/**
 * Surveys (issue 34; docs/quizzes-and-surveys.md, "Surveys"): a survey, its ordered questions and its settings. A
 * survey has no answer key: every answer of the right shape counts, and the results are counts, averages and the NPS
 * (survey-results.ts).
 */

export const SURVEY_NAME_MAX = 254;
export const SURVEY_DESCRIPTION_MAX = 2000;
export const SURVEY_QUESTION_TEXT_MAX = 2000;
export const SURVEY_OPTION_TEXT_MAX = 500;
/** Options of a choice question, and the columns of a matrix. */
export const SURVEY_OPTIONS_MAX = 20;
export const SURVEY_ROWS_MAX = 20;
export const SURVEY_QUESTIONS_MAX = 200;
export const SURVEY_TEXT_ANSWER_MAX = 4000;
export const SURVEY_THANK_YOU_MAX = 2000;
/** People and teams named on the Users page. */
export const SURVEY_PEOPLE_MAX = 500;

export const SURVEY_QUESTION_TYPES = ['single', 'multiple', 'text', 'rating', 'nps', 'matrix'] as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

export const SURVEY_QUESTION_TYPE_LABELS: Readonly<Record<SurveyQuestionType, string>> = {
  single: 'Single choice',
  multiple: 'Multiple choice',
  text: 'Text',
  rating: 'Rating 1-5',
  nps: 'Likelihood to recommend 0-10',
  matrix: 'Matrix',
};

export function isSurveyQuestionType(value: unknown): value is SurveyQuestionType {
  return typeof value === 'string' && (SURVEY_QUESTION_TYPES as readonly string[]).includes(value);
}

/** The lowest and highest answer of a rating and of a likelihood-to-recommend question. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const NPS_MIN = 0;
export const NPS_MAX = 10;

export interface SurveyOption {
  OptionId: number;
  Text: string;
}

export interface SurveyRow {
  RowId: number;
  Text: string;
}

/** A question. Fields another type does not use are kept empty ([] or false). */
export interface SurveyQuestion {
  QuestionId: number;
  SurveyId: number;
  Type: SurveyQuestionType;
  Text: string;
  /** The respondent cannot submit without answering it (a matrix: every row). */
  Required: boolean;
  /** single and multiple: the choices; matrix: the columns. */
  Options: SurveyOption[];
  /** matrix: the rows, each answered with one column. */
  Rows: SurveyRow[];
  /** text: a paragraph box rather than one line. */
  MultiLine: boolean;
}

export interface SurveySettings {
  /** Responses keep no respondent (docs/quizzes-and-surveys.md, "Anonymity"). */
  Anonymous: boolean;
  OnePerPerson: boolean;
  /** ISO instants; null: no bound. */
  OpenFrom: string | null;
  OpenUntil: string | null;
  /** Shown after submitting; empty: "Thank you for your response." */
  ThankYouText: string;
  OneQuestionPerPage: boolean;
}

export const DEFAULT_SURVEY_SETTINGS: Readonly<SurveySettings> = Object.freeze({
  Anonymous: false,
  OnePerPerson: true,
  OpenFrom: null,
  OpenUntil: null,
  ThankYouText: '',
  OneQuestionPerPage: false,
});

export const DEFAULT_THANK_YOU_TEXT = 'Thank you for your response.';

export interface Survey {
  SurveyId: number;
  Name: string;
  Description: string;
  /** In their order. */
  Questions: SurveyQuestion[];
  Settings: SurveySettings;
  CreatedBy: number;
  ManagerUserIds: number[];
  TakerUserIds: number[];
  /** Teams whose members may respond; 0: every workspace user. */
  TakerTeamIds: number[];
}

/** A survey in the list of those the caller manages. */
export interface SurveySummary {
  SurveyId: number;
  Name: string;
  Description: string;
  QuestionCount: number;
  /** Completed responses (previews never count). */
  ResponseCount: number;
  CreatedOn: string;
  CanManage: boolean;
}

/**
 * An answer by type: single an OptionId; multiple OptionIds; text a string; rating 1..5; nps 0..10; matrix RowId (as
 * a string key) -> OptionId. null clears an answer.
 */
export type SurveyAnswer = number | number[] | string | Record<string, number> | null;

/** A new question of a type, with choices, rows and columns to edit from. */
export function blankSurveyQuestion(
  QuestionId: number,
  SurveyId: number,
  Type: SurveyQuestionType,
  Text = 'Untitled question',
): SurveyQuestion {
  const base: SurveyQuestion = {
    QuestionId,
    SurveyId,
    Type,
    Text,
    Required: false,
    Options: [],
    Rows: [],
    MultiLine: false,
  };
  const options = (texts: string[]) => texts.map((t, i) => ({ OptionId: i + 1, Text: t }));
  if (Type === 'single' || Type === 'multiple')
    return { ...base, Options: options(['Option 1', 'Option 2']) };
  if (Type === 'matrix')
    return {
      ...base,
      Options: options(['Poor', 'Fair', 'Good']),
      Rows: [
        { RowId: 1, Text: 'Row 1' },
        { RowId: 2, Text: 'Row 2' },
      ],
    };
  return base;
}

const hasDuplicates = (ids: readonly number[]) => new Set(ids).size !== ids.length;
const blank = (texts: readonly { Text: string }[]) => texts.some((t) => t.Text.trim() === '');

/** Why a question cannot be answered as written, or null: checked on save. */
export function questionProblem(q: SurveyQuestion): string | null {
  if (q.Text.trim() === '') return 'Write the question.';
  if (q.Text.length > SURVEY_QUESTION_TEXT_MAX)
    return `A question has at most ${SURVEY_QUESTION_TEXT_MAX} characters.`;
  const choices = q.Type === 'single' || q.Type === 'multiple' || q.Type === 'matrix';
  if (!choices && q.Options.length > 0) return 'Only choice and matrix questions have options.';
  if (q.Type !== 'matrix' && q.Rows.length > 0) return 'Only a matrix question has rows.';
  if (q.Options.length > SURVEY_OPTIONS_MAX) return `A question has at most ${SURVEY_OPTIONS_MAX} options.`;
  if (q.Rows.length > SURVEY_ROWS_MAX) return `A matrix has at most ${SURVEY_ROWS_MAX} rows.`;
  if (blank(q.Options) || blank(q.Rows)) return 'Every option and row needs a text.';
  if ([...q.Options, ...q.Rows].some((t) => t.Text.length > SURVEY_OPTION_TEXT_MAX))
    return `An option or row has at most ${SURVEY_OPTION_TEXT_MAX} characters.`;
  if (hasDuplicates(q.Options.map((o) => o.OptionId)) || hasDuplicates(q.Rows.map((r) => r.RowId)))
    return 'An option or row is listed twice.';
  switch (q.Type) {
    case 'single':
      return q.Options.length >= 2 ? null : 'A single-choice question needs at least two options.';
    case 'multiple':
      return q.Options.length >= 2 ? null : 'A multiple-choice question needs at least two options.';
    case 'matrix':
      if (q.Rows.length < 1) return 'A matrix needs at least one row.';
      return q.Options.length >= 2 ? null : 'A matrix needs at least two columns.';
    case 'text':
    case 'rating':
    case 'nps':
      return null;
  }
}

/** Why settings cannot be kept, or null. */
export function settingsProblem(s: SurveySettings): string | null {
  for (const at of [s.OpenFrom, s.OpenUntil])
    if (at !== null && Number.isNaN(Date.parse(at))) return 'Give the opening dates as dates.';
  if (s.OpenFrom !== null && s.OpenUntil !== null && Date.parse(s.OpenFrom) >= Date.parse(s.OpenUntil))
    return 'The survey must open before it closes.';
  if (s.ThankYouText.length > SURVEY_THANK_YOU_MAX)
    return `The thank-you text has at most ${SURVEY_THANK_YOU_MAX} characters.`;
  return null;
}

const isInteger = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** Why `answer` does not fit the question's type, or null (null clears an answer and always fits). */
export function answerProblem(q: SurveyQuestion, answer: unknown): string | null {
  if (answer === null) return null;
  const optionIds = new Set(q.Options.map((o) => o.OptionId));
  const wrong = (what: string) => `"${q.Text}" takes ${what}.`;
  switch (q.Type) {
    case 'single':
      return isInteger(answer) && optionIds.has(answer) ? null : wrong('one of its options');
    case 'multiple':
      return Array.isArray(answer) &&
        answer.every((x) => isInteger(x) && optionIds.has(x)) &&
        !hasDuplicates(answer as number[])
        ? null
        : wrong('some of its options, each once');
    case 'text':
      if (typeof answer !== 'string') return wrong('a text');
      return answer.length <= SURVEY_TEXT_ANSWER_MAX
        ? null
        : `An answer has at most ${SURVEY_TEXT_ANSWER_MAX} characters.`;
    case 'rating':
      return isInteger(answer) && answer >= RATING_MIN && answer <= RATING_MAX
        ? null
        : wrong(`a whole number from ${RATING_MIN} to ${RATING_MAX}`);
    case 'nps':
      return isInteger(answer) && answer >= NPS_MIN && answer <= NPS_MAX
        ? null
        : wrong(`a whole number from ${NPS_MIN} to ${NPS_MAX}`);
    case 'matrix': {
      if (typeof answer !== 'object' || Array.isArray(answer)) return wrong('one column for each row');
      const rowIds = new Set(q.Rows.map((r) => String(r.RowId)));
      const fits = Object.entries(answer as Record<string, unknown>).every(
        ([row, col]) => rowIds.has(row) && isInteger(col) && optionIds.has(col),
      );
      return fits ? null : wrong('one column for each row');
    }
  }
}

/** Whether an answer (of the right shape) says something: not empty text, not an empty selection. */
export function isSurveyAnswered(q: SurveyQuestion, answer: SurveyAnswer | undefined): boolean {
  if (answer === null || answer === undefined) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (Array.isArray(answer)) return answer.length > 0;
  if (typeof answer === 'object') return q.Rows.some((r) => answer[String(r.RowId)] !== undefined);
  return true;
}

/** Whether a required question is answered in full (a matrix: every row). */
export function isSurveyAnswerComplete(q: SurveyQuestion, answer: SurveyAnswer | undefined): boolean {
  if (!isSurveyAnswered(q, answer)) return false;
  if (q.Type !== 'matrix') return true;
  const byRow = answer as Record<string, number>;
  return q.Rows.every((r) => byRow[String(r.RowId)] !== undefined);
}

/** The required questions not answered in full, in their order: submitting is refused while there are any. */
export function unansweredRequired(
  questions: readonly SurveyQuestion[],
  answers: Readonly<Record<string, SurveyAnswer>>,
): SurveyQuestion[] {
  return questions.filter((q) => q.Required && !isSurveyAnswerComplete(q, answers[String(q.QuestionId)]));
}
