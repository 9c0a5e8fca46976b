/**
 * Bodies of the report, column, filter and run calls (reports spec §7; docs/api.md "Reports"). The report and column
 * calls use the spec's camelCase payload names; a filter is the spec's PascalCase entity (§3).
 */
import { isIn, isString } from 'class-validator';
import { isPatternEmail } from '../../src/domain/forms/validation/validation-patterns';
import { FORMATTING_TYPES } from '../../src/domain/forms/formats/formatting-types';
import { ReportMessage } from '../../src/domain/reports/report-messages';
import {
  CUSTOM_FORMAT_TYPE,
  FILTER_RECIPIENTS_MAX,
  REPORT_COLUMNS_MAX,
  REPORT_CUSTOM_FORMAT_MAX,
  REPORT_HEADER_MAX,
  REPORT_NAME_MAX,
  SCHEDULER_EMAIL_MAX,
} from '../../src/domain/reports/report.entity';
import { REPORT_GROUP_NAME_MAX } from '../../src/domain/reports/report-group.rules';
import { isTimeZone } from '../../src/domain/reports/report-schedule';
import { EMPTY_ASSIGNEE } from '../../src/domain/tasks/task-filter';
import { IsoDate } from './tasks.schema';
import { Flag, Id, Int, Ints, ListOf, MAX_ID, OneOf, Text, rule } from './schema-rules';

const ReportTypeRule = () => OneOf([1, 2], { what: 'a report type (1 Forms, 2 Tasks)' });

export class ReportCreateBody {
  @Text({ max: REPORT_NAME_MAX }) reportName!: string;
  @ReportTypeRule() reportType!: 1 | 2;
  @Id() reportGroupId!: number;
}

export class ReportUpdateBody {
  @Id() reportId!: number;
  @Text({ max: REPORT_NAME_MAX }) Name!: string;
}

export class ReportMoveBody {
  @Id() reportId!: number;
  @Id() reportGroupId!: number;
}

export class ReportCopyBody {
  @Id() reportId!: number;
  @Text({ max: REPORT_NAME_MAX }) name!: string;
}

export class ReportIdBody {
  @Id() reportId!: number;
}

/** A new column: a form field or a predefined field, exactly one. */
export class NewColumnBody {
  @Id({ optional: true }) FormFieldId?: number | null;
  @Id({ optional: true }) PredefinedFieldId?: number | null;
}

export class AddColumnsBody {
  @Id() reportId!: number;
  @ListOf(() => NewColumnBody, REPORT_COLUMNS_MAX) reportColumns!: NewColumnBody[];
}

const FORMAT_TYPES = [CUSTOM_FORMAT_TYPE, ...FORMATTING_TYPES.map((t) => t.Value)];

export class ColumnUpdateBody {
  @Id() reportId!: number;
  @Id() columnId!: number;
  @Text({ max: REPORT_HEADER_MAX }) header!: string;
  @OneOf(FORMAT_TYPES, { what: 'a format type (-1 custom, or a formatting type 0 to 42)' })
  formatType!: number;
  /** Required when custom (spec §5); printable text only. */
  @Text({ max: REPORT_CUSTOM_FORMAT_MAX, optional: true }) format?: string | null;
}

export class ColumnOrderBody {
  @Id() columnId!: number;
  @Int({ min: 1, max: REPORT_COLUMNS_MAX }) order!: number;
}

export class ColumnOrderListBody {
  @Id() reportId!: number;
  @ListOf(() => ColumnOrderBody, REPORT_COLUMNS_MAX) reportColumns!: ColumnOrderBody[];
}

export class ColumnDeleteBody {
  @Id() reportColumnId!: number;
}

const Recipients = () =>
  rule(
    'recipients',
    (v) => {
      if (!Array.isArray(v)) return v == null ? null : 'must be a list.';
      if (v.length > FILTER_RECIPIENTS_MAX) return `has more than ${FILTER_RECIPIENTS_MAX} items.`;
      for (const e of v) {
        if (!isString(e)) return 'must hold e-mail addresses only.';
        if (e.trim().length > SCHEDULER_EMAIL_MAX)
          return `holds an address that is too long: ${ReportMessage.emailTooLong}`;
        if (!isPatternEmail(e.trim()))
          return `holds "${e.slice(0, 60)}", which is not an e-mail address: ${ReportMessage.invalidEmail}`;
      }
      return null;
    },
    true,
  );

