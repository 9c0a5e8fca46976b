/**
 * The activity log (issue 17; docs/administration.md "Activity log"): who did what and when, written by the server for
 * every change it accepts, read by administrators filtered by user, area and date, a page at a time.
 */
export const ACTIVITY_AREAS = [
  'account',
  'users',
  'roles',
  'teams',
  'settings',
  'projects',
  'forms',
  'reports',
  'sharing',
  'tasks',
  'cabinet',
  'sites',
  'billing',
  'quizzes',
  'surveys',
  'other',
] as const;
export type ActivityArea = (typeof ACTIVITY_AREAS)[number];

export const ACTIVITY_AREA_LABELS: Readonly<Record<ActivityArea, string>> = Object.freeze({
  account: 'Sign-ins and accounts',
  users: 'Users and invitations',
  roles: 'Roles',
  teams: 'Teams',
  settings: 'Settings',
  projects: 'Projects',
  forms: 'Forms',
  reports: 'Reports',
  billing: 'Plans and billing',
  sharing: 'Sharing',
  tasks: 'Tasks',
  cabinet: 'Cabinets',
  sites: 'Sites',
  quizzes: 'Quizzes',
  surveys: 'Surveys',
  other: 'Other',
});

export function isActivityArea(value: unknown): value is ActivityArea {
  return typeof value === 'string' && (ACTIVITY_AREAS as readonly string[]).includes(value);
}

export interface ActivityEntry {
  ActivityId: number;
  /** ISO 8601. */
  OccurredOn: string;
  /** Who: a user of the workspace, or null for someone outside it (a share's recipient, an invitee registering). */
  UserId: number | null;
  /** Their name (or e-mail) when it was written: a later rename does not rewrite the log. */
  UserName: string;
  Area: ActivityArea;
  /** What was done, as a sentence ("Changed the roles of Mel Member"). */
  Action: string;
  /**
   * The external site it was about (issue 33, docs/sites.md "Activity"): set by the administration of a site and by
   * its visitors' visits and downloads; absent otherwise.
   */
  SiteId?: number;
}

export interface ActivityPage {
  Items: ActivityEntry[];
  Total: number;
  Page: number;
  PageSize: number;
}

export interface ActivityFilter {
  userId?: number;
  area?: ActivityArea;
  /** Entries about this external site only (docs/sites.md "Activity"). */
  siteId?: number;
  /** Days, `YYYY-MM-DD`, inclusive, in the reader's calendar as sent. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export const ACTIVITY_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_ACTIVITY_PAGE_SIZE = 25;
/** The mock keeps the latest entries per workspace (a real backend keeps what its retention policy says). */
export const MAX_ACTIVITY_ENTRIES = 10_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` day that exists. */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Why the filter cannot be applied, or null. */
export function activityFilterProblem(filter: Pick<ActivityFilter, 'from' | 'to'>): string | null {
  if (filter.from !== undefined && !isDay(filter.from)) return 'From must be a date (YYYY-MM-DD).';
  if (filter.to !== undefined && !isDay(filter.to)) return 'To must be a date (YYYY-MM-DD).';
  if (filter.from !== undefined && filter.to !== undefined && filter.from > filter.to)
    return 'From must not be after To.';
  return null;
}

/**
 * Whether an entry is in the filter. Days compare on the entry's UTC date plus `offsetMinutes` (the reader's offset
 * from UTC, as `Date.getTimezoneOffset()` negated), so "today" means the reader's today.
 */
export function inActivityFilter(
  entry: ActivityEntry,
  filter: Omit<ActivityFilter, 'page' | 'pageSize'>,
  offsetMinutes = 0,
): boolean {
  if (filter.userId !== undefined && entry.UserId !== filter.userId) return false;
  if (filter.area !== undefined && entry.Area !== filter.area) return false;
  if (filter.siteId !== undefined && entry.SiteId !== filter.siteId) return false;
  const day = new Date(Date.parse(entry.OccurredOn) + offsetMinutes * 60_000).toISOString().slice(0, 10);
  if (filter.from !== undefined && day < filter.from) return false;
  if (filter.to !== undefined && day > filter.to) return false;
  return true;
}
