/**
 * Input rules of workflows, tags and categories, written once: the SPA shows them under the fields, the mock
 * server answers them as a 400 `Message`. Required and length messages are the specification's (forms spec §5,
 * reports spec §5); the others are ours (docs/tasks.md).
 */
import { ValidationMessage, maxLengthMessage } from '../forms/validation/validation-messages';
import { SETUP_NAME_MAX } from './setup.entity';
import { WORKFLOW_STATUSES_MAX, type WorkflowDraft } from './workflow.entity';

export const SetupMessage = {
  workflowNeedsStatus: 'A workflow needs at least one status.',
  tooManyStatuses: `A workflow can have at most ${WORKFLOW_STATUSES_MAX} statuses.`,
  duplicateStatus: 'Each status of a workflow needs its own name.',
  workflowNameTaken: 'A workflow with this name already exists.',
  tagNameTaken: 'A project tag with this name already exists.',
  categoryNameTaken: 'A task category with this name already exists.',
  invalidColor: 'Choose a colour.',
} as const;

/** "Required!" or the 254 message for a name, or null. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return ValidationMessage.Required;
  if (trimmed.length > SETUP_NAME_MAX) return maxLengthMessage(SETUP_NAME_MAX);
  return null;
}

export interface WorkflowProblems {
  name?: string;
  /** Per status, in the draft's order. */
  items: Array<string | undefined>;
  /** About the list as a whole. */
  list?: string;
}

export function workflowProblems(draft: WorkflowDraft): WorkflowProblems {
  const items = draft.WorkflowItems.map((item) => nameProblem(item.Name) ?? undefined);
  const seen = new Set<string>();
  draft.WorkflowItems.forEach((item, index) => {
    const key = item.Name.trim().toLocaleLowerCase();
    if (items[index] === undefined && seen.has(key)) items[index] = SetupMessage.duplicateStatus;
    seen.add(key);
  });
  const count = draft.WorkflowItems.length;
  const list =
    count === 0
      ? SetupMessage.workflowNeedsStatus
      : count > WORKFLOW_STATUSES_MAX
        ? SetupMessage.tooManyStatuses
        : undefined;
  const name = nameProblem(draft.Name) ?? undefined;
  return { ...(name ? { name } : {}), items, ...(list ? { list } : {}) };
}

export function hasProblems(problems: WorkflowProblems): boolean {
  return (
    problems.name !== undefined || problems.list !== undefined || problems.items.some((p) => p !== undefined)
  );
}

/** The first problem as one sentence (the server's 400 Message): "Status 2: Required!". */
export function firstProblem(problems: WorkflowProblems): string | null {
  if (problems.name) return `Name: ${problems.name}`;
  if (problems.list) return problems.list;
  const index = problems.items.findIndex((p) => p !== undefined);
  return index < 0 ? null : `Status ${index + 1}: ${problems.items[index]}`;
}

/**
 * Why a workflow cannot be deleted (ours): projects still use it. Null when none does. The list knows the count
 * (ProjectCount), so it says so before asking; the server refuses with the same text.
 */
export function workflowInUse(projectCount: number): string | null {
  if (projectCount <= 0) return null;
  const projects = projectCount === 1 ? '1 project' : `${projectCount} projects`;
  return `This workflow is used by ${projects}. Give ${projectCount === 1 ? 'it' : 'them'} another workflow first.`;
}
