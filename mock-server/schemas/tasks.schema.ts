/** Bodies of the task, workflow, project tag and task category calls (docs/api-tasks.md). */
import { TASK_ASSIGNEES_MAX, TASK_DESCRIPTION_MAX, TASK_TITLE_MAX } from '../../src/domain/tasks/task.entity';
import { isIsoDate } from '../../src/domain/projects/date-criteria';
import { isColor, SETUP_NAME_MAX } from '../../src/domain/setup/setup.entity';
import { WORKFLOW_STATUSES_MAX } from '../../src/domain/setup/workflow.entity';
import { PROJECT_TAGS_MAX } from '../../src/domain/projects/project.entity';
import { LIMITS } from './limits';
import { Flag, Id, Ints, ListOf, MAX_ID, OneOf, Text, rule } from './schema-rules';

/** A calendar date YYYY-MM-DD, or null when optional. */
export const IsoDate = (o: { optional?: boolean } = {}) =>
  rule(
    'isoDate',
    (v) => (isIsoDate(v) ? null : v == null ? 'is required.' : 'must be a date written YYYY-MM-DD.'),
    o.optional,
  );

export class TaskCreateBody {
  @Text({ max: TASK_TITLE_MAX }) Title!: string;
  @Text({ max: TASK_DESCRIPTION_MAX, optional: true, multiline: true }) Description?: string | null;
  @Id({ optional: true }) ProjectId?: number | null;
  @Id({ optional: true }) CategoryId?: number | null;
  /** User ids from 1: the empty assignee (0) is a filter value, never task data. */
  @Ints({ min: 1, max: MAX_ID, maxItems: TASK_ASSIGNEES_MAX, optional: true }) AssigneeIds?: number[] | null;
  @IsoDate({ optional: true }) DueDate?: string | null;
  @Flag() IsCompleted?: boolean | null;
}

export class TaskUpdateBody extends TaskCreateBody {
  @Id() TaskId!: number;
}

export class TaskIdBody {
  @Id() TaskId!: number;
}

export class TaskStarBody {
  @Id() TaskId!: number;
  @Flag({ optional: false }) IsStarred!: boolean;
}

export class TaskCompleteBody {
  @Id() TaskId!: number;
  @Flag({ optional: false }) IsCompleted!: boolean;
}

export class WorkflowItemBody {
  /** Absent for a new status. */
  @Id({ optional: true }) WorkflowStatusId?: number | null;
  @Text({ max: SETUP_NAME_MAX }) Name!: string;
}

export class WorkflowCreateBody {
  @Text({ max: SETUP_NAME_MAX }) Name!: string;
  /** In their order; the server numbers them 1..n. */
  @ListOf(() => WorkflowItemBody, WORKFLOW_STATUSES_MAX) WorkflowItems!: WorkflowItemBody[];
}

export class WorkflowUpdateBody extends WorkflowCreateBody {
  @Id() WorkflowId!: number;
}

export class WorkflowIdBody {
  @Id() WorkflowId!: number;
}

const Color = () =>
  rule('color', (v) =>
    isColor(v) ? null : v == null ? 'is required.' : 'must be a colour written #rrggbb.',
  );

export class TagCreateBody {
  @Text({ max: SETUP_NAME_MAX }) Name!: string;
  @Color() Color!: string;
}

export class TagUpdateBody extends TagCreateBody {
  @Id() TagId!: number;
}

export class TagIdBody {
  @Id() TagId!: number;
}

export class CategoryCreateBody {
  @Text({ max: SETUP_NAME_MAX }) Name!: string;
}

export class CategoryUpdateBody extends CategoryCreateBody {
  @Id() CategoryId!: number;
}

export class CategoryDeleteBody {
  @Id() CategoryId!: number;
  /** Where the category's tasks go: another category, or none (null or absent). */
  @Id({ optional: true }) MoveToCategoryId?: number | null;
}

/** `project/update`: the name and description as at creation, and the plan (issue 14). */
export class ProjectUpdateBody {
  @Id() ProjectId!: number;
  @Text({ max: LIMITS.name }) Name!: string;
  @Text({ max: LIMITS.text, optional: true, multiline: true }) Description?: string | null;
  @OneOf([0, 100], { what: 'a project status (0 Active, 100 Closed)' }) Status!: 0 | 100;
  @Ints({ min: 1, max: MAX_ID, maxItems: PROJECT_TAGS_MAX, optional: true }) TagIds?: number[] | null;
  @Id({ optional: true }) WorkflowId?: number | null;
  @Id({ optional: true }) WorkflowStatusId?: number | null;
  @IsoDate({ optional: true }) StartDate?: string | null;
  @IsoDate({ optional: true }) DeliveryEndDate?: string | null;
}
