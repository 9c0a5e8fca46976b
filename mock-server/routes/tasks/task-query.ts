/** The query of `GET /api/task/list`, read into the domain's criteria (docs/api-tasks.md). */
import type { Request } from 'express';
import {
  TASK_PAGE_SIZE,
  TASK_PAGE_SIZE_MAX,
  TaskProjectsFilterType,
  TaskStarredFilterType,
  TaskStatusFilterType,
  filterTypeOf,
  type TaskCriteria,
} from '../../../src/domain/tasks/task-filter';
import { TASK_ASSIGNEES_MAX, TASK_TITLE_MAX } from '../../../src/domain/tasks/task.entity';
import { badRequest } from '../../http';
import { MAX_ID } from '../../schemas/schema-rules';
import { textProblem } from '../../schemas/text-rules';

function one(req: Request, key: string): string | undefined {
  const raw = req.query[key];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw badRequest(`${key} must be given once.`);
  return raw;
}

function filterType<T extends number>(req: Request, key: string, values: Record<string, T>): T {
  const raw = one(req, key);
  const allowed = Object.values(values);
  if (raw === undefined) return allowed[0]!;
  const type = filterTypeOf(raw, allowed);
  if (type === null) throw badRequest(`${key} must be one of ${allowed.join(', ')}.`);
  return type;
}

function integer(req: Request, key: string, min: number, max: number): number | undefined {
  const raw = one(req, key);
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw badRequest(`${key} must be an integer between ${min} and ${max}.`);
  return Number(raw);
}

function assignees(req: Request): number[] {
  const raw = one(req, 'TaskAssignees');
  if (raw === undefined || raw === '') return [];
  const parts = raw.split(',');
  if (parts.length > TASK_ASSIGNEES_MAX || !parts.every((p) => /^\d{1,10}$/.test(p) && Number(p) <= MAX_ID))
    throw badRequest(
      `TaskAssignees must be at most ${TASK_ASSIGNEES_MAX} user ids separated by commas (0: no assignee).`,
    );
  return [...new Set(parts.map(Number))];
}

function search(req: Request): string | undefined {
  const raw = one(req, 'Search');
  if (raw === undefined) return undefined;
  if (raw.length > TASK_TITLE_MAX)
    throw badRequest(`Search must be text of at most ${TASK_TITLE_MAX} characters.`);
  const problem = textProblem(raw, false);
  if (problem) throw badRequest(`Search ${problem}`);
  return raw;
}

export interface TaskListQuery {
  criteria: TaskCriteria;
  page: number;
  pageSize: number;
}

export function taskListQuery(req: Request): TaskListQuery {
  return {
    criteria: {
      TaskStatusFilterType: filterType(req, 'TaskStatusFilterType', TaskStatusFilterType),
      TaskStarredFilterType: filterType(req, 'TaskStarredFilterType', TaskStarredFilterType),
      TaskProjectsFilterType: filterType(req, 'TaskProjectsFilterType', TaskProjectsFilterType),
      TaskAssignees: assignees(req),
      ProjectId: integer(req, 'ProjectId', 1, MAX_ID) ?? null,
      Search: search(req),
    },
    page: integer(req, 'Page', 0, 1_000_000) ?? 0,
    pageSize: integer(req, 'PageSize', 1, TASK_PAGE_SIZE_MAX) ?? TASK_PAGE_SIZE,
  };
}
