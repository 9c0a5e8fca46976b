import { IsISO8601, IsInt, IsOptional, IsString, Min } from 'class-validator';
import type { ProjectInstance } from '../../domain/projects/project.entity';

export class ProjectSummaryDto {
  @IsInt() ProjectId!: number;
  @IsString() Name!: string;
  @IsString() Description!: string;
  @IsISO8601() CreatedOn!: string;
  @IsInt() @Min(0) InstanceCount!: number;
}

export class ProjectInstanceDto implements ProjectInstance {
  @IsInt() InstanceId!: number;
  @IsString() Name!: string;
  @IsInt() FormId!: number;
  @IsOptional() @IsInt() GroupId!: number | null;
  @IsISO8601() UpdatedOn!: string;
}

/** Nested: Instances (checked by the parser in project-parsers.ts). */
export class ProjectDetailsDto {
  @IsInt() ProjectId!: number;
  @IsString() Name!: string;
  @IsString() Description!: string;
  @IsISO8601() CreatedOn!: string;
  Instances!: ProjectInstance[];
}
