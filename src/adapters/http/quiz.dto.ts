import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Min } from 'class-validator';
import type { QuizAnswer } from '../../domain/quizzes/quiz-scoring';
import type {
  ReviewQuestion,
  TakerExam,
  TakerIntro,
  TakerQuestion,
  TakerReport,
} from '../../domain/quizzes/quiz-taker-view';
import { QUESTION_TYPES, type QuestionType, type QuizSummary } from '../../domain/quizzes/quiz.entity';

export class QuizSummaryDto implements QuizSummary {
  @IsInt() @Min(1) QuizId!: number;
  @IsString() Name!: string;
  @IsString() Description!: string;
  @IsInt() @Min(0) QuestionCount!: number;
  @IsInt() @Min(0) AttemptCount!: number;
  @IsString() CreatedByName!: string;
  @IsString() ModifiedOn!: string;
}

export class TakerIntroDto implements TakerIntro {
  @IsInt() @Min(1) QuizId!: number;
  @IsString() QuizName!: string;
  @IsString() Description!: string;
  @IsInt() @Min(0) QuestionCount!: number;
  @IsNumber() @Min(0) TotalPoints!: number;
  @IsOptional() @IsInt() TimeLimitMinutes!: number | null;
  @IsOptional() @IsString() OpenUntil!: string | null;
  @IsOptional() @IsInt() AttemptsLeft!: number | null;
  @IsNumber() PassMarkPercent!: number;
  @IsOptional() @IsInt() OpenQuizExamId!: number | null;
  @IsOptional() @IsString() Blocked!: string | null;
}

/** Nested: Options (checked by the gateway). */
export class TakerQuestionDto implements TakerQuestion {
  @IsInt() @Min(1) QuestionId!: number;
  @IsIn(QUESTION_TYPES) Type!: QuestionType;
  @IsString() Text!: string;
  @IsNumber() Points!: number;
  Options!: { OptionId: number; Text: string }[];
}

export class TakerOptionDto {
  @IsInt() @Min(1) OptionId!: number;
  @IsString() Text!: string;
}

/** Nested: Questions, Answers. */
export class TakerExamDto implements TakerExam {
  @IsInt() @Min(1) QuizExamId!: number;
  @IsInt() @Min(1) QuizId!: number;
  @IsString() QuizName!: string;
  @IsString() Description!: string;
  @IsBoolean() OneQuestionPerPage!: boolean;
  @IsOptional() @IsString() Deadline!: string | null;
  @IsOptional() @IsInt() SecondsLeft!: number | null;
  Questions!: TakerQuestion[];
  Answers!: Record<string, QuizAnswer>;
}

/** Nested: Questions. */
export class TakerReportDto implements TakerReport {
  @IsInt() @Min(1) QuizExamId!: number;
  @IsString() QuizName!: string;
  @IsNumber() Score!: number;
  @IsNumber() MaxScore!: number;
  @IsNumber() Percent!: number;
  @IsNumber() PassMarkPercent!: number;
  @IsOptional() @IsBoolean() Passed!: boolean | null;
  @IsBoolean() AutoSubmitted!: boolean;
  @IsBoolean() AnswersShown!: boolean;
  Questions!: ReviewQuestion[];
}

/** The flat part of a reviewed question; its answer and key are shown as sent. */
export class ReviewQuestionDto {
  @IsInt() @Min(1) QuestionId!: number;
  @IsIn(QUESTION_TYPES) Type!: QuestionType;
  @IsString() Text!: string;
  @IsNumber() Earned!: number;
  @IsNumber() Points!: number;
  @IsBoolean() Correct!: boolean;
  @IsBoolean() NeedsGrading!: boolean;
  Options!: { OptionId: number; Text: string }[];
}
