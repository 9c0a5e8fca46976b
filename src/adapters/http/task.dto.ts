import { IsBoolean, IsEmail, IsISO8601, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import type { AssignableUser, Task, TaskAssignee, TaskPage } from '../../domain/tasks/task.entity';

export class TaskAssigneeDto implements TaskAssignee {
  @IsInt() @Min(1) UserId!: number;
  @IsString() FirstName!: string;
  @IsString() LastName!: string;
}

/** Nested: Assignees (checked by the parser in task-parsers.ts). */
export class TaskDto implements Task {
  @IsInt() TaskId!: number;
  @IsString() Title!: string;
  @IsString() Description!: string;
  @IsOptional() @IsInt() ProjectId!: number | null;
  @IsOptional() @IsString() ProjectName!: string | null;
  @IsOptional() @IsInt() CategoryId!: number | null;
  @IsOptional() @IsString() CategoryName!: string | null;
  Assignees!: TaskAssignee[];
  @IsOptional() @Matches(/^\d{4}-\d{2}-\d{2}$/) DueDate!: string | null;
  @IsBoolean() IsCompleted!: boolean;
  @IsOptional() @IsISO8601() CompletedOn!: string | null;
  @IsBoolean() IsStarred!: boolean;
  @IsISO8601() CreatedOn!: string;
  @IsString() CreatorName!: string;
  @IsInt() @Min(0) Access!: number;
}

/** Nested: Tasks. */
export class TaskPageDto implements TaskPage {
  Tasks!: Task[];
  @IsInt() @Min(0) Total!: number;
  @IsInt() @Min(0) Page!: number;
  @IsInt() @Min(1) PageSize!: number;
}

export class AssignableUserDto implements AssignableUser {
  @IsInt() @Min(1) UserId!: number;
  @IsEmail() Email!: string;
  @IsString() FirstName!: string;
  @IsString() LastName!: string;
}
