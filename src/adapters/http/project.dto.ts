import { IsIn, IsISO8601, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import type { ProjectInstance, ProjectStatusId, ProjectTagRef } from '../../domain/projects/project.entity';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export class ProjectTagRefDto implements ProjectTagRef {
  @IsInt() TagId!: number;
  @IsString() Name!: string;
  @Matches(/^#[0-9a-fA-F]{6}$/) Color!: string;
}

/** The plan every project answer carries (issue 14). Nested: Tags (checked by the parsers in project-parsers.ts). */
class ProjectPlanDto {
  @IsIn([0, 100]) Status!: ProjectStatusId;
  Tags!: ProjectTagRef[];
  @IsOptional() @IsInt() WorkflowId!: number | null;
  @IsOptional() @IsString() WorkflowName!: string | null;
  @IsOptional() @IsInt() WorkflowStatusId!: number | null;
  @IsOptional() @IsString() WorkflowStatusName!: string | null;
  @IsOptional() @Matches(ISO_DATE) StartDate!: string | null;
  @IsOptional() @Matches(ISO_DATE) DeliveryEndDate!: string | null;
}

export class ProjectSummaryDto extends ProjectPlanDto {
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

/** Nested: Instances and Tags (checked by the parser in project-parsers.ts). */
export class ProjectDetailsDto extends ProjectPlanDto {
  @IsInt() ProjectId!: number;
  @IsString() Name!: string;
  @IsString() Description!: string;
  @IsISO8601() CreatedOn!: string;
  Instances!: ProjectInstance[];
}
