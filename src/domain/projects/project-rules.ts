/** Rules of a project's plan (issue 14), written once for the project page and the mock server. */
import { isIsoDate } from './date-criteria';
import { ProjectStatus } from './project.entity';

export const ProjectMessage = {
  /** Reports spec §5: the same words as the filter dialogs' date range. */
  dateRange: 'You must input a valid date range.',
  invalidDate: 'Please enter a valid date (MM/DD/YYYY).',
  statusNotInWorkflow: 'Choose a status of the project’s workflow.',
  closedProject: 'This project is closed. Reopen it to add tasks to it.',
  closedProjectInstance: 'This project is closed. Reopen it to start forms in it.',
} as const;

/**
 * A closed project (status 100) takes no new work: no new task, no task moved in, no new form instance. What it
 * already holds stays and can still be worked on. A project without a status (older data) is active.
 */
export const takesNewWork = (status: number | null | undefined): boolean =>
  (status ?? ProjectStatus.Active) !== ProjectStatus.Closed;

export const isProjectStatus = (value: unknown): value is 0 | 100 =>
  value === ProjectStatus.Active || value === ProjectStatus.Closed;

/** A start date after the delivery end date is not a range (reports spec §5's message). */
export function planDatesProblem(start: string | null, end: string | null): string | null {
  if ((start !== null && !isIsoDate(start)) || (end !== null && !isIsoDate(end)))
    return ProjectMessage.invalidDate;
  return start !== null && end !== null && start > end ? ProjectMessage.dateRange : null;
}
