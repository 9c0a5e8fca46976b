import type { Task, TaskPage } from '../../domain/tasks/task.entity';
import type { ResponseParser } from '../../ports/http-client.port';
import { listOf, parseShape } from './forms-shape';
import { parseDto } from './parse-response';
import { TaskAssigneeDto, TaskDto, TaskPageDto } from './task.dto';

/** A task, each assignee a valid entry. */
export const parseTask: ResponseParser<Task> = parseShape(TaskDto, {
  Assignees: listOf(parseDto(TaskAssigneeDto)),
});

export const parseTaskPage: ResponseParser<TaskPage> = parseShape(TaskPageDto, { Tasks: listOf(parseTask) });
