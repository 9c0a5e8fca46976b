/** Bodies of the survey calls (issue 34; docs/quizzes-and-surveys.md "Surveys", /work API in the doc's "API"). */
import {
  SURVEY_DESCRIPTION_MAX,
  SURVEY_NAME_MAX,
  SURVEY_OPTIONS_MAX,
  SURVEY_OPTION_TEXT_MAX,
  SURVEY_PEOPLE_MAX,
  SURVEY_QUESTIONS_MAX,
  SURVEY_QUESTION_TEXT_MAX,
  SURVEY_QUESTION_TYPES,
  SURVEY_ROWS_MAX,
  SURVEY_TEXT_ANSWER_MAX,
  SURVEY_THANK_YOU_MAX,
} from '../../src/domain/surveys/survey.entity';
import { LIMITS } from './limits';
import {
  Flag,
  Id,
  Instant,
  Ints,
  ListOf,
  MAX_ID,
  Nested,
  OneOf,
  ID_KEY,
  Text,
  answersProblem,
  rule,
  textRuleProblem,
} from './schema-rules';

const isId = (n: unknown) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= MAX_ID;

/**
 * An answer in one of the shapes a survey takes: null, a whole number (an option id, 1-5, 0-10), option ids, text,
 * or row id -> option id. Whether it fits its question is checked by the route (answerProblem).
 */
const answerProblem = (v: unknown): string | null => {
  if (v === null) return null;
  if (typeof v === 'number')
    return Number.isInteger(v) && v >= 0 && v <= MAX_ID ? null : 'must be a whole number.';
  if (typeof v === 'string')
    return textRuleProblem(v, { max: SURVEY_TEXT_ANSWER_MAX, optional: true, multiline: true });
  if (Array.isArray(v))
    return v.length <= SURVEY_OPTIONS_MAX && v.every(isId) ? null : 'must list option ids.';
  if (typeof v === 'object') {
    const entries = Object.entries(v);
    if (entries.length > SURVEY_ROWS_MAX) return `has more than ${SURVEY_ROWS_MAX} rows.`;
    return entries.every(([row, col]) => ID_KEY.test(row) && isId(col))
      ? null
      : 'must give an option id for each row id.';
  }
  return 'must be an option id, option ids, a number, text or an option id for each row.';
};

/** Answers by question id (at most one a question of the largest survey). */
const answerMapProblem = (v: unknown) => answersProblem(v, SURVEY_QUESTIONS_MAX, answerProblem);

export class SurveyCreateBody {
  @Text({ max: SURVEY_NAME_MAX }) Name!: string;
  @Text({ max: SURVEY_DESCRIPTION_MAX, optional: true, multiline: true }) Description?: string | null;
}

export class SurveyUpdateBody extends SurveyCreateBody {
  @Id() SurveyId!: number;
}

export class SurveyIdBody {
  @Id() SurveyId!: number;
}

export class SurveyReorderBody {
  @Id() SurveyId!: number;
  @Ints({ min: 1, max: MAX_ID, maxItems: SURVEY_QUESTIONS_MAX }) QuestionIds!: number[];
}

export class SurveySettingsFields {
  @Flag({ optional: false }) Anonymous!: boolean;
  @Flag({ optional: false }) OnePerPerson!: boolean;
  @Instant() OpenFrom?: string | null;
  @Instant() OpenUntil?: string | null;
  @Text({ max: SURVEY_THANK_YOU_MAX, optional: true, multiline: true }) ThankYouText?: string | null;
  @Flag({ optional: false }) OneQuestionPerPage!: boolean;
}

export class SurveySettingsBody {
  @Id() SurveyId!: number;
  @Nested(() => SurveySettingsFields) Settings!: SurveySettingsFields;
}

export class SurveyUsersBody {
  @Id() SurveyId!: number;
  @Ints({ min: 1, max: MAX_ID, maxItems: SURVEY_PEOPLE_MAX }) ManagerUserIds!: number[];
  @Ints({ min: 1, max: MAX_ID, maxItems: SURVEY_PEOPLE_MAX }) TakerUserIds!: number[];
  /** 0: every workspace user. */
  @Ints({ min: 0, max: MAX_ID, maxItems: LIMITS.list.groups }) TakerTeamIds!: number[];
}

export class SurveyQuestionCreateBody {
  @Id() SurveyId!: number;
  @OneOf(SURVEY_QUESTION_TYPES, { what: 'a question type (single, multiple, text, rating, nps, matrix)' })
  Type!: string;
}

export class SurveyOptionBody {
  /** Absent for a new option. */
  @Id({ optional: true }) OptionId?: number | null;
  @Text({ max: SURVEY_OPTION_TEXT_MAX }) Text!: string;
}

export class SurveyRowBody {
  /** Absent for a new row. */
  @Id({ optional: true }) RowId?: number | null;
  @Text({ max: SURVEY_OPTION_TEXT_MAX }) Text!: string;
}

/** The question whole (its SurveyId and Type are the server's: they are not read). */
export class SurveyQuestionUpdateBody {
  @Id() QuestionId!: number;
  @Text({ max: SURVEY_QUESTION_TEXT_MAX, multiline: true }) Text!: string;
  @Flag({ optional: false }) Required!: boolean;
  @ListOf(() => SurveyOptionBody, SURVEY_OPTIONS_MAX) Options!: SurveyOptionBody[];
  @ListOf(() => SurveyRowBody, SURVEY_ROWS_MAX) Rows!: SurveyRowBody[];
  @Flag({ optional: false }) MultiLine!: boolean;
}

export class SurveyQuestionIdBody {
  @Id() QuestionId!: number;
}

export class SurveyExamOpenBody {
  @Id() SurveyId!: number;
  /** A manager's try: never counted. */
  @Flag() Preview?: boolean | null;
}

export class SurveyExamAnswersBody {
  @Id() SurveyExamId!: number;
  @rule('answers', answerMapProblem) Answers!: Record<string, unknown>;
}
