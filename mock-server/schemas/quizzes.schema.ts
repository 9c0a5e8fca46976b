/** Bodies of the quiz calls (issue 34, module 1100; docs/quizzes-and-surveys.md "API"). */
import {
  QUESTION_TYPES,
  QUIZ_ACCEPTED_ANSWERS_MAX,
  QUIZ_ATTEMPTS_MAX,
  QUIZ_DESCRIPTION_MAX,
  QUIZ_EXPLANATION_MAX,
  QUIZ_NAME_MAX,
  QUIZ_NUMBER_MAX,
  QUIZ_OPTIONS_MAX,
  QUIZ_OPTION_TEXT_MAX,
  QUIZ_POINTS_MAX,
  QUIZ_QUESTIONS_MAX,
  QUIZ_QUESTION_TEXT_MAX,
  QUIZ_TIME_LIMIT_MAX_MINUTES,
  SHOW_ANSWERS,
} from '../../src/domain/quizzes/quiz.entity';
import { LIMITS } from './limits';
import {
  Flag,
  Id,
  Instant,
  Int,
  Ints,
  ListOf,
  MAX_ID,
  Num,
  OneOf,
  Text,
  answersProblem,
  rule,
  textRuleProblem,
} from './schema-rules';

/** An answer: an option id, option ids, true/false, text or a number (its fit to the question is checked later). */
const answerProblem = (v: unknown): string | null => {
  if (v === null || typeof v === 'boolean') return null;
  if (typeof v === 'number')
    return Number.isFinite(v) && Math.abs(v) <= QUIZ_NUMBER_MAX ? null : 'must be a number within ±1e12.';
  if (typeof v === 'string')
    return textRuleProblem(v, { max: QUIZ_QUESTION_TEXT_MAX, optional: true, multiline: true });
  if (Array.isArray(v))
    return v.length <= QUIZ_OPTIONS_MAX && v.every((n) => Number.isInteger(n) && n >= 1 && n <= MAX_ID)
      ? null
      : 'must list option ids.';
  return 'must be an option id, option ids, true or false, text or a number.';
};

/** Answers by question id (at most one a question of the largest quiz). */
export const answerMapProblem = (v: unknown) => answersProblem(v, QUIZ_QUESTIONS_MAX, answerProblem);

export const Answers = () => rule('answers', answerMapProblem);

export class QuizCreateBody {
  @Text({ max: QUIZ_NAME_MAX }) Name!: string;
  @Text({ max: QUIZ_DESCRIPTION_MAX, optional: true, multiline: true }) Description?: string | null;
}

export class QuizUpdateBody extends QuizCreateBody {
  @Id() QuizId!: number;
}

export class QuizIdBody {
  @Id() QuizId!: number;
}

export class QuizReorderBody {
  @Id() QuizId!: number;
  @Ints({ min: 1, max: MAX_ID, maxItems: QUIZ_QUESTIONS_MAX }) QuestionIds!: number[];
}

export class QuizSettingsBody {
  @Id() QuizId!: number;
  @Int({ min: 1, max: QUIZ_TIME_LIMIT_MAX_MINUTES, optional: true }) TimeLimitMinutes?: number | null;
  @Int({ min: 1, max: QUIZ_ATTEMPTS_MAX, optional: true }) AttemptsAllowed?: number | null;
  @Int({ min: 0, max: 100 }) PassMarkPercent!: number;
  @Flag({ optional: false }) ShuffleQuestions!: boolean;
  @Flag({ optional: false }) ShuffleOptions!: boolean;
  @OneOf(SHOW_ANSWERS, { what: 'never, afterAttempt or afterClose' })
  ShowAnswers!: (typeof SHOW_ANSWERS)[number];
  @Flag({ optional: false }) OneQuestionPerPage!: boolean;
  @Instant() OpenFrom?: string | null;
  @Instant() OpenUntil?: string | null;
}

export class QuizUsersBody {
  @Id() QuizId!: number;
  @Ints({ min: 1, max: MAX_ID, maxItems: LIMITS.list.roles }) ManagerIds!: number[];
  @Ints({ min: 1, max: MAX_ID, maxItems: LIMITS.list.roles }) TakerUserIds!: number[];
  /** 0: every workspace user. */
  @Ints({ min: 0, max: MAX_ID, maxItems: LIMITS.list.groups }) TakerScopeIds!: number[];
}

export class QuestionCreateBody {
  @Id() QuizId!: number;
  @OneOf(QUESTION_TYPES, { what: 'a question type (single, multiple, trueFalse, text, number)' })
  Type!: string;
  @Text({ max: QUIZ_QUESTION_TEXT_MAX, multiline: true }) Text!: string;
}

export class QuestionOptionBody {
  /** Absent for a new option. */
  @Id({ optional: true }) OptionId?: number | null;
  @Text({ max: QUIZ_OPTION_TEXT_MAX }) Text!: string;
  @Flag({ optional: false }) IsCorrect!: boolean;
}

const AcceptedAnswers = () =>
  rule('acceptedAnswers', (v) => {
    if (!Array.isArray(v)) return v == null ? 'is required.' : 'must be a list.';
    if (v.length > QUIZ_ACCEPTED_ANSWERS_MAX) return `has more than ${QUIZ_ACCEPTED_ANSWERS_MAX} items.`;
    for (const a of v) {
      const problem = textRuleProblem(a, { max: QUIZ_OPTION_TEXT_MAX });
      if (problem) return `holds an answer that ${problem}`;
    }
    return null;
  });

export class QuestionUpdateBody {
  @Id() QuestionId!: number;
  @Text({ max: QUIZ_QUESTION_TEXT_MAX, multiline: true }) Text!: string;
  @Num({ min: 0, max: QUIZ_POINTS_MAX }) Points!: number;
  @Text({ max: QUIZ_EXPLANATION_MAX, optional: true, multiline: true }) Explanation?: string | null;
  @ListOf(() => QuestionOptionBody, QUIZ_OPTIONS_MAX) Options!: QuestionOptionBody[];
  @Flag() CorrectBoolean?: boolean | null;
  @AcceptedAnswers() AcceptedAnswers!: string[];
  @Flag({ optional: false }) CaseSensitive!: boolean;
  @Num({ min: -QUIZ_NUMBER_MAX, max: QUIZ_NUMBER_MAX, optional: true }) CorrectNumber?: number | null;
  @Num({ min: 0, max: QUIZ_NUMBER_MAX }) Tolerance!: number;
}

export class QuestionIdBody {
  @Id() QuestionId!: number;
}

export class ExamSaveBody {
  @Id() QuizExamId!: number;
  @Answers() Answers!: Record<string, unknown>;
}

export class ExamSubmitBody {
  @Id() QuizExamId!: number;
  /** The last answers not saved yet (optional). */
  @rule('answers', answerMapProblem, true) Answers?: Record<string, unknown> | null;
}

export class GradeBody {
  @Id() QuizExamId!: number;
  @Id() QuestionId!: number;
  /** null takes the hand grade away (back to the automatic score). */
  @Num({ min: 0, max: QUIZ_POINTS_MAX, optional: true }) Points?: number | null;
}

export class OverrideBody {
  @Id() QuizExamId!: number;
  /** null takes the override away. */
  @Num({ min: 0, max: QUIZ_POINTS_MAX * QUIZ_QUESTIONS_MAX, optional: true }) Score?: number | null;
}
