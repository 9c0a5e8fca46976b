import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Min } from 'class-validator';
import type { AnswerCount, AttemptRow, QuestionStats } from '../../domain/quizzes/quiz-results';
import type {
  GradedQuestion,
  QuizAttemptResult,
  QuizQuestionResults,
  QuizResultsList,
} from '../../domain/quizzes/quiz-results-view';
import { QUESTION_TYPES, type QuestionType } from '../../domain/quizzes/quiz.entity';

const STATUSES = ['inProgress', 'needsGrading', 'passed', 'failed'] as const;

export class AttemptRowDto implements AttemptRow {
  @IsInt() @Min(1) QuizExamId!: number;
  @IsString() TakerName!: string;
  @IsString() TakerEmail!: string;
  @IsString() StartedAt!: string;
  @IsOptional() @IsString() SubmittedAt!: string | null;
  @IsOptional() @IsInt() Seconds!: number | null;
  @IsIn(STATUSES) Status!: AttemptRow['Status'];
  @IsNumber() Score!: number;
  @IsNumber() MaxScore!: number;
  @IsNumber() Percent!: number;
  @IsBoolean() AutoSubmitted!: boolean;
  @IsBoolean() Overridden!: boolean;
}

/** Nested: Attempts. */
export class QuizResultsListDto implements QuizResultsList {
  @IsInt() @Min(1) QuizId!: number;
  @IsString() QuizName!: string;
  @IsNumber() PassMarkPercent!: number;
  Attempts!: AttemptRow[];
}

export class AnswerCountDto implements AnswerCount {
  @IsString() Label!: string;
  @IsInt() @Min(0) Count!: number;
  @IsBoolean() Correct!: boolean;
}

/** Nested: Distribution. */
export class QuestionStatsDto implements QuestionStats {
  @IsInt() @Min(1) QuestionId!: number;
  @IsInt() @Min(1) Number!: number;
  @IsString() Text!: string;
  @IsIn(QUESTION_TYPES) Type!: QuestionType;
  @IsInt() @Min(0) Answered!: number;
  @IsNumber() PercentCorrect!: number;
  @IsNumber() AveragePercent!: number;
  Distribution!: AnswerCount[];
}

/** Nested: Questions. */
export class QuizQuestionResultsDto implements QuizQuestionResults {
  @IsInt() @Min(1) QuizId!: number;
  @IsString() QuizName!: string;
  @IsInt() @Min(0) Submitted!: number;
  Questions!: QuestionStats[];
}

/** The flat part of a graded question; its options, key and answer are shown as sent. */
export class GradedQuestionDto {
  @IsInt() @Min(1) QuestionId!: number;
  @IsIn(QUESTION_TYPES) Type!: QuestionType;
  @IsString() Text!: string;
  @IsNumber() AutoPoints!: number;
  @IsNumber() Points!: number;
  @IsNumber() MaxPoints!: number;
  @IsBoolean() Graded!: boolean;
  @IsBoolean() NeedsGrading!: boolean;
}

/** Nested: Attempt, Questions. */
export class QuizAttemptResultDto implements QuizAttemptResult {
  @IsInt() @Min(1) QuizId!: number;
  @IsString() QuizName!: string;
  @IsNumber() PassMarkPercent!: number;
  @IsOptional() @IsNumber() ScoreOverride!: number | null;
  @IsNumber() AutoScore!: number;
  Attempt!: AttemptRow;
  Questions!: GradedQuestion[];
}
