import { IsIn, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import {
  TASK_BUCKETS,
  type DashboardDelivery,
  type DashboardInstance,
  type DashboardProjectStatus,
  type DashboardSummary,
  type DashboardTask,
  type DashboardTaskGroup,
  type DashboardWeek,
  type TaskBucket,
} from '../../domain/dashboard/dashboard.entity';
import type { ProjectStatusId } from '../../domain/projects/project.entity';
import type { ReportDelivery } from '../../domain/reports/report-filter.entity';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export class DashboardTaskDto implements DashboardTask {
  @IsInt() @Min(1) TaskId!: number;
  @IsString() Title!: string;
  @Matches(ISO_DAY) DueDate!: string;
  @IsOptional() @IsString() ProjectName!: string | null;
}

/** Nested: Items. */
export class DashboardTaskGroupDto implements DashboardTaskGroup {
  @IsIn(TASK_BUCKETS) Kind!: TaskBucket;
  @IsInt() @Min(0) Count!: number;
  Items!: DashboardTask[];
}

export class DashboardInstanceDto implements DashboardInstance {
  @IsInt() @Min(1) InstanceId!: number;
  @IsString() Name!: string;
  @IsString() ProjectName!: string;
  @IsString() UpdatedOn!: string;
}

export class DashboardDeliveryDto implements DashboardDelivery {
  @IsInt() @Min(1) FilterId!: number;
  @IsString() FilterName!: string;
  @IsString() ReportName!: string;
  @IsOptional() @IsString() NextDate!: string | null;
  @IsOptional() @IsString() LastDate!: string | null;
  @IsOptional() @IsIn(['queued', 'sent', 'no content', 'failed']) LastStatus!:
    ReportDelivery['Status'] | null;
}

export class DashboardProjectStatusDto implements DashboardProjectStatus {
  @IsIn([0, 100]) Status!: ProjectStatusId;
  @IsString() Label!: string;
  @IsInt() @Min(0) Count!: number;
}

export class DashboardWeekDto implements DashboardWeek {
  @Matches(ISO_DAY) WeekStart!: string;
  @IsInt() @Min(0) Count!: number;
}

/** Nested: Tasks, Instances, Deliveries, Projects, CompletedWeeks. */
export class DashboardSummaryDto implements DashboardSummary {
  @Matches(ISO_DAY) Today!: string;
  @IsString() TimeZone!: string;
  @IsInt() @Min(0) InstanceCount!: number;
  @IsInt() @Min(0) DeliveryCount!: number;
  @IsInt() @Min(0) ProjectCount!: number;
  Tasks!: DashboardTaskGroup[];
  Instances!: DashboardInstance[];
  Deliveries!: DashboardDelivery[];
  Projects!: DashboardProjectStatus[];
  CompletedWeeks!: DashboardWeek[];
}