const FilterType = (values: readonly number[], what: string) =>
  rule(
    'filterType',
    (v) => (v == null || isIn(v, [...values, ...values.map(String)]) ? null : `is not ${what}.`),
    true,
  );

const TimeZone = () =>
  rule(
    'timeZone',
    (v) => (v == null || isTimeZone(v) ? null : 'is not a time zone name such as America/Los_Angeles.'),
    true,
  );

export class FilterWorkflowBody {
  @Id() WorkflowId!: number;
  @Id({ optional: true }) WorkflowStatusId?: number | null;
}

/**
 * The criteria of a filter as the dialog holds them (spec §3), saved or not: what FormReport and TaskReport run.
 * Absent options take the defaults of a new filter.
 */
export class RunCriteriaBody {
  @Id() ReportId!: number;
  @OneOf([0, 1, 2, 3, 4], { what: 'a recurring type (0 daily to 4 yearly)', optional: true }) RecurringType?:
    number | null;
  @IsoDate({ optional: true }) StartingDate?: string | null;
  @TimeZone() TimeZone?: string | null;
  @Recipients() ReportFilterScheduleRecipients?: string[] | null;
  @Flag() UnmaskEncrypted?: boolean | null;
  @Flag() Transposed?: boolean | null;
  @OneOf([0, 1, 2], { what: 'a column format (0 wrap, 1 clip, 2 expand)', optional: true }) ColumnFormat?:
    number | null;
  @FilterType([0, 100, -1], 'a project status filter (0, 100, -1)') Status?: string | number | null;
  @Int({ min: 1, max: 19, optional: true }) SortColumn?: number | null;
  @Flag() SortDesc?: boolean | null;
  @Flag() ProjectsAllDates?: boolean | null;
  @Flag() ProjectsUseDeliveryEndDate?: boolean | null;
  @IsoDate({ optional: true }) ProjectsFromDate?: string | null;
  @IsoDate({ optional: true }) ProjectsToDate?: string | null;
  @Flag() TasksAllDates?: boolean | null;
  @Flag() TasksUseDeliveryEndDate?: boolean | null;
  @IsoDate({ optional: true }) TasksFromDate?: string | null;
  @IsoDate({ optional: true }) TasksToDate?: string | null;
  /** User ids, or the empty assignee (0). */
  @Ints({ min: EMPTY_ASSIGNEE, max: MAX_ID, maxItems: 1000, optional: true }) TaskReportFilterAssignees?:
    number[] | null;
  @Flag() TaskWithNoAssignee?: boolean | null;
  @Ints({ min: 1, max: MAX_ID, maxItems: 1000, optional: true }) ReportFilterTags?: number[] | null;
  @ListOf(() => FilterWorkflowBody, 1000, { optional: true }) ReportFilterWorkflows?:
    FilterWorkflowBody[] | null;
  @FilterType([1, 2, 3], 'a task status filter (1, 2, 3)') TaskStatusFilterType?: string | number | null;
  @FilterType([1, 2, 3], 'a starred filter (1, 2, 3)') TaskStarredFilterType?: string | number | null;
  @FilterType([1, 2, 3], 'a task projects filter (1, 2, 3)') TaskProjectsFilterType?: string | number | null;
}

/** A report filter to save (spec §3): Id 0 for a new one. */
export class ReportFilterBody extends RunCriteriaBody {
  @Int({ min: 0, max: MAX_ID }) Id!: number;
  @Text({ max: REPORT_NAME_MAX }) Name!: string;
}

export class FilterRunBody {
  @Id() reportFilterId!: number;
  @Id() reportId!: number;
}

export class FilterCopyBody {
  @Id() id!: number;
  @Text({ max: REPORT_NAME_MAX }) name!: string;
}

export class FilterIdBody {
  @Id() id!: number;
}

/** A new report group (issue 32 #15): its name (unique in the workspace: the route checks it). */
export class ReportGroupCreateBody {
  @Text({ max: REPORT_GROUP_NAME_MAX }) name!: string;
}

export class ReportGroupRenameBody {
  @Id() reportGroupId!: number;
  @Text({ max: REPORT_GROUP_NAME_MAX }) name!: string;
}

export class ReportGroupIdBody {
  @Id() reportGroupId!: number;
}
