import moment from 'moment';

/** Dates as the forms show them (forms spec §9: MM/DD/YYYY with 12-hour time); the text itself when unreadable. */
export function formatDate(iso: string): string {
  const date = moment(iso, moment.ISO_8601, true);
  return date.isValid() ? date.format('MM/DD/YYYY h:mm A') : iso;
}
