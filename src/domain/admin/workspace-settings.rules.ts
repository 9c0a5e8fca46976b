/**
 * The General settings (issue 17; docs/administration.md "General"): the workspace's name, logo, theme (platform spec
 * §9: 1 site, 2 green, 3 beige) and the default time zone of report schedules.
 */
import { checkImageDataUrl, imageDimensions, type ImageCheckOptions } from '../forms/images/image-data-url';
import { MAX_WORKSPACE_NAME_LENGTH } from './admin-limits';

export type Theme = 1 | 2 | 3;

/** Spec §9's theme classes, by number, as the screens name them. */
export const THEMES: ReadonlyArray<{ id: Theme; label: string }> = [
  { id: 1, label: 'Site' },
  { id: 2, label: 'Green' },
  { id: 3, label: 'Beige' },
];

export function isTheme(value: unknown): value is Theme {
  return value === 1 || value === 2 || value === 3;
}

export interface WorkspaceSettings {
  WorkspaceId: number;
  Name: string;
  Theme: Theme;
  /** An IANA time zone (`Europe/Paris`): reports are scheduled in it unless a schedule says otherwise. */
  TimeZone: string;
  HasActiveLogo: boolean;
  /** A `data:image/png|jpeg;base64,` picture, or null. */
  Logo: string | null;
}

export type SettingsDraft = Pick<WorkspaceSettings, 'Name' | 'Theme' | 'TimeZone'>;

/** A workspace that never chose: the spec's schedule zone (reports spec: 3:00 am Pacific). */
export { DEFAULT_TIME_ZONE } from '../reports/report-schedule';

export function workspaceNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Required!';
  return [...trimmed].length > MAX_WORKSPACE_NAME_LENGTH
    ? `At most ${MAX_WORKSPACE_NAME_LENGTH} characters.`
    : null;
}

const ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/** An IANA time zone this runtime knows (`UTC`, `Europe/Paris`, `America/Argentina/Buenos_Aires`). */
export function isTimeZone(zone: string): boolean {
  if (zone.length > 64 || !ZONE_SHAPE.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function timeZoneProblem(zone: string): string | null {
  return isTimeZone(zone) ? null : 'Choose a time zone from the list.';
}

/**
 * The logo: a PNG or JPEG (the two pictures the PDF header prints as they are) of at most 200 KB and 2000 × 2000
 * pixels. The picture itself is checked by the picture rules (domain/forms/images/image-data-url.ts).
 */
export const LOGO_LIMITS = {
  maxBytes: 200 * 1024,
  maxSide: 2000,
  types: ['image/png', 'image/jpeg'],
} as const;
export const LOGO_TYPE_PROBLEM = 'The logo must be a PNG or JPEG picture.';
export const LOGO_SIZE_PROBLEM = `The logo must be at most ${LOGO_LIMITS.maxBytes / 1024} KB.`;
export const LOGO_SIDE_PROBLEM = `The logo must be at most ${LOGO_LIMITS.maxSide} × ${LOGO_LIMITS.maxSide} pixels.`;

/** Why this picture cannot be the logo, or null (an `inflate` checks a PNG's pixels where one is at hand: the server). */
export function logoProblem(
  dataUrl: string,
  options: Pick<ImageCheckOptions, 'inflate'> = {},
): string | null {
  const header = dataUrl.slice(0, Math.max(0, dataUrl.indexOf(','))).toLowerCase();
  if (!/^data:image\/(png|jpeg);base64$/.test(header)) return LOGO_TYPE_PROBLEM;
  const check = checkImageDataUrl(dataUrl, { ...options, maxBytes: LOGO_LIMITS.maxBytes });
  if (!check.ok) return check.problem.startsWith('The image is larger') ? LOGO_SIZE_PROBLEM : check.problem;
  const size = imageDimensions(check.bytes);
  if (!size) return LOGO_TYPE_PROBLEM;
  return size.width > LOGO_LIMITS.maxSide || size.height > LOGO_LIMITS.maxSide ? LOGO_SIDE_PROBLEM : null;
}
