/** Rules of a project's plan (issue 14), written once for the project page and the mock server. */
import { isIsoDate } from './date-criteria';
import { ProjectStatus } from './project.entity';

export const ProjectMessage = {
  /** Reports spec §5: the same words as the filter dialogs' date range. */
  dateRange: 'You must input a valid date range.',
  invalidDate: 'Please enter a valid date (MM/DD/YYYY).',
  statusNotInWorkflow: 'Choose a status of the project’s workflow.',
  closedProject: 'This project is closed. Reopen it to add tasks to it.',
} as const;

export const isProjectStatus = (value: unknown): value is 0 | 100 =>
  value === ProjectStatus.Active || value === ProjectStatus.Closed;

/** A start date after the delivery end date is not a range (reports spec §5's message). */
export function planDatesProblem(start: string | null, end: string | null): string | null {
  if ((start !== null && !isIsoDate(start)) || (end !== null && !isIsoDate(end)))
    return ProjectMessage.invalidDate;
  return start !== null && end !== null && start > end ? ProjectMessage.dateRange : null;
}
