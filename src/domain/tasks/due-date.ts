import moment from 'moment';
import { isIsoDate } from '../projects/date-criteria';

/** Dates are typed and shown as the forms show them (forms spec §9: MM/DD/YYYY); the wire carries YYYY-MM-DD. */
const TYPED = ['MM/DD/YYYY', 'M/D/YYYY', 'M/D/YY', 'YYYY-MM-DD'];

/** The ISO date of a typed date ('' is no date: null); undefined when the text is not a date. */
export function isoFromTyped(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const date = moment(trimmed, TYPED, true);
  return date.isValid() && date.year() >= 1000 ? date.format('YYYY-MM-DD') : undefined;
}

/** MM/DD/YYYY for an ISO date; '' for none. */
export function typedFromIso(iso: string | null): string {
  return iso && isIsoDate(iso) ? moment(iso, 'YYYY-MM-DD', true).format('MM/DD/YYYY') : '';
}

/** An open task whose due date is before `today` (YYYY-MM-DD). */
export function isOverdue(task: { DueDate: string | null; IsCompleted: boolean }, today: string): boolean {
  return !task.IsCompleted && task.DueDate !== null && task.DueDate < today;
}

/** Today's ISO date in the user's time zone, from an instant. */
export function isoDay(epochMs: number): string {
  return moment(epochMs).format('YYYY-MM-DD');
}
