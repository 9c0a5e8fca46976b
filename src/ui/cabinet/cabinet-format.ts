import moment from 'moment';

/** Dates as the rest of the app shows them (MM/DD/YYYY h:mm AM); the text itself when unreadable. */
export function formatWhen(iso: string): string {
  const date = moment(iso, moment.ISO_8601, true);
  return date.isValid() ? date.format('MM/DD/YYYY h:mm A') : iso;
}
