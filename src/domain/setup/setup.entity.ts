/** Project tags and task categories: small lists a workspace administrator keeps (issue 14; docs/tasks.md). */

/** A project tag (reports spec §3: ReportFilterTags carry TagId). */
export interface ProjectTag {
  TagId: number;
  Name: string;
  /** #rrggbb */
  Color: string;
  /** Projects that carry the tag (read only). */
  ProjectCount: number;
}

export interface TaskCategory {
  CategoryId: number;
  Name: string;
  /** Tasks in the category (read only): deleting a category in use asks where they go. */
  TaskCount: number;
}

/** Names at most 254 (reports spec §9). */
export const SETUP_NAME_MAX = 254;

const COLOR = /^#[0-9a-f]{6}$/i;
export const isColor = (value: unknown): value is string => typeof value === 'string' && COLOR.test(value);

/**
 * The colours offered for tags (ours): each reaches a contrast ratio of at least 4.5:1 against white text
 * (WCAG 2.2 SC 1.4.3), so a tag's name stays readable on its colour.
 */
export const TAG_COLORS = [
  '#1d4ed8',
  '#047857',
  '#b45309',
  '#b91c1c',
  '#6d28d9',
  '#be185d',
  '#0f766e',
  '#374151',
] as const;

/** Whether `name` (trimmed, case-insensitive) is taken by another item than `ownId`. */
export function nameTaken<T>(
  items: readonly T[],
  name: string,
  idOf: (item: T) => number,
  nameOf: (item: T) => string,
  ownId?: number,
): boolean {
  const wanted = name.trim().toLocaleLowerCase();
  return items.some((item) => idOf(item) !== ownId && nameOf(item).trim().toLocaleLowerCase() === wanted);
}
