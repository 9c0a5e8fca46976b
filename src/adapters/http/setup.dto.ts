import { IsInt, IsString, Matches, Min } from 'class-validator';
import type { ProjectTag, TaskCategory } from '../../domain/setup/setup.entity';
import type { Workflow, WorkflowItem } from '../../domain/setup/workflow.entity';

export class WorkflowItemDto implements WorkflowItem {
  @IsInt() WorkflowStatusId!: number;
  @IsString() Name!: string;
  @IsInt() @Min(1) Order!: number;
}

/** Nested: WorkflowItems (checked by the parser in workflow-gateway.http.ts). */
export class WorkflowDto implements Workflow {
  @IsInt() WorkflowId!: number;
  @IsString() Name!: string;
  WorkflowItems!: WorkflowItem[];
  @IsInt() @Min(0) ProjectCount!: number;
}

export class ProjectTagDto implements ProjectTag {
  @IsInt() TagId!: number;
  @IsString() Name!: string;
  @Matches(/^#[0-9a-fA-F]{6}$/) Color!: string;
  @IsInt() @Min(0) ProjectCount!: number;
}

export class TaskCategoryDto implements TaskCategory {
  @IsInt() CategoryId!: number;
  @IsString() Name!: string;
  @IsInt() @Min(0) TaskCount!: number;
}
