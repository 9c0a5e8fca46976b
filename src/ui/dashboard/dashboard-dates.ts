/** How the dashboard writes days and instants: short, in the workspace's time zone (docs/dashboard.md). */

/** "Nov 24" for a YYYY-MM-DD day. */
export function shortDay(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** "Monday, November 30" for a YYYY-MM-DD day. */
export function longDay(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** "Nov 30, 2026, 3:00 AM" for an instant, in `zone`. */
export function shortInstant(instant: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(instant));
}
