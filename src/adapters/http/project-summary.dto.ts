import { IsArray, IsIn, IsInt, IsNumber, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import {
  PROJECT_SUMMARY_NAME_MAX,
  type ProjectFigures,
  type ProjectSummaryLine,
  type SummaryDefinition,
  type SummaryFigure,
  type SummaryFunctionId,
} from '../../domain/projects/project-summary.entity';

const FUNCTIONS = [1, 2, 3, 4, 5];

export class ProjectSummaryLineDto implements ProjectSummaryLine {
  @IsInt() GroupId!: number;
  @IsInt() FieldDefinitionId!: number;
  @IsIn(FUNCTIONS) Function!: SummaryFunctionId;
}

export class SummaryDefinitionDto implements SummaryDefinition {
  @IsInt() ProjectSummaryId!: number;
  @IsString() @MaxLength(PROJECT_SUMMARY_NAME_MAX) Name!: string;
  @IsArray() @IsInt({ each: true }) GroupIds!: number[];
  @IsArray() Lines!: ProjectSummaryLineDto[];
}

export class SummaryFigureDto implements SummaryFigure {
  @IsInt() GroupId!: number;
  @IsString() GroupName!: string;
  @IsInt() FieldDefinitionId!: number;
  @IsString() FieldName!: string;
  @IsIn(FUNCTIONS) Function!: SummaryFunctionId;
  @IsOptional() @IsNumber() Value!: number | null;
  @IsInt() @Min(0) Count!: number;
}

export class ProjectFiguresDto implements ProjectFigures {
  @IsInt() ProjectSummaryId!: number;
  @IsString() Name!: string;
  @IsArray() Figures!: SummaryFigureDto[];
}
