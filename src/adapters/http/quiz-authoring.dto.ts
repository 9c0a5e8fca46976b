import { IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Min } from 'class-validator';
import type { QuestionDetail, QuizDetail } from '../../domain/quizzes/quiz-authoring';
import {
  QUESTION_TYPES,
  SHOW_ANSWERS,
  type QuestionType,
  type QuizOption,
  type QuizQuestion,
  type QuizSettings,
  type ShowAnswers,
} from '../../domain/quizzes/quiz.entity';
import { QuizSummaryDto } from './quiz.dto';

export class QuizOptionDto implements QuizOption {
  @IsInt() @Min(1) OptionId!: number;
  @IsString() Text!: string;
  @IsBoolean() IsCorrect!: boolean;
}

/** Nested: Options (checked by the gateway). */
export class QuizQuestionDto implements QuizQuestion {
  @IsInt() @Min(1) QuestionId!: number;
  @IsInt() @Min(1) QuizId!: number;
  @IsIn(QUESTION_TYPES) Type!: QuestionType;
  @IsString() Text!: string;
  @IsNumber() Points!: number;
  @IsString() Explanation!: string;
  Options!: QuizOption[];
  @IsOptional() @IsBoolean() CorrectBoolean!: boolean | null;
  @IsArray() @IsString({ each: true }) AcceptedAnswers!: string[];
  @IsBoolean() CaseSensitive!: boolean;
  @IsOptional() @IsNumber() CorrectNumber!: number | null;
  @IsNumber() Tolerance!: number;
}

/** Nested: Options. */
export class QuestionDetailDto extends QuizQuestionDto implements QuestionDetail {
  @IsString() QuizName!: string;
  @IsInt() @Min(1) Position!: number;
  @IsInt() @Min(1) QuestionCount!: number;
}

export class QuizSettingsDto implements QuizSettings {
  @IsOptional() @IsInt() TimeLimitMinutes!: number | null;
  @IsOptional() @IsInt() AttemptsAllowed!: number | null;
  @IsNumber() PassMarkPercent!: number;
  @IsBoolean() ShuffleQuestions!: boolean;
  @IsBoolean() ShuffleOptions!: boolean;
  @IsIn(SHOW_ANSWERS) ShowAnswers!: ShowAnswers;
  @IsBoolean() OneQuestionPerPage!: boolean;
  @IsOptional() @IsString() OpenFrom!: string | null;
  @IsOptional() @IsString() OpenUntil!: string | null;
}

/** Nested: Settings, Questions (and their Options). */
export class QuizDetailDto extends QuizSummaryDto implements QuizDetail {
  Settings!: QuizSettings;
  Questions!: QuizQuestion[];
}
