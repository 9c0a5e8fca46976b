import { IsBoolean, IsIn, IsInt, IsNumber, IsObject, IsOptional, IsString, Min } from 'class-validator';
import {
  SURVEY_QUESTION_TYPES,
  type SurveyQuestionType,
  type SurveySummary,
} from '../../domain/surveys/survey.entity';

/** The response shapes of the survey calls (docs/quizzes-and-surveys.md, "Survey pages"); nested parts noted. */
export class SurveySummaryDto implements SurveySummary {
  @IsInt() @Min(1) SurveyId!: number;
  @IsString() Name!: string;
  @IsString() Description!: string;
  @IsInt() @Min(0) QuestionCount!: number;
  @IsInt() @Min(0) ResponseCount!: number;
  @IsString() CreatedOn!: string;
  @IsBoolean() CanManage!: boolean;
}

export class SurveyOptionDto {
  @IsInt() @Min(1) OptionId!: number;
  @IsString() Text!: string;
}

export class SurveyRowDto {
  @IsInt() @Min(1) RowId!: number;
  @IsString() Text!: string;
}

/** Nested: Options, Rows. */
export class SurveyQuestionDto {
  @IsInt() @Min(1) QuestionId!: number;
  @IsInt() @Min(1) SurveyId!: number;
  @IsIn(SURVEY_QUESTION_TYPES) Type!: SurveyQuestionType;
  @IsString() Text!: string;
  @IsBoolean() Required!: boolean;
  @IsBoolean() MultiLine!: boolean;
  Options!: { OptionId: number; Text: string }[];
  Rows!: { RowId: number; Text: string }[];
}

export class SurveySettingsDto {
  @IsBoolean() Anonymous!: boolean;
  @IsBoolean() OnePerPerson!: boolean;
  @IsOptional() @IsString() OpenFrom!: string | null;
  @IsOptional() @IsString() OpenUntil!: string | null;
  @IsString() ThankYouText!: string;
  @IsBoolean() OneQuestionPerPage!: boolean;
}

/** Nested: Questions, Settings. */
export class SurveyDto {
  @IsInt() @Min(1) SurveyId!: number;
  @IsString() Name!: string;
  @IsString() Description!: string;
  @IsInt() CreatedBy!: number;
  @IsInt({ each: true }) ManagerUserIds!: number[];
  @IsInt({ each: true }) TakerUserIds!: number[];
  @IsInt({ each: true }) TakerTeamIds!: number[];
  Questions!: unknown[];
  Settings!: unknown;
}

export class SurveyIntroDto {
  @IsInt() @Min(1) SurveyId!: number;
  @IsString() Name!: string;
  @IsString() Description!: string;
  @IsInt() @Min(0) QuestionCount!: number;
  @IsBoolean() Anonymous!: boolean;
  @IsOptional() @IsString() OpenFrom!: string | null;
  @IsOptional() @IsString() OpenUntil!: string | null;
  @IsBoolean() CanStart!: boolean;
  @IsOptional() @IsString() Reason!: string | null;
  @IsBoolean() AlreadyResponded!: boolean;
}

/** Nested: Questions. */
export class SurveyExamDto {
  @IsInt() @Min(1) SurveyExamId!: number;
  @IsInt() @Min(1) SurveyId!: number;
  @IsString() Name!: string;
  @IsString() Description!: string;
  @IsObject() Answers!: object;
  @IsBoolean() OneQuestionPerPage!: boolean;
  @IsBoolean() Anonymous!: boolean;
  @IsBoolean() Preview!: boolean;
  Questions!: unknown[];
}

export class SurveyCompletionDto {
  @IsInt() @Min(1) SurveyExamId!: number;
  @IsInt() @Min(1) SurveyId!: number;
  @IsString() ThankYouText!: string;
}

/** Nested: Questions. */
export class SurveyReportDto {
  @IsInt() @Min(1) SurveyExamId!: number;
  @IsInt() @Min(1) SurveyId!: number;
  @IsString() Name!: string;
  @IsOptional() @IsString() RespondentName!: string | null;
  @IsOptional() @IsString() CompletedOn!: string | null;
  @IsObject() Answers!: object;
  Questions!: unknown[];
  @IsBoolean() CanReadResults!: boolean;
}

export class SurveyResponseRowDto {
  @IsInt() @Min(1) SurveyExamId!: number;
  @IsOptional() @IsString() RespondentName!: string | null;
  @IsIn(['inProgress', 'completed']) Status!: 'inProgress' | 'completed';
  @IsString() StartedOn!: string;
  @IsOptional() @IsString() CompletedOn!: string | null;
}

export class SurveyCountDto {
  @IsString() Key!: string;
  @IsString() Label!: string;
  @IsInt() @Min(0) Count!: number;
}

export class SurveyNpsDto {
  @IsNumber() Score!: number;
  @IsInt() @Min(0) Promoters!: number;
  @IsInt() @Min(0) Passives!: number;
  @IsInt() @Min(0) Detractors!: number;
}

/** Nested: Counts (each an OptionId and a Count). */
export class SurveyMatrixRowDto {
  @IsInt() @Min(1) RowId!: number;
  @IsString() RowText!: string;
  Counts!: unknown[];
}

export class SurveyOptionCountDto {
  @IsInt() @Min(1) OptionId!: number;
  @IsInt() @Min(0) Count!: number;
}

/** Nested: Counts, Nps, Matrix. */
export class SurveyQuestionResultDto {
  @IsInt() @Min(1) QuestionId!: number;
  @IsIn(SURVEY_QUESTION_TYPES) Type!: SurveyQuestionType;
  @IsString() Text!: string;
  @IsInt() @Min(0) Answered!: number;
  @IsOptional() @IsNumber() Average!: number | null;
  @IsString({ each: true }) TextAnswers!: string[];
  Counts!: unknown[];
  Nps!: unknown;
  Matrix!: unknown;
}
