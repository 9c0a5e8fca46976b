import { IsBoolean, IsIn, IsISO8601, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import type {
  FilterWorkflow,
  ReportAssignee,
  ReportDelivery,
  ReportFilter,
} from '../../domain/reports/report-filter.entity';
import type {
  PredefinedReportField,
  Report,
  ReportCatalog,
  ReportField,
  ReportFieldCatalog,
  ReportColumn,
  ReportGroup,
  ReportPath,
  ReportPreview,
  ReportSummary,
  RunTicket,
  FinishedRun,
  FinishedRunData,
} from '../../domain/reports/report.entity';
import type { RecurringTypeId } from '../../domain/reports/report-schedule';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export class ReportGroupDto implements ReportGroup {
  @IsInt() @Min(1) ReportGroupId!: number;
  @IsString() Name!: string;
  @IsOptional() @IsInt() @Min(1) CreatedById!: number | null;
}

export class ReportSummaryDto implements ReportSummary {
  @IsInt() @Min(1) ReportId!: number;
  @IsString() ReportName!: string;
  @IsIn([1, 2]) ReportType!: 1 | 2;
  @IsInt() @Min(1) ReportGroupId!: number;
  @IsInt() @Min(0) ColumnCount!: number;
  @IsInt() @Min(1) CreatedById!: number;
}

/** Nested: ReportGroups, Reports (checked by the parser in report-gateway.http.ts). */
export class ReportCatalogDto implements ReportCatalog {
  ReportGroups!: ReportGroup[];
  Reports!: ReportSummary[];
}

export class ReportPathDto implements ReportPath {
  @IsInt() @Min(1) ReportGroupId!: number;
  @IsString() ReportGroupName!: string;
  @IsInt() @Min(1) ReportId!: number;
  @IsString() ReportName!: string;
  @IsIn([1, 2]) ReportType!: 1 | 2;
}

export class ReportAccessDto {
  @IsInt() @Min(0) Access!: number;
  @IsInt() @Min(1) UserId!: number;
  @IsBoolean() DeletesOthers!: boolean;
}

export class RunTicketDto implements RunTicket {
  @IsString() RunId!: string;
  @IsString() FileName!: string;
}

export class FinishedRunDataDto implements FinishedRunData {
  @IsString() RunId!: string;
  @IsInt() @Min(1) ReportId!: number;
  @IsOptional() @IsString() FileName?: string;
  @IsOptional() @IsInt() @Min(0) Rows?: number;
  @IsOptional() @IsString() ReportName?: string;
  @IsOptional() @IsString() Message?: string;
}

/** Nested: Data (checked by the parser). */
export class FinishedRunDto implements FinishedRun {
  @IsIn(['reportReady', 'reportNoContent', 'reportFailed']) Listener!: FinishedRun['Listener'];
  Data!: FinishedRun['Data'];
}

export class FilterWorkflowDto implements FilterWorkflow {
  @IsInt() WorkflowId!: number;
  @IsOptional() @IsInt() WorkflowStatusId!: number | null;
}

/** Nested: ReportFilterWorkflows; the lists of numbers and e-mails are checked by the parser too. */
export class ReportFilterDto implements ReportFilter {
  @IsInt() @Min(1) Id!: number;
  @IsInt() @Min(1) ReportId!: number;
  @IsString() Name!: string;
  @IsString() CreatorName!: string;
  @IsInt() @Min(1) CreatedById!: number;
  @IsInt() @Min(1) SavedById!: number;
  @IsString() SavedByName!: string;
  @IsOptional() @IsISO8601() NextDate!: string | null;
  @IsOptional() @IsISO8601() LastExecutionDate!: string | null;
  @IsOptional() @IsIn([0, 1, 2, 3, 4]) RecurringType!: RecurringTypeId | null;
  @IsOptional() @Matches(ISO_DAY) StartingDate!: string | null;
  @IsOptional() @IsString() TimeZone!: string | null;
  ReportFilterScheduleRecipients!: string[];
  @IsBoolean() UnmaskEncrypted!: boolean;
  @IsBoolean() Transposed!: boolean;
  @IsIn([0, 1, 2]) ColumnFormat!: 0 | 1 | 2;
  @IsString() Status!: string;
  @IsInt() SortColumn!: number;
  @IsBoolean() SortDesc!: boolean;
  @IsBoolean() ProjectsAllDates!: boolean;
  @IsBoolean() ProjectsUseDeliveryEndDate!: boolean;
  @IsOptional() @Matches(ISO_DAY) ProjectsFromDate!: string | null;
  @IsOptional() @Matches(ISO_DAY) ProjectsToDate!: string | null;
  @IsBoolean() TasksAllDates!: boolean;
  @IsBoolean() TasksUseDeliveryEndDate!: boolean;
  @IsOptional() @Matches(ISO_DAY) TasksFromDate!: string | null;
  @IsOptional() @Matches(ISO_DAY) TasksToDate!: string | null;
  TaskReportFilterAssignees!: number[];
  @IsBoolean() TaskWithNoAssignee!: boolean;
  ReportFilterTags!: number[];
  ReportFilterWorkflows!: FilterWorkflow[];
  @IsString() TaskStatusFilterType!: string;
  @IsString() TaskStarredFilterType!: string;
  @IsString() TaskProjectsFilterType!: string;
}

/** Nested: Recipients (checked by the parser). */
export class ReportDeliveryDto implements ReportDelivery {
  @IsInt() @Min(1) DeliveryId!: number;
  @IsInt() @Min(1) FilterId!: number;
  @IsISO8601() DueAt!: string;
  @IsIn(['queued', 'sent', 'no content', 'failed']) Status!: ReportDelivery['Status'];
  Recipients!: string[];
  @IsInt() @Min(0) Rows!: number;
  @IsString() Detail!: string;
  @IsISO8601() UpdatedOn!: string;
}

export class ReportColumnDto implements ReportColumn {
  @IsInt() @Min(1) ColumnId!: number;
  @IsString() Header!: string;
  @IsInt() FormatType!: number;
  @IsString() Format!: string;
  @IsInt() @Min(1) Order!: number;
  @IsOptional() @IsInt() PredefinedFieldId!: number | null;
  @IsOptional() @IsInt() FormFieldId!: number | null;
  @IsString() FieldName!: string;
  @IsString() ReferenceLabel!: string;
  @IsString() SourceName!: string;
}

/** Nested: ReportColumns. */
export class ReportDto implements Report {
  @IsInt() @Min(1) ReportId!: number;
  @IsString() ReportName!: string;
  @IsIn([1, 2]) ReportType!: 1 | 2;
  @IsInt() @Min(1) ReportGroupId!: number;
  @IsString() ReportGroupName!: string;
  ReportColumns!: ReportColumn[];
}

/** Nested: Report, Rows. */
export class ReportPreviewDto implements ReportPreview {
  Report!: Report;
  Rows!: Array<Array<string | null>>;
  @IsInt() @Min(0) Total!: number;
}

export class ReportFieldDto implements ReportField {
  @IsInt() @Min(1) FieldId!: number;
  @IsString() Name!: string;
  @IsString() ReferenceLabel!: string;
}

export class PredefinedReportFieldDto extends ReportFieldDto implements PredefinedReportField {
  @IsString() Source!: string;
}

/** Nested: FormFields, PredefinedFields (checked by the parser in report-gateway.http.ts). */
export class ReportFieldCatalogDto implements ReportFieldCatalog {
  FormFields!: ReportField[];
  PredefinedFields!: PredefinedReportField[];
}

// The filter and run dialogs (issue 15).
export class ReportAssigneeDto implements ReportAssignee {
  @IsInt() @Min(0) UserId!: number;
  @IsString() Name!: string;
  @IsOptional() @IsString() Email?: string;
}
